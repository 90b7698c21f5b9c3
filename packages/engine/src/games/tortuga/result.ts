import type { MatchResult } from '../../core/game.js';
import { seatToken } from '../../core/summary.js';
import type { Nation } from './data.js';
import type { TortugaState } from './state.js';

const NATIONS: readonly Nation[] = ['british', 'french', 'dutch'];
const NAMES: Readonly<Record<Nation, string>> = {
  british: 'Britain',
  french: 'France',
  dutch: 'the Netherlands',
};

/**
 * Team results: every member of the winning nation places first, everyone else second. Teams are the
 * loyalties as they stood at the end (after any Cabin Fever); a Dutch pirate is a team of one (two
 * with Dutch sauce). A seat's score is its nation's treasure (null for the Dutch, who hold none).
 * The summary names the winning seats as tokens (`{0}`), for whoever shows it to put in names.
 */
export function result(state: TortugaState): MatchResult | null {
  const outcome = state.outcome;
  if (outcome === null) return null;
  const placements = state.loyalties.map((loyalty) => (loyalty === outcome.winner ? 1 : 2));
  const scores = state.loyalties.map((loyalty) =>
    loyalty === 'british' ? outcome.british : loyalty === 'french' ? outcome.french : null,
  );
  const teams = NATIONS.flatMap((nation) => {
    const seats = state.loyalties.flatMap((loyalty, seat) => (loyalty === nation ? [seat] : []));
    return seats.length === 0 ? [] : [{ name: nation, seats, placement: nation === outcome.winner ? 1 : 2 }];
  });
  const how =
    outcome.reason === 'dutchTie'
      ? `the treasure was tied ${outcome.british}–${outcome.french}, so the Dutch win`
      : outcome.reason === 'suddenDeath'
        ? `sudden death ended ${outcome.british}–${outcome.french} (British–French)`
        : `the Spanish Armada arrived with ${outcome.british}–${outcome.french} (British–French)`;
  const winners = state.loyalties.flatMap((loyalty, seat) =>
    loyalty === outcome.winner ? [seatToken(seat)] : [],
  );
  return {
    placements,
    scores,
    teams,
    summary: `${NAMES[outcome.winner]} wins (${winners.join(', ')}): ${how}.`,
  };
}
