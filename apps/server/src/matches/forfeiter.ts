import type { Viewer } from '../accounts/service.js';
import { DomainError } from '../errors.js';
import type { BotDriver } from './bot-driver.js';
import { STAND_IN_BOT } from './forfeits.js';
import type { MatchModel, MatchRecord } from './model.js';
import { checkPlayable, type MovePlayer } from './move-player.js';
import type { MatchPublisher } from './publisher.js';
import type { MatchReader } from './reader.js';
import type { MatchStore } from './store.js';

/**
 * Hands a seat to the stand-in bot when its player resigns or times out too often: the player will
 * be placed last (see the Finisher), and the bot plays on so the others can finish.
 */
export class Forfeiter {
  constructor(
    private readonly store: MatchStore,
    private readonly reader: MatchReader,
    private readonly moves: MovePlayer,
    private readonly publisher: MatchPublisher,
    private readonly bots: BotDriver,
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
      return this.forfeit(model.record, seat);
    });
  }

  /** The seat forfeits; the caller holds the match's lock (inside `MovePlayer.withMatch`). */
  async forfeit(record: MatchRecord, seat: number): Promise<MatchModel> {
    await this.store.forfeit(record.id, seat, STAND_IN_BOT);
    const after = await this.reader.require(record.id);
    await this.publisher.match(record.id, { kind: 'seats', seq: after.record.seq });
    this.bots.wake(after.record);
    return after;
  }
}
