import { z } from 'zod';
import { nestsDeeperThan } from '../input/json-depth.js';

/** Deepest options accepted: real options are a flat object. */
const MAX_OPTIONS_DEPTH = 8;

export const MAX_ROUNDS = 30;
export const MAX_TOURNAMENT_PLAYERS = 10_000;
export const MIN_ARENA_MINUTES = 5;
export const MAX_ARENA_MINUTES = 24 * 60;
/** Swiss rounds at fixed times: at most two weeks apart. */
export const MAX_ROUND_HOURS = 14 * 24;

/** `createTournament`'s input, before it is checked against the game. */
export const createTournamentSchema = z.object({
  name: z.string().trim().min(1, 'name: 1 to 80 characters').max(80, 'name: 1 to 80 characters'),
  game: z.string().min(1).max(32),
  options: z
    .unknown()
    .refine((options) => !nestsDeeperThan(options, MAX_OPTIONS_DEPTH), {
      message: `options nest at most ${MAX_OPTIONS_DEPTH} levels deep`,
    })
    .nullish(),
  format: z.enum(['SWISS', 'ARENA']),
  playersPerTable: z.number().int(),
  clock: z.enum(['NONE', 'RELAXED', 'LIVE', 'HOURS_12', 'DAYS_1', 'DAYS_3']).nullish(),
  rounds: z
    .number()
    .int()
    .min(1, `rounds: 1 to ${MAX_ROUNDS}`)
    .max(MAX_ROUNDS, `rounds: 1 to ${MAX_ROUNDS}`)
    .nullish(),
  durationMinutes: z
    .number()
    .int()
    .min(MIN_ARENA_MINUTES, `durationMinutes: ${MIN_ARENA_MINUTES} to ${MAX_ARENA_MINUTES}`)
    .max(MAX_ARENA_MINUTES, `durationMinutes: ${MIN_ARENA_MINUTES} to ${MAX_ARENA_MINUTES}`)
    .nullish(),
  roundHours: z
    .number()
    .int()
    .min(1, `roundHours: 1 to ${MAX_ROUND_HOURS}`)
    .max(MAX_ROUND_HOURS, `roundHours: 1 to ${MAX_ROUND_HOURS}`)
    .nullish(),
  startsAt: z.union([z.date(), z.string()]).transform((value) => new Date(value)),
  rated: z.boolean().nullish(),
  visibility: z.enum(['PUBLIC', 'PRIVATE']).nullish(),
  maxPlayers: z
    .number()
    .int()
    .min(2, `maxPlayers: 2 to ${MAX_TOURNAMENT_PLAYERS}`)
    .max(MAX_TOURNAMENT_PLAYERS, `maxPlayers: 2 to ${MAX_TOURNAMENT_PLAYERS}`)
    .nullish(),
  minRatedMatches: z.number().int().min(0, 'minRatedMatches: 0 or more').max(10_000).nullish(),
});

export type CreateTournamentInput = z.infer<typeof createTournamentSchema>;
