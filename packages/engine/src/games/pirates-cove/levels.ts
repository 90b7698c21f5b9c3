import { searchLevels } from '../../core/search/levels.js';
import { heuristicBot, randomBot } from './bots.js';
import { estimate } from './estimate.js';
import { activeSeats, isOver, legalActions } from './legal.js';
import { perform, performInPlace } from './perform.js';
import { result } from './result.js';
import { view } from './view.js';

/**
 * The levels a person can seat at a table, weakest first: random, heuristic, and two
 * information-set searches (hard, expert) that play out with the heuristic bot, lean on the
 * heuristic's move as a prior, reward the fame margin a little, and cut each playout after 50
 * actions (about two turns), scoring it by the fame standing (`estimate.ts`). Playouts change their
 * own states in place. The expert leans on the prior twice as hard as hard does, as Tortuga's does:
 * with hard's weight, hard scored 44 % of 40 ratings meetings against it; with this one, 34 % of 50.
 * See the engine README for the measurements behind the numbers.
 */
const { hard, expert } = searchLevels({
  rules: { isOver, activeSeats, legalActions, perform, performInPlace, result },
  view,
  heuristic: heuristicBot,
  estimate,
  epsilon: 0.1,
  hard: { iterations: 600, priorWeight: 2, marginWeight: 0.3, horizon: 50 },
  expert: { iterations: 1200, priorWeight: 4, marginWeight: 0.3, horizon: 50 },
});

export const piratesCoveBots = { random: randomBot, heuristic: heuristicBot, hard, expert } as const;
