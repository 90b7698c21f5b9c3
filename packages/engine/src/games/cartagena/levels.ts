import { searchLevels } from '../../core/search/levels.js';
import { decide, heuristicBot, randomBot } from './bots.js';
import { legalActions } from './legal.js';
import { outlookOfState } from './outlook.js';
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
  policy: (state, seat, legal, random) => decide(outlookOfState(state, seat), seat, legal, random),
  epsilon: 0.1,
  hard: { iterations: 400 },
  expert: { iterations: 1500 },
});

export const cartagenaBots = { random: randomBot, heuristic: heuristicBot, hard, expert } as const;
