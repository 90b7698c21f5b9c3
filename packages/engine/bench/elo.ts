/**
 * Elo ratings from a table of pairwise results, by maximum likelihood under Elo's logistic model.
 * Each pair also gets one virtual draw (a weak prior), so a level that won every game still gets a
 * finite rating instead of running off to infinity.
 */

/** `score[a][b]`: points `a` scored against `b` (a win 1, a draw ½); `games[a][b]`: games they met in. */
export interface PairwiseResults {
  readonly score: readonly (readonly number[])[];
  readonly games: readonly (readonly number[])[];
}

const expected = (rating: number, opponent: number) => 1 / (1 + 10 ** ((opponent - rating) / 400));

/** Ratings for each entrant, shifted so that entrant `anchor` has `anchorRating`. */
export function fitElo(results: PairwiseResults, anchor: number, anchorRating: number): number[] {
  const count = results.score.length;
  const ratings = new Array<number>(count).fill(0);
  for (let step = 0; step < 20_000; step++) {
    let largest = 0;
    for (let a = 0; a < count; a++) {
      let surplus = 0;
      let information = 0;
      for (let b = 0; b < count; b++) {
        const games = (results.games[a]?.[b] ?? 0) + (a === b ? 0 : 1);
        if (a === b) continue;
        const scored = (results.score[a]?.[b] ?? 0) + 0.5;
        const p = expected(ratings[a] as number, ratings[b] as number);
        surplus += scored - games * p;
        information += games * p * (1 - p);
      }
      // A Newton step on a's rating (the others held), in Elo points.
      const move = information > 0 ? (400 / Math.LN10) * (surplus / information) : 0;
      ratings[a] = (ratings[a] as number) + 0.5 * move;
      largest = Math.max(largest, Math.abs(move));
    }
    if (largest < 0.01) break;
  }
  const shift = anchorRating - (ratings[anchor] as number);
  return ratings.map((rating) => Math.round(rating + shift));
}
