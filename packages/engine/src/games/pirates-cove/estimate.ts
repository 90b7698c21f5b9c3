import { fameCards } from './ship.js';
import type { PiratesCoveState, SeatState } from './state.js';

/** What a seat's cargo is worth in fame by the end: most of it is buried, some is spent or lost. */
const CARGO_SHARE = 0.5;
/** The fame lead that makes one seat nearly sure to finish ahead of another with no turn left. */
const BASE_SCALE = 3;
/** How much that scale widens with each turn still to play: fame swings by a few points a turn. */
const SCALE_PER_TURN = 0.75;

/** Fame a seat can count on: its fame and Fame cards, and a share of what its cargo would bury. */
function equity(seat: SeatState): number {
  return seat.fame + fameCards(seat) + CARGO_SHARE * (seat.treasures + Math.floor(seat.gold / 3));
}

/**
 * Each seat's expected reward from an unfinished game, for searches that cut their playouts short:
 * the share of its rivals it is likely to finish ahead of (the placement reward's expectation),
 * each pairing judged by the fame lead now, squashed into [0, 1] on a scale that widens with the
 * turns left. Solo: one seat, whose finished games are all rewarded 1 alike.
 */
export function estimate(state: PiratesCoveState): number[] {
  const seats = state.seats.length;
  if (seats < 2) return [1];
  const scale = BASE_SCALE + SCALE_PER_TURN * Math.max(0, state.turns - state.turn);
  const fame = state.seats.map(equity);
  return fame.map((mine, seat) => {
    let ahead = 0;
    fame.forEach((theirs, other) => {
      if (other !== seat) ahead += (1 + Math.tanh((mine - theirs) / scale)) / 2;
    });
    return ahead / (seats - 1);
  });
}
