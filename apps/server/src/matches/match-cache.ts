import type { MatchModel, MatchRecord } from './model.js';

/**
 * The latest known record and state of recently used matches, so the hot path (submitting an
 * action) needs no read before its write. Anything missing or behind is rebuilt from the database
 * and the event log, which stay the source of truth.
 */
export class MatchCache {
  private readonly entries = new Map<string, MatchModel>();
  /** Matches whose record may be behind another node's change (seats, status): state still good. */
  private readonly stale = new Set<string>();

  constructor(private readonly capacity = 2000) {}

  get(matchId: string): MatchModel | undefined {
    const entry = this.entries.get(matchId);
    if (entry) {
      // Keep recently used matches at the end, so eviction takes the least recently used.
      this.entries.delete(matchId);
      this.entries.set(matchId, entry);
    }
    return entry;
  }

  /** The entry, unless its record may be out of date: what may judge an action without a read. */
  fresh(matchId: string): MatchModel | undefined {
    return this.stale.has(matchId) ? undefined : this.get(matchId);
  }

  /** Another node changed the match's record: keep the state (it depends on the seq alone). */
  markStale(matchId: string): void {
    if (this.entries.has(matchId)) this.stale.add(matchId);
  }

  set(record: MatchRecord, state: unknown): void {
    const current = this.entries.get(record.id);
    if (current && current.record.seq > record.seq) return;
    this.stale.delete(record.id);
    this.entries.delete(record.id);
    this.entries.set(record.id, { record, state });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.delete(oldest);
    }
  }

  delete(matchId: string): void {
    this.entries.delete(matchId);
    this.stale.delete(matchId);
  }
}
