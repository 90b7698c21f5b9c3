import { hasRoom, otherShip, placeOf, shipName } from './board.js';
import type { ShipIndex, TreasureMap } from './data.js';
import type { MaroonCause } from './rules.js';
import type { Work } from './work.js';

/**
 * Marooning a single pawn (Black Spot, Pistol, the captain's action, a mutiny): a holder of a map
 * that protects against this cause is asked first; otherwise the pawn is marooned at once.
 */
export function requestMaroon(work: Work, seat: number, cause: MaroonCause): void {
  const maps = work.s.maps[seat] ?? [];
  const fountain = maps.includes('fountainOfYouth') && work.rules.fountainCauses.includes(cause);
  const at = work.locate(seat);
  const atlantis =
    cause === 'captain' &&
    work.rules.atlantis === 'anyTime' &&
    maps.includes('atlantis') &&
    at.kind === 'ship' &&
    hasRoom(work.s, otherShip(at.ship));
  if (fountain || atlantis) {
    work.setPending({ kind: 'maroonResponse', seat, cause, fountain, atlantis });
    return;
  }
  maroon(work, seat, cause);
}

/**
 * Sends a pawn to the back of Tortuga's line. From a ship, those behind close up (an emptied ship
 * keeps its treasure); from a rowboat nothing more happens; a pawn already on Tortuga also loses a
 * vote card to the bottom of the vote deck (FR-2e at random, IT-1e of his choice).
 */
export function maroon(work: Work, seat: number, cause: MaroonCause): void {
  const from = work.lift(seat);
  work.s.tortuga.line.push(seat);
  work.emit({ type: 'marooned', seat, from: placeOf(from), cause });
  if (from.kind === 'tortuga') loseVoteCard(work, seat);
}

function loseVoteCard(work: Work, seat: number): void {
  if (work.handSize(seat) === 0) return;
  if (work.rules.tortugaCardLoss === 'chosen') {
    work.setPending({ kind: 'loseVoteCard', seat });
    return;
  }
  const code = work.random.pick(work.handCodes(seat));
  discardVoteCard(work, seat, code);
}

/** A vote card leaves a hand face down for the bottom of the vote deck. */
export function discardVoteCard(work: Work, seat: number, code: number): void {
  work.removeFromHand(seat, code);
  work.toBottom([code]);
  work.emit({ type: 'voteCardLost', seat });
  work.seen(seat, [code], 'lost');
}

/** Puts a pawn at the back of a ship; two Albatross cards aboard then maroon the whole crew. */
export function board(work: Work, seat: number, ship: ShipIndex): void {
  work.crew(ship).push(seat);
  checkAlbatross(work, ship);
}

/** Two Albatross cards aboard a ship: every pawn is marooned, the cabin boy first, the captain last. */
export function checkAlbatross(work: Work, ship: ShipIndex): void {
  const crew = work.crew(ship);
  let total = 0;
  for (const seat of crew) total += work.s.albatross[seat] ?? 0;
  if (total < 2) return;
  const seats = crew.slice().reverse();
  work.emit({ type: 'albatrossStruck', ship: shipName(ship), seats });
  for (const seat of seats) maroon(work, seat, 'albatross');
}

/** Removes a treasure map from its holder and discards it. */
export function useMap(work: Work, seat: number, map: TreasureMap): void {
  const maps = work.s.maps[seat] as TreasureMap[];
  maps.splice(maps.indexOf(map), 1);
  work.s.discard.push(map);
  work.emit({ type: 'treasureMapUsed', seat, map });
}

/** Atlantis: from his ship to the back of the other ship. */
export function sailToOtherShip(work: Work, seat: number): void {
  const at = work.locate(seat);
  if (at.kind !== 'ship') return;
  const from = work.lift(seat);
  const to = otherShip(at.ship);
  useMap(work, seat, 'atlantis');
  work.emit({
    type: 'pirateMoved',
    seat,
    from: placeOf(from),
    to: shipName(to),
    reason: 'atlantis',
    by: seat,
  });
  board(work, seat, to);
}
