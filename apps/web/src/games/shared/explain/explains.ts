/**
 * Marks a card, symbol, count or score that is not a move control as explaining itself: a tap, a
 * click, or Enter/Space once focused opens `text` in a bubble beside it (see ExplainFrame, which
 * handles every marked piece of a table at once). Phones have no hover, so a title alone is not
 * enough.
 *
 * The piece becomes a button (pressing it does something: it explains), so it must not hold a move
 * control, nor sit inside one; put the mark on a `<li>`'s child, not the `<li>`, to keep lists lists.
 * A picture named by `aria-label` that also draws words or numbers stays an image (`role` 'img'):
 * a button's name must contain what it shows, and a picture's label rarely reads as its drawing.
 * Focusable as marked; inside a table's frame only one piece stays a Tab stop (useOneTabStop).
 */
export function explains(text: string, role: 'button' | 'img' = 'button') {
  return { 'data-explain': text, role, tabIndex: 0 } as const;
}

/** What ExplainFrame looks for: a piece marked by `explains`. */
export const EXPLAINED = '[data-explain]';

/**
 * Controls a tap goes to rather than to an explanation: a move control (a pawn to move, a card to
 * play) is a control first, and says what it does in its own name.
 */
export const CONTROL =
  'button, a[href], input, select, textarea, summary, label, [role="button"]:not([data-explain]), ' +
  '[role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="option"], [role="menuitem"]';
