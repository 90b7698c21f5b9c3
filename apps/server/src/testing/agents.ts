import type { Viewer } from '../accounts/service.js';
import { EnginePort } from '../engine/port.js';
import { createLogger } from '../logger.js';
import { createMatchAgents, type MatchAgents, type MatchStores } from '../matches/agents.js';
import type { ClockSettings } from '../matches/clock.js';
import type { MatchMessage, MatchModel } from '../matches/model.js';
import type { PauseStore } from '../matches/pauses.js';
import { DEFAULT_TABLE_SETTINGS } from '../matches/table-sweeper.js';
import { MemoryPubSub } from '../pubsub/memory.js';
import { channels, type PubSub } from '../pubsub/pubsub.js';
import { MemoryMatchStore } from './memory-match-store.js';

/** In-process pub/sub that also keeps what was published, in order, for assertions. */
export class RecordingPubSub implements PubSub {
  /** It stands for the fan-out between nodes: everything a node would send is recorded. */
  readonly crossesNodes = true;
  readonly published: { channel: string; message: unknown }[] = [];
  private readonly delivery = new MemoryPubSub();

  async publish(channel: string, message: unknown): Promise<void> {
    this.published.push({ channel, message: JSON.parse(JSON.stringify(message)) as unknown });
    await this.delivery.publish(channel, message);
  }

  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>> {
    return this.delivery.subscribe(channel, handler);
  }

  private readonly resumedListeners: (() => void)[] = [];

  onResumed(listener: () => void): void {
    this.resumedListeners.push(listener);
  }

  /** As after a reconnect: tells listeners that messages may have been missed. */
  resume(): void {
    for (const listener of this.resumedListeners) listener();
  }

  close(): Promise<void> {
    return this.delivery.close();
  }

  /** What a match's followers were told. */
  matchMessages(matchId: string): MatchMessage[] {
    return this.published
      .filter((entry) => entry.channel === channels.match(matchId))
      .map((entry) => entry.message as MatchMessage);
  }

  lobbyKinds(): string[] {
    return this.published
      .filter((entry) => entry.channel === channels.lobby)
      .map((entry) => (entry.message as { kind: string }).kind);
  }
}

export const TEST_CLOCK: ClockSettings = { perDecisionMs: 10_000, bankMs: 5_000, maxTimeouts: 2 };

/** Open tables close after ten idle minutes of the hand-moved clock (tests call `sweeper.sweep`). */
export const TEST_TABLE_IDLE_MS = 10 * 60_000;
/** An open turn-based table waits a day. */
export const TEST_TURN_BASED_IDLE_MS = 24 * 3600_000;
export const TEST_LIVE_IDLE_MS = 60 * 60_000;
export const TEST_ABSENCE_MS = 3 * 60_000;

/**
 * The match agents over in-memory storage, the real engine and a hand-moved clock: one server
 * node, no database, no HTTP. Bots move only when a test calls `bots.moveBots`.
 */
export function agentsInMemory(
  options: {
    store?: MemoryMatchStore;
    time?: { now: number };
    clock?: ClockSettings;
    /** Players' vacations (default none). */
    pauses?: PauseStore;
    /** What requests and background work go through (default: `store`, both). */
    through?: (store: MemoryMatchStore) => MatchStores;
  } = {},
) {
  const time = options.time ?? { now: Date.UTC(2025, 0, 1) };
  const now = () => time.now;
  const store = options.store ?? new MemoryMatchStore(now);
  const pubsub = new RecordingPubSub();
  const engine = new EnginePort();
  const stores = options.through?.(store) ?? { requests: store, background: store };
  const agents: MatchAgents = createMatchAgents(stores, engine, pubsub, {
    // Never by timer: tests move bots themselves.
    botDelayMs: 3_600_000,
    clockFor: () => options.clock ?? TEST_CLOCK,
    tables: {
      idleMs: TEST_TABLE_IDLE_MS,
      turnBasedIdleMs: TEST_TURN_BASED_IDLE_MS,
      liveIdleMs: TEST_LIVE_IDLE_MS,
      absenceMs: TEST_ABSENCE_MS,
      openPerAccount: DEFAULT_TABLE_SETTINGS.openPerAccount,
    },
    ...(options.pauses ? { pauses: { requests: options.pauses, background: options.pauses } } : {}),
    logger: createLogger('silent'),
    now,
  });
  // As a node does at its start; in memory the subscription is made before this call returns.
  void agents.followChanges();
  const node = {
    store,
    pubsub,
    engine,
    agents,
    time,
    /** The match and `seat`'s legal actions in it. */
    async legalFor(matchId: string, seat: number): Promise<{ match: MatchModel; legal: readonly unknown[] }> {
      const match = await agents.reader.require(matchId);
      return { match, legal: engine.legalActions(match.record.game, match.state, seat) };
    },
    /** The seats that may act now. */
    async activeSeats(matchId: string): Promise<readonly number[]> {
      const match = await agents.reader.require(matchId);
      return match.state === null ? [] : engine.activeSeats(match.record.game, match.state);
    },
    /**
     * Plays the match to its end: `viewers[seat]` plays as the heuristic bot would when due, bots
     * move through the bot driver.
     */
    async playOut(matchId: string, viewers: readonly (Viewer | null)[]): Promise<MatchModel> {
      for (let step = 0; step < 5000; step++) {
        const match = await agents.reader.require(matchId);
        if (match.record.status !== 'ACTIVE') return match;
        const seat = engine
          .activeSeats(match.record.game, match.state)
          .find((active) => viewers[active] && !match.record.seats[active]?.forfeited);
        if (seat === undefined) {
          if (!(await agents.bots.moveBots(matchId))) throw new Error('nobody can move');
          continue;
        }
        const seed = `test/${match.record.seq}/${seat}`;
        const choice = await engine.botAction(match.record.game, match.state, seat, 'heuristic', seed);
        await agents.moves.submit(viewers[seat] as Viewer, matchId, match.record.seq, choice?.action);
      }
      throw new Error('the match did not finish');
    },
    close: () => agents.close(),
  };
  return node;
}

export type NodeInMemory = ReturnType<typeof agentsInMemory>;

/**
 * A started two-seat table of `game` (Cartagena unless given): anne opened it, mary joined.
 * `mover` is whose turn it is, `legal` its legal actions.
 */
export async function startedDuel(node: NodeInMemory, game = 'cartagena', options: object = {}) {
  const table = await startedTable(node, ['anne', 'mary'], game, options);
  return { ...table, waiting: table.viewers[1 - table.seat] as Viewer };
}

/**
 * A started unrated table of `game` with one seat per handle (the first opened it, the others
 * joined) and then one per bot level. `mover` is whose turn it is, `legal` its legal actions.
 */
export async function startedTable(
  node: NodeInMemory,
  handles: readonly string[],
  game = 'cartagena',
  options: object = {},
  bots: readonly string[] = [],
) {
  const viewers = handles.map((handle) => node.store.addUser(handle));
  const { tables } = node.agents;
  const seats = [...handles.map(() => ({})), ...bots.map((bot) => ({ bot }))];
  const created = await tables.create(viewers[0]!, { game, seats, options });
  const matchId = created.record.id;
  for (const viewer of viewers.slice(1)) await tables.join(viewer, matchId, null);
  await tables.start(viewers[0]!, matchId);
  const [seat = 0] = await node.activeSeats(matchId);
  const { match, legal } = await node.legalFor(matchId, seat);
  return { matchId, viewers, seat, mover: viewers[seat] as Viewer, match, legal };
}
