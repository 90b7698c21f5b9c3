import { afterEach, describe, expect, it } from 'vitest';
import { agentsInMemory, type NodeInMemory } from '../testing/agents.js';

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
});
