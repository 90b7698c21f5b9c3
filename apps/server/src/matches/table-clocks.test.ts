import { afterEach, describe, expect, it } from 'vitest';
import { agentsInMemory, TEST_CLOCK, type NodeInMemory } from '../testing/agents.js';
import type { MatchClock } from './clock.js';
import { RELAXED_CLOCK } from './table-clocks.js';

const nodes: NodeInMemory[] = [];
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.close();
});

/** A casual two-person Cartagena table with `clock`, started. */
async function casualDuel(clock: unknown) {
  const local = agentsInMemory();
  nodes.push(local);
  const [anne, mary] = ['anne', 'mary'].map((handle) => local.store.addUser(handle));
  const { tables } = local.agents;
  const created = await tables.create(anne!, { game: 'cartagena', seats: [{}, {}], clock });
  await tables.join(mary!, created.record.id, null);
  const started = await tables.start(anne!, created.record.id);
  return { local, created, started, matchId: created.record.id };
}

describe('casual table clocks', () => {
  it('a table without a clock has none, and nobody is ever played for', async () => {
    const { local, started, matchId } = await casualDuel(undefined);
    expect(started.record.clock).toBeNull();
    local.time.now += 24 * 3600_000;
    await local.agents.clocks.check();
    expect(await local.store.log(matchId, 0)).toEqual([]);
  });

  it('a RELAXED table waits for the start, then gives the first to act five minutes', async () => {
    const { local, created, started, matchId } = await casualDuel('RELAXED');
    expect(created.record.clock).toEqual({ settings: RELAXED_CLOCK, seats: [] });
    const clock = started.record.clock as MatchClock;
    expect(clock.settings).toEqual(RELAXED_CLOCK);
    const [first] = local.engine.activeSeats('cartagena', started.state);
    expect(clock.seats.map((seat) => seat.activeSince)).toEqual(
      [0, 1].map((seat) => (seat === first ? local.time.now : null)),
    );
    expect(local.store.deadlineOf(matchId)).toEqual(new Date(local.time.now + RELAXED_CLOCK.perDecisionMs));

    local.time.now += RELAXED_CLOCK.perDecisionMs;
    await local.agents.clocks.check();
    expect(await local.store.log(matchId, 0)).toMatchObject([{ seq: 1, seat: first, timedOut: true }]);
  });

  it('a LIVE table plays the game’s ranked clock; timing out too often loses a casual duel, unrated', async () => {
    const { local, matchId } = await casualDuel('LIVE');
    const settings = (await local.agents.reader.require(matchId)).record.clock as MatchClock;
    expect(settings.settings).toEqual(TEST_CLOCK);
    for (let tick = 0; tick < 40; tick++) {
      const { record } = await local.agents.reader.require(matchId);
      if (record.status !== 'ACTIVE') break;
      local.time.now += TEST_CLOCK.perDecisionMs + TEST_CLOCK.bankMs;
      await local.agents.clocks.check();
    }
    const { record } = await local.agents.reader.require(matchId);
    expect(record.status).toBe('FINISHED');
    expect(record.ranked).toBe(false);
    expect(record.result).toMatchObject({ ending: { reason: 'timeout' } });
    expect(record.seats.filter((seat) => seat.forfeited)).toHaveLength(1);
  });

  it('refuses a clock it does not offer', async () => {
    const local = agentsInMemory();
    nodes.push(local);
    const anne = local.store.addUser('anne');
    await expect(
      local.agents.tables.create(anne, { game: 'cartagena', seats: [{}, {}], clock: 'BLITZ' }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
