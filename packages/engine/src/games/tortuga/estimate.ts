import { scores } from './board.js';
import type { TortugaState } from './state.js';

/** How many treasures of lead make a side's win nearly sure (the scale of the tanh below). */
const LEAD_SCALE = 3;

/**
 * Each seat's expected reward from an unfinished game, for searches that cut their playouts short:
 * the treasure standing now, squashed into [0, 1] (level: 0.5). Only the nations' totals decide the
 * end, and in a tug of war of attacks the lead now is the best single guess at the lead when the
 * Armada comes. The Dutch want the totals level.
 */
export function estimate(state: TortugaState): number[] {
  const { british, french } = scores(state);
  const lead = Math.tanh((british - french) / LEAD_SCALE);
  return state.loyalties.map((nation) =>
    nation === 'british' ? (1 + lead) / 2 : nation === 'french' ? (1 - lead) / 2 : 1 - Math.abs(lead),
  );
}
