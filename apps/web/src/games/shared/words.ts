/**
 * What every table needs to put its players into messages, from the reader's side: the viewer is
 * "you" (each language words and conjugates it its own way), everyone else goes by the name on
 * their seat.
 */

/** Who is named and who reads. */
export interface Names {
  /** Display names by seat ("anne", "Bot (heuristic)"). */
  readonly names: readonly string[];
  /** The seat reading, or null for a spectator. */
  readonly viewer: number | null;
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
  return { [role]: name(seat, words), [`${role}You`]: seat === words.viewer ? 'yes' : 'no' } as Record<
    R,
    string
  > &
    Record<`${R}You`, 'yes' | 'no'>;
}

/** "a", "a and b", "a, b and c" in the reader's language. */
export function listOf(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

/** A seat's name, whoever reads ("#3" for a seat the page gave no name, which it always does). */
export function name(seat: number, words: Pick<Names, 'names'>): string {
  return words.names[seat] ?? `#${seat + 1}`;
}
