import type { PortRoyalView } from '@brethren/engine/port-royal';

/**
 * Why a card in hand cannot be played (or set aside) now, told on a tap on the greyed card:
 * - 'trump': a trump, kept back by a card of the led colour in hand (S001: trumps only when lacking it);
 * - 'ghost': any other card, when lacking the led colour but holding a ghost, which must be played;
 * - 'pickedUp': one of the two cards just taken, never set aside in the exchange;
 * - 'over', 'elsewhere' (the viewer's choice is not a card), 'wait' (another player's turn).
 */
export type Unplayable = 'trump' | 'ghost' | 'pickedUp' | 'over' | 'elsewhere' | 'wait';

/** Why a card is not among the cards to choose now; `choosing` is whether any card of the hand is. */
export function unplayable(view: PortRoyalView, choosing: boolean, myTurn: boolean): Unplayable {
  if (view.step === 'over') return 'over';
  if (!choosing) return myTurn ? 'elsewhere' : 'wait';
  if (view.step === 'setAside') return 'pickedUp';
  // Playing to a trick, only two rules keep a card back (engine: playableCards): holding the led
  // colour, only trumps are; lacking it, only the cards that are not ghosts.
  const led = view.trick?.ledColour ?? null;
  return led !== null && (view.hand ?? []).some((held) => held.colour === led) ? 'trump' : 'ghost';
}
