import { EventEmitter } from 'node:events';
import type { PubSub } from './pubsub.js';

/** In-process fan-out, for a single server node (the default without REDIS_URL). */
export class MemoryPubSub implements PubSub {
  readonly crossesNodes = false;
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  async publish(channel: string, message: unknown): Promise<void> {
    // Delivered on a later tick, as over a network, so publishers never run subscribers' code inline.
    const copy = JSON.parse(JSON.stringify(message)) as unknown;
    setImmediate(() => this.emitter.emit(channel, copy));
  }

  async subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>> {
    this.emitter.on(channel, handler);
    return async () => {
      this.emitter.off(channel, handler);
    };
  }

  /** In process, nothing is ever interrupted. */
  onResumed(): void {}

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
