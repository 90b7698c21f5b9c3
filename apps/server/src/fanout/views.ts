/** How long a state's views stay shared (see `SharedViews`). */
const VIEWS_KEPT_MS = 100;

/**
 * Each state's views, by seat (null: spectators), computed once. States are never changed once made
 * (an action makes a new one), so every subscriber of a match who sits in the same seat — every
 * spectator, above all — shares one view per move instead of computing its own, and so does every
 * resolver that asks for it. They ask within a few ticks of the move, so views are kept for
 * VIEWS_KEPT_MS only: kept longer, every live match would hold its last position's views until its
 * next move. `EnginePort.view` asks here.
 */
export class SharedViews {
  private views = new WeakMap<object, Map<number | null, unknown>>();
  private forgetting = false;

  /** `state`'s view for `seat`: the one already made, or `compute()`'s. */
  of(state: unknown, seat: number | null, compute: () => unknown): unknown {
    if (typeof state !== 'object' || state === null) return compute();
    let bySeat = this.views.get(state);
    if (!bySeat) {
      bySeat = new Map();
      this.views.set(state, bySeat);
      this.forgetSoon();
    }
    if (!bySeat.has(seat)) bySeat.set(seat, compute());
    return bySeat.get(seat);
  }

  private forgetSoon(): void {
    if (this.forgetting) return;
    this.forgetting = true;
    setTimeout(() => {
      this.views = new WeakMap();
      this.forgetting = false;
    }, VIEWS_KEPT_MS).unref();
  }
}
