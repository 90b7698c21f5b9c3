import type { Viewer } from '../accounts/service.js';
import { DomainError } from '../errors.js';
import { finishNotices } from '../notifications/who-is-told.js';
import type { BotDriver } from './bot-driver.js';
import type { Finisher } from './finisher.js';
import { endingAfterForfeit, STAND_IN_BOT, type EarlyResult, type LeaveReason } from './forfeits.js';
import type { MatchModel, MatchRecord } from './model.js';
import { checkPlayable, type MovePlayer } from './move-player.js';
import type { MatchPublisher } from './publisher.js';
import type { MatchReader } from './reader.js';
import type { MatchStore } from './store.js';

/**
 * Hands a seat to the stand-in bot when its player resigns or times out too often: the player will
 * be placed last (see the Finisher), and the bot plays on so the others can finish — unless the
 * match ends there (two players, or nobody left to play for: see `endingAfterForfeit`).
 */
export class Forfeiter {
  constructor(
    private readonly store: MatchStore,
    private readonly reader: MatchReader,
    private readonly moves: MovePlayer,
    private readonly publisher: MatchPublisher,
    private readonly bots: BotDriver,
    private readonly finisher: Finisher,
  ) {}

  /** A player leaves a match under way. */
  resign(viewer: Viewer, matchId: string): Promise<MatchModel> {
    return this.moves.withMatch(matchId, async () => {
      const model = await this.reader.require(matchId);
      const seat = this.reader.seatOf(model.record, viewer);
      if (seat === null) throw new DomainError('NOT_SEATED', 'you do not play in this match');
      checkPlayable(model.record);
      if (model.record.seats[seat]?.forfeited)
        throw new DomainError('FORBIDDEN', 'you already left this match');
      return this.forfeit(model.record, seat, 'resigned');
    });
  }

  /** The seat forfeits; the caller holds the match's lock (inside `MovePlayer.withMatch`). */
  async forfeit(record: MatchRecord, seat: number, reason: LeaveReason): Promise<MatchModel> {
    await this.store.forfeit(record.id, seat, STAND_IN_BOT);
    const after = await this.reader.require(record.id);
    const ending = endingAfterForfeit(after.record, reason);
    if (!ending.continue) return this.end(after.record, ending.result);
    await this.publisher.match(record.id, { kind: 'seats', seq: after.record.seq });
    this.bots.wake(after.record);
    return after;
  }

  /** The people at a casual table without a clock voted to end it: aborted, nobody placed. */
  abandon(record: MatchRecord): Promise<MatchModel> {
    return this.end(record, null);
  }

  /** Ends the match where it stands: finished with `result` (rated in the same transaction), or aborted. */
  private async end(record: MatchRecord, result: EarlyResult | null): Promise<MatchModel> {
    let current = record;
    // A bot on another node may still slip a move in (the seat's bot turn is due): end at its seq.
    for (let attempt = 0; attempt < 3 && current.status === 'ACTIVE'; attempt++) {
      const onFinish = result ? this.finisher.inTransaction(current, result) : undefined;
      const notices = result ? finishNotices(current, result) : [];
      if (await this.store.endEarly(current.id, current.seq, result, { onFinish, notices })) break;
      this.reader.invalidate(current.id);
      current = (await this.reader.require(current.id)).record;
    }
    this.reader.invalidate(record.id);
    await this.publisher.match(record.id, { kind: 'status', seq: current.seq });
    if (result) return this.finisher.finished(record.id);
    const aborted = await this.reader.require(record.id);
    await this.publisher.lobby('CLOSED', aborted.record);
    return aborted;
  }
}
