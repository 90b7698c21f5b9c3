import { actionKey } from '../actions.js';
import { botInput } from '../bot-input.js';
import type { AnyGameDefinition } from '../game.js';
import { Random } from '../random.js';
import { isSearchingBot } from '../search/search-bot.js';
import { LOSS_THRESHOLDS, labelOf, type ReviewLabel } from './scale.js';
import { actionValues, type ActionValue } from './values.js';

/** One decision reviewed: what was played, what the search rates best, and what the difference cost. */
export interface ReviewedDecision {
  readonly played: unknown;
  readonly best: unknown;
  /** Expected reward in [0, 1] of each (see `actionValues`), from what the seat knew. */
  readonly playedScore: number;
  readonly bestScore: number;
  /** `bestScore − playedScore`, never below 0. */
  readonly loss: number;
  readonly label: ReviewLabel;
}

export interface ReviewSettings {
  /** Playouts per search; a decision the best of which was not played costs two searches. */
  readonly iterations: number;
  /** Seeds the searches, so a review is reproducible. */
  readonly seed: string;
  /** The searching bot whose search reviews (the strongest: `expert`). */
  readonly level?: string;
}

const key = actionKey;

/** The best-scoring action among those the search tried often enough for its score to mean something. */
function bestOf<Action>(values: readonly ActionValue<Action>[]): ActionValue<Action> {
  const most = Math.max(...values.map((value) => value.visits));
  const floor = Math.max(2, most / 10);
  const trusted = values.filter((value) => value.visits >= floor);
  return trusted.reduce((best, value) => (value.score > best.score ? value : best));
}

/**
 * Reviews `seat`'s choice of `played` in `state` by the searching bot's own search, dealt only from
 * what that seat knew (`botInput`'s `determinize`: the game's disguise, which depends on the seat's
 * knowledge alone): null when the seat had no choice. A first search over every legal action finds
 * the best; when the played action is another, a second search over just those two scores both
 * with all its playouts, so a rarely tried move is not judged on a handful of them.
 */
export function reviewDecision(
  game: AnyGameDefinition,
  state: unknown,
  seat: number,
  played: unknown,
  settings: ReviewSettings,
): ReviewedDecision | null {
  const level = settings.level ?? 'expert';
  const bot = game.bots[level];
  if (!bot || !isSearchingBot(bot)) throw new Error(`review: ${game.id} has no searching ${level} bot`);
  const random = Random.fromSeed(settings.seed);
  const input = botInput(game, state, seat, random);
  const legalActions = input.legalActions;
  if (legalActions.length < 2) return null;
  const playedKey = key(played);
  const playedAction = legalActions.find((action) => key(action) === playedKey);
  if (playedAction === undefined)
    throw new Error(`review: the played action is not among ${game.id}'s legal ones`);
  const { determinize } = input;
  if (!determinize) throw new Error(`review: ${game.id} cannot deal states from a seat's knowledge`);
  const question = { seat, legalActions, determinize, random, iterations: settings.iterations };
  const first = bestOf(actionValues(bot.search, question));
  const thresholds = LOSS_THRESHOLDS[game.id];
  if (key(first.action) === playedKey)
    return {
      played: playedAction,
      best: first.action,
      playedScore: first.score,
      bestScore: first.score,
      loss: 0,
      label: 'BEST',
    };

  const pair = actionValues(bot.search, { ...question, only: [playedAction, first.action] });
  const scoreOf = (action: unknown) => pair.find((value) => key(value.action) === key(action))?.score ?? 0;
  const playedScore = scoreOf(playedAction);
  const bestScore = scoreOf(first.action);
  if (playedScore >= bestScore)
    return {
      played: playedAction,
      best: playedAction,
      playedScore,
      bestScore: playedScore,
      loss: 0,
      label: 'BEST',
    };
  const loss = bestScore - playedScore;
  return {
    played: playedAction,
    best: first.action,
    playedScore,
    bestScore,
    loss,
    label: labelOf(loss, false, thresholds),
  };
}
