import { TORTUGA_EVENT_CARDS, type TortugaNation, type TortugaVoteCard } from '@brethren/engine/tortuga';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { GAME_DATA } from '@/games/registry';
import { EventIcon, LoyaltyCardSvg, VoteCardFace } from '@/games/tortuga/Pieces';
import '@/games/tortuga/tortuga.css';
import { RULES_TAGS } from '../richText';
import { RulesBook, RulesFigure } from '../RulesBook';
import '../learn.css';

const NATIONS: readonly TortugaNation[] = ['british', 'french', 'dutch'];

/** An attack that succeeds: a cannon, and more torches than water. */
const ATTACK: readonly TortugaVoteCard[] = [
  { top: 'cannon', flag: 'british', bottom: 'skull', double: false },
  { top: 'torch', flag: 'french', bottom: 'helm', double: false },
  { top: 'torch', flag: 'british', bottom: 'helm', double: false },
  { top: 'water', flag: 'french', bottom: 'skull', double: false },
];

type Section = (typeof GAME_DATA.tortuga.rules.sections)[number];

export function TortugaRules() {
  const t = useTranslations('tortugaRules');
  const labels = useTranslations('tortuga.options');
  const figures: Partial<Record<Section, ReactNode>> = {
    goal: <LoyaltyFigure />,
    votes: <VoteFigure />,
    events: <EventsFigure />,
  };
  return (
    <RulesBook
      game="tortuga"
      text={{
        intro: t.rich('intro', RULES_TAGS),
        sections: GAME_DATA.tortuga.rules.sections.map((id) => ({
          id,
          title: t(`sections.${id}.title`),
          body: t.rich(`sections.${id}.body`, RULES_TAGS),
          figure: figures[id],
        })),
        optionsIntro: t.rich('optionsIntro', RULES_TAGS),
        options: GAME_DATA.tortuga.rules.options.map((name) => ({
          name,
          label: labels(`${name}.label`),
          body: t.rich(`options.${name}`, RULES_TAGS),
        })),
        firstTurn: t.rich('firstTurn', RULES_TAGS),
      }}
    />
  );
}

function LoyaltyFigure() {
  const tf = useTranslations('tortugaRules.figures');
  const nations = useTranslations('tortuga.nations');
  return (
    <RulesFigure caption={tf('loyalty')} className="tortuga">
      <ul className="rules-cards">
        {NATIONS.map((nation) => (
          <li key={nation}>
            <LoyaltyCardSvg nation={nation} width={56} />
            <span>{nations(nation)}</span>
          </li>
        ))}
      </ul>
    </RulesFigure>
  );
}

function VoteFigure() {
  const tf = useTranslations('tortugaRules.figures');
  return (
    <RulesFigure caption={tf('attack')} className="tortuga">
      <div className="rules-cards">
        {ATTACK.map((card, index) => (
          <VoteCardFace key={index} card={card} width={52} stress="top" />
        ))}
      </div>
    </RulesFigure>
  );
}

function EventsFigure() {
  const tf = useTranslations('tortugaRules.figures');
  const cards = useTranslations('tortuga.cards');
  return (
    <RulesFigure caption={tf('events')} className="tortuga">
      <ul className="rules-legend">
        {TORTUGA_EVENT_CARDS.map((card) => (
          <li key={card}>
            <EventIcon card={card} size={24} />
            <span>{cards(card)}</span>
          </li>
        ))}
      </ul>
    </RulesFigure>
  );
}
