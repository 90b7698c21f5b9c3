'use client';

import { ActionButton } from './ActionButton';
import { TavernCardFace } from './Cards';
import { SECTION_LABEL, SECTIONS } from './data';
import { describeAction, who } from './describe';
import { actionKey, type StepProps } from './moves';
import { PieceIcon } from './Pieces';
import { npcShip } from './ships';

export function FireControl({ view, words, moves, busy, act }: StepProps) {
  const targets = [...moves.fire.entries()];
  return (
    <div className="pc-fire">
      <p className="hint">
        Your broadside: play Volley cards for this shot if you like, then pick a target section — or flee.
      </p>
      {moves.volleys.length > 0 ? (
        <ul className="button-list">
          {moves.volleys.map((action) => (
            <li key={actionKey(action)}>
              <ActionButton action={action} words={words} busy={busy} onAct={act}>
                <TavernCardFace card={action.card} size="small" />
                <span>{describeAction(action, words).replace(/^Play /, '')}</span>
              </ActionButton>
            </li>
          ))}
        </ul>
      ) : null}
      {targets.length > 0 ? (
        <div className="pc-fire-grid" role="group" aria-label="Fire at">
          {targets.map(([ship, sections]) => {
            const npc = ship >= 10 ? npcShip(view, ship) : null;
            const seat = ship < 10 ? view.seats[ship] : null;
            const name = npc ? npc.name : who(ship, words);
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
                    ? `${(npc.left[section] ?? 0) + 1} left`
                    : seat
                      ? seat.sections[section].index < 0
                        ? 'gone'
                        : `${seat.sections[section].value}`
                      : '';
                  return (
                    <ActionButton key={section} action={action} words={words} busy={busy} onAct={act}>
                      <span className="pc-fire-section">{SECTION_LABEL[section]}</span>
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
