import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FIRST_TURN_SECTION, OPTIONS_SECTION, optionAnchor } from './content';
import './learn.css';

/** One section of a rules page: its anchor, heading, text and an illustration drawn with the table's pieces. */
export interface RulesSection {
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
  readonly figure?: ReactNode;
}

/** One option's paragraph: the option's name as the table form shows it, and what it changes. */
export interface RulesOption {
  readonly name: string;
  readonly label: string;
  readonly body: ReactNode;
}

export interface RulesText {
  readonly intro: ReactNode;
  readonly sections: readonly RulesSection[];
  readonly optionsIntro: ReactNode;
  readonly options: readonly RulesOption[];
  readonly firstTurn: ReactNode;
  readonly firstTurnFigure?: ReactNode;
}

/**
 * A game's rules as one document: contents, the rules section by section, every option (each with
 * its own anchor, which the table form links to) and a walk through a first turn. The same document
 * is the page at `/games/<game>` and the Rules dialog at a table.
 */
export function RulesBook({ game, text }: { game: string; text: RulesText }) {
  const t = useTranslations('learn.rules');
  const contents = [
    ...text.sections.map((section) => ({ id: section.id, title: section.title })),
    { id: OPTIONS_SECTION, title: t('options') },
    { id: FIRST_TURN_SECTION, title: t('firstTurn') },
  ];
  return (
    <div className="rules-book" data-game={game}>
      <div className="rules-intro">{text.intro}</div>
      <nav className="rules-contents" aria-label={t('contents')}>
        <h2>{t('contents')}</h2>
        <ol>
          {contents.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {text.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="rules-section"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          <div className={section.figure ? 'rules-with-figure' : undefined}>
            <div className="rules-text">{section.body}</div>
            {section.figure}
          </div>
        </section>
      ))}
      <section id={OPTIONS_SECTION} className="rules-section" aria-labelledby={`${OPTIONS_SECTION}-title`}>
        <h2 id={`${OPTIONS_SECTION}-title`}>{t('options')}</h2>
        <div className="rules-text">{text.optionsIntro}</div>
        <dl className="rules-options">
          {text.options.map((option) => (
            <div key={option.name} id={optionAnchor(option.name)} className="rules-option">
              <dt>{option.label}</dt>
              <dd>{option.body}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section
        id={FIRST_TURN_SECTION}
        className="rules-section"
        aria-labelledby={`${FIRST_TURN_SECTION}-title`}
      >
        <h2 id={`${FIRST_TURN_SECTION}-title`}>{t('firstTurn')}</h2>
        <div className={text.firstTurnFigure ? 'rules-with-figure' : undefined}>
          <div className="rules-text">{text.firstTurn}</div>
          {text.firstTurnFigure}
        </div>
      </section>
    </div>
  );
}

/** An illustration: the table's own pieces, with a caption. */
export function RulesFigure({
  caption,
  className,
  children,
}: {
  caption: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <figure className={`rules-figure ${className}`}>
      <div className="rules-art">{children}</div>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
