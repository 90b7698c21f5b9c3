'use client';

import type { PortRoyalColour } from '@brethren/engine/port-royal';
import { useTranslations } from 'next-intl';
import { ActionButton } from './ActionButton';
import { colourName, describeAction } from './describe';
import type { DecisionProps } from './decision';
import { CREW_FILL, Emblem } from './Pieces';

function ColourSwatch({ colour }: { colour: PortRoyalColour }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <rect x="1" y="1" width="18" height="18" rx="4" fill={CREW_FILL[colour]} />
      <Emblem colour={colour} x={10} y={10} size={8} />
    </svg>
  );
}

export function ChooseTrump({ view, words, moves, busy, onAct }: DecisionProps) {
  const t = useTranslations('portRoyal');
  const count = (colour: PortRoyalColour) =>
    (view.hand ?? []).filter((card) => card.colour === colour).length;
  return (
    <>
      <h3>{t('decision.trumpTitle')}</h3>
      <p className="hint">{t('decision.trumpHint')}</p>
      <ul className="button-list">
        {moves.trumps.map((action) => (
          <li key={action.colour}>
            <ActionButton
              action={action}
              words={words}
              busy={busy}
              onAct={onAct}
              label={t('decision.trumpLabel', {
                action: describeAction(action, words),
                count: count(action.colour),
              })}
            >
              <ColourSwatch colour={action.colour} />
              <span>
                {colourName(action.colour, t)}{' '}
                <span className="muted small">
                  {t('decision.trumpCount', { count: count(action.colour) })}
                </span>
              </span>
            </ActionButton>
          </li>
        ))}
      </ul>
    </>
  );
}
