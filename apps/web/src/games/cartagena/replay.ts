import { games, type CartagenaView, type MatchResult } from '@brethren/engine';

/** What a replay needs: the revealed seed, the options in force, the seat count and the full log. */
export interface ReplayInput {
  readonly seed: string;
  readonly options: unknown;
  readonly players: number;
  readonly entries: readonly {
    readonly seq: number;
    readonly seat: number | null;
    readonly action: unknown;
  }[];
}

export interface Replay {
  /** The spectator's view before any action (index 0) and after each logged action. */
  readonly views: readonly CartagenaView[];
  /** Where the log stopped applying, if it did: the entry index and the engine's reason. */
  readonly failure: { readonly index: number; readonly message: string } | null;
  /** The result the replay reaches. */
  readonly result: MatchResult | null;
}

/**
 * Recomputes a finished Cartagena match in the browser with the same pure engine the server runs:
 * setup from the revealed seed, then every logged action in order. Platform entries (no seat) are
 * applied as the server does, with seat -1.
 */
export function replayCartagena(input: ReplayInput): Replay {
  const game = games.cartagena;
  let state = game.setup({ players: input.players, seed: input.seed, options: input.options as never });
  const views: CartagenaView[] = [game.view(state, null)];
  for (let index = 0; index < input.entries.length; index++) {
    const entry = input.entries[index]!;
    const outcome = game.apply(state, entry.seat ?? -1, entry.action);
    if (!outcome.ok)
      return { views, failure: { index, message: outcome.error.message }, result: game.result(state) };
    state = outcome.state;
    views.push(game.view(state, null));
  }
  return { views, failure: null, result: game.result(state) };
}

/** Whether two results agree on placements. */
export function samePlacements(a: MatchResult | null, b: { placements: readonly number[] } | null): boolean {
  if (!a || !b) return false;
  return (
    a.placements.length === b.placements.length && a.placements.every((place, i) => place === b.placements[i])
  );
}

/** Parses a JSON-lines log download: the header line, then one line per entry. */
export function parseLogLines(text: string): {
  header: { seed: string; options: unknown; players: number; result: { placements: number[] } | null };
  entries: {
    seq: number;
    seat: number | null;
    action: unknown;
    events: { type: string; visibleTo: unknown }[];
  }[];
} {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const [header, ...entries] = lines;
  if (!header || typeof header['seed'] !== 'string') throw new Error('the log has no header with a seed');
  return {
    header: header as never,
    entries: entries as never,
  };
}
