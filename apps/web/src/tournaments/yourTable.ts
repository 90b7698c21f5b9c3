import type { TournamentDetail } from './documents';

/** Where the viewer sits in the latest round: a table with its match, or a bye. */
export type YourSeat =
  | {
      readonly kind: 'TABLE';
      readonly round: number;
      readonly table: number;
      readonly matchId: string | null;
    }
  | { readonly kind: 'BYE'; readonly round: number };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The viewer's table in the tournament's latest round while that round is under way, or null (not
 * in it, signed out, no round yet, the round over). In an arena, whose waves all run until its end,
 * the table of the viewer's match under way, in the latest wave that seated them. The page
 * highlights it and announces it.
 */
export function yourSeat(tournament: TournamentDetail, handle: string | null): YourSeat | null {
  if (!handle || tournament.status !== 'RUNNING') return null;
  if (tournament.format === 'ARENA') {
    for (const wave of [...tournament.pairings].reverse()) {
      const table = wave.tables.find((candidate) => seatedAt(candidate, handle));
      if (table) {
        const playing = table.match?.status === 'ACTIVE';
        return playing
          ? { kind: 'TABLE', round: wave.round, table: table.table, matchId: table.match?.id ?? null }
          : null;
      }
    }
    return null;
  }
  const round = tournament.pairings.at(-1);
  if (!round || round.finishedAt) return null;
  const table = round.tables.find((candidate) => candidate.players.some((p) => same(p.handle, handle)));
  if (!table) return null;
  if (table.bye) return { kind: 'BYE', round: round.round };
  return { kind: 'TABLE', round: round.round, table: table.table, matchId: table.match?.id ?? null };
}

/** Whether `handle` sits at this table. */
export function seatedAt(
  table: { readonly players: readonly { readonly handle: string }[] },
  handle: string | null,
) {
  return handle !== null && table.players.some((player) => same(player.handle, handle));
}
