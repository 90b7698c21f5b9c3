import { searchLevels } from '../../core/search/levels.js';
import { heuristicBot, randomBot } from './bots.js';
import { estimate } from './estimate.js';
import { legalActions } from './legal.js';
import { activeSeats, isOver, perform } from './perform.js';
import { result } from './result.js';
import { view } from './view.js';

/**
 * The levels a person can seat at a table, weakest first: random, heuristic, and two
 * information-set searches (hard, expert) that play out with the heuristic bot. Hard plays each
 * playout to the end of the game; the expert cuts its playouts after 100 actions (about two rounds
 * with three players) and scores them by the standing then (`estimate.ts`), which buys it five
 * times hard's playouts in about twice its time. See the engine README for the measurements.
 */
const { hard, expert } = searchLevels({
  rules: { isOver, activeSeats, legalActions, perform, result },
  view,
  heuristic: heuristicBot,
  estimate,
  epsilon: 0.1,
  hard: { iterations: 200 },
  expert: { iterations: 1000, horizon: 100 },
});

export const portRoyalBots = { random: randomBot, heuristic: heuristicBot, hard, expert } as const;
