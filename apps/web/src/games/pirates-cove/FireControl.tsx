'use client';

import { actionKey } from '@brethren/engine/core';
import { useTranslations } from 'next-intl';
import { ActionButton } from './ActionButton';
import { TavernCardFace } from './Cards';
import { LEGEND_SHIP, SECTIONS } from './data';
import { cardName, shipSubject } from './describe';
import { type StepProps } from './moves';
import { PieceIcon } from './Pieces';
import { npcShip } from './ships';

export function FireControl({ view, words, moves, busy, act }: StepProps) {
  const t = useTranslations('piratesCove');
  const targets = [...moves.fire.entries()];
  return (
    <div className="pc-fire">
      <p className="hint">{t('moves.fire')}</p>
      {moves.volleys.length > 0 ? (
        <ul className="button-list">
          {moves.volleys.map((action) => (
            <li key={actionKey(action)}>
              <ActionButton action={action} words={words} busy={busy} onAct={act} textInside>
                <TavernCardFace card={action.card} size="small" />
                <span>{t('moves.volley', { card: cardName(action.card, words) })}</span>
              </ActionButton>
            </li>
          ))}
        </ul>
      ) : null}
      {targets.length > 0 ? (
        <div className="pc-fire-grid" role="group" aria-label={t('moves.fireAt')}>
          {targets.map(([ship, sections]) => {
            const npc = ship >= LEGEND_SHIP ? npcShip(view, ship) : null;
            const seat = ship < LEGEND_SHIP ? view.seats[ship] : null;
            const name = shipSubject(ship, words);
            return (
              <div key={ship} className="pc-fire-row" data-ship={ship}>
                <span className="pc-fire-name">
                  <PieceIcon kind={npc ? npc.kind : 'ship'} colour={seat?.colour ?? 'red'} size={22} />
                  {name}
                </span>
                {SECTIONS.map((section) => {
                  const action = sections.get(section);
                  if (!action) return <span key={section} className="pc-fire-empty" aria-hidden="true" />;
                  const strength = npc
                    ? t('moves.hitsLeft', { count: (npc.left[section] ?? 0) + 1 })
                    : seat
                      ? seat.sections[section].index < 0
                        ? t('moves.sectionGone')
                        : `${seat.sections[section].value}`
                      : '';
                  return (
                    <ActionButton key={section} action={action} words={words} busy={busy} onAct={act}>
                      <span className="pc-fire-section">{t(`sections.${section}`)}</span>
                      <span className="pc-fire-strength">{strength}</span>
                    </ActionButton>
                  );
                })}
              </div>
            );
          })}
        </div>
      ) : null}
      <div className="turn-actions">
        {moves.boardShip ? (
          <ActionButton action={moves.boardShip} words={words} busy={busy} onAct={act} />
        ) : null}
        {moves.flee ? <ActionButton action={moves.flee} words={words} busy={busy} onAct={act} /> : null}
      </div>
    </div>
  );
}
