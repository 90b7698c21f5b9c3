/**
 * Swiss points by placement at one table of `n` players: N−1 for first, N−2 for second … 0 for
 * last. Tied players (the engine gives them the same placement, 1 = best, competition ranking
 * 1, 1, 3) share the points of the places they cover: two tied first at four share (3 + 2) / 2.
 */
export function placementPoints(placements: readonly number[]): number[] {
  const n = placements.length;
  return placements.map((placement) => {
    const tied = placements.filter((other) => other === placement).length;
    // Places placement … placement + tied − 1 are worth n − placement down to n − placement − tied + 1.
    return n - placement - (tied - 1) / 2;
  });
}

/**
 * A bye is worth the average points of a seat at a full table, (N − 1) / 2: what a player would
 * expect from the round, so sitting out neither wins nor loses it (1.5 at four-player tables).
 */
export function byePoints(playersPerTable: number): number {
  return (playersPerTable - 1) / 2;
}
