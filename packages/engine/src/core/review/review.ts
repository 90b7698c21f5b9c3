import { actionKey } from '../actions.js';
import { botInput } from '../bot-input.js';
import type { AnyGameDefinition } from '../game.js';
import { Random } from '../random.js';
import { isSearchingBot, type SearchBotSettings, type SearchingBot } from '../search/search-bot.js';
import { LOSS_THRESHOLDS, labelOf, type ReviewLabel } from './scale.js';
import { actionValues, type ActionValue, type ValueQuestion } from './values.js';

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

/** Two actions' expected scores from one search of a decision: the best one found and the one played. */
export interface Judgement {
  readonly best: unknown;
  readonly playedScore: number;
  readonly bestScore: number;
}

/**
 * A first search over every legal action finds the best; when the played action is another, a
 * second search over just those two scores both with all its playouts, so a rarely tried move is
 * not judged on a handful of them. A played action that scores at least as well is the best.
 */
export function judge<Action>(
  search: SearchBotSettings<unknown, Action>,
  question: ValueQuestion<Action>,
  played: Action,
): Judgement {
  const first = bestOf(actionValues(search, question));
  if (key(first.action) === key(played))
    return { best: played, playedScore: first.score, bestScore: first.score };
  const pair = actionValues(search, { ...question, only: [played, first.action] });
  const scoreOf = (action: Action) => pair.find((value) => key(value.action) === key(action))?.score ?? 0;
  const playedScore = scoreOf(played);
  const bestScore = scoreOf(first.action);
  return playedScore >= bestScore
    ? { best: played, playedScore, bestScore: playedScore }
    : { best: first.action, playedScore, bestScore };
}

/** The game's searching bot that reviews (`settings.level`, the expert by default). */
export function reviewingBot(
  game: AnyGameDefinition,
  level = 'expert',
): SearchingBot<unknown, unknown, unknown> {
  const bot = game.bots[level];
  if (!bot || !isSearchingBot(bot)) throw new Error(`review: ${game.id} has no searching ${level} bot`);
  return bot;
}

/** `played` as one of `legalActions` (the same action, as the rules list it). */
export function playedAmong(
  game: AnyGameDefinition,
  legalActions: readonly unknown[],
  played: unknown,
): unknown {
  const playedKey = key(played);
  const action = legalActions.find((legal) => key(legal) === playedKey);
  if (action === undefined) throw new Error(`review: the played action is not among ${game.id}'s legal ones`);
  return action;
}

/**
 * Reviews `seat`'s choice of `played` in `state` by the searching bot's own search, dealt only from
 * what that seat knew (`botInput`'s `determinize`: the game's disguise, which depends on the seat's
 * knowledge alone): null when the seat had no choice. See `judge` for the two searches.
 */
export function reviewDecision(
  game: AnyGameDefinition,
  state: unknown,
  seat: number,
  played: unknown,
  settings: ReviewSettings,
): ReviewedDecision | null {
  const bot = reviewingBot(game, settings.level);
  const random = Random.fromSeed(settings.seed);
  const input = botInput(game, state, seat, random);
  const { legalActions, determinize } = input;
  if (legalActions.length < 2) return null;
  const playedAction = playedAmong(game, legalActions, played);
  if (!determinize) throw new Error(`review: ${game.id} cannot deal states from a seat's knowledge`);
  const question = { seat, legalActions, determinize, random, iterations: settings.iterations };
  const { best, playedScore, bestScore } = judge(bot.search, question, playedAction);
  const loss = bestScore - playedScore;
  return {
    played: playedAction,
    best,
    playedScore,
    bestScore,
    loss,
    label: labelOf(loss, loss === 0, LOSS_THRESHOLDS[game.id]),
  };
}
