import { parentPort } from 'node:worker_threads';
import { games } from '@brethren/engine';
import { decide, type BotTask } from './bot-decision.js';

/** A worker thread of the bot pool: takes one decision at a time, off the server's event loop. */
export interface BotRequest {
  readonly id: number;
  readonly task: BotTask;
}

export type BotReply =
  | { readonly id: number; readonly ok: true; readonly action: unknown }
  | { readonly id: number; readonly ok: false; readonly message: string };

const definitions: Readonly<Record<string, (typeof games)[keyof typeof games]>> = games;

parentPort?.on('message', ({ id, task }: BotRequest) => {
  let reply: BotReply;
  try {
    const definition = definitions[task.game];
    const decided = definition ? decide(definition, task) : null;
    reply = decided
      ? { id, ok: true, action: decided.action }
      : { id, ok: false, message: `no ${task.level} bot for ${task.game}` };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
