import type { MatchResult } from '@brethren/engine';
import DataLoader from 'dataloader';
import type { Viewer } from '../accounts/service.js';
import type { EnginePort, GameSetup, Replayed } from '../engine/port.js';
import { DomainError } from '../errors.js';
import {
  createdCursor,
  mapNodes,
  paginate,
  type Connection,
  type CreatedKey,
  type ListSpec,
  type PageArgs,
  type PageQuery,
} from '../pagination.js';
import { isDeletedPlayer } from './departed.js';
import { MatchCache } from './match-cache.js';
import { isMatchId } from './match-id.js';
import type { LazyMatchModel, LogRecord, MatchModel, MatchRecord } from './model.js';
import type { HistoryFilter, MatchStore } from './store.js';

/**
 * Reads matches: records with their game state (cached, brought up to date from the log, or
 * replayed), the state at any seq, the log, the lobby's lists and the history. The cache it keeps
 * is the hot path's: MovePlayer leaves each new state here, so the next action needs no read.
 */
export class MatchReader {
  constructor(
    private readonly store: MatchStore,
    private readonly engine: EnginePort,
    private readonly now: () => number = Date.now,
    private readonly cache = new MatchCache(),
  ) {}

  /**
   * A reader over `store` (the background pool's, for bots and clocks) that keeps this one's cache:
   * what either reads, remembers or invalidates, both see, so the node holds one copy of a match.
   */
  withStore(store: MatchStore): MatchReader {
    return new MatchReader(store, this.engine, this.now, this.cache);
  }

  /** The match's record alone: no state, no log read (null too when `id` is not even a match id). */
  async record(id: string): Promise<MatchRecord | null> {
    return isMatchId(id) ? this.store.find(id) : null;
  }

  /** The match, or null when there is none (or `id` is not even a match id). */
  async get(id: string): Promise<MatchModel | null> {
    const record = isMatchId(id) ? await this.store.find(id) : null;
    return record && this.model(record);
  }

  async require(id: string): Promise<MatchModel> {
    const model = await this.get(id);
    if (!model) throw new DomainError('NOT_FOUND', `no match "${id}"`);
    return model;
  }

  async model(record: MatchRecord): Promise<MatchModel> {
    return { record, state: await this.stateOf(record) };
  }

  /**
   * The match as this node last knew it, without a read; none if another node is known to have
   * changed its seats or status since. It may still be behind by actions (the append decides).
   */
  cached(matchId: string): MatchModel | undefined {
    return this.cache.fresh(matchId);
  }

  remember(model: MatchModel): void {
    this.cache.set(model.record, model.state);
  }

  /** The cached record may be out of date: read it again before judging the next action. */
  invalidate(matchId: string): void {
    this.cache.markStale(matchId);
  }

  /** The state at the record's seq: from the cache, brought up to date from the log, or replayed. */
  private async stateOf(record: MatchRecord): Promise<unknown> {
    if (record.startedAt === null) return null;
    const cached = this.cache.get(record.id);
    const cachedSeq = cached?.record.startedAt ? cached.record.seq : -1;
    let state = cached?.state;
    if (cachedSeq !== record.seq) {
      const from = cached && cachedSeq >= 0 && cachedSeq < record.seq ? cachedSeq : 0;
      const entries = await this.store.log(record.id, from, record.seq);
      state =
        from > 0
          ? this.advance(record, cached?.state, entries)
          : this.replayed(record, entries, this.engine.replay(record.game, setupOf(record), entries));
    }
    this.cache.set(record, state);
    return state;
  }

  /** Applies logged actions to a state; they were legal when logged, so a refusal is corruption. */
  advance(record: MatchRecord, state: unknown, entries: readonly LogRecord[]): unknown {
    return this.replayed(record, entries, this.engine.advance(record.game, state, entries));
  }

  /** The state as it was right after `seq` (0: the start), replayed from the log. */
  async stateAt(record: MatchRecord, seq: number): Promise<unknown> {
    if (record.startedAt === null) return null;
    const cached = this.cache.get(record.id);
    if (cached?.record.startedAt && cached.record.seq === seq) return cached.state;
    const entries = await this.store.log(record.id, 0, seq);
    return this.replayed(record, entries, this.engine.replay(record.game, setupOf(record), entries));
  }

  private replayed(record: MatchRecord, entries: readonly LogRecord[], replayed: Replayed): unknown {
    if (replayed.ok) return replayed.state;
    const seq = entries[replayed.index]?.seq;
    throw new Error(`match ${record.id} log entry ${seq} no longer applies: ${replayed.error.message}`);
  }

  /** The log after `sinceSeq` (up to `upToSeq`). */
  log(record: MatchRecord, sinceSeq: number, upToSeq?: number): Promise<LogRecord[]> {
    return this.store.log(record.id, Math.max(0, sinceSeq), upToSeq);
  }

  /** Public tables waiting for players, newest first. */
  async openMatches(game: string | null | undefined, page: PageArgs): Promise<Connection<LazyMatchModel>> {
    return this.page(page, OPEN_MATCHES, (query) =>
      this.store.list(
        { status: 'OPEN', visibility: 'PUBLIC', ...(game ? { game } : {}) },
        query.take,
        query.after,
      ),
    );
  }

  /**
   * Public matches under way that someone moved in lately, newest first: a table everyone walked
   * away from is not shown as live while it waits to be abandoned, and a turn-based one, played a
   * move every few hours, is not live at all (nor read: the index range leaves them out).
   */
  async liveMatches(game: string | null | undefined, page: PageArgs): Promise<Connection<LazyMatchModel>> {
    const touchedSince = new Date(this.now() - LIVE_LISTING_MS);
    return this.page(page, LIVE_MATCHES, (query) =>
      this.store.list(
        { status: 'ACTIVE', visibility: 'PUBLIC', touchedSince, turnBased: false, ...(game ? { game } : {}) },
        query.take,
        query.after,
      ),
    );
  }

  /**
   * Public matches under way or finished (or in `filter.status`), and the private ones the viewer
   * sat in, newest first.
   */
  async history(
    filter: HistoryFilter,
    page: PageArgs,
    list: ListSpec<MatchRecord, CreatedKey> = HISTORY,
  ): Promise<Connection<LazyMatchModel>> {
    return this.page(page, list, (query) => this.store.history(filter, query.take, query.after));
  }

  private async page(
    page: PageArgs,
    list: ListSpec<MatchRecord, CreatedKey>,
    read: (query: PageQuery<CreatedKey>) => Promise<MatchRecord[]>,
  ): Promise<Connection<LazyMatchModel>> {
    const connection = await paginate(page, list, read);
    const states = this.stateLoader();
    return mapNodes(connection, (record) => ({ record, loadState: () => states.load(record) }));
  }

  /** The rematch offered after the match `matchId`, if any (its record alone). */
  rematchOf(matchId: string): Promise<MatchRecord | null> {
    return this.store.findRematch(matchId);
  }

  /** Matches whose states are loaded only if a field needs them, together (one log read). */
  lazyAll(records: readonly MatchRecord[]): LazyMatchModel[] {
    const states = this.stateLoader();
    return records.map((record) => ({ record, loadState: () => states.load(record) }));
  }

  /** A match whose state is loaded only if a field needs it (lobby events). */
  lazy(record: MatchRecord): LazyMatchModel {
    const states = this.stateLoader();
    return { record, loadState: () => states.load(record) };
  }

  /**
   * Loads the states of the records asked for in one tick together (a page's), with one log read
   * for all of them, each once. DataLoader does the batching and the memo: a well-kept library
   * whose contract (one batch per tick, one load per key) is exactly this.
   */
  private stateLoader(): DataLoader<MatchRecord, unknown, string> {
    return new DataLoader((records) => this.statesOf(records), { cacheKeyFn: (record) => record.id });
  }

  private async statesOf(records: readonly MatchRecord[]): Promise<unknown[]> {
    const cachedAt = (record: MatchRecord) => {
      const cached = this.cache.get(record.id);
      return cached?.record.startedAt && cached.record.seq === record.seq ? cached : undefined;
    };
    const toReplay = records.filter((record) => record.startedAt !== null && !cachedAt(record));
    const logs = toReplay.length > 0 ? await this.store.logs(toReplay.map((record) => record.id)) : new Map();
    return records.map((record) => {
      if (record.startedAt === null) return null;
      const cached = cachedAt(record);
      if (cached) return cached.state;
      const entries = ((logs.get(record.id) ?? []) as LogRecord[]).filter((entry) => entry.seq <= record.seq);
      return this.replayed(record, entries, this.engine.replay(record.game, setupOf(record), entries));
    });
  }

  seatOf(record: MatchRecord, viewer: Viewer | null): number | null {
    if (!viewer) return null;
    return record.seats.find((seat) => seat.userId === viewer.id)?.seat ?? null;
  }

  /** The stored result, its summary naming players instead of seat numbers. */
  result(record: MatchRecord): MatchResult | null {
    return record.result && this.engine.nameResult(record.result, seatNames(record));
  }
}

/** Matches are listed newest first, by creation time and then id. */
function byCreation(list: string, defaultFirst: number): ListSpec<MatchRecord, CreatedKey> {
  return {
    cursor: createdCursor(list),
    defaultFirst,
    keyOf: (record) => ({ createdAt: record.createdAt, id: record.id }),
  };
}

/** A match nobody moved in for this long is left out of `liveMatches`. */
export const LIVE_LISTING_MS = 15 * 60_000;

const OPEN_MATCHES = byCreation('openMatches', 50);
const LIVE_MATCHES = byCreation('liveMatches', 50);
const HISTORY = byCreation('matches', 20);
/** A player's profile's latest matches: the history filtered by player, 10 to a page. */
export const RECENT_MATCHES = byCreation('recentMatches', 10);

function setupOf(record: MatchRecord): GameSetup {
  return { players: record.playerCount, seed: record.seed, options: record.options };
}

/** What people call each seat: the player's handle, the bot's level, or a deleted player. */
function seatNames(record: MatchRecord): string[] {
  return record.seats.map((seat) =>
    seat.user
      ? seat.user.handle
      : isDeletedPlayer(record, seat)
        ? 'a deleted player'
        : `${seat.botLevel ?? 'open'} bot`,
  );
}
