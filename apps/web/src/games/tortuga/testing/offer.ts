import type { TortugaAction, TortugaVoteCard } from '@brethren/engine/tortuga';
import { fireEvent } from '@testing-library/react';
import { pick } from '../../shared/testing/controls';
import { voteCardKey } from '../moves';

/**
 * How the Tortuga table offers an action, for the tests: event cards are picked on the row and
 * vote cards in the vote dialog before the control that sends the action shows.
 */

/** Picks exactly these event slots on the row (unpicking others); false if one cannot be picked. */
export function pickSlots(container: HTMLElement, slots: readonly number[]): boolean {
  const buttons = [...container.querySelectorAll<HTMLButtonElement>('button[data-testid="slot"]')];
  for (const button of buttons)
    if (button.getAttribute('aria-pressed') === 'true' && !slots.includes(Number(button.dataset['slot'])))
      fireEvent.click(button);
  return slots.every((slot) =>
    pick(container.querySelector(`button[data-testid="slot"][data-slot="${slot}"]:not(.direct)`)),
  );
}

/** Picks these cards in the vote dialog (opening it again if it was put aside). */
function pickVoteCards(container: HTMLElement, cards: readonly TortugaVoteCard[]): boolean {
  const reopen = container.querySelector<HTMLElement>('[data-testid="vote-open"]');
  if (reopen) fireEvent.click(reopen);
  const dialog = container.querySelector('[data-testid="vote-dialog"]');
  if (!dialog) return false;
  const buttons = () => [...dialog.querySelectorAll<HTMLButtonElement>('[data-testid="vote-card"]')];
  for (const button of buttons()) if (button.getAttribute('aria-pressed') === 'true') fireEvent.click(button);
  const used = new Set<Element>();
  return cards.every((card) => {
    const button = buttons().find((b) => b.dataset['card'] === voteCardKey(card) && !used.has(b));
    used.add(button as Element);
    return pick(button);
  });
}

/** Picks what the action needs on the table; false where the table offers no way. */
export function prepare(action: TortugaAction, container: HTMLElement): boolean {
  switch (action.type) {
    case 'peek':
    case 'force':
      return pickSlots(container, action.slots);
    case 'reveal':
      return pickSlots(container, [action.slot]);
    case 'vote':
      return pickVoteCards(container, action.cards);
    default:
      return false;
  }
}
