import { searchLevels } from '../../core/search/levels.js';
import { heuristicBot, randomBot } from './bots.js';
import { legalActions } from './legal.js';
import { activeSeats, isOver, perform } from './perform.js';
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
  hard: { iterations: 200 },
  expert: { iterations: 400 },
});

export const portRoyalBots = { random: randomBot, heuristic: heuristicBot, hard, expert } as const;
