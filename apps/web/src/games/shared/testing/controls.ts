import { actionKey } from '@brethren/engine/core';
import { fireEvent } from '@testing-library/react';

/**
 * How the tests read a table's controls. Every control that sends an action carries the action's
 * key in `data-action`; the "every legal action" list repeats them all, so controls inside it do
 * not count as the table offering an action.
 */

function usable(element: Element): boolean {
  return (
    !(element instanceof HTMLButtonElement && element.disabled) &&
    element.closest('[data-testid="all-actions"]') === null
  );
}

/** The table's own controls that send an action now, by action key (buttons before the board's). */
export function controls(container: HTMLElement): Map<string, HTMLElement[]> {
  const found = new Map<string, HTMLElement[]>();
  for (const element of container.querySelectorAll<HTMLElement>('[data-action]')) {
    const key = element.getAttribute('data-action');
    if (!key || !usable(element)) continue;
    const list = found.get(key) ?? [];
    if (element.tagName === 'BUTTON') list.unshift(element);
    else list.push(element);
    found.set(key, list);
  }
  return found;
}

/**
 * The table's own control for an action, after picking what it needs (`prepare`, as a person
 * would pick a card before the pirate it moves); null where the table offers none.
 */
export function controlFor<Action>(
  container: HTMLElement,
  action: Action,
  prepare: (action: Action, container: HTMLElement) => boolean,
): HTMLElement | null {
  const key = actionKey(action);
  const found =
    controls(container).get(key) ?? (prepare(action, container) ? controls(container).get(key) : null);
  return found?.[0] ?? null;
}

/** Presses a control: a button is clicked, an SVG one (role="button") gets Enter, as from a keyboard. */
export function press(element: HTMLElement): void {
  if (element.tagName === 'BUTTON') fireEvent.click(element);
  else fireEvent.keyDown(element, { key: 'Enter' });
}

/** Clicks a toggle (a card, a slot, a handle) unless it is already pressed; false if it cannot be. */
export function pick(element: Element | null | undefined): boolean {
  if (!element || (element instanceof HTMLButtonElement && element.disabled)) return false;
  if (element.getAttribute('aria-pressed') !== 'true') fireEvent.click(element);
  return true;
}

/** What the "every legal action" list offers, by key (opened and closed again). */
export function listedActions(container: HTMLElement): string[] {
  const toggle = container.querySelector<HTMLElement>('[data-testid="all-actions-toggle"]');
  if (!toggle) return [];
  fireEvent.click(toggle);
  const listed = [...container.querySelectorAll('[data-testid="legal-action"]')].map(
    (button) => button.getAttribute('data-action') ?? '',
  );
  fireEvent.click(toggle);
  return listed;
}
