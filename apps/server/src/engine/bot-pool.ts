import { Worker } from 'node:worker_threads';
import type { BotTask } from './bot-decision.js';
import type { BotReply, BotRequest } from './bot-worker.js';

interface Pending {
  readonly request: BotRequest;
  resolve(action: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
}

/**
 * Built, the worker is JavaScript; under the test runner it is TypeScript, loaded through tsx.
 */
function workerScript(): ConstructorParameters<typeof Worker> {
  if (!import.meta.url.endsWith('.ts')) return [new URL('./bot-worker.js', import.meta.url)];
  const source = new URL('./bot-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return [bootstrap, { eval: true }];
}

/**
 * A few worker threads for searching bots, so a search never blocks the server's event loop.
 * Decisions queue when every worker is busy; a worker that dies fails its decision and is replaced.
 */
export class BotPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(size: number) {
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  /** The action the task's bot chooses, computed on a worker thread. */
  decide(task: BotTask): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, task }, resolve, reject });
      this.dispatch();
    });
  }

  /** Fails queued decisions and stops the workers. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('the bot pool is closed'));
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.busy) continue;
      const next = this.queue.shift();
      if (!next) return;
      slot.busy = next;
      slot.worker.postMessage(next.request);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(...workerScript());
    const slot: Slot = { worker, busy: null };
    worker.on('message', (reply: BotReply) => {
      const pending = slot.busy;
      slot.busy = null;
      if (pending && pending.request.id === reply.id) {
        if (reply.ok) pending.resolve(reply.action);
        else pending.reject(new Error(reply.message));
      }
      this.dispatch();
    });
    worker.on('error', (error) => {
      slot.busy?.reject(error);
      slot.busy = null;
    });
    worker.on('exit', () => {
      if (this.closed) return;
      slot.busy?.reject(new Error('a bot worker stopped'));
      slot.busy = null;
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots[index] = this.spawn();
      this.dispatch();
    });
    worker.unref();
    return slot;
  }
}
