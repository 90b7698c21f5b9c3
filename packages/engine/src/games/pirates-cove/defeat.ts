import { CAGAFUECO, COVE } from './data.js';
import type { PiratesCoveDraft } from './draft.js';
import { RULES } from './rules.js';
import { flightTerms } from './prices.js';
import { isLegend, isPlayer, npcCard } from './ship.js';
import { FORT, LEGEND, NAVY, type ShipId } from './state.js';

/**
 * How ships leave a combat: defeat (players to the Cove; Legendary Pirates, the Royal Navy and the
 * solo fort sunk or taken, their fame shared) and fleeing, with its mutiny.
 */

/** Sends a player ship to Pirate's Cove for the rest of the turn. */
export function leaveToCove(draft: PiratesCoveDraft, seat: number, crippled: boolean): void {
  const state = draft.state;
  const c = state.combat;
  if (c) c.ships = c.ships.filter((ship) => ship !== seat);
  const s = state.seats[seat];
  if (!s) return;
  s.at = COVE;
  s.retreated = true;
  if (crippled) s.crippled = true;
}

/** Defeat: to the Cove; every other player still present gains 1 fame. */
export function defeatPlayer(draft: PiratesCoveDraft, seat: number): void {
  leaveToCove(draft, seat, true);
  const others = (draft.state.combat?.ships ?? []).filter(isPlayer);
  for (const other of others) draft.addFame(other, RULES.defeatFame);
  draft.emit({ type: 'shipDefeated', ship: seat, fameTo: others });
}

/**
 * An LP or the Royal Navy sunk: the players still present share double its fame (DECISION: equally,
 * rounding down). Solo Cagafueco: a die gives the fame and takes as many turns off the time track.
 */
export function defeatNpc(draft: PiratesCoveDraft, ship: ShipId): void {
  const state = draft.state;
  const c = draft.combat();
  c.ships = c.ships.filter((s) => s !== ship);
  const players = c.ships.filter(isPlayer);
  if (ship === FORT) {
    for (const seat of players) draft.emit({ type: 'fortTaken', seat });
    return;
  }
  const card = npcCard(state, ship);
  const fame = state.seats.map(() => 0);
  let die: number | null = null;
  if (state.options.variant === 'solo' && card?.name === CAGAFUECO) {
    die = draft.die();
    for (const seat of players) fame[seat] = die;
    state.time = Math.max(0, state.time - die);
  } else if (players.length > 0) {
    const share = Math.floor(((card?.fame ?? 0) * RULES.legendFameFactor) / players.length);
    for (const seat of players) fame[seat] = share;
  }
  fame.forEach((amount, seat) => {
    if (amount > 0) draft.addFame(seat, amount);
  });
  if (ship === NAVY) {
    state.navy.at = null;
    state.navy.hits = [0, 0, 0, 0];
  } else if (isLegend(ship)) {
    const legend = state.legends[ship - LEGEND];
    if (legend) {
      legend.card = null;
      legend.hits = [0, 0, 0, 0];
    }
  }
  draft.emit({ type: 'legendDefeated', ship, name: card?.name ?? '', fame, die });
}

/**
 * Flee to the Cove: a die, mutiny on 1–2 (base game: 1) loses 2 fame and everything aboard; a ship
 * hit in this combat gives every other player present 1 fame. I rudi bucanieri: retreat costs 2 fame,
 * and a mutiny there costs no more fame (S004: "perde tesori e oro").
 */
export function flee(draft: PiratesCoveDraft, seat: number): void {
  const state = draft.state;
  const c = draft.combat();
  const s = state.seats[seat];
  if (!s) return;
  const terms = flightTerms(state.options);
  if (terms.retreatFame > 0) draft.addFame(seat, -terms.retreatFame);
  state.tavernDiscard.push(...c.volleys);
  c.volleys = [];
  const die = draft.die();
  const mutiny = die <= terms.mutinyMax;
  if (mutiny) {
    if (terms.mutinyFame > 0) draft.addFame(seat, -terms.mutinyFame);
    s.gold = 0;
    s.treasures = 0;
  }
  leaveToCove(draft, seat, false);
  const fameTo = c.hit.includes(seat) ? c.ships.filter(isPlayer) : [];
  for (const other of fameTo) draft.addFame(other, RULES.fleeAfterHitFame);
  draft.emit({ type: 'shipFled', seat, die, mutiny, fameTo });
  c.roundIndex++;
}
