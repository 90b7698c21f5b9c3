import type { EnginePort } from '../engine/port.js';
import type { ClockSettings } from '../matches/clock.js';
import type { ClaimedTournament, RoundPlan } from './repository.js';
import { historyOf } from './standings.js';
import { computeStandings, pairRound, swissPlayers } from './swiss/index.js';
import { tableMatch } from './table-match.js';

/**
 * Decides a claimed Swiss tournament's next step: finish it (every round played, or too few
 * players left to seat a table), or pair the next round from the standings and make its matches.
 */
export function planRound(
  claimed: ClaimedTournament,
  engine: EnginePort,
  clock: ClockSettings | null,
  now: number,
): RoundPlan {
  const { tournament, entries, tables } = claimed;
  const info = engine.info(tournament.game);
  if (!info || tournament.currentRound >= tournament.rounds) return { kind: 'FINISH' };
  const history = historyOf(tables);
  const standing = computeStandings(
    entries.map((entry) => ({ id: entry.userId, withdrawn: entry.withdrawn })),
    history,
    tournament.playersPerTable,
  );
  const active = standing.filter((line) => !line.withdrawn).map((line) => line.player);
  const pairing = pairRound(swissPlayers(active, history), {
    playersPerTable: tournament.playersPerTable,
    minPlayers: info.minPlayers,
  });
  if (pairing.tables.length === 0) return { kind: 'FINISH' };
  return {
    kind: 'PAIR',
    round: tournament.currentRound + 1,
    byes: pairing.byes,
    tables: pairing.tables.map((turnOrder) => tableMatch(tournament, turnOrder, engine, clock, now)),
  };
}
