import type { EnginePort } from '../engine/port.js';
import type { Logger } from '../logger.js';
import { channels, type PubSub } from '../pubsub/pubsub.js';
import { subscribeAtStart } from '../pubsub/subscribe-at-start.js';
import { BotDriver, DEFAULT_BOT_SETTINGS } from './bot-driver.js';
import type { ClockSettings } from './clock.js';
import { ClockKeeper } from './clock-keeper.js';
import { Finisher } from './finisher.js';
import { Forfeiter } from './forfeiter.js';
import { LobbyFeed } from './lobby-feed.js';
import { MatchFeeds } from '../fanout/match-feed.js';
import { MovePlayer } from './move-player.js';
import { MyGames } from './my-games.js';
import { ClockPauses, type PauseStore } from './pauses.js';
import { MatchPublisher } from './publisher.js';
import { MatchReader } from './reader.js';
import type { BotStore, ClockStore, MatchStore } from './store.js';
import { TableKeeper } from './table-keeper.js';
import { TableSweeper, type TableSettings } from './table-sweeper.js';
import { AbsenceVoter } from './absence-voter.js';
import { DEFAULT_TURN_BASED, type TurnBasedSettings } from './turn-based.js';

/**
 * Where the match agents read and write: requests through the requests' pool, and the work no
 * request waits on (bots' turns, clock checks, table sweeps, ranked pairing, the guest sweep)
 * through a pool of its own, so a flood of requests can never starve it.
 */
export interface MatchStores {
  readonly requests: MatchStore;
  readonly background: MatchStore & ClockStore & BotStore;
}

/**
 * The match agents, each with one job; resolvers and other modules ask the one they need. Those at
 * the top level work through the requests' store, except the bots, clocks and sweeper, which only
 * ever do background work; `background` holds the agents that both kinds of work use, over the
 * background store.
 */
export interface MatchAgents {
  readonly reader: MatchReader;
  /** The matches this node follows for its `matchUpdated` subscribers. */
  readonly feeds: MatchFeeds;
  /** The lobby as this node follows it for its `lobbyUpdated` subscribers. */
  readonly lobby: LobbyFeed;
  readonly tables: TableKeeper;
  readonly sweeper: TableSweeper;
  readonly moves: MovePlayer;
  readonly bots: BotDriver;
  readonly clocks: ClockKeeper;
  readonly forfeits: Forfeiter;
  readonly absence: AbsenceVoter;
  readonly finisher: Finisher;
  /** Each player's games that are not over (`myGames`). */
  readonly mine: MyGames;
  /** The vacations that stop clocks at turn-based tables, read through the requests' pool. */
  readonly pauses: ClockPauses;
  /**
   * The same agents over the background store, for background work: they share the cache, the
   * per-match locks, the finishing hooks and the challenge watchers with those above, so to a match
   * the two are one.
   */
  readonly background: {
    readonly tables: TableKeeper;
    readonly forfeits: Forfeiter;
  };
  /** Follows every node's seat and status changes, so the reader's cache forgets what they change. */
  followChanges(): Promise<void>;
  /** Starts the background work: bot turns, clock checks and table sweeps, every given interval. */
  start(intervals: { readonly clockMs: number; readonly sweepMs: number }): void;
  /** Stops bots, clock checks and table sweeps, waiting for work under way. */
  close(): Promise<void>;
}

export interface MatchAgentOptions {
  readonly botDelayMs: number;
  /** How often each node looks for due bot turns (default 1 s). */
  readonly botPollMs?: number;
  /** How long a node's claim on a bot turn holds (default 3 s). */
  readonly botLeaseMs?: number;
  /** A game's ranked clock (ranked matches, and casual tables that chose a LIVE clock). */
  readonly clockFor: (game: string) => ClockSettings;
  /**
   * How long an open table may sit untouched before it closes, and a casual match before it is
   * abandoned; how many open tables one account may sit at.
   */
  readonly tables: Pick<
    TableSettings,
    'idleMs' | 'turnBasedIdleMs' | 'liveIdleMs' | 'absenceMs' | 'openPerAccount'
  >;
  /** Turn-based play: the cap on matches per account, the test pace (default DEFAULT_TURN_BASED). */
  readonly turnBased?: Partial<TurnBasedSettings> | undefined;
  /** Players' vacations, which stop their clocks at turn-based tables, over each pool (default: none). */
  readonly pauses?: { readonly requests: PauseStore; readonly background: PauseStore };
  readonly logger: Logger;
  /** The time, in milliseconds (tests set it). */
  readonly now?: () => number;
}

/**
 * Wires the agents over the two stores, the engine port and pub/sub. Which store an agent uses is
 * fixed here, once: nothing is looked up per request or per statement.
 */
export function createMatchAgents(
  stores: MatchStores,
  engine: EnginePort,
  pubsub: PubSub,
  options: MatchAgentOptions,
): MatchAgents {
  const { logger, clockFor, now } = options;
  // People's requests.
  const reader = new MatchReader(stores.requests, engine, now);
  const feeds = new MatchFeeds(reader, engine, pubsub, logger);
  // A move made on this node reaches its feed first (see `MatchPublisher.moved`).
  const publisher = new MatchPublisher(pubsub, feeds);
  const finisher = new Finisher(engine, reader, publisher);
  // A person's move past its decision's time reads its player's vacations; the background player
  // (bots, timeouts) never needs them, and the clock keeper reads them through its own pool.
  const pauses = new ClockPauses(options.pauses?.requests ?? null);
  const moves = new MovePlayer(stores.requests, reader, engine, finisher, publisher, {
    clockFor,
    botDelayMs: options.botDelayMs,
    pauses,
    ...(now ? { now } : {}),
  });
  // Background work: the same reader, finisher and player over the background store, sharing the
  // cache, the finishing hooks, the per-match locks and the moved listeners with those above.
  const store = stores.background;
  const backgroundReader = reader.withStore(store);
  const backgroundFinisher = finisher.withReader(backgroundReader);
  const backgroundMoves = moves.withStore(store, backgroundReader, backgroundFinisher);
  const bots = new BotDriver(
    backgroundMoves,
    backgroundReader,
    engine,
    store,
    {
      delayMs: options.botDelayMs,
      pollMs: options.botPollMs ?? DEFAULT_BOT_SETTINGS.pollMs,
      leaseMs: options.botLeaseMs ?? DEFAULT_BOT_SETTINGS.leaseMs,
    },
    logger,
  );
  // Both players tell these listeners: a person's move wakes the bots as a bot's does.
  moves.onMoved((record) => bots.wake(record));
  const forfeits = new Forfeiter(stores.requests, reader, moves, publisher, bots, finisher);
  const backgroundForfeits = new Forfeiter(
    store,
    backgroundReader,
    backgroundMoves,
    publisher,
    bots,
    backgroundFinisher,
  );
  const clocks = new ClockKeeper(
    store,
    backgroundReader,
    backgroundMoves,
    backgroundForfeits,
    engine,
    clockFor,
    new ClockPauses(options.pauses?.background ?? null),
    logger,
    now,
  );
  const tables = new TableKeeper(
    stores.requests,
    reader,
    engine,
    publisher,
    bots,
    clockFor,
    options.tables.openPerAccount,
    { ...DEFAULT_TURN_BASED, ...options.turnBased },
    now ?? Date.now,
  );
  const backgroundTables = tables.withStore(store, backgroundReader);
  let stopListening: (() => Promise<void>) | null = null;
  const sweeper = new TableSweeper(store, backgroundTables, options.tables, logger, now);
  return {
    reader,
    feeds,
    lobby: new LobbyFeed(reader, pubsub, logger),
    tables,
    sweeper,
    moves,
    bots,
    clocks,
    forfeits,
    absence: new AbsenceVoter(
      stores.requests,
      reader,
      moves,
      forfeits,
      publisher,
      engine,
      options.tables.absenceMs,
      now,
    ),
    finisher,
    mine: new MyGames(stores.requests, reader, engine, clockFor, pauses, now),
    pauses,
    background: { tables: backgroundTables, forfeits: backgroundForfeits },
    followChanges: async () => {
      stopListening = await subscribeAtStart(
        pubsub,
        channels.matchChanges,
        (message) => reader.invalidate((message as { matchId: string }).matchId),
        logger,
      );
    },
    start: ({ clockMs, sweepMs }) => {
      bots.start();
      clocks.start(clockMs);
      sweeper.start(sweepMs);
    },
    close: async () => {
      await stopListening?.();
      await clocks.close();
      await sweeper.close();
      await bots.close();
    },
  };
}
