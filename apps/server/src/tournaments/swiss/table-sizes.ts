/** How a round's players are split: table sizes (largest first) and how many sit out with a bye. */
export interface RoundShape {
  readonly tables: readonly number[];
  readonly byes: number;
}

/**
 * Tables of `perTable`; when the players do not divide evenly, some tables are one seat smaller
 * (never more than one seat short, at most one short table per full one needed) where the game is
 * played by `perTable − 1`; otherwise the players left over sit out with a bye. Fewer players than
 * the smallest table: everyone has a bye (the driver ends the event before that).
 */
export function roundShape(players: number, perTable: number, minPlayers: number): RoundShape {
  const tables = Math.ceil(players / perTable);
  const short = tables * perTable - players;
  if (short === 0) return { tables: Array<number>(tables).fill(perTable), byes: 0 };
  if (perTable - 1 >= minPlayers && short <= tables) {
    return {
      tables: [...Array<number>(tables - short).fill(perTable), ...Array<number>(short).fill(perTable - 1)],
      byes: 0,
    };
  }
  const full = Math.floor(players / perTable);
  return { tables: Array<number>(full).fill(perTable), byes: players - full * perTable };
}
