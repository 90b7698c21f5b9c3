/**
 * What every table needs to put its players into messages, from the reader's side: the viewer is
 * "you" (each language words and conjugates it its own way), everyone else goes by the name on
 * their seat.
 */

/** Who is named and who reads. */
export interface Names {
  /** Display names by seat ("anne", "Bot (heuristic)"). */
  readonly names: readonly string[];
  /** The seat whose view is shown, or null for a spectator. */
  readonly viewer: number | null;
  /**
   * The seat the words call "you" when it is not `viewer`: a replay following another player's
   * seat shows that seat's view but names it (null). Absent, the viewer is the one reading.
   */
  readonly you?: number | null;
}

/** Whether the words call `seat` "you": the reader's own seat, never a seat a replay follows. */
export function isYou(seat: number, words: Names): boolean {
  return seat === (words.you === undefined ? words.viewer : words.you);
}

/** What a game's words need: its view (or the part they read) and the names. */
export interface Words<View> extends Names {
  readonly view: View;
}

/**
 * A seat as a message argument: its name, and whether the reader sits there — `{actor}` and
 * `{actorYou}` for role `actor` — so each language words "you" its own way (and conjugates):
 * `{actorYou, select, yes {You drew} other {{actor} drew}}`.
 */
export function person<R extends string>(
  seat: number,
  words: Names,
  role: R,
): Record<R, string> & Record<`${R}You`, 'yes' | 'no'> {
  return { [role]: name(seat, words), [`${role}You`]: isYou(seat, words) ? 'yes' : 'no' } as Record<
    R,
    string
  > &
    Record<`${R}You`, 'yes' | 'no'>;
}

/** The seat a table's words call "you" (see `TableProps.you`). */
export function readerOf(props: { readonly viewerSeat: number | null; readonly you?: number | null }) {
  return props.you === undefined ? props.viewerSeat : props.you;
}

/** "a", "a and b", "a, b and c" in the reader's language. */
export function listOf(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

/** A seat's name, whoever reads ("#3" for a seat the page gave no name, which it always does). */
export function name(seat: number, words: Pick<Names, 'names'>): string {
  return words.names[seat] ?? `#${seat + 1}`;
}
