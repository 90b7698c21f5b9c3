import { Worker } from 'node:worker_threads';
import type { BotTask } from './bot-decision.js';
import type { BotReply, BotRequest, WorkerJob } from './bot-worker.js';
import type { ReviewStep, ReviewTask } from './review-step.js';

interface Pending {
  readonly request: BotRequest;
  resolve(value: unknown): void;
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
 * A few worker threads for searching bots and post-game reviews, so a search never blocks the
 * server's event loop. Jobs queue when every worker is busy, bots' decisions ahead of review steps
 * (a player waits on the one, nobody on the other); a worker that dies fails its job and is replaced.
 */
export class BotPool {
  private readonly slots: Slot[] = [];
  private readonly decisions: Pending[] = [];
  private readonly reviews: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(size: number) {
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  /** The action the task's bot chooses, computed on a worker thread. */
  decide(task: BotTask): Promise<unknown> {
    return this.submit(this.decisions, { kind: 'decide', task });
  }

  /** One step of a post-game review (see `reviewStep`), computed on a worker thread. */
  review(task: ReviewTask): Promise<ReviewStep> {
    return this.submit(this.reviews, { kind: 'review', task }) as Promise<ReviewStep>;
  }

  /** Workers with nothing to do and nothing queued for them: room for a review to start. */
  idle(): number {
    if (this.closed) return 0;
    const free = this.slots.filter((slot) => !slot.busy).length;
    return Math.max(0, free - this.decisions.length - this.reviews.length);
  }

  /** Fails queued jobs and stops the workers. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of [...this.decisions.splice(0), ...this.reviews.splice(0)])
      pending.reject(new Error('the bot pool is closed'));
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private submit(queue: Pending[], job: WorkerJob): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    return new Promise((resolve, reject) => {
      queue.push({ request: { id: this.nextId++, job }, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.busy) continue;
      const next = this.decisions.shift() ?? this.reviews.shift();
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
        if (reply.ok) pending.resolve(reply.value);
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
