import { afterEach, describe, expect, it } from 'vitest';
import {
  agentsInMemory,
  TEST_LIVE_IDLE_MS,
  TEST_TABLE_IDLE_MS,
  type NodeInMemory,
} from '../testing/agents.js';
import { LIVE_LISTING_MS } from './reader.js';

const nodes: NodeInMemory[] = [];
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.close();
});

describe('TableKeeper', () => {
  it('opens, seats, unseats and starts a table, telling the lobby each time', async () => {
    const local = agentsInMemory();
    nodes.push(local);
    const [anne, mary, tom] = ['anne', 'mary', 'tom'].map((handle) => local.store.addUser(handle));
    const { tables } = local.agents;
    const created = await tables.create(anne!, { game: 'cartagena', seats: [{}, {}, {}] });
    const matchId = created.record.id;
    await tables.join(mary!, matchId, 2);
    await expect(tables.join(tom!, matchId, 2)).rejects.toMatchObject({ code: 'SEAT_TAKEN' });
    await expect(tables.start(anne!, matchId)).rejects.toMatchObject({ code: 'TABLE_NOT_FULL' });
    await tables.join(tom!, matchId, null);
    await tables.leave(tom!, matchId);
    await tables.join(tom!, matchId, 1);
    await expect(tables.start(mary!, matchId)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const started = await tables.start(anne!, matchId);
    expect(started.record.status).toBe('ACTIVE');
    expect(started.record.seats.map((seat) => seat.user?.handle)).toEqual(['anne', 'tom', 'mary']);
    expect(started.state).not.toBeNull();
    expect(local.pubsub.lobbyKinds()).toEqual([
      'CREATED',
      'UPDATED',
      'UPDATED',
      'UPDATED',
      'UPDATED',
      'STARTED',
    ]);
  });

  it('refuses unknown games, bot levels and options with codes', async () => {
    const local = agentsInMemory();
    nodes.push(local);
    const anne = local.store.addUser('anne');
    const create = (input: object) => local.agents.tables.create(anne, input);
    await expect(create({ game: 'chess', seats: [{}, {}] })).rejects.toMatchObject({ code: 'UNKNOWN_GAME' });
    await expect(create({ game: 'cartagena', seats: [{}] })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await expect(create({ game: 'cartagena', seats: [{}, { bot: 'genius' }] })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await expect(
      create({ game: 'cartagena', seats: [{}, {}], options: { tiles: 99 } }),
    ).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
    });
  });

  it('seats an account once, however many seats it asks for at once', async () => {
    const local = agentsInMemory();
    nodes.push(local);
    const [anne, mary] = ['anne', 'mary'].map((handle) => local.store.addUser(handle));
    const { tables } = local.agents;
    const matchId = (await tables.create(anne!, { game: 'cartagena', seats: [{}, {}, {}, {}] })).record.id;
    const results = await Promise.allSettled(
      [1, 2, 3, null].map((seat) => tables.join(mary!, matchId, seat)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(
      results.flatMap((result) =>
        result.status === 'rejected' ? [(result.reason as { code: string }).code] : [],
      ),
    ).toEqual(['ALREADY_SEATED', 'ALREADY_SEATED', 'ALREADY_SEATED']);
    const seated = (await local.agents.reader.require(matchId)).record.seats.map((seat) => seat.user?.handle);
    expect(seated.filter((handle) => handle === 'mary')).toHaveLength(1);
  });

  it('hands the table to whoever sat down next when its creator leaves', async () => {
    const local = agentsInMemory();
    nodes.push(local);
    const [anne, mary, tom] = ['anne', 'mary', 'tom'].map((handle) => local.store.addUser(handle));
    const { tables } = local.agents;
    const matchId = (await tables.create(anne!, { game: 'cartagena', seats: [{}, {}, {}] })).record.id;
    local.time.now += 1000;
    await tables.join(mary!, matchId, 2);
    local.time.now += 1000;
    await tables.join(tom!, matchId, 1);
    await tables.leave(anne!, matchId);
    await expect(tables.start(tom!, matchId)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(tables.start(mary!, matchId)).rejects.toMatchObject({ code: 'TABLE_NOT_FULL' });
    await tables.join(anne!, matchId, 0);
    // Coming back is sitting down anew: the table stays Mary's.
    await expect(tables.start(anne!, matchId)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await tables.start(mary!, matchId)).record.status).toBe('ACTIVE');
  });

  it('closes open tables nobody joined or left for the idle time, and tells the lobby', async () => {
    const local = agentsInMemory();
    nodes.push(local);
    const [anne, mary] = ['anne', 'mary'].map((handle) => local.store.addUser(handle));
    const { tables, sweeper, reader } = local.agents;
    const early = (await tables.create(anne!, { game: 'cartagena', seats: [{}, {}] })).record.id;
    local.time.now += TEST_TABLE_IDLE_MS / 2;
    const late = (await tables.create(anne!, { game: 'cartagena', seats: [{}, {}] })).record.id;
    const started = (await tables.create(anne!, { game: 'cartagena', seats: [{}, { bot: 'random' }] })).record
      .id;
    await tables.start(anne!, started);
    local.time.now += TEST_TABLE_IDLE_MS / 2;
    expect(await sweeper.sweep()).toEqual([early]);
    await tables.join(mary!, late, null);
    local.time.now += TEST_TABLE_IDLE_MS / 2;
    expect(await sweeper.sweep()).toEqual([]);
    local.time.now += TEST_TABLE_IDLE_MS / 2;
    expect(await sweeper.sweep()).toEqual([late]);
    expect((await reader.require(early)).record.status).toBe('ABORTED');
    expect((await reader.require(started)).record.status).toBe('ACTIVE');
    expect(local.pubsub.lobbyKinds().filter((kind) => kind === 'CLOSED')).toHaveLength(2);
    await expect(tables.join(mary!, early, null)).rejects.toMatchObject({ code: 'MATCH_NOT_OPEN' });
  });

  it('abandons a casual match nobody moved in for the live idle time; stops listing it as live sooner', async () => {
    const local = agentsInMemory();
    nodes.push(local);
    const [anne, mary, tom, eve] = ['anne', 'mary', 'tom', 'eve'].map((handle) =>
      local.store.addUser(handle),
    );
    const { tables, sweeper, reader, moves } = local.agents;
    const duel = async (host: typeof anne, guest: typeof anne) => {
      const id = (await tables.create(host!, { game: 'cartagena', seats: [{}, {}] })).record.id;
      await tables.join(guest!, id, null);
      await tables.start(host!, id);
      return id;
    };
    const quiet = await duel(anne, mary);
    const busy = await duel(tom, eve);
    const ranked = local.store.createStarted({
      game: 'cartagena',
      seats: [{ userId: local.store.addUser('rita').id }, { userId: local.store.addUser('ron').id }],
      ranked: true,
    }).id;
    const live = async () =>
      (await reader.liveMatches(null, {})).edges.map((edge) => edge.node.record.id).sort();
    expect(await live()).toEqual([busy, quiet, ranked].sort());

    local.time.now += LIVE_LISTING_MS + 1;
    const model = await reader.require(busy);
    const [seat] = local.engine.activeSeats('cartagena', model.state);
    const action = local.engine.legalActions('cartagena', model.state, seat!)[0];
    await moves.submit(seat === 0 ? tom! : eve!, busy, model.record.seq, action);
    expect(await live()).toEqual([busy]);

    local.time.now += TEST_LIVE_IDLE_MS - LIVE_LISTING_MS - 1;
    expect(await sweeper.sweep()).toEqual([quiet]);
    expect((await reader.require(quiet)).record.status).toBe('ABORTED');
    expect((await reader.require(busy)).record.status).toBe('ACTIVE');
    expect((await reader.require(ranked)).record.status).toBe('ACTIVE');
    expect(local.pubsub.lobbyKinds().at(-1)).toBe('CLOSED');
  });

  it('answers an id that is not a match id as a match that does not exist', async () => {
    const local = agentsInMemory();
    nodes.push(local);
    const anne = local.store.addUser('anne');
    for (const id of [
      '',
      'abc',
      'ZZZZZZZZ-0000-7000-8000-000000000001',
      '00000000-0000-7000-8000-999999999999',
    ])
      await expect(local.agents.tables.join(anne, id, null)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await local.agents.reader.get('not-a-uuid')).toBeNull();
  });
});
