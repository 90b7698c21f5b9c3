'use client';

import type { TortugaAction, TortugaSlotView, TortugaView } from '@brethren/engine';
import { CARD_NAME, cardHelp, describeAction, type Words } from './describe';
import { actionKey } from './moves';
import { EventCardSvg } from './Pieces';

/**
 * The five event slots. Face-down cards show their back, or — for the viewer alone — the card he
 * peeked at, marked as such; empty slots are outlined. A slot is a button when it can be picked
 * (the viewer's turn) or chosen directly (a forced reveal).
 */
export function EventRow({
  view,
  words,
  selected,
  selectable,
  direct,
  designated,
  busy,
  onToggle,
  onAct,
}: {
  view: TortugaView;
  words: Words;
  selected: readonly number[];
  selectable: ReadonlySet<number>;
  /** Slots whose click sends an action at once (a forced reveal's chooseSlot), by slot. */
  direct: ReadonlyMap<number, TortugaAction>;
  /** The forced reveal's two slots, when the viewer may see them. */
  designated: readonly number[];
  busy: boolean;
  onToggle: (slot: number) => void;
  onAct: (action: TortugaAction) => void;
}) {
  return (
    <ol className="event-row" aria-label="Event cards, slots 1 to 5">
      {view.eventRow.map((slot) => {
        const action = direct.get(slot.slot);
        const pickable = selectable.has(slot.slot);
        const pressed = selected.includes(slot.slot);
        const forced = designated.includes(slot.slot);
        const over = view.phase === 'over';
        const face = <SlotFace slot={slot} forced={forced} ruleset={view.ruleset} over={over} />;
        const label = slotLabel(slot, forced, over);
        return (
          <li key={slot.slot} className="event-slot-cell">
            {action ? (
              <button
                type="button"
                className="event-slot direct"
                disabled={busy}
                data-testid="slot"
                data-slot={slot.slot}
                data-action={actionKey(action)}
                aria-label={`${label}: ${describeAction(action, words)}`}
                onClick={() => onAct(action)}
              >
                {face}
              </button>
            ) : pickable ? (
              <button
                type="button"
                className={`event-slot pickable${pressed ? ' selected' : ''}`}
                disabled={busy}
                aria-pressed={pressed}
                data-testid="slot"
                data-slot={slot.slot}
                aria-label={label}
                onClick={() => onToggle(slot.slot)}
              >
                {face}
              </button>
            ) : (
              <div
                className="event-slot"
                data-testid="slot"
                data-slot={slot.slot}
                aria-label={label}
                role="img"
              >
                {face}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function slotLabel(slot: TortugaSlotView, forced: boolean, over: boolean): string {
  if (!slot.faceDown) return `Slot ${slot.slot}: empty`;
  const known = slot.known ? `, ${over ? 'unrevealed' : 'you peeked'}: ${CARD_NAME[slot.known]}` : '';
  return `Slot ${slot.slot}: face down${known}${forced ? ', designated for the forced reveal' : ''}`;
}

function SlotFace({
  slot,
  forced,
  ruleset,
  over,
}: {
  slot: TortugaSlotView;
  forced: boolean;
  ruleset: TortugaView['ruleset'];
  /** The game is over: every card is shown, to everyone. */
  over: boolean;
}) {
  if (!slot.faceDown) {
    return (
      <span className="slot-face empty">
        <span className="slot-empty" aria-hidden="true" />
        <span className="slot-caption">
          <span className="slot-number">{slot.slot}</span> empty
        </span>
      </span>
    );
  }
  return (
    <span className={`slot-face${slot.known && !over ? ' peeked' : ''}${forced ? ' forced' : ''}`}>
      <EventCardSvg card={slot.known} known={!!slot.known && !over} />
      {slot.known && !over ? (
        <span className="peek-badge" title="Only you know this card: you peeked at it">
          <svg viewBox="0 0 20 12" width="18" height="11" aria-hidden="true">
            <path d="M1 6 Q10 -3 19 6 Q10 15 1 6 Z" fill="#fff" stroke="#231a10" />
            <circle cx="10" cy="6" r="3" fill="#231a10" />
          </svg>
        </span>
      ) : null}
      {forced ? <span className="forced-badge">forced</span> : null}
      <span className="slot-caption" title={slot.known ? cardHelp(slot.known, ruleset) : undefined}>
        <span className="slot-number">{slot.slot}</span>
        {slot.known ? <span className="slot-known">{CARD_NAME[slot.known]}</span> : null}
      </span>
    </span>
  );
}
