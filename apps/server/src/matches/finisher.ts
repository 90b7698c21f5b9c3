import type { MatchResult } from '@brethren/engine';
import type { EnginePort } from '../engine/port.js';
import { forfeitReasons, withForfeits } from './forfeits.js';
import type { MatchModel, MatchRecord } from './model.js';
import type { MatchPublisher } from './publisher.js';
import type { MatchReader } from './reader.js';
import type { FinishTransaction } from './store.js';

/**
 * Work other modules do as a match finishes, inside the transaction that finishes it (ranked play
 * writes ratings): if a hook fails, the match is not finished and the last action not logged.
 */
export interface FinishHook {
  matchFinished(tx: FinishTransaction, record: MatchRecord, result: MatchResult): Promise<void>;
}

/**
 * What happens when a result appears: forfeited seats are placed last, the finishing hooks run in
 * the transaction that writes the final record, and the lobby hears that the match finished.
 */
export class Finisher {
  constructor(
    private readonly engine: EnginePort,
    private readonly reader: MatchReader,
    private readonly publisher: MatchPublisher,
    private readonly hooks: FinishHook[] = [],
    private readonly finishedWatchers: ((matchId: string) => Promise<void>)[] = [],
  ) {}

  /**
   * A finisher that reads the final record through `reader` (the background pool's, for matches a
   * bot's or a clock's move ends) and runs this one's hooks: a hook registered on either runs for both.
   */
  withReader(reader: MatchReader): Finisher {
    return new Finisher(this.engine, reader, this.publisher, this.hooks, this.finishedWatchers);
  }

  /** Registers work to do in every finishing transaction (wired in platform.ts). */
  register(hook: FinishHook): void {
    this.hooks.push(hook);
  }

  /**
   * Registers work to do once a match has finished and its result is committed (a tournament's
   * standings announced), on either reader's finisher, like the hooks.
   */
  onFinished(watcher: (matchId: string) => Promise<void>): void {
    this.finishedWatchers.push(watcher);
  }

  /** The match's result once `state` is over, with forfeited seats placed last; else null. */
  resultOf(record: MatchRecord, state: unknown): MatchResult | null {
    const result = this.engine.result(record.game, state);
    if (!result) return null;
    return withForfeits(
      result,
      record.seats.filter((seat) => seat.forfeited).map((seat) => seat.seat),
      forfeitReasons(record),
    );
  }

  /** The hooks' work for the transaction that finishes `record` with `result`. */
  inTransaction(
    record: MatchRecord,
    result: MatchResult,
  ): ((tx: FinishTransaction) => Promise<void>) | undefined {
    if (this.hooks.length === 0) return undefined;
    return async (tx) => {
      for (const hook of this.hooks) await hook.matchFinished(tx, record, result);
    };
  }

  /** After the final action is logged: the final record (status, result, placements), announced. */
  async finished(matchId: string): Promise<MatchModel> {
    const finished = await this.reader.require(matchId);
    await this.publisher.lobby('FINISHED', finished.record);
    for (const watcher of this.finishedWatchers) await watcher(matchId);
    return finished;
  }
}
