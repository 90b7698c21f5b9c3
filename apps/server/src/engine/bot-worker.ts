import { parentPort } from 'node:worker_threads';
import { games } from '@brethren/engine';
import { decide, type BotTask } from './bot-decision.js';
import { reviewStep, type ReviewTask } from './review-step.js';

/** What the pool asks of a worker: a bot's decision, or one step of a post-game review. */
export type WorkerJob =
  | { readonly kind: 'decide'; readonly task: BotTask }
  | { readonly kind: 'review'; readonly task: ReviewTask };

/** A worker thread of the bot pool: takes one job at a time, off the server's event loop. */
export interface BotRequest {
  readonly id: number;
  readonly job: WorkerJob;
}

export type BotReply =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly message: string };

const definitions: Readonly<Record<string, (typeof games)[keyof typeof games]>> = games;

function run(job: WorkerJob): { readonly value: unknown } | { readonly message: string } {
  const definition = definitions[job.task.game];
  if (!definition) return { message: `no game ${job.task.game}` };
  if (job.kind === 'review') return { value: reviewStep(definition, job.task) };
  const decided = decide(definition, job.task);
  return decided ? { value: decided.action } : { message: `no ${job.task.level} bot for ${job.task.game}` };
}

parentPort?.on('message', ({ id, job }: BotRequest) => {
  let reply: BotReply;
  try {
    const outcome = run(job);
    reply =
      'value' in outcome
        ? { id, ok: true, value: outcome.value }
        : { id, ok: false, message: outcome.message };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
