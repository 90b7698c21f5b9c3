import type { MatchResult } from '../../core/game.js';
import { seatToken } from '../../core/summary.js';
import { scoreShip } from './scoring.js';
import type { PortRoyalState } from './state.js';

/** Each seat's final score: its surviving ships' values minus its yellow debt. */
export function finalScores(state: PortRoyalState): number[] {
  return state.ships.map((row, seat) => {
    let total = 0;
    for (const ship of row) {
      total += scoreShip(ship.loot, ship.prisoners, state.players, state.options.doubleWeight).value;
    }
    return total - (state.debt[seat] ?? 0);
  });
}

/**
 * Placements by seat, highest score first. Equal scores are split by lower debt, then shared
 * (DECISION; option tieBreak 'shared' skips the debt).
 */
export function placementsOf(state: PortRoyalState, scores: readonly number[]): number[] {
  const byDebt = state.options.tieBreak === 'lowerDebt';
  const debt = (seat: number) => state.debt[seat] ?? 0;
  const beats = (a: number, score: number, b: number) =>
    (scores[a] ?? 0) > score || (byDebt && scores[a] === score && debt(a) < debt(b));
  return scores.map((score, seat) => 1 + scores.filter((_, other) => beats(other, score, seat)).length);
}

/** The seats placed first. */
export function winnersOf(placements: readonly number[]): number[] {
  return placements.flatMap((place, seat) => (place === 1 ? [seat] : []));
}

/** Placements after round 6 (see `placementsOf`). */
export function result(state: PortRoyalState): MatchResult | null {
  if (state.step !== 'over') return null;
  const scores = finalScores(state);
  const placements = placementsOf(state, scores);
  const winners = winnersOf(placements);
  const best = Math.max(...scores);
  const summary =
    winners.length === 1
      ? `${winners.map(seatToken).join('')} wins with ${best} points.`
      : `${winners.map(seatToken).join(' and ')} share the victory with ${best} points.`;
  return { placements, scores, summary };
}
