import { hasRoom, otherShip, placeOf, shipName } from './board.js';
import type { ShipIndex, TreasureMap } from './data.js';
import type { MaroonCause } from './rules.js';
import { entry, type TortugaDraft } from './draft.js';

/**
 * Marooning a single pawn (Black Spot, Pistol, the captain's action, a mutiny): a holder of a map
 * that protects against this cause is asked first; otherwise the pawn is marooned at once.
 */
export function requestMaroon(draft: TortugaDraft, seat: number, cause: MaroonCause): void {
  const maps = draft.s.maps[seat] ?? [];
  const fountain = maps.includes('fountainOfYouth') && draft.rules.fountainCauses.includes(cause);
  const at = draft.locate(seat);
  const atlantis =
    cause === 'captain' &&
    draft.rules.atlantis === 'anyTime' &&
    maps.includes('atlantis') &&
    at.kind === 'ship' &&
    hasRoom(draft.s, otherShip(at.ship));
  if (fountain || atlantis) {
    draft.setPending({ kind: 'maroonResponse', seat, cause, fountain, atlantis });
    return;
  }
  maroon(draft, seat, cause);
}

/**
 * Sends a pawn to the back of Tortuga's line. From a ship, those behind close up (an emptied ship
 * keeps its treasure); from a rowboat nothing more happens; a pawn already on Tortuga also loses a
 * vote card to the bottom of the vote deck (FR-2e at random, IT-1e of his choice).
 */
export function maroon(draft: TortugaDraft, seat: number, cause: MaroonCause): void {
  const from = draft.lift(seat);
  draft.s.tortuga.line.push(seat);
  draft.emit({ type: 'marooned', seat, from: placeOf(from), cause });
  if (from.kind === 'tortuga') loseVoteCard(draft, seat);
}

function loseVoteCard(draft: TortugaDraft, seat: number): void {
  if (draft.handSize(seat) === 0) return;
  if (draft.rules.tortugaCardLoss === 'chosen') {
    draft.setPending({ kind: 'loseVoteCard', seat });
    return;
  }
  const code = draft.random.pick(draft.handCodes(seat));
  discardVoteCard(draft, seat, code);
}

/** A vote card leaves a hand face down for the bottom of the vote deck. */
export function discardVoteCard(draft: TortugaDraft, seat: number, code: number): void {
  draft.removeFromHand(seat, code);
  draft.toBottom([code], false);
  draft.emit({ type: 'voteCardLost', seat });
  draft.seen(seat, [code], 'lost');
}

/** Puts a pawn at the back of a ship; two Albatross cards aboard then maroon the whole crew. */
export function board(draft: TortugaDraft, seat: number, ship: ShipIndex): void {
  draft.crew(ship).push(seat);
  checkAlbatross(draft, ship);
}

/** Two Albatross cards aboard a ship: every pawn is marooned, the cabin boy first, the captain last. */
export function checkAlbatross(draft: TortugaDraft, ship: ShipIndex): void {
  const crew = draft.crew(ship);
  let total = 0;
  for (const seat of crew) total += draft.s.albatross[seat] ?? 0;
  if (total < 2) return;
  const seats = crew.slice().reverse();
  draft.emit({ type: 'albatrossStruck', ship: shipName(ship), seats });
  for (const seat of seats) maroon(draft, seat, 'albatross');
}

/** Removes a treasure map from its holder and discards it. */
export function useMap(draft: TortugaDraft, seat: number, map: TreasureMap): void {
  const maps = entry(draft.s.maps, seat);
  maps.splice(maps.indexOf(map), 1);
  draft.s.discard.push(map);
  draft.emit({ type: 'treasureMapUsed', seat, map });
}

/** Atlantis: from his ship to the back of the other ship. */
export function sailToOtherShip(draft: TortugaDraft, seat: number): void {
  const at = draft.locate(seat);
  if (at.kind !== 'ship') return;
  const from = draft.lift(seat);
  const to = otherShip(at.ship);
  useMap(draft, seat, 'atlantis');
  draft.emit({
    type: 'pirateMoved',
    seat,
    from: placeOf(from),
    to: shipName(to),
    reason: 'atlantis',
    by: seat,
  });
  board(draft, seat, to);
}
