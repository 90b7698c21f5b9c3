import { afterEach, describe, expect, it } from 'vitest';
import { agentsInMemory, type NodeInMemory } from '../testing/agents.js';
import type { MatchClock } from './clock.js';
import { hostOf } from './seating.js';
import { RELAXED_CLOCK } from './table-clocks.js';

const nodes: NodeInMemory[] = [];
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.close();
});

/** A finished casual table with a relaxed clock: anne resigned (a duel ends there). */
async function finishedDuel() {
  const local = agentsInMemory();
  nodes.push(local);
  const [anne, bob, eve] = ['anne', 'bob', 'eve'].map((handle) => local.store.addUser(handle));
  const { tables, forfeits } = local.agents;
  const id = (
    await tables.create(anne!, {
      game: 'cartagena',
      seats: [{}, {}],
      clock: 'RELAXED',
      visibility: 'PRIVATE',
    })
  ).record.id;
  await tables.join(bob!, id, null);
  await tables.start(anne!, id);
  await forfeits.resign(anne!, id);
  return { local, id, anne: anne!, bob: bob!, eve: eve! };
}

describe('rematches', () => {
  it('a finished duel: the same seats, options, clock and visibility, a new seed; starts once both accept', async () => {
    const { local, id, anne, bob, eve } = await finishedDuel();
    const { tables, reader } = local.agents;
    const first = (await reader.require(id)).record;
    expect(first.status).toBe('FINISHED');
    await expect(tables.offerRematch(eve, id)).rejects.toMatchObject({ code: 'NOT_SEATED' });

    const offered = await tables.offerRematch(bob, id);
    expect(offered.record).toMatchObject({
      status: 'OPEN',
      game: 'cartagena',
      visibility: 'PRIVATE',
      rematchOfId: id,
      clock: { settings: RELAXED_CLOCK, seats: [] },
    });
    expect(offered.record.seed).not.toBe(first.seed);
    expect(offered.record.seats.map((seat) => [seat.user?.handle, seat.ready])).toEqual([
      ['anne', false],
      ['bob', true],
    ]);
    // Offered again, by either player: the same table.
    expect((await tables.offerRematch(anne, id)).record.id).toBe(offered.record.id);
    expect((await reader.rematchOf(id))?.id).toBe(offered.record.id);
    // The one who offered runs the rematch; it waits for the other's acceptance.
    expect(hostOf(offered.record)?.handle).toBe('bob');
    await expect(tables.start(anne, offered.record.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(tables.start(bob, offered.record.id)).rejects.toMatchObject({ code: 'TABLE_NOT_FULL' });
    await expect(tables.acceptRematch(eve, offered.record.id)).rejects.toMatchObject({ code: 'NOT_SEATED' });

    const started = await tables.acceptRematch(anne, offered.record.id);
    expect(started.record.status).toBe('ACTIVE');
    expect((started.record.clock as MatchClock).seats).toHaveLength(2);
    // The finished match's followers heard of the offer (its page then shows it).
    expect(local.pubsub.matchMessages(id).some((message) => message.kind === 'seats')).toBe(true);
  });

  it('one who would rather not leaves the rematch, and the seat opens to anyone', async () => {
    const { local, id, anne, bob, eve } = await finishedDuel();
    const { tables } = local.agents;
    const offered = await tables.offerRematch(bob, id);
    await tables.leave(anne, offered.record.id);
    local.time.now += 1000;
    const joined = await tables.join(eve, offered.record.id, null);
    expect(joined.record.seats.map((seat) => [seat.user?.handle, seat.ready])).toEqual([
      ['eve', true],
      ['bob', true],
    ]);
    expect((await tables.start(bob, offered.record.id)).record.status).toBe('ACTIVE');
  });

  it('passes the start to the next seat, rematch after rematch', async () => {
    const { local, id, anne, bob } = await finishedDuel();
    const { tables, reader } = local.agents;
    const startedBy = async (matchId: string) => {
      const record = (await reader.require(matchId)).record;
      return local.engine.activeSeats(record.game, await reader.stateAt(record, 0));
    };
    let previous = id;
    let first = await startedBy(id);
    for (let rematch = 0; rematch < 4; rematch++) {
      const offered = await tables.offerRematch(bob, previous);
      const started = await tables.acceptRematch(anne, offered.record.id);
      const next = await startedBy(started.record.id);
      expect(next).toEqual([((first[0] ?? 0) + 1) % 2]);
      await local.agents.forfeits.resign(anne, started.record.id);
      previous = started.record.id;
      first = next;
    }
  });

  it('is refused before the end and for ranked matches; a table that is not a rematch accepts nobody', async () => {
    const local = agentsInMemory();
    nodes.push(local);
    const [anne, bob] = ['anne', 'bob'].map((handle) => local.store.addUser(handle));
    const { tables } = local.agents;
    const id = (await tables.create(anne!, { game: 'cartagena', seats: [{}, { bot: 'random' }] })).record.id;
    await expect(tables.acceptRematch(anne!, id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await tables.start(anne!, id);
    await expect(tables.offerRematch(anne!, id)).rejects.toMatchObject({ code: 'MATCH_NOT_FINISHED' });
    const ranked = local.store.createStarted({
      game: 'cartagena',
      seats: [{ userId: anne!.id }, { userId: bob!.id }],
      ranked: true,
    });
    await local.agents.forfeits.resign(bob!, ranked.id);
    await expect(tables.offerRematch(anne!, ranked.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
