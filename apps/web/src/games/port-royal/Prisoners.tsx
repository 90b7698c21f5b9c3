'use client';

import { useTranslations } from 'next-intl';
import { ShipButton } from './ActionButton';
import type { DecisionProps } from './decision';

/** The prisoner cards won with the loot, each row placed on a ship. */
export function Prisoners({ view, words, moves, busy, onAct }: DecisionProps) {
  const t = useTranslations('portRoyal');
  const count = view.won?.prisonerCount ?? 0;
  return (
    <div className="pr-prisoners" data-testid="prisoners">
      <h3>{t('prisoners.title')}</h3>
      <p className="hint">{t('prisoners.hint', { count })}</p>
      {[...moves.prisoners.entries()].map(([value, actions]) => (
        <div key={value} className="pr-choice-row">
          <span className="pr-row-label">{t('prisoners.row', { count })}</span>
          <ul className="button-list">
            {actions.map((action) => (
              <li key={action.ship}>
                <ShipButton good={action.ship} action={action} words={words} busy={busy} onAct={onAct} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
