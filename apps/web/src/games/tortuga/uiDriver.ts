import type { TortugaAction, TortugaVoteCard } from '@brethren/engine';
import { fireEvent, screen, within } from '@testing-library/react';
import { actionKey, voteCardKey } from './moves';

/**
 * Plays the Tortuga table like a person would, for the tests: picks event cards on the row, cards in
 * the vote dialog, then clicks the control that sends the action. It never uses the "every legal
 * action" list, so reaching an action this way proves the table's own controls offer it.
 */

function inFallbackList(element: Element): boolean {
  return element.closest('[data-testid="all-actions"]') !== null;
}

function isEnabled(element: Element): boolean {
  return !(element instanceof HTMLButtonElement && element.disabled);
}

/** The table's own controls that send this action now (buttons first, then the board). */
export function controlsFor(action: unknown): Element[] {
  const key = actionKey(action);
  const found = [...document.querySelectorAll('[data-action]')].filter(
    (element) =>
      element.getAttribute('data-action') === key && !inFallbackList(element) && isEnabled(element),
  );
  return found.sort((a, b) => Number(b.tagName === 'BUTTON') - Number(a.tagName === 'BUTTON'));
}

function slotButton(slot: number): HTMLElement | undefined {
  return screen
    .getAllByTestId('slot')
    .find((element) => element.getAttribute('data-slot') === String(slot) && element.tagName === 'BUTTON');
}

/** Picks exactly these event slots on the row (unpicking others). Returns false if one cannot be picked. */
export function pickSlots(slots: readonly number[]): boolean {
  for (const element of screen.getAllByTestId('slot')) {
    const slot = Number(element.getAttribute('data-slot'));
    if (element.getAttribute('aria-pressed') === 'true' && !slots.includes(slot)) fireEvent.click(element);
  }
  for (const slot of slots) {
    const button = slotButton(slot);
    if (!button || (button as HTMLButtonElement).disabled) return false;
    if (button.getAttribute('aria-pressed') !== 'true') fireEvent.click(button);
  }
  return true;
}

/** Picks these cards in the vote dialog (opening it if it was put aside). */
export function pickVoteCards(cards: readonly TortugaVoteCard[]): boolean {
  if (!screen.queryByTestId('vote-dialog')) {
    const reopen = screen.queryByTestId('vote-open');
    if (!reopen) return false;
    fireEvent.click(reopen);
  }
  const dialog = screen.getByTestId('vote-dialog');
  const buttons = within(dialog).getAllByTestId('vote-card');
  for (const button of buttons) if (button.getAttribute('aria-pressed') === 'true') fireEvent.click(button);
  const used = new Set<Element>();
  for (const card of cards) {
    const button = within(dialog)
      .getAllByTestId('vote-card')
      .find((b) => b.getAttribute('data-card') === voteCardKey(card) && !used.has(b));
    if (!button) return false;
    used.add(button);
    fireEvent.click(button);
  }
  return true;
}

/** Prepares the selections an action needs; returns false if the UI does not offer them. */
export function prepare(action: TortugaAction): boolean {
  switch (action.type) {
    case 'peek':
    case 'force':
      return pickSlots(action.slots);
    case 'reveal':
      return pickSlots([action.slot]);
    case 'vote':
      return pickVoteCards(action.cards);
    default:
      return true;
  }
}

/** Reaches the action through the table's controls and clicks it; throws if the UI does not offer it. */
export function clickThrough(action: TortugaAction): void {
  if (!prepare(action)) throw new Error(`the table offers no way to prepare ${actionKey(action)}`);
  const [control] = controlsFor(action);
  if (!control) throw new Error(`the table offers no control for ${actionKey(action)}`);
  fireEvent.click(control);
}

/** Whether the UI offers the action (preparing its selections, without sending it). */
export function offers(action: TortugaAction): boolean {
  return prepare(action) && controlsFor(action).length > 0;
}

/**
 * The legal actions the table's controls do not offer, checked without clicking: an action's event
 * slots can be picked, its vote cards are in the vote dialog, or a control sends it as it stands.
 */
export function notOffered(actions: readonly TortugaAction[]): TortugaAction[] {
  const controls = new Set<string>();
  for (const element of document.querySelectorAll('[data-action]')) {
    if (!inFallbackList(element) && isEnabled(element))
      controls.add(element.getAttribute('data-action') ?? '');
  }
  const pickable = new Set<number>();
  for (const element of document.querySelectorAll('button[data-testid="slot"]')) {
    if (!(element as HTMLButtonElement).disabled && !element.classList.contains('direct'))
      pickable.add(Number(element.getAttribute('data-slot')));
  }
  const dialog = document.querySelector('[data-testid="vote-dialog"]');
  const cards = dialog
    ? [...dialog.querySelectorAll('[data-testid="vote-card"]')].map((button) =>
        button.getAttribute('data-card'),
      )
    : [];
  const reopen = document.querySelector('[data-testid="vote-open"]') !== null;
  return actions.filter((action) => {
    switch (action.type) {
      case 'peek':
      case 'force':
        return !action.slots.every((slot) => pickable.has(slot));
      case 'reveal':
        return !pickable.has(action.slot);
      case 'vote': {
        if (!dialog) return !reopen;
        return !action.cards.every((card) => {
          const wanted = voteCardKey(card);
          const needed = action.cards.filter((c) => voteCardKey(c) === wanted).length;
          return cards.filter((key) => key === wanted).length >= needed;
        });
      }
      default:
        return !controls.has(actionKey(action));
    }
  });
}

/** Opens the list of every legal action and returns what it lists. */
export function listedActions(): string[] {
  const toggle = screen.getByTestId('all-actions-toggle');
  if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
  const listed = screen
    .getAllByTestId('legal-action')
    .map((button) => button.getAttribute('data-action') ?? '');
  fireEvent.click(toggle);
  return listed;
}
