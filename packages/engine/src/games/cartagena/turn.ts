import { RULES } from './rules.js';
import { inTunnel } from './board.js';
import { ABOARD, START, type CartagenaState, type Location } from './state.js';

/** What these helpers read: a state, or the working copy `apply` is changing. */
export type ReadableState = Pick<
  CartagenaState,
  | 'options'
  | 'players'
  | 'symbols'
  | 'occupancy'
  | 'pathLength'
  | 'tunnelLength'
  | 'pirates'
  | 'boat'
  | 'turn'
>;

export function actionsLeft(state: ReadableState): number {
  return RULES.actionsPerTurn - state.turn.actionsUsed;
}

export function aboardCount(state: ReadableState, seat: number): number {
  let count = 0;
  for (const at of state.pirates[seat] as readonly Location[]) if (at === ABOARD) count++;
  return count;
}

/** The Captain: at least one pirate aboard (DECISION) and no fewer aboard than anyone else. */
export function isCaptain(state: ReadableState, seat: number): boolean {
  const mine = aboardCount(state, seat);
  if (RULES.captainNeedsPirateAboard && mine === 0) return false;
  return state.pirates.every((_, other) => aboardCount(state, other) <= mine);
}

/**
 * Whether `seat` may make the Captain's free boat move now: before any action of the turn, and only
 * if the boat may sail at all (the flag the view and `turnStarted` show promises a legal move).
 */
export function captainMoveAvailable(state: ReadableState, seat: number): boolean {
  return (
    state.boat !== null &&
    state.turn.seat === seat &&
    state.turn.actionsUsed === 0 &&
    !state.turn.captainMoveUsed &&
    isCaptain(state, seat) &&
    boatMoveProblem(state, seat) === null
  );
}

/** Why `seat` may not sail the boat now, or null if it may. */
export function boatMoveProblem(state: ReadableState, seat: number): string | null {
  if (state.boat === null) return 'there is no boat to sail outside the full story';
  const pirates = state.pirates[seat] as readonly Location[];
  if (state.boat === 'cartagena') {
    return pirates.includes(ABOARD) ? null : 'the boat sails to Tortuga only with one of your pirates aboard';
  }
  const inTheTunnel = pirates.some(
    (at) => (at >= 1 && at <= state.tunnelLength) || (RULES.prisonCountsAsTunnel && at === START),
  );
  return inTheTunnel
    ? null
    : 'the boat sails back to Cartagena only while one of your pirates is still in the tunnel';
}

/** Whether the draw rule allows this card-drawing move for a pirate at this location. */
export function drawRuleAllows(
  state: ReadableState,
  move: 'moveBack' | 'pushPirate',
  location: Location,
): boolean {
  const rule = state.options.drawRule;
  if (rule === 'both') return true;
  if (rule === 'classic') return move === 'moveBack';
  if (rule === 'morgan') return move === 'pushPirate';
  return inTunnel(state, location) === (move === 'moveBack');
}

/** How many more of `seat`'s pirates the boat takes. */
export function boatRoom(state: ReadableState, seat: number): number {
  return RULES.boatCapacityPerColour - aboardCount(state, seat);
}
