import { searchLevels } from '../../core/search/levels.js';
import { heuristicBot, randomBot } from './bots.js';
import { estimate } from './estimate.js';
import { loyaltyLikelihood } from './inference.js';
import { legalActions } from './legal.js';
import { activeSeats, isOver, perform, performInPlace } from './perform.js';
import { result } from './result.js';
import { view } from './view.js';

/**
 * The levels a person can seat at a table, weakest first: random, heuristic, and two
 * information-set searches (hard, expert) that play out with the heuristic bot, deal hidden
 * loyalties in proportion to how well they explain each seat's public treasure choices, lean on the
 * heuristic's move as a prior, and cut each playout after 20 actions, scoring it by the treasure
 * standing (`estimate.ts`; see the engine README for the measurements behind the numbers). The
 * expert's four times larger budget comes with twice the prior weight: with hard's weight it won
 * 56 % of 120 two-player games against hard, with this one 74 % (and 43 % of 40 with a weight of 8).
 */
const { hard, expert } = searchLevels({
  rules: { isOver, activeSeats, legalActions, perform, performInPlace, result },
  view,
  heuristic: heuristicBot,
  likelihood: loyaltyLikelihood,
  estimate,
  epsilon: 0.1,
  hard: { iterations: 100, priorWeight: 2, marginWeight: 0.3, horizon: 20 },
  expert: { iterations: 400, priorWeight: 4, marginWeight: 0.3, horizon: 20 },
});

export const tortugaBots = { random: randomBot, heuristic: heuristicBot, hard, expert } as const;
