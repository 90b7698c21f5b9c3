import { afterEach, describe, expect, it } from 'vitest';
import { agentsInMemory, type NodeInMemory } from '../testing/agents.js';
import { MemoryMatchStore } from '../testing/memory-match-store.js';

const nodes: NodeInMemory[] = [];
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.close();
});

describe('BotDriver', () => {
  it('moves a bot when it may act, through the MovePlayer, and waits while a person is due', async () => {
    const local = agentsInMemory();
    nodes.push(local);
    const anne = local.store.addUser('anne');
    const created = await local.agents.tables.create(anne, {
      game: 'cartagena',
      seats: [{}, { bot: 'heuristic' }],
    });
    const matchId = created.record.id;
    await local.agents.tables.start(anne, matchId);
    let moves = 0;
    while (moves < 10) {
      const [seat] = await local.activeSeats(matchId);
      if (seat === 0) {
        expect(await local.agents.bots.moveBots(matchId)).toBe(false);
        const { match, legal } = await local.legalFor(matchId, 0);
        await local.agents.moves.submit(anne, matchId, match.record.seq, legal[0]);
      } else {
        expect(await local.agents.bots.moveBots(matchId)).toBe(true);
      }
      moves++;
    }
    const log = await local.store.log(matchId, 0);
    expect(log.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(log.some((entry) => entry.seat === 1)).toBe(true);
    // Every logged move was also published to the match's followers.
    const published = local.pubsub.matchMessages(matchId).filter((message) => message.kind === 'action');
    expect(published.map((message) => message.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('leaves a match that is not under way alone', async () => {
    const local = agentsInMemory();
    nodes.push(local);
    const anne = local.store.addUser('anne');
    const created = await local.agents.tables.create(anne, {
      game: 'cartagena',
      seats: [{}, { bot: 'heuristic' }],
    });
    expect(await local.agents.bots.moveBots(created.record.id)).toBe(false);
    expect(await local.agents.bots.moveBots('no-such-match')).toBe(false);
  });

  it('keeps the bot turn in the store: a node that claims it and dies leaves it to another after the lease', async () => {
    const time = { now: Date.UTC(2025, 0, 1) };
    const store = new MemoryMatchStore(() => time.now);
    const [a, b] = [agentsInMemory({ store, time }), agentsInMemory({ store, time })];
    nodes.push(a, b);
    const anne = store.addUser('anne');
    const created = await a.agents.tables.create(anne, {
      game: 'cartagena',
      seats: [{ bot: 'heuristic' }, {}],
    });
    const matchId = created.record.id;
    await a.agents.tables.start(anne, matchId);
    while ((await a.activeSeats(matchId))[0] !== 0) {
      const { match, legal } = await a.legalFor(matchId, 1);
      await a.agents.moves.submit(anne, matchId, match.record.seq, legal[0]);
    }
    time.now = store.botDueOf(matchId)!.getTime();
    const before = (await store.log(matchId, 0)).length;

    // Node A claims the turn, then dies before moving: nobody else may take it while the lease holds.
    expect(await store.claimDueBots(20, 3000)).toEqual([matchId]);
    await b.agents.bots.poll();
    expect(await store.log(matchId, 0)).toHaveLength(before);
    time.now += 3000;
    await b.agents.bots.poll();
    const log = await store.log(matchId, 0);
    expect(log).toHaveLength(before + 1);
    expect(log.at(-1)?.seat).toBe(0);
  });

  it('a move sets the next bot turn, and a bot with nothing to do clears it', async () => {
    const local = agentsInMemory();
    nodes.push(local);
    const anne = local.store.addUser('anne');
    const created = await local.agents.tables.create(anne, {
      game: 'cartagena',
      seats: [{}, { bot: 'heuristic' }],
    });
    const matchId = created.record.id;
    await local.agents.tables.start(anne, matchId);
    expect(local.store.botDueOf(matchId)).not.toBeNull();
    while ((await local.activeSeats(matchId))[0] === 1) await local.agents.bots.moveBots(matchId);
    // Anne's turn: the driver finds no bot to move and clears the turn.
    expect(await local.agents.bots.moveBots(matchId)).toBe(false);
    expect(local.store.botDueOf(matchId)).toBeNull();
    for (;;) {
      const { match, legal } = await local.legalFor(matchId, 0);
      await local.agents.moves.submit(anne, matchId, match.record.seq, legal[0]);
      if ((await local.activeSeats(matchId))[0] === 1) break;
      expect(local.store.botDueOf(matchId)).toBeNull();
    }
    // The bot's turn is due a pause after the move that gave it (the test's pause is an hour).
    expect(local.store.botDueOf(matchId)).toEqual(new Date(local.time.now + 3_600_000));
  });
});
