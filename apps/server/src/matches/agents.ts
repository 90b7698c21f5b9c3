import type { EnginePort } from '../engine/port.js';
import type { Logger } from '../logger.js';
import { channels, type PubSub } from '../pubsub/pubsub.js';
import { BotDriver, DEFAULT_BOT_SETTINGS } from './bot-driver.js';
import type { ClockSettings } from './clock.js';
import { ClockKeeper } from './clock-keeper.js';
import { Finisher } from './finisher.js';
import { Forfeiter } from './forfeiter.js';
import { LobbyFeed } from './lobby-feed.js';
import { MatchFeeds } from './match-feed.js';
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

/** The match agents, each with one job; resolvers and other modules ask the one they need. */
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
  /** The vacations that stop clocks at turn-based tables. */
  readonly pauses: ClockPauses;
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
  /** Players' vacations, which stop their clocks at turn-based tables (default: none). */
  readonly pauses?: PauseStore;
  readonly logger: Logger;
  /** The time, in milliseconds (tests set it). */
  readonly now?: () => number;
}

/** Wires the agents over a store, the engine port and pub/sub. */
export function createMatchAgents(
  store: MatchStore & ClockStore & BotStore,
  engine: EnginePort,
  pubsub: PubSub,
  options: MatchAgentOptions,
): MatchAgents {
  const { logger, clockFor, now } = options;
  const publisher = new MatchPublisher(pubsub);
  const reader = new MatchReader(store, engine, now);
  const finisher = new Finisher(engine, reader, publisher);
  const pauses = new ClockPauses(options.pauses ?? null);
  const moves = new MovePlayer(store, reader, engine, finisher, publisher, {
    clockFor,
    botDelayMs: options.botDelayMs,
    pauses,
    ...(now ? { now } : {}),
  });
  const bots = new BotDriver(
    moves,
    reader,
    engine,
    store,
    {
      delayMs: options.botDelayMs,
      pollMs: options.botPollMs ?? DEFAULT_BOT_SETTINGS.pollMs,
      leaseMs: options.botLeaseMs ?? DEFAULT_BOT_SETTINGS.leaseMs,
    },
    logger,
  );
  moves.onMoved((record) => bots.wake(record));
  const forfeits = new Forfeiter(store, reader, moves, publisher, bots, finisher);
  const clocks = new ClockKeeper(store, reader, moves, forfeits, engine, clockFor, pauses, logger, now);
  const tables = new TableKeeper(
    store,
    reader,
    engine,
    publisher,
    bots,
    clockFor,
    options.tables.openPerAccount,
    { ...DEFAULT_TURN_BASED, ...options.turnBased },
    now ?? Date.now,
  );
  const listening = pubsub.subscribe(channels.matchChanges, (message) =>
    reader.invalidate((message as { matchId: string }).matchId),
  );
  const sweeper = new TableSweeper(store, tables, options.tables, logger, now);
  return {
    reader,
    feeds: new MatchFeeds(reader, engine, pubsub, logger),
    lobby: new LobbyFeed(reader, pubsub, logger),
    tables,
    sweeper,
    moves,
    bots,
    clocks,
    forfeits,
    absence: new AbsenceVoter(
      store,
      reader,
      moves,
      forfeits,
      publisher,
      engine,
      options.tables.absenceMs,
      now,
    ),
    finisher,
    mine: new MyGames(store, reader, engine, clockFor, pauses, now),
    pauses,
    start: ({ clockMs, sweepMs }) => {
      bots.start();
      clocks.start(clockMs);
      sweeper.start(sweepMs);
    },
    close: async () => {
      await (
        await listening
      )();
      await clocks.close();
      await sweeper.close();
      await bots.close();
    },
  };
}
