import type { Viewer } from '../accounts/service.js';
import { DomainError } from '../errors.js';
import { finishNotices } from '../notifications/who-is-told.js';
import type { BotDriver } from './bot-driver.js';
import type { Finisher } from './finisher.js';
import { endingAfterForfeit, STAND_IN_BOT, type EarlyResult, type LeaveReason } from './forfeits.js';
import type { MatchModel, MatchRecord, SeatChangeKind } from './model.js';
import { checkPlayable, type MovePlayer } from './move-player.js';
import type { MatchPublisher } from './publisher.js';
import type { MatchReader } from './reader.js';
import type { MatchStore } from './store.js';

/** How the seat changes when its player leaves for `LeaveReason`. */
const SEAT_CHANGE_OF: Readonly<Record<LeaveReason, Exclude<SeatChangeKind, 'RECLAIMED'>>> = {
  resigned: 'RESIGNED',
  timeout: 'TIMED_OUT',
  abandoned: 'ABANDONED',
};

/**
 * Whether the player of a forfeited `seat` may take it back (`Forfeiter.reclaim`): a bot replaced
 * them because they were away (voted out as absent, or out of time too often), not because they
 * resigned, and the match is under way.
 */
export function mayReclaim(record: MatchRecord, seat: number): boolean {
  if (record.status !== 'ACTIVE' || !record.seats[seat]?.forfeited) return false;
  const last = record.seatChanges.findLast((change) => change.seat === seat);
  return last !== undefined && (last.kind === 'ABANDONED' || last.kind === 'TIMED_OUT');
}

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

  /**
   * A player whom a bot replaced because they were away (the others voted on their absence, or
   * their clock ran out too often) takes their seat back, while the match is under way: the bot
   * stops, they play on and are placed as the game places them. A resignation stands. Everyone at
   * the table is told (the seat change, and a live update).
   */
  reclaim(viewer: Viewer, matchId: string): Promise<MatchModel> {
    return this.moves.withMatch(matchId, async () => {
      const model = await this.reader.require(matchId);
      const seat = this.reader.seatOf(model.record, viewer);
      if (seat === null) throw new DomainError('NOT_SEATED', 'you do not play in this match');
      checkPlayable(model.record);
      if (!model.record.seats[seat]?.forfeited)
        throw new DomainError('SEAT_NOT_REPLACED', 'you play your seat already: no bot holds it');
      if (!mayReclaim(model.record, seat))
        throw new DomainError('RESIGNATION_FINAL', 'you resigned this match: a resignation stands');
      await this.store.reclaim(matchId, seat, model.record.seq);
      this.reader.invalidate(matchId);
      const after = await this.reader.require(matchId);
      await this.publisher.match(matchId, { kind: 'seats', seq: after.record.seq });
      return after;
    });
  }

  /** The seat forfeits; the caller holds the match's lock (inside `MovePlayer.withMatch`). */
  async forfeit(record: MatchRecord, seat: number, reason: LeaveReason): Promise<MatchModel> {
    await this.store.forfeit(record.id, seat, STAND_IN_BOT, SEAT_CHANGE_OF[reason], record.seq);
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
