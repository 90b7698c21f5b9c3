'use client';

import { actionKey } from '@brethren/engine/core';
import type { TortugaAction, TortugaSlotView, TortugaView } from '@brethren/engine/tortuga';
import { useTranslations } from 'next-intl';
import type { Translator } from '@/i18n/translator';
import { explains } from '../shared/explain/explains';
import { cardHelp, cardName, describeAction, type Words } from './describe';
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
  const t = useTranslations('tortuga');
  return (
    <ol className="event-row" aria-label={t('table.row.label', { count: view.eventRow.length })}>
      {view.eventRow.map((slot) => {
        const action = direct.get(slot.slot);
        const pickable = selectable.has(slot.slot);
        const pressed = selected.includes(slot.slot);
        const forced = designated.includes(slot.slot);
        const over = view.phase === 'over';
        const face = <SlotFace slot={slot} forced={forced} ruleset={view.ruleset} over={over} />;
        const label = slotLabel(slot, forced, over, t);
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
                aria-label={t('table.row.slotAction', { slot: label, action: describeAction(action, words) })}
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
                {...explains(
                  slot.known
                    ? t('table.row.explain', { label, help: cardHelp(slot.known, view.ruleset, t) })
                    : label,
                  'img',
                )}
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

function slotLabel(slot: TortugaSlotView, forced: boolean, over: boolean, t: Translator<'tortuga'>): string {
  if (!slot.faceDown) return t('table.row.empty', { slot: slot.slot });
  return t('table.row.faceDown', {
    slot: slot.slot,
    known: slot.known ? (over ? 'unrevealed' : 'peeked') : 'no',
    card: slot.known ? cardName(slot.known, t) : '',
    forced: forced ? 'yes' : 'no',
  });
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
  const t = useTranslations('tortuga');
  if (!slot.faceDown) {
    return (
      <span className="slot-face empty">
        <span className="slot-empty" aria-hidden="true" />
        <span className="slot-caption">
          {t.rich('table.row.emptyCaption', {
            slot: slot.slot,
            number: (chunks) => <span className="slot-number">{chunks}</span>,
          })}
        </span>
      </span>
    );
  }
  return (
    <span className={`slot-face${slot.known && !over ? ' peeked' : ''}${forced ? ' forced' : ''}`}>
      <EventCardSvg card={slot.known} known={!!slot.known && !over} />
      {slot.known && !over ? (
        <span className="peek-badge" title={t('table.row.peekedTitle')}>
          <svg viewBox="0 0 20 12" width="18" height="11" aria-hidden="true">
            <path d="M1 6 Q10 -3 19 6 Q10 15 1 6 Z" fill="#fff" stroke="#231a10" />
            <circle cx="10" cy="6" r="3" fill="#231a10" />
          </svg>
        </span>
      ) : null}
      <span className="slot-caption" title={slot.known ? cardHelp(slot.known, ruleset, t) : undefined}>
        <span className="slot-number">{slot.slot}</span>{' '}
        {slot.known ? <span className="slot-known">{cardName(slot.known, t)}</span> : null}
      </span>
      {/* After the caption, as its label reads: "Slot 2: Pistol, forced…". */}
      {forced ? <span className="forced-badge">{t('table.row.forcedBadge')}</span> : null}
    </span>
  );
}
