import { useEffect, useRef, type RefObject } from 'react';

/**
 * The controls that decide something at a table: each sends an action (`data-action`) or chooses
 * what the next one is about (`data-select`: a card, then the pirate it moves), in every game.
 */
const DECISION = '[data-action], [data-select]';

/** A decision a person can take now. */
function isOpen(element: Element): boolean {
  return (
    element.isConnected &&
    element.matches(DECISION) &&
    !element.matches(':disabled, [aria-disabled="true"]') &&
    element.getClientRects().length > 0
  );
}

/** What focus falls back to when nothing is left to decide: the line that says whose turn it is. */
const TURN_BAR = '[data-testid="turn-bar"]';

function focusOn(element: HTMLElement | SVGElement): void {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.tabIndex = -1;
  element.focus({ preventScroll: true });
  // A ring the browser shows means a keyboard player: they are taken to it, a finger is not.
  if (element.matches(':focus-visible')) element.scrollIntoView({ block: 'nearest' });
}

/**
 * Keeps a keyboard player at the table as it moves: when the control they used goes away with the
 * position it belonged to (the pirate they moved, a card played, a button disabled while the move
 * travels), focus lands on the first decision of the new position instead of falling back to the
 * page, which cost a Tab through the whole header and board for every action. With nothing left to
 * decide, it waits on the turn bar, which says whose turn it is, and goes on to the first decision
 * when the turn comes back. Focus the player moved elsewhere themselves (the chat, a link) is left
 * alone.
 */
export function useFocusFollowsPlay(
  frame: RefObject<HTMLElement | null>,
  position: number,
  busy: boolean,
): void {
  /** The decision control focused last, while focus is at the table. */
  const used = useRef<Element | null>(null);
  /** Whether focus was put on the turn bar to wait for the turn. */
  const waiting = useRef(false);

  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    const onFocusIn = (event: FocusEvent) => {
      used.current = event.target instanceof Element && event.target.matches(DECISION) ? event.target : null;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) used.current = null;
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [frame]);

  useEffect(() => {
    const root = frame.current;
    if (!root || busy) return;
    const focused = document.activeElement;
    const bar = root.querySelector(TURN_BAR);
    const control = used.current;
    // Lost: the page holds the focus (the control went, or was disabled while the move travelled),
    // or the control still holds it but decides nothing now.
    const lost =
      control !== null &&
      (focused === null || focused === document.body || (focused === control && !isOpen(control)));
    const onTheBar = waiting.current && focused !== null && focused === bar;
    if (!lost && !onTheBar) {
      waiting.current = onTheBar;
      return;
    }
    // The control used is the next decision again where it still decides (a repeatable roll).
    const next =
      control && isOpen(control) ? control : Array.from(root.querySelectorAll(DECISION)).find(isOpen);
    if (next instanceof HTMLElement || next instanceof SVGElement) {
      waiting.current = false;
      focusOn(next);
    } else if (lost && (bar instanceof HTMLElement || bar instanceof SVGElement)) {
      waiting.current = true;
      focusOn(bar);
    }
  }, [frame, position, busy]);
}
