import { searchLevels } from '../../core/search/levels.js';
import { heuristicBot, randomBot } from './bots.js';
import { activeSeats, isOver, legalActions } from './legal.js';
import { perform } from './perform.js';
import { result } from './result.js';
import { view } from './view.js';

/**
 * The levels a person can seat at a table, weakest first: random, heuristic, and two
 * information-set searches (hard, expert) that play out with the heuristic bot.
 */
const { hard, expert } = searchLevels({
  rules: { isOver, activeSeats, legalActions, perform, result },
  view,
  heuristic: heuristicBot,
  epsilon: 0.1,
  // The heuristic's move as a prior and the fame margin in the reward: see the engine README.
  hard: { iterations: 100, priorWeight: 2, marginWeight: 0.3 },
  expert: { iterations: 400, priorWeight: 2, marginWeight: 0.3 },
});

export const piratesCoveBots = { random: randomBot, heuristic: heuristicBot, hard, expert } as const;
