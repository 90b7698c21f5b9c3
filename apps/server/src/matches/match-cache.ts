import type { MatchModel, MatchRecord } from './model.js';

/**
 * The latest known record and state of recently used matches, so the hot path (submitting an
 * action) needs no read before its write. Anything missing or behind is rebuilt from the database
 * and the event log, which stay the source of truth.
 */
export class MatchCache {
  private readonly entries = new Map<string, MatchModel>();

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

  set(record: MatchRecord, state: unknown): void {
    const current = this.entries.get(record.id);
    if (current && current.record.seq > record.seq) return;
    this.entries.delete(record.id);
    this.entries.set(record.id, { record, state });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  delete(matchId: string): void {
    this.entries.delete(matchId);
  }
}
