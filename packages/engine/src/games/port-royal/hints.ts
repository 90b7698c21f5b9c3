import { COLOUR_INDEX, DEBT_RELIEF, crewCodeOf, lootCodeOf, type Good } from './data.js';
import { debtPaid, shipLimit, shipTons } from './scoring.js';
import { playableCards } from './tricks.js';
import type { PortRoyalView } from './view.js';

/**
 * What a table shows before a player acts, read off the seat's view by the very rules `perform`
 * plays by (scoring.ts, tricks.ts), so a hint cannot disagree with the move.
 */

/** The black cube before and after `payDebt`, and how far it moves. */
export interface DebtPayment {
  readonly black: number;
  readonly paid: number;
  readonly after: number;
}

/**
 * What discarding the loot card won would take off the viewer's bid (`payDebt`): null unless the
 * viewer is the privileged player settling a card that pays debt.
 */
export function debtPayment(view: PortRoyalView): DebtPayment | null {
  const won = view.won;
  const me = view.viewer === null ? undefined : view.seats[view.viewer];
  if (!me || me.black === null || won?.seat !== me.seat || won.loot === null) return null;
  const loot = lootCodeOf(won.loot.id);
  if ((DEBT_RELIEF[loot] as number) === 0) return null;
  const paid = debtPaid(loot, me.black, me.debt);
  return { black: me.black, paid, after: me.black - paid };
}

/** A ship's weight and load limit, and whether the weight is over it (it sinks at the game's end). */
export interface ShipLoad {
  readonly tons: number;
  readonly limit: number;
  readonly overLimit: boolean;
}

/** The viewer's `ship` once the loot card won is loaded onto it (`loadLoot`); null with none to load. */
export function loadedShip(view: PortRoyalView, ship: Good): ShipLoad | null {
  const loot = view.won?.loot;
  const aboard =
    view.viewer === null ? undefined : view.seats[view.viewer]?.ships.find((s) => s.ship === ship);
  if (!loot || !aboard || view.won?.seat !== view.viewer) return null;
  const codes = [...aboard.loot.map((card) => lootCodeOf(card.id)), lootCodeOf(loot.id)];
  const tons = shipTons(codes, view.options.doubleWeight);
  const limit = shipLimit(codes, view.players);
  return { tons, limit, overLimit: tons > limit };
}

/**
 * Why the rules keep a crew card of the viewer's hand back from the choice now: `trump` (holding
 * the led colour, a trump may not be played on it), `ghost` (lacking it, a held ghost must be
 * played), `pickedUp` (the two cards just taken are never set aside in the exchange). Null when the
 * card may be chosen, and when the viewer is not choosing a card now.
 */
export type CardRefusal = 'trump' | 'ghost' | 'pickedUp';

export function cardRefusal(view: PortRoyalView, card: string): CardRefusal | null {
  if (view.viewer === null || view.turn !== view.viewer) return null;
  if (!view.hand?.some((held) => held.id === card)) return null;
  if (view.step === 'setAside') return view.pickedUp.some((taken) => taken.id === card) ? 'pickedUp' : null;
  if (view.step !== 'playCard' || !view.trick) return null;
  const hand = view.hand.map((held) => crewCodeOf(held.id));
  const played = view.trick.cards.map((entry) => crewCodeOf(entry.card.id));
  const trump = view.trump === null ? -1 : COLOUR_INDEX[view.trump];
  const code = crewCodeOf(card);
  if (playableCards(hand, played, trump, view.options.ghostLead).includes(code)) return null;
  const led = view.trick.ledColour;
  return led !== null && view.hand.some((held) => held.colour === led) ? 'trump' : 'ghost';
}
