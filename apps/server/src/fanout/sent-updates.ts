/** One `matchUpdated` subscription of a connection: the seq of the last update it has sent. */
interface Follower {
  sent: number;
}

interface Waiter {
  readonly seq: number;
  readonly resolve: () => void;
}

/**
 * What one WebSocket connection's `matchUpdated` subscriptions have sent, match by match, so that a
 * move sent on that connection is answered only once its update is out: the mover's table learns
 * its new position from the subscription it already reads, and the answer comes after it on the same
 * socket, never before. The wait is not timed: the move player hands a move to this node's feed
 * before it answers (see `MatchPublisher.moved`), so a subscription that is still open reaches the
 * move's seq; one that ends stops being waited for.
 */
export class SentUpdates {
  private readonly followers = new Map<string, Set<Follower>>();
  private readonly waiters = new Map<string, Waiter[]>();

  /**
   * A subscription of `matchId` on this connection: `sent(seq)` once each update's frame is written
   * (its snapshot's too), `end()` when it ends.
   */
  follow(matchId: string): { sent(seq: number): void; end(): void } {
    const follower: Follower = { sent: -1 };
    let followers = this.followers.get(matchId);
    if (!followers) this.followers.set(matchId, (followers = new Set()));
    followers.add(follower);
    return {
      sent: (seq) => {
        follower.sent = Math.max(follower.sent, seq);
        this.settle(matchId);
      },
      end: () => {
        if (!followers.delete(follower)) return;
        if (followers.size === 0 && this.followers.get(matchId) === followers) this.followers.delete(matchId);
        this.settle(matchId);
      },
    };
  }

  /**
   * Resolves once every subscription of `matchId` on this connection has sent the update of `seq`
   * (or a later one), or has ended; at once when none follows it here.
   */
  reached(matchId: string, seq: number): Promise<void> | undefined {
    if (this.atLeast(matchId, seq)) return undefined;
    return new Promise((resolve) => {
      const waiting = this.waiters.get(matchId);
      if (waiting) waiting.push({ seq, resolve });
      else this.waiters.set(matchId, [{ seq, resolve }]);
    });
  }

  private atLeast(matchId: string, seq: number): boolean {
    for (const follower of this.followers.get(matchId) ?? []) if (follower.sent < seq) return false;
    return true;
  }

  private settle(matchId: string): void {
    const waiting = this.waiters.get(matchId);
    if (!waiting) return;
    const still = waiting.filter((waiter) => {
      if (!this.atLeast(matchId, waiter.seq)) return true;
      waiter.resolve();
      return false;
    });
    if (still.length > 0) this.waiters.set(matchId, still);
    else this.waiters.delete(matchId);
  }
}
