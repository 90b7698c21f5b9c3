import type { Viewer } from '../accounts/service.js';
import type { EnginePort } from '../engine/port.js';
import { DomainError } from '../errors.js';
import { outageOf } from '../faults/unavailable.js';
import { finishNotices, turnNotices } from '../notifications/who-is-told.js';
import { within } from '../faults/within.js';
import { nestsDeeperThan } from '../input/json-depth.js';
import { afterAction, nextDeadline, type ClockSettings, type MatchClock, type Pause } from './clock.js';
import { clockSettingsOf, isTurnBased } from './table-clocks.js';
import type { Finisher } from './finisher.js';
import { KeyedMutex } from './keyed-mutex.js';
import type { LogRecord, MatchModel, MatchRecord } from './model.js';
import { ClockPauses } from './pauses.js';
import type { MatchPublisher } from './publisher.js';
import type { MatchReader } from './reader.js';
import type { AppendExtras, MatchStore } from './store.js';
import { IDEMPOTENCY_KEY, MAX_ACTION_BYTES, MAX_ACTION_DEPTH } from './validation.js';

/** What may be done to a match while its lock is held: play one seat's action. */
export interface Turn {
  /**
   * Applies `action` for `seat` to the match as given, logs it and tells followers; the match
   * afterwards. `timedOut`: the platform plays for a seat whose clock ran out. `byPlayer`: the
   * seat's player acts (refused if the seat was forfeited, even on another node).
   */
  play(match: MatchModel, seat: number, action: unknown, options?: PlayOptions): Promise<MatchModel>;
}

interface PlayOptions {
  readonly timedOut?: boolean;
  readonly byPlayer?: boolean;
  /** The player's client's key for this move, logged with it (see `MovePlayer.submit`). */
  readonly idempotencyKey?: string | undefined;
}

/**
 * How long an append that met an outage is looked for in the log (it may have committed, its
 * answer lost) before the request fails with the outage.
 */
const CONFIRM_MS = 3000;
/** Between two looks while the database does not answer. */
const CONFIRM_RETRY_MS = 250;

export interface MovePlayerOptions {
  /** A game's ranked clock: the clock of ranked matches stored without their own settings. */
  readonly clockFor: (game: string) => ClockSettings;
  /** Pause before a bot moves: the bot turn a move leaves is due this long after it. */
  readonly botDelayMs: number;
  /** Players' vacations, which stop their clocks at turn-based tables (default: none). */
  readonly pauses?: ClockPauses;
  readonly now?: () => number;
}

/**
 * The one path to the log, for people, bots and clocks alike: lock → load → authorise the seat →
 * apply (the engine port) → append (the unique match + seq decides races between nodes) → publish.
 * Within this process a match's work runs one piece at a time (`withMatch`). People's moves and
 * bots' and clocks' go through two players, one over each database pool (`withStore`), which take
 * the same per-match locks.
 */
export class MovePlayer {
  private readonly now: () => number;
  private readonly pauses: ClockPauses;

  constructor(
    private readonly store: MatchStore,
    private readonly reader: MatchReader,
    private readonly engine: EnginePort,
    private readonly finisher: Finisher,
    private readonly publisher: MatchPublisher,
    private readonly options: MovePlayerOptions,
    private readonly locks = new KeyedMutex(),
    private readonly movedListeners: ((record: MatchRecord) => void)[] = [],
  ) {
    this.now = options.now ?? Date.now;
    this.pauses = options.pauses ?? new ClockPauses(null);
  }

  /**
   * A player that loads and appends through `store`, `reader` and `finisher` (the background
   * pool's, for bots and clocks) and shares this one's per-match locks, so a bot's move and a
   * person's never interleave on a match, and its moved listeners.
   */
  withStore(store: MatchStore, reader: MatchReader, finisher: Finisher): MovePlayer {
    return new MovePlayer(
      store,
      reader,
      this.engine,
      finisher,
      this.publisher,
      this.options,
      this.locks,
      this.movedListeners,
    );
  }

  /** Called after every action that leaves the match under way (the bot driver looks again). */
  onMoved(listener: (record: MatchRecord) => void): void {
    this.movedListeners.push(listener);
  }

  /**
   * A person's action, judged against the match at `expectedSeq`. With an `idempotencyKey`, a retry
   * of a move already applied (its first answer lost to an outage) is answered with the match as it
   * is now, as a success, instead of STALE_SEQ.
   */
  async submit(
    viewer: Viewer,
    matchId: string,
    expectedSeq: number,
    action: unknown,
    idempotencyKey?: string,
  ): Promise<MatchModel> {
    // Depth first: only a shallow value is safe to serialise (JSON.stringify recurses).
    if (nestsDeeperThan(action, MAX_ACTION_DEPTH)) {
      throw new DomainError('MALFORMED_ACTION', `an action nests at most ${MAX_ACTION_DEPTH} levels deep`);
    }
    if (JSON.stringify(action ?? null).length > MAX_ACTION_BYTES) {
      throw new DomainError('MALFORMED_ACTION', `an action is at most ${MAX_ACTION_BYTES} bytes of JSON`);
    }
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new DomainError('BAD_USER_INPUT', 'an idempotency key is 1 to 64 printable ASCII characters', {
        field: 'idempotencyKey',
      });
    }
    return this.withMatch(matchId, async (turn) => {
      // The cached match is enough when it agrees with the client; otherwise read it afresh (another
      // node may have moved it on) before judging the request.
      let model = this.reader.cached(matchId);
      if (!model || model.record.seq !== expectedSeq || model.record.status !== 'ACTIVE')
        model = await this.reader.require(matchId);
      if (await this.appliedBefore(model.record, viewer, expectedSeq, idempotencyKey)) return model;
      const seat = this.judge(model.record, viewer, expectedSeq);
      try {
        return await turn.play(model, seat, action, { byPlayer: true, idempotencyKey });
      } catch (error) {
        // The log refused it: the cache was behind another node, or this very move landed meanwhile
        // (sent before, its statement still under way). Say why, from the match as it is.
        if (!(error instanceof DomainError) || error.code !== 'STALE_SEQ') throw error;
        const now = await this.reader.require(matchId);
        if (await this.appliedBefore(now.record, viewer, expectedSeq, idempotencyKey)) return now;
        this.judge(now.record, viewer, expectedSeq);
        throw error;
      }
    });
  }

  /** Whether the viewer's seat made the log entry after `expectedSeq` with this idempotency key. */
  private async appliedBefore(
    record: MatchRecord,
    viewer: Viewer,
    expectedSeq: number,
    idempotencyKey: string | undefined,
  ): Promise<boolean> {
    if (idempotencyKey === undefined || record.seq <= expectedSeq || expectedSeq < 0) return false;
    const seat = this.reader.seatOf(record, viewer);
    if (seat === null) return false;
    const logged = await this.store.logged(record.id, expectedSeq + 1);
    return logged?.seat === seat && logged.idempotencyKey === idempotencyKey;
  }

  /**
   * After an append failed with an outage, whether it committed all the same (its answer lost: the
   * node paused mid-append, the connection dropped after the commit): true if the log's entry at
   * `seq` is this very append (its seat and its own time), false if another action took the seq.
   * Looked for up to CONFIRM_MS; when that cannot be told, or nothing is logged (the statement may
   * still be under way), the outage stands, and a retry with the same idempotency key is safe.
   */
  private async confirm(
    matchId: string,
    seq: number,
    seat: number,
    at: Date,
    error: unknown,
  ): Promise<boolean> {
    if (outageOf(error) === null) throw error;
    const deadline = Date.now() + CONFIRM_MS;
    for (;;) {
      const logged = await within(this.store.logged(matchId, seq), deadline - Date.now());
      if (logged === null) throw error;
      if (logged) return logged.seat === seat && logged.at.getTime() === at.getTime();
      if (Date.now() + CONFIRM_RETRY_MS >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, CONFIRM_RETRY_MS));
    }
  }

  /** The viewer's seat, if they may act in the match at `expectedSeq`; else a typed refusal. */
  private judge(record: MatchRecord, viewer: Viewer, expectedSeq: number): number {
    const seat = this.reader.seatOf(record, viewer);
    if (seat === null) throw new DomainError('NOT_SEATED', 'you do not play in this match');
    checkPlayable(record);
    if (record.seats[seat]?.forfeited)
      throw new DomainError('FORBIDDEN', 'you forfeited this match; a bot plays your seat');
    if (expectedSeq !== record.seq) {
      throw new DomainError(
        'STALE_SEQ',
        `the match is at seq ${record.seq}, not ${expectedSeq}: refresh and try again`,
      );
    }
    return seat;
  }

  /** Runs `work` with the match's lock held; only inside it can an action be played. */
  withMatch<T>(matchId: string, work: (turn: Turn) => Promise<T>): Promise<T> {
    return this.locks.run(matchId, () =>
      work({
        play: (match, seat, action, options) => this.play(match, seat, action, options ?? {}),
      }),
    );
  }

  /**
   * The acting seat's pauses (its player's vacations), read only where they can matter: at a
   * turn-based table, once it took longer than its decision's own time — only what it takes from
   * its bank depends on them.
   */
  private async actorPauses(
    record: MatchRecord,
    settings: ClockSettings,
    seat: number,
    now: number,
  ): Promise<readonly Pause[]> {
    const since = (record.clock as MatchClock).seats[seat]?.activeSince ?? null;
    if (!settings.turnBased || since === null || now - since <= settings.perDecisionMs) return [];
    return (await this.pauses.of(record)).get(seat) ?? [];
  }

  private async play(
    model: MatchModel,
    seat: number,
    action: unknown,
    { timedOut = false, byPlayer = false, idempotencyKey }: PlayOptions,
  ): Promise<MatchModel> {
    const { record } = model;
    // Only the platform's own timeout (the clock keeper's) may play the game's timeout action.
    const outcome = this.engine.apply(record.game, model.state, seat, action, timedOut);
    if (!outcome.ok) throw new DomainError(outcome.error.code, outcome.error.message);
    const seq = record.seq + 1;
    const result = this.finisher.resultOf(record, outcome.state);
    const at = new Date(this.now());
    let clock: MatchClock | null = null;
    let deadlineAt: Date | null = null;
    const settings = clockSettingsOf(record, this.options.clockFor);
    const due = result ? [] : this.engine.activeSeats(record.game, outcome.state);
    if (record.clock && settings) {
      const pauses = timedOut ? [] : await this.actorPauses(record, settings, seat, at.getTime());
      clock = afterAction(record.clock as MatchClock, settings, seat, at.getTime(), due, timedOut, pauses);
      // Without the players' vacations: never later than the real deadline (see `ClockStore`).
      const next = nextDeadline(clock, settings);
      deadlineAt = next === null ? null : new Date(next);
    }
    const onFinish = result ? this.finisher.inTransaction(record, result) : undefined;
    // Written with the move, so a bot's turn survives whatever happens to this node next.
    const botTurn = result
      ? undefined
      : { seats: due, dueAt: new Date(at.getTime() + this.options.botDelayMs) };
    const player = byPlayer ? (record.seats[seat]?.userId ?? null) : null;
    // Only turn-based tables tell anyone of their turn: live ones skip the seats due before.
    const notices = result
      ? finishNotices(record, result)
      : isTurnBased(record)
        ? turnNotices(
            record,
            { seat, userId: player },
            this.engine.activeSeats(record.game, model.state),
            due,
          )
        : [];
    const newEntry = { seq, seat, action, events: outcome.events, timedOut, idempotencyKey };
    // Every field named, absent ones undefined: one object shape for every move.
    const extras: AppendExtras = {
      at,
      clock,
      deadlineAt,
      byPlayer,
      notices,
      seenBy: player && isTurnBased(record) ? player : undefined,
      botTurn,
      onFinish,
    };
    let appended: boolean;
    try {
      ({ appended } = await this.store.append(record.id, newEntry, result, extras));
    } catch (error) {
      this.reader.invalidate(record.id);
      appended = await this.confirm(record.id, seq, seat, at, error);
    }
    if (!appended) {
      this.reader.invalidate(record.id);
      throw new DomainError('STALE_SEQ', 'another action was applied first: refresh and try again');
    }
    const entry: LogRecord = { seq, seat, action, events: outcome.events, at, timedOut };
    const after: MatchModel = { record: afterMove(record, entry, clock), state: outcome.state };
    // The next action on this node is judged from it without a read.
    if (!result) this.reader.remember(after);
    await this.publisher.moved(after, { kind: 'action', seq, entry, clock });
    // The record changed beyond its seq (status, result, placements): the finisher reads it back.
    if (result) return this.finisher.finished(record.id);
    for (const listener of this.movedListeners) listener(after.record);
    return after;
  }
}

/**
 * The record once `entry` is logged: its seq and clock, touched then, and any absence votes void.
 * Every field is named rather than spread: this copy is made on every move, and V8 copies a spread
 * of this many fields through its slow path each time.
 */
export function afterMove(record: MatchRecord, entry: LogRecord, clock: unknown): MatchRecord {
  return {
    id: record.id,
    game: record.game,
    options: record.options,
    seedHash: record.seedHash,
    seed: record.seed,
    status: record.status,
    visibility: record.visibility,
    ranked: record.ranked,
    clock,
    playerCount: record.playerCount,
    seq: entry.seq,
    createdAt: record.createdAt,
    startedAt: record.startedAt,
    finishedAt: record.finishedAt,
    result: record.result,
    createdBy: record.createdBy,
    seats: record.seats,
    touchedAt: entry.at,
    absenceVotes: null,
    rematchOfId: record.rematchOfId,
    challengedId: record.challengedId,
    seatChanges: record.seatChanges,
  };
}

/** Refuses a match that has not started or is over. */
export function checkPlayable(record: MatchRecord): void {
  if (record.status === 'OPEN') throw new DomainError('MATCH_NOT_STARTED', 'the match has not started');
  if (record.status !== 'ACTIVE') throw new DomainError('MATCH_OVER', 'the match is over');
}
