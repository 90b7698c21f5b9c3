'use client';

import { useTranslations } from 'next-intl';
import { useOptionWords } from '@/lobby/optionWords';

/** The options in force, as a short list, in the same words as the form that set them. */
export function OptionSummary({ game, options }: { game: string; options: Record<string, unknown> }) {
  const t = useTranslations('match');
  const words = useOptionWords(game);
  const entries = Object.entries(options).filter(([, value]) => value !== null && value !== undefined);
  if (entries.length === 0) return null;
  return (
    <details className="option-summary">
      <summary>{t('options')}</summary>
      <dl>
        {entries.map(([name, value]) => (
          <div key={name}>
            <dt>{words.label({ name })}</dt>
            <dd>{words.value({ name }, value)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
