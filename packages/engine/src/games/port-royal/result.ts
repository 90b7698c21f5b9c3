import type { MatchResult } from '../../core/game.js';
import type { PortRoyalState } from './state.js';
import { finalScores } from './view.js';

/**
 * Placements after round 6: highest score first (surviving ships' values − yellow debt). Equal
 * scores are split by lower debt, then shared (DECISION; option tieBreak 'shared' skips the debt).
 */
export function result(state: PortRoyalState): MatchResult | null {
  if (state.step !== 'over') return null;
  const scores = finalScores(state);
  const byDebt = state.options.tieBreak === 'lowerDebt';
  const beats = (a: number, b: number) =>
    (scores[a] as number) > (scores[b] as number) ||
    (byDebt && scores[a] === scores[b] && (state.debt[a] as number) < (state.debt[b] as number));
  const placements = scores.map((_, seat) => 1 + scores.filter((_, other) => beats(other, seat)).length);
  const winners = placements.flatMap((place, seat) => (place === 1 ? [seat] : []));
  const best = scores[winners[0] as number] as number;
  const summary =
    winners.length === 1
      ? `Seat ${(winners[0] as number) + 1} wins with ${best} points.`
      : `Seats ${winners.map((seat) => seat + 1).join(' and ')} share the victory with ${best} points.`;
  return { placements, scores, summary };
}
