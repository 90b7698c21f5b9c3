import type { LogEntryFieldsFragment } from './generated/graphql';
import type { LogEntry } from './types';

/** Readers for the contents of the schema's `JSON` fields, which the generated types leave `unknown`. */

/** A log as the API sends it, its events read as `GameEventJson`. */
export function logEntries(entries: readonly LogEntryFieldsFragment[]): LogEntry[] {
  return entries as LogEntry[];
}

/** A finished match's result (the schema's `JSON`). */
export interface MatchResultJson {
  placements: number[];
  scores: (number | null)[];
  summary: string;
  /** Set when the match ended before its game did: who left, and why. */
  ending?: { reason: 'resigned' | 'timeout' | 'abandoned'; seats: number[] };
}

export function matchResult(match: { readonly result: unknown }): MatchResultJson | null {
  return (match.result as MatchResultJson | null) ?? null;
}

/** A match's options in force (the schema's `JSON`): by name. */
export function matchOptions(match: { readonly options: unknown }): Record<string, unknown> {
  return (match.options as Record<string, unknown> | null) ?? {};
}
