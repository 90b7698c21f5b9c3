import { z } from 'zod';

/** Largest action accepted, as JSON: real actions are a few hundred bytes. */
export const MAX_ACTION_BYTES = 4096;

export const createMatchSchema = z.object({
  game: z.string().min(1).max(32),
  seats: z
    .array(z.object({ bot: z.string().min(1).max(32).nullish() }))
    .min(1, 'a table has at least one seat')
    .max(12, 'a table has at most 12 seats'),
  options: z.unknown().optional(),
  visibility: z.enum(['PUBLIC', 'PRIVATE']).nullish(),
});

export type CreateMatchInput = z.infer<typeof createMatchSchema>;

/** A page cursor: the last item's creation time and id, opaque to clients. */
export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(iso ?? '');
  return id && !Number.isNaN(createdAt.getTime()) ? { createdAt, id } : null;
}
