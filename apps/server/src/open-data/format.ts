import type { MatchResult } from '@brethren/engine';
import { z } from 'zod';

/**
 * The open-data format, version 1 (docs/data/match-v1.schema.json): one JSON object per line, one
 * line per finished public match, in the order the matches finished. Bump the version for any
 * change a reader could notice; the verifier refuses versions it does not know.
 */
export const FORMAT_VERSION = 1;

const ratingSchema = z
  .object({
    before: z.number().describe('The rating just before this match.'),
    after: z.number().describe('The rating this match left.'),
    games: z
      .number()
      .int()
      .min(0)
      .nullable()
      .describe(
        'Rated matches of this game the player had finished before this one (the provisional period, with a larger K, depends on it); null only for a deleted account whose seats were not linked.',
      ),
  })
  .describe("A rated seat's Elo for this game, as the server rated the match.");

const seatSchema = z.object({
  seat: z.number().int().min(0).describe('0-based seat number, as the engine numbers seats.'),
  player: z
    .string()
    .nullable()
    .describe(
      "The player's handle; `deleted-N` for a deleted account (numbered in order of appearance, the same within one file); null for a bot.",
    ),
  bot: z
    .string()
    .nullable()
    .describe(
      "The bot level playing the seat; with a player, the stand-in bot that played on after the player forfeited; null for a person's own play.",
    ),
  forfeited: z
    .boolean()
    .describe('The player resigned, ran out of time too often or was voted out as absent: placed last.'),
  placement: z.number().int().min(1).describe('Final place, 1 = best; ties share a place.'),
  rating: ratingSchema.nullable().describe("Ranked matches, people's seats: the Elo change; null otherwise."),
  botRating: z
    .number()
    .nullable()
    .describe(
      'A rated bot that a ranked queue seated where no person came: its fixed rating, which the people at the table were rated against and which this match did not change; null otherwise.',
    ),
});

const seatChangeSchema = z.object({
  seat: z.number().int().min(0).describe('The seat.'),
  kind: z
    .enum(['RESIGNED', 'TIMED_OUT', 'ABANDONED', 'RECLAIMED'])
    .describe(
      "RESIGNED, TIMED_OUT (too many timeouts) or ABANDONED (voted out as absent): the seat's player forfeited and the seat's stand-in bot played it from the next log entry on; RECLAIMED: the player took the seat back and played it from the next entry on.",
    ),
  seq: z
    .number()
    .int()
    .min(0)
    .describe('It happened after the log entry with this seq (0: before the first move).'),
  at: z.string().describe('When it happened (ISO 8601, UTC).'),
});

const actionSchema = z.object({
  seq: z.number().int().min(1).describe('1-based position in the log.'),
  seat: z.number().int().nullable().describe('The seat that acted.'),
  action: z.unknown().describe("The action as the engine accepted it (the game's action JSON)."),
  at: z.string().describe('When the server accepted it (ISO 8601, UTC).'),
  timedOut: z.boolean().describe('The platform played it for a seat whose clock ran out.'),
});

const resultSchema = z
  .object({
    placements: z.array(z.number().int().min(1)).describe("Each seat's place, by seat."),
    scores: z.array(z.unknown()).describe("Each seat's score where the game keeps one, by seat."),
    summary: z.string().describe('What happened, with seats written as tokens.'),
  })
  .passthrough()
  .describe(
    "The engine's result with forfeited seats placed last (teams, when the game has them); `ending` when players leaving ended the match.",
  );

/** One line of a file: one finished public match. */
export const matchLineSchema = z
  .object({
    version: z.literal(FORMAT_VERSION).describe('The format version: 1.'),
    id: z.string().describe("The match's id (as in the API and the match's page)."),
    game: z.string().describe('Engine game id: `tortuga`, `cartagena`, `port-royal` or `pirates-cove`.'),
    options: z.unknown().describe("Game options given to the engine's setup (variants, preset)."),
    players: z.number().int().min(1).describe('Number of seats.'),
    ranked: z.boolean().describe('Whether the result changed ratings.'),
    turnBased: z.boolean().describe('Played at a turn-based pace (hours or days a move).'),
    clock: z
      .unknown()
      .describe('The clock as it stood at the end (settings, banks, timeouts); null without one.'),
    startedAt: z.string().describe('When the match started (ISO 8601, UTC).'),
    endedAt: z.string().describe("When it finished (ISO 8601, UTC): the file's month is this one's."),
    seed: z
      .string()
      .describe("The engine seed, revealed at the end: setup(players, seed, options) is the match's start."),
    seedHash: z.string().describe('SHA-256 (hex) of the seed, as committed to when the match started.'),
    seats: z.array(seatSchema).describe('The seats, by seat number.'),
    seatChanges: z
      .array(seatChangeSchema)
      .optional()
      .describe(
        "Who played which part of the log: each time a seat passed from its player to its stand-in bot or back, in order. A seat's moves are its player's until its first change. Absent from files written before this field was added (2026-12); [] when no seat changed hands.",
      ),
    log: z
      .array(actionSchema)
      .describe('Every action, in order: replayed from the seed, they give the result.'),
    result: resultSchema,
  })
  .describe('One finished public match of Brethren.');

export type MatchLine = Omit<z.infer<typeof matchLineSchema>, 'result'> & { readonly result: MatchResult };
export type LineSeat = z.infer<typeof seatSchema>;
export type LineSeatChange = z.infer<typeof seatChangeSchema>;

/** `2026-11`: the UTC month of an instant. */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The instants a month covers: [start, end). */
export function monthBounds(month: string): { readonly start: Date; readonly end: Date } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return { start: new Date(Date.UTC(year, number - 1, 1)), end: new Date(Date.UTC(year, number, 1)) };
}

/** The month after `month`. */
export function nextMonth(month: string): string {
  return monthOf(monthBounds(month).end);
}

/** The file of one game's matches finished in one month. */
export function exportFileName(game: string, month: string): string {
  return `brethren_${game}_${month}.ndjson.gz`;
}

/** The JSON Schema of a line, as published in docs/data/match-v1.schema.json. */
export function matchLineJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(matchLineSchema, { io: 'input', unrepresentable: 'any' }),
    title: `Brethren open data: one finished match (format version ${FORMAT_VERSION})`,
  };
}
