import { z } from 'zod';
import { nestsDeeperThan } from '../input/json-depth.js';

/** Largest action accepted, as JSON: real actions are a few hundred bytes. */
export const MAX_ACTION_BYTES = 4096;

/** Deepest action accepted: real actions nest three levels at most. */
export const MAX_ACTION_DEPTH = 16;

/** A move's idempotency key: 1 to 64 printable ASCII characters (a UUID is 36). */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,64}$/;

/** Deepest options accepted: real options are a flat object. */
const MAX_OPTIONS_DEPTH = 8;

export const createMatchSchema = z.object({
  game: z.string().min(1).max(32),
  seats: z
    .array(z.object({ bot: z.string().min(1).max(32).nullish() }))
    .min(1, 'a table has at least one seat')
    .max(12, 'a table has at most 12 seats'),
  options: z
    .unknown()
    .refine((options) => !nestsDeeperThan(options, MAX_OPTIONS_DEPTH), {
      message: `options nest at most ${MAX_OPTIONS_DEPTH} levels deep`,
    })
    .optional(),
  visibility: z.enum(['PUBLIC', 'PRIVATE']).nullish(),
  clock: z.enum(['NONE', 'RELAXED', 'LIVE', 'HOURS_12', 'DAYS_1', 'DAYS_3']).nullish(),
});

export type CreateMatchInput = z.infer<typeof createMatchSchema>;
