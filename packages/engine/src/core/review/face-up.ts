import { botInput } from '../bot-input.js';
import type { AnyGameDefinition } from '../game.js';
import { Random } from '../random.js';
import { judge, playedAmong, reviewingBot, type Judgement, type ReviewSettings } from './review.js';

/**
 * A decision searched again with every card face up — the others' hands, hidden loyalties and the
 * deck's order as the match really dealt them — as bridge's double-dummy analysis does: what the
 * choice was worth to someone who could see everything, which nobody at the table could. Never what
 * a review judges by (`reviewDecision` is dealt from the seat's own knowledge); shown beside it,
 * labelled, once the match is over and everything is revealed anyway.
 */
export function faceUpJudgement(
  game: AnyGameDefinition,
  state: unknown,
  seat: number,
  played: unknown,
  settings: ReviewSettings,
): Judgement | null {
  const { search } = reviewingBot(game, settings.level);
  const random = Random.fromSeed(`${settings.seed}/face-up`);
  const { legalActions } = botInput(game, state, seat, random);
  if (legalActions.length < 2) return null;
  // Every playout starts from the real state: no deal to draw, so none to weigh either.
  const { likelihood: _weighsDeals, ...faceUp } = search;
  const question = { seat, legalActions, determinize: () => state, random, iterations: settings.iterations };
  return judge(faceUp, question, playedAmong(game, legalActions, played));
}
