import type { EnginePort } from '../engine/port.js';
import type { ClockSettings } from '../matches/clock.js';
import { arenaPlayers, pairWave } from './arena/index.js';
import type { ClaimedTournament, RoundPlan } from './repository.js';
import { historyOf } from './standings.js';
import { tableMatch } from './table-match.js';

/**
 * Decides a claimed arena's next step. Scheduled and due: it starts (its end set to now plus its
 * duration) and seats a first wave. Running past its end (claimed only once its last match ended):
 * it finishes. Running: a wave seats the players waiting — with the arena in sight (presence.ts),
 * not at a table whose match is under way (a seat they forfeited frees them), not paused, not
 * withdrawn — in full tables of close scores.
 */
export function planWave(
  claimed: ClaimedTournament,
  engine: EnginePort,
  clock: ClockSettings | null,
): RoundPlan {
  const { tournament, entries, tables, present, now } = claimed;
  const starting = tournament.status === 'SCHEDULED';
  const endsAt = starting
    ? new Date(now.getTime() + (tournament.durationMinutes ?? 0) * 60_000)
    : (tournament.endsAt ?? now);
  if (!engine.info(tournament.game) || endsAt <= now) return { kind: 'FINISH' };
  const seated = new Set(tables.flatMap((table) => table.playing));
  const cameBack = new Map<string, number>();
  for (const table of tables) {
    const at = (table.finishedAt ?? now).getTime();
    for (const player of table.players)
      if (!table.playing.includes(player)) cameBack.set(player, Math.max(cameBack.get(player) ?? 0, at));
  }
  const waiting = entries
    .filter(
      (entry) => present.has(entry.userId) && !entry.withdrawn && !entry.paused && !seated.has(entry.userId),
    )
    .map((entry) => ({
      id: entry.userId,
      waitingSince: Math.max(entry.joinedAt.getTime(), cameBack.get(entry.userId) ?? 0),
    }));
  const wave = pairWave(arenaPlayers(waiting, historyOf(tables).tables), tournament.playersPerTable);
  return {
    kind: 'PAIR',
    round: tournament.currentRound + 1,
    byes: [],
    endsAt,
    tables: wave.tables.map((turnOrder) => tableMatch(tournament, turnOrder, engine, clock, now.getTime())),
  };
}
