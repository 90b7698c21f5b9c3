import { z } from 'zod';
import { DomainError } from '../errors.js';

export const handleSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{3,24}$/, 'a handle is 3 to 24 letters, digits, "_" or "-"');

export const tokenNameSchema = z
  .string()
  .trim()
  .min(1, 'name the token')
  .max(64, 'a token name has at most 64 characters');

/** What signed in, as the client names it ("Firefox · Linux"); empty when it does not say. */
export const deviceSchema = z
  .string()
  .trim()
  .max(64, 'a device name has at most 64 characters')
  .regex(/^\P{Cc}*$/u, 'a device name cannot contain control characters');

/** Parses input with a schema, turning a refusal into a BAD_USER_INPUT error with its reason. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new DomainError('BAD_USER_INPUT', `${field}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
}
