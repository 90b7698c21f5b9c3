import type { EnginePort } from '../engine/port.js';
import { DomainError } from '../errors.js';
import { outageOf, unavailable } from '../faults/unavailable.js';
import type { Logger } from '../logger.js';
import type {
  ActionMessage,
  LogRecord,
  MatchMessage,
  MatchModel,
  MatchRecord,
  MatchUpdateModel,
} from '../matches/model.js';
import { afterMove } from '../matches/move-player.js';
import type { LocalFeeds } from '../matches/publisher.js';
import type { MatchReader } from '../matches/reader.js';
import { Channel } from '../pubsub/channel.js';
import { channels, type PubSub } from '../pubsub/pubsub.js';
import type { SentUpdates } from './sent-updates.js';

/** One subscriber of a followed match. */
export interface FeedListener {
  /** The match as it stands when the subscriber joins; every later change goes to `update`. */
  snapshot(match: MatchModel): void;
  /** A change: `entry` is the logged action that made it, null for seat and status changes. */
  update(match: MatchModel, entry: LogRecord | null): void;
  /** The match can no longer be followed. */
  fail(error: DomainError): void;
}

/**
 * The matches this node follows for its subscribers, each followed once: one pub/sub listener, one
 * record and one state per seq, shared by every local subscriber of the match. A move made on this
 * node comes straight from the move player with its state (`moved`); another node's advances the
 * state with one engine apply; a node that missed messages catches up from the log once for all of
 * them. Redaction is not done here: each subscriber's view is computed from the shared state for it
 * alone.
 */
export class MatchFeeds implements LocalFeeds {
  private readonly followed = new Map<string, FollowedMatch>();

  constructor(
    private readonly reader: MatchReader,
    private readonly engine: EnginePort,
    private readonly pubsub: PubSub,
    private readonly logger: Logger,
  ) {
    // Messages may have been lost while the fan-out was away: every followed match catches up.
    pubsub.onResumed(() => {
      for (const match of this.followed.values()) match.resync();
    });
  }

  /**
   * Adds a subscriber: it gets the snapshot, then every change after it, with no gap and no
   * duplicate. Rejects (NOT_FOUND, or what `check` throws) without adding it. Resolves to `stop`.
   */
  async follow(
    matchId: string,
    listener: FeedListener,
    check: (match: MatchModel) => void = () => {},
  ): Promise<() => void> {
    let match = this.followed.get(matchId);
    if (!match) {
      const created = new FollowedMatch(matchId, this.reader, this.engine, this.pubsub, this.logger, () => {
        if (this.followed.get(matchId) === created) this.followed.delete(matchId);
      });
      match = created;
      this.followed.set(matchId, match);
    }
    return match.join(listener, check);
  }

  /** A move this node committed, with the match after it: its pub/sub message is ignored later. */
  moved(after: MatchModel, message: ActionMessage): void {
    this.followed.get(after.record.id)?.moved(after, message);
  }

  /** How many matches this node follows (for tests and the bench). */
  get size(): number {
    return this.followed.size;
  }
}

/**
 * How many missed log entries a `matchUpdated` snapshot may carry; a client further behind reads
 * them from `Match.log` in pages first, so one subscription never makes the server read a long log.
 */
export const MAX_MISSED_ENTRIES = 500;

/**
 * Feeds one subscriber's `matchUpdated`: first a snapshot (the match as it stands, with the log
 * entries after `sinceSeq` when given), then one update per change. The match's state is shared
 * with every other subscriber on this node (`MatchFeeds`); redaction happens later, in the
 * resolvers, with this subscriber's own viewer. `sent`: the connection's updates (on a WebSocket),
 * told of each update once its frame is written, so that a move sent on it is answered after that.
 */
export async function subscribeToMatch(
  feeds: MatchFeeds,
  matchId: string,
  sinceSeq: number | null,
  sent: SentUpdates | null = null,
  maxMissed = MAX_MISSED_ENTRIES,
): Promise<Channel<MatchUpdateModel>> {
  let stop: (() => void) | null = null;
  const follower = sent?.follow(matchId);
  const channel = new Channel<MatchUpdateModel>(() => {
    follower?.end();
    stop?.();
  });
  if (follower) channel.onDelivered((update) => follower.sent(update.match.record.seq));
  const missedAfter = (match: MatchModel) =>
    sinceSeq === null ? null : Math.min(Math.max(0, sinceSeq), match.record.seq);
  try {
    stop = await feeds.follow(
      matchId,
      {
        snapshot: (match) =>
          channel.push({ match, entry: null, snapshot: true, missedAfter: missedAfter(match) }),
        update: (match, entry) => channel.push({ match, entry, snapshot: false, missedAfter: null }),
        fail: (error) => channel.fail(error),
      },
      (match) => {
        const behind = match.record.seq - (missedAfter(match) ?? match.record.seq);
        if (behind > maxMissed)
          throw new DomainError(
            'TOO_FAR_BEHIND',
            `${behind} actions were missed, more than ${maxMissed}: read them from the match's log, then subscribe with the last seq read`,
          );
      },
    );
  } catch (error) {
    // Refused: no update of it will ever be sent on the connection.
    follower?.end();
    throw error;
  }
  return channel;
}

/** One match followed by this node. Its work (messages, joins) runs one piece at a time, in order. */
class FollowedMatch {
  private readonly listeners = new Set<FeedListener>();
  private current: MatchModel | null = null;
  private work: Promise<unknown>;
  private unsubscribe: (() => Promise<void>) | null = null;
  private closed = false;
  /** Subscribers waiting for their turn to join: the match stays followed for them. */
  private joining = 0;

  constructor(
    private readonly matchId: string,
    private readonly reader: MatchReader,
    private readonly engine: EnginePort,
    pubsub: PubSub,
    private readonly logger: Logger,
    private readonly onClosed: () => void,
  ) {
    // Listen before the first read, so nothing committed meanwhile is lost; messages wait in line.
    this.work = pubsub
      .subscribe(channels.match(matchId), (message) => {
        void this.run(() => this.onMessage(message as MatchMessage)).catch((error: unknown) =>
          this.failAll(error),
        );
      })
      .then(
        (unsubscribe) => {
          this.unsubscribe = unsubscribe;
        },
        (error: unknown) => {
          // Not subscribed (Redis away): forget this follow, so the next subscriber tries afresh.
          this.closed = true;
          this.onClosed();
          throw error;
        },
      );
  }

  join(listener: FeedListener, check: (match: MatchModel) => void): Promise<() => void> {
    this.joining++;
    return this.run(async () => {
      this.joining--;
      try {
        this.current ??= await this.reader.require(this.matchId);
        check(this.current);
      } catch (error) {
        this.closeIfIdle();
        throw error;
      }
      listener.snapshot(this.current);
      this.listeners.add(listener);
      return () => {
        if (this.listeners.delete(listener)) this.closeIfIdle();
      };
    });
  }

  private run<T>(step: () => Promise<T>): Promise<T> {
    const result = this.work.then(step);
    this.work = result.catch(() => undefined);
    return result;
  }

  /** The last subscriber left: stop listening. A later subscriber follows the match afresh. */
  private closeIfIdle(): void {
    if (this.closed || this.listeners.size > 0 || this.joining > 0) return;
    this.closed = true;
    this.onClosed();
    void this.run(async () => {
      await this.unsubscribe?.();
    });
  }

  private async onMessage(message: MatchMessage): Promise<void> {
    const current = this.current;
    if (this.closed || current === null) return;
    if (message.kind === 'action') {
      if (message.seq <= current.record.seq) return;
      if (message.seq === current.record.seq + 1 && current.state !== null) {
        await this.advance(revive(message.entry), message.clock);
        return;
      }
    }
    await this.catchUp(message.kind !== 'action');
  }

  /** A move this node committed: taken as it is when it is the next one, no apply. */
  moved(after: MatchModel, message: ActionMessage): void {
    void this.run(async () => {
      const current = this.current;
      if (this.closed || current === null || message.seq <= current.record.seq) return;
      if (message.seq === current.record.seq + 1 && current.state !== null)
        await this.advance(message.entry, message.clock, after);
      else await this.catchUp(false);
    }).catch((error: unknown) => this.failAll(error));
  }

  /** The fan-out was interrupted: whatever changed meanwhile comes from the log and the record. */
  resync(): void {
    void this.run(() => this.catchUp(false)).catch((error: unknown) => this.failAll(error));
  }

  /**
   * Brings the shared match to the stored one, telling subscribers every step in order: the start
   * (at seq 0) if it started meanwhile, then each logged action they have not had, then the seats
   * and status as they now stand (`changed`: always; otherwise only if they differ). However late a
   * message comes, or whichever went missing, no action is skipped.
   */
  private async catchUp(changed: boolean): Promise<void> {
    if (this.closed || this.current === null) return;
    const latest = await this.reader.record(this.matchId);
    if (!latest) throw new DomainError('NOT_FOUND', `no match "${this.matchId}"`);
    let current: MatchModel = this.current;
    if (latest.startedAt !== null && current.state === null) {
      current = { record: { ...latest, seq: 0 }, state: await this.reader.stateAt(latest, 0) };
      this.current = current;
      this.emit(null);
    }
    if (latest.seq > current.record.seq) {
      for (const entry of await this.reader.log(current.record, current.record.seq, latest.seq))
        await this.advance(entry, undefined);
    }
    const reached = this.current;
    if (reached.record.seq !== latest.seq) return;
    if (changed || standing(reached.record) !== standing(latest)) {
      this.current = { record: latest, state: reached.state };
      this.emit(null);
    }
  }

  /**
   * Moves the shared state one logged action on, and tells every subscriber. `clock`: the match's
   * clock after it, when the message said (entries read from the log do not carry it). `computed`:
   * the match after it as this node's move player made it, taken instead of applying the entry.
   */
  private async advance(entry: LogRecord, clock: unknown, computed?: MatchModel): Promise<void> {
    const { record, state } = this.current!;
    if (entry.seq !== record.seq + 1) return;
    const next = computed ?? {
      record: afterMove(record, entry, clock === undefined ? record.clock : clock),
      state: this.reader.advance(record, state, [entry]),
    };
    // The record changes during play only when the game ends (result, revealed seed, placements).
    this.current =
      record.status === 'ACTIVE' && this.engine.isOver(record.game, next.state)
        ? await this.reader.require(this.matchId)
        : next;
    // The node's cache takes it when the record is whole (a clock missed from the log would be old).
    if (clock !== undefined || this.current.record.clock === null) this.reader.remember(this.current);
    this.emit(entry);
  }

  private emit(entry: LogRecord | null): void {
    const match = this.current!;
    for (const listener of this.listeners) listener.update(match, entry);
  }

  private failAll(error: unknown): void {
    this.logger.warn({ err: error, matchId: this.matchId }, 'match feed failed');
    // An outage (the database away while catching up) is a refusal for now: clients subscribe again.
    const outage = error instanceof DomainError ? null : outageOf(error);
    const failure =
      error instanceof DomainError
        ? error
        : outage
          ? unavailable(outage, error)
          : new DomainError('NOT_FOUND', 'the match could not be followed');
    for (const listener of this.listeners) listener.fail(failure);
    this.listeners.clear();
    // Subscribers still joining read the match afresh.
    this.current = null;
    this.closeIfIdle();
  }
}

/** What seat and status changes alter: compared to tell whether subscribers must hear of them. */
function standing(record: MatchRecord): string {
  return JSON.stringify([record.status, record.seats, record.result]);
}

/** Log entries that crossed pub/sub as JSON get their date back. */
function revive(entry: LogRecord): LogRecord {
  return entry.at instanceof Date ? entry : { ...entry, at: new Date(entry.at) };
}
