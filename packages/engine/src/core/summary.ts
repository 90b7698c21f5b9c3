/**
 * A result's summary names seats as tokens (`{2}` is seat 2, counted from 0), so that whoever
 * shows it can put in the players' names: the engine knows seats, not people.
 */
export function seatToken(seat: number): string {
  return `{${seat}}`;
}

/** The summary with each seat token replaced by that seat's name. */
export function nameSeats(summary: string, names: readonly string[]): string {
  return summary.replace(/\{(\d+)\}/g, (token, seat: string) => names[Number(seat)] ?? token);
}
