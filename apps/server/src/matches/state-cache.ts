/** The latest known state of recently used matches; anything missing is rebuilt from the log. */
export class StateCache {
  private readonly entries = new Map<string, { seq: number; state: unknown }>();

  constructor(private readonly capacity = 2000) {}

  get(matchId: string): { seq: number; state: unknown } | undefined {
    const entry = this.entries.get(matchId);
    if (entry) {
      // Keep recently used matches at the end, so eviction takes the least recently used.
      this.entries.delete(matchId);
      this.entries.set(matchId, entry);
    }
    return entry;
  }

  set(matchId: string, seq: number, state: unknown): void {
    const current = this.entries.get(matchId);
    if (current && current.seq > seq) return;
    this.entries.delete(matchId);
    this.entries.set(matchId, { seq, state });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
