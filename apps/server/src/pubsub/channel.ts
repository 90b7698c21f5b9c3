interface Waiter<T> {
  resolve(result: IteratorResult<T>): void;
  reject(error: unknown): void;
}

/**
 * An async iterator fed by pushes, for GraphQL subscriptions. Unlike an async generator waiting on
 * a promise, `return()` settles at once and runs the cleanup, so an unsubscribe always frees the
 * Redis or in-process listener.
 */
export class Channel<T> implements AsyncIterableIterator<T> {
  private readonly queue: T[] = [];
  private readonly waiting: Waiter<T>[] = [];
  private failure: { error: unknown } | null = null;
  private closed = false;
  private readonly cleanups: (() => Promise<void> | void)[];
  /** The value the consumer was last handed, until it asks for the next one. */
  private handed: { value: T } | null = null;
  private readonly deliveredListeners: ((value: T) => void)[] = [];

  constructor(cleanup: () => Promise<void> | void) {
    this.cleanups = [cleanup];
  }

  /** Runs `cleanup` too when the stream ends (at once if it already has). */
  onClose(cleanup: () => Promise<void> | void): void {
    if (this.closed) void cleanup();
    else this.cleanups.push(cleanup);
  }

  /**
   * Calls `listener` with each value once the consumer asks for the one after it: graphql-ws asks
   * for a subscription's next value only after it has sent the previous one's frame.
   */
  onDelivered(listener: (value: T) => void): void {
    this.deliveredListeners.push(listener);
  }

  push(value: T): void {
    if (this.closed) return;
    const waiter = this.waiting.shift();
    if (waiter) waiter.resolve({ value: this.hand(value), done: false });
    else this.queue.push(value);
  }

  private hand(value: T): T {
    this.handed = { value };
    return value;
  }

  /** Ends the stream: the consumer's next read (after what is queued) rejects with `error`. */
  fail(error: unknown): void {
    if (this.closed || this.failure) return;
    const waiter = this.waiting.shift();
    if (waiter) {
      void this.return();
      waiter.reject(error);
    } else {
      this.failure = { error };
    }
  }

  next(): Promise<IteratorResult<T>> {
    const handed = this.handed;
    if (handed) {
      this.handed = null;
      for (const listener of this.deliveredListeners) listener(handed.value);
    }
    if (this.queue.length > 0)
      return Promise.resolve({ value: this.hand(this.queue.shift() as T), done: false });
    if (this.failure) {
      const { error } = this.failure;
      void this.return();
      return Promise.reject(error);
    }
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  async return(): Promise<IteratorResult<T>> {
    if (!this.closed) {
      this.closed = true;
      this.queue.length = 0;
      for (const waiter of this.waiting.splice(0)) waiter.resolve({ value: undefined, done: true });
      for (const cleanup of this.cleanups) await cleanup();
    }
    return { value: undefined, done: true };
  }

  async throw(error: unknown): Promise<IteratorResult<T>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
