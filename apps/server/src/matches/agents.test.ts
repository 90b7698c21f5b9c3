import { afterEach, describe, expect, it } from 'vitest';
import { agentsInMemory, TEST_CLOCK, TEST_TABLE_IDLE_MS, type NodeInMemory } from '../testing/agents.js';
import type { MemoryMatchStore } from '../testing/memory-match-store.js';
import type { MatchStores } from './agents.js';
import { nextDeadline, startClock } from './clock.js';

const nodes: NodeInMemory[] = [];
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.close();
});

/** The store as seen through one pool: each call's name is noted before it runs. */
function noting(store: MemoryMatchStore, calls: string[]): MemoryMatchStore {
  return new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(property));
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** Agents over one in-memory store, reached through two noting stand-ins: the two pools. */
function twoPools(through?: (store: MemoryMatchStore) => MatchStores) {
  const calls = { requests: [] as string[], background: [] as string[] };
  const local = agentsInMemory({
    through:
      through ??
      ((store) => ({
        requests: noting(store, calls.requests),
        background: noting(store, calls.background),
      })),
  });
  nodes.push(local);
  const forget = () => {
    calls.requests.length = 0;
    calls.background.length = 0;
  };
  return { local, calls, forget };
}

/** A started duel of anne against a heuristic bot; played on until the bot is due. */
async function duelWithBotDue(local: NodeInMemory) {
  const anne = local.store.addUser('anne');
  const created = await local.agents.tables.create(anne, {
    game: 'cartagena',
    seats: [{}, { bot: 'heuristic' }],
  });
  const matchId = created.record.id;
  await local.agents.tables.start(anne, matchId);
  for (;;) {
    const [seat] = await local.activeSeats(matchId);
    if (seat === 1) return { anne, matchId };
    const { match, legal } = await local.legalFor(matchId, 0);
    await local.agents.moves.submit(anne, matchId, match.record.seq, legal[0]);
  }
}

describe('the match agents over two stores', () => {
  it('a person’s move goes through the requests’ store; the bot’s turn through the background one, from the same cache', async () => {
    const { local, calls, forget } = twoPools();
    const anne = local.store.addUser('anne');
    const created = await local.agents.tables.create(anne, {
      game: 'cartagena',
      seats: [{}, { bot: 'heuristic' }],
    });
    const matchId = created.record.id;
    await local.agents.tables.start(anne, matchId);
    expect(calls.background).toEqual([]);
    let botMoves = 0;
    while (botMoves < 3) {
      const [seat] = await local.activeSeats(matchId);
      forget();
      if (seat === 0) {
        const { match, legal } = await local.legalFor(matchId, 0);
        forget();
        await local.agents.moves.submit(anne, matchId, match.record.seq, legal[0]);
        // The cached match agreed with her: one append, nothing read, nothing in the background.
        expect(calls).toEqual({ requests: ['append'], background: [] });
      } else {
        expect(await local.agents.bots.moveBots(matchId)).toBe(true);
        // The bot reads the record afresh, and takes the state its last move left in the shared
        // cache (no log read); then it appends.
        expect(calls).toEqual({ requests: [], background: ['find', 'append'] });
        botMoves += 1;
      }
    }
  });

  it('a bot’s turn waits for a person’s move on the same match: both stores take one lock per match', async () => {
    // The requests' appends wait at this gate while it is closed.
    let gate: Promise<void> | null = null;
    const background: string[] = [];
    const { local } = twoPools((store) => ({
      requests: new Proxy(store, {
        get(target, property) {
          const value: unknown = Reflect.get(target, property, target);
          if (typeof value !== 'function') return value;
          const call = (...args: unknown[]) => (value as (...args: unknown[]) => unknown).apply(target, args);
          return property === 'append' ? async (...args: unknown[]) => (await gate, call(...args)) : call;
        },
      }),
      background: noting(store, background),
    }));
    const { anne, matchId } = await duelWithBotDue(local);
    while ((await local.activeSeats(matchId))[0] !== 0) await local.agents.bots.moveBots(matchId);
    const { match, legal } = await local.legalFor(matchId, 0);
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    background.length = 0;
    // Her move is under way, its append held at the gate; the bot's turn comes meanwhile.
    const moving = local.agents.moves.submit(anne, matchId, match.record.seq, legal[0]);
    const botTurn = local.agents.bots.moveBots(matchId);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(background).toEqual([]);
    open();
    const moved = await moving;
    await botTurn;
    // Only then did the bot read the match, at the seq her move left.
    expect(background[0]).toBe('find');
    expect(moved.record.seq).toBe(match.record.seq + 1);
  });

  it('clocks, the forfeits they cause, and table sweeps go through the background store alone', async () => {
    const { local, calls, forget } = twoPools();
    const [anne, mary] = [local.store.addUser('anne'), local.store.addUser('mary')];
    const seed = 'pools/clock';
    const state = local.engine.setup('cartagena', { players: 2, seed, options: {} });
    const clock = startClock(
      TEST_CLOCK,
      2,
      [...local.engine.activeSeats('cartagena', state)],
      local.time.now,
    );
    const ranked = local.store.createStarted({
      game: 'cartagena',
      seed,
      seats: [anne, mary].map((viewer) => ({ userId: viewer.id })),
      ranked: true,
      clock,
      deadlineAt: new Date(nextDeadline(clock, TEST_CLOCK)!),
    });
    const table = await local.agents.tables.create(anne, { game: 'cartagena', seats: [{}, {}] });
    forget();
    // The seat to move times out until it forfeits, which ends the duel.
    for (let timeout = 0; timeout < TEST_CLOCK.maxTimeouts; timeout++) {
      local.time.now = local.store.deadlineOf(ranked.id)!.getTime();
      await local.agents.clocks.check();
    }
    expect(calls.background).toEqual(
      expect.arrayContaining(['claimExpired', 'append', 'forfeit', 'endEarly']),
    );
    local.time.now += TEST_TABLE_IDLE_MS;
    expect(await local.agents.sweeper.sweep()).toEqual([table.record.id]);
    expect(calls.background).toEqual(expect.arrayContaining(['closeIdleTables', 'closeIdleMatches']));
    expect(calls.requests).toEqual([]);
    expect((await local.agents.reader.require(ranked.id)).record.status).toBe('FINISHED');
  });
});
