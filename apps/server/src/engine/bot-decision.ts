import { Random, botInput, type AnyGameDefinition } from '@brethren/engine';

/** One bot decision, as plain data: what the event loop hands a worker. */
export interface BotTask {
  readonly game: string;
  readonly state: unknown;
  readonly seat: number;
  readonly level: string;
  /** Seeds the bot's choices, so a replayed decision is the same. */
  readonly randomSeed: string;
  /** The longest a searching bot may think. */
  readonly thinkMs: number;
}

/**
 * The move of the bot of `task.level` for `task.seat`, from that seat's view (a searching bot also
 * deals states from that seat's knowledge, never the state itself); null when there is no such bot.
 */
export function decide(definition: AnyGameDefinition, task: BotTask): { readonly action: unknown } | null {
  const bot = definition.bots[task.level];
  if (!bot) return null;
  const timeLimit = { now: () => performance.now(), ms: task.thinkMs };
  const input = botInput(definition, task.state, task.seat, Random.fromSeed(task.randomSeed), timeLimit);
  return { action: bot.choose(input) };
}
