const DAY_MS = 24 * 60 * 60 * 1000;

export interface SessionSettings {
  /** A session unused this long ends (each use moves its end forward). */
  readonly idleMs: number;
  /** No session lasts longer than this after sign-in, however much it is used. */
  readonly maxMs: number;
  /** How often each node checks the tokens of its open WebSocket connections. */
  readonly sweepIntervalMs: number;
}

export const DEFAULT_SESSIONS: SessionSettings = {
  idleMs: 30 * DAY_MS,
  maxMs: 90 * DAY_MS,
  sweepIntervalMs: 30_000,
};

/** When a session made at `createdAt` and last used at `usedAt` ends. Pure. */
export function sessionEnd(createdAt: Date, usedAt: Date, settings: SessionSettings): Date {
  return new Date(Math.min(usedAt.getTime() + settings.idleMs, createdAt.getTime() + settings.maxMs));
}
