import type { Viewer } from '../accounts/service.js';
import { DomainError } from '../errors.js';
import type { EnginePort } from '../engine/port.js';
import { carried, isAbsent, votersOn } from './absence.js';
import type { Forfeiter } from './forfeiter.js';
import type { AbsenceChoice, MatchModel } from './model.js';
import { checkPlayable, type MovePlayer } from './move-player.js';
import type { MatchPublisher } from './publisher.js';
import type { MatchReader } from './reader.js';
import type { MatchStore } from './store.js';

/**
 * Takes the votes on a player who stopped playing at a casual table without a clock (the rules are
 * in `absence.ts`), and carries out the choice that wins: a bot takes the seat through the
 * Forfeiter, or the match is abandoned. Every vote is announced, so the others see the count.
 */
export class AbsenceVoter {
  constructor(
    private readonly store: MatchStore,
    private readonly reader: MatchReader,
    private readonly moves: MovePlayer,
    private readonly forfeiter: Forfeiter,
    private readonly publisher: MatchPublisher,
    private readonly engine: EnginePort,
    /** How long the match waits for a player before the others may vote. */
    readonly absenceMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  vote(viewer: Viewer, matchId: string, seat: number, choice: AbsenceChoice): Promise<MatchModel> {
    return this.moves.withMatch(matchId, async () => {
      const model = await this.reader.require(matchId);
      const { record } = model;
      checkPlayable(record);
      if (!record.seats[seat]) throw new DomainError('BAD_USER_INPUT', `seat: no seat ${seat} at this table`);
      if (record.clock !== null)
        throw new DomainError('FORBIDDEN', 'this table has a clock: it plays for absent players itself');
      if (!votersOn(record, seat).includes(viewer.id))
        throw new DomainError('FORBIDDEN', 'only the other people playing at this table vote on a seat');
      const active = this.engine.activeSeats(record.game, model.state);
      if (!isAbsent(record, active, seat, this.now(), this.absenceMs)) {
        throw new DomainError(
          'NOT_ABSENT',
          `seat ${seat} is not absent: the match waits ${Math.round(this.absenceMs / 1000)} s for a player it is due to hear from`,
        );
      }
      const votes = await this.store.castAbsenceVote(matchId, record.seq, seat, viewer.id, choice);
      this.reader.invalidate(matchId);
      if (!votes) throw new DomainError('STALE_SEQ', 'the match moved on meanwhile: the count starts again');
      const counted = { ...record, absenceVotes: votes };
      const decision = carried(counted, seat);
      if (decision === 'REPLACE') return this.forfeiter.forfeit(counted, seat, 'abandoned');
      if (decision === 'END') return this.forfeiter.abandon(counted);
      await this.publisher.match(matchId, { kind: 'seats', seq: record.seq });
      return this.reader.require(matchId);
    });
  }
}
