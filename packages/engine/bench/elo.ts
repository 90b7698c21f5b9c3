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

const ELO_PER_NATURAL = 400 / Math.LN10;

const expected = (rating: number, opponent: number) => 1 / (1 + 10 ** ((opponent - rating) / 400));

/** Games between `a` and `b` with the virtual draw; 0 for an entrant against itself. */
const meetings = (results: PairwiseResults, a: number, b: number) =>
  a === b ? 0 : (results.games[a]?.[b] ?? 0) + 1;

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
        if (a === b) continue;
        const games = meetings(results, a, b);
        const scored = (results.score[a]?.[b] ?? 0) + 0.5;
        const p = expected(ratings[a] as number, ratings[b] as number);
        surplus += scored - games * p;
        information += games * p * (1 - p);
      }
      // A Newton step on a's rating (the others held), in Elo points.
      const move = information > 0 ? ELO_PER_NATURAL * (surplus / information) : 0;
      ratings[a] = (ratings[a] as number) + 0.5 * move;
      largest = Math.max(largest, Math.abs(move));
    }
    if (largest < 0.01) break;
  }
  const shift = anchorRating - (ratings[anchor] as number);
  return ratings.map((rating) => Math.round(rating + shift));
}

/**
 * Each entrant's standard error in Elo points relative to the anchor (0 for the anchor): the square
 * root of the inverse Fisher information of the fit at `ratings`, the anchor's rating held fixed.
 * A rating ± 2 of these is a 95 % interval under the model.
 */
export function eloErrors(results: PairwiseResults, ratings: readonly number[], anchor: number): number[] {
  const free = ratings.map((_, i) => i).filter((i) => i !== anchor);
  // Fisher information of the free ratings, in natural units (ln-odds).
  const info = free.map((a) =>
    free.map((b) => {
      if (a !== b) {
        const p = expected(ratings[a] as number, ratings[b] as number);
        return -meetings(results, a, b) * p * (1 - p);
      }
      let sum = 0;
      for (let c = 0; c < ratings.length; c++) {
        const p = expected(ratings[a] as number, ratings[c] as number);
        sum += meetings(results, a, c) * p * (1 - p);
      }
      return sum;
    }),
  );
  const inverse = invert(info);
  const errors = ratings.map(() => 0);
  free.forEach((entrant, i) => {
    errors[entrant] = ELO_PER_NATURAL * Math.sqrt((inverse[i] as number[])[i] as number);
  });
  return errors;
}

/** The inverse of a small symmetric positive definite matrix, by Gauss–Jordan elimination. */
function invert(matrix: readonly (readonly number[])[]): number[][] {
  const n = matrix.length;
  const rows = matrix.map((row, i) => [...row, ...row.map((_, j) => (i === j ? 1 : 0))]);
  for (let col = 0; col < n; col++) {
    const pivotRow = rows[col] as number[];
    const pivot = pivotRow[col] as number;
    for (let j = 0; j < 2 * n; j++) pivotRow[j] = (pivotRow[j] as number) / pivot;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = rows[r] as number[];
      const factor = row[col] as number;
      for (let j = 0; j < 2 * n; j++) row[j] = (row[j] as number) - factor * (pivotRow[j] as number);
    }
  }
  return rows.map((row) => row.slice(n));
}

/**
 * A share of points in `games` meetings with its 95 % interval, ± 2 standard errors of the share.
 * The error is taken at the share with the fit's virtual draw added, so a clean sweep of a few games
 * still shows how little it proves instead of an interval of width 0.
 */
export function shareInterval(points: number, games: number): { share: number; low: number; high: number } {
  const share = games > 0 ? points / games : 0.5;
  const smoothed = (points + 0.5) / (games + 1);
  const spread = 2 * Math.sqrt((smoothed * (1 - smoothed)) / Math.max(games, 1));
  return { share, low: Math.max(0, share - spread), high: Math.min(1, share + spread) };
}
