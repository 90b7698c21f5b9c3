import { afterEach, describe, expect, it } from 'vitest';
import type { Context } from '../context.js';
import { unavailable } from '../faults/unavailable.js';
import { agentsInMemory, startedDuel, type NodeInMemory as Node } from '../testing/agents.js';
import { matchResolvers } from './resolvers.js';

const nodes: Node[] = [];
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.close();
});

type Subscribe = (
  root: unknown,
  args: { matchId: string; sinceSeq: number | null },
  context: Context,
) => Promise<unknown>;
const { subscribe } = matchResolvers.Subscription!.matchUpdated as unknown as { subscribe: Subscribe };

describe('Subscription.matchUpdated', () => {
  it('refused when the player cannot be counted at the table, it leaves no feed behind', async () => {
    const node = agentsInMemory();
    nodes.push(node);
    const { matchId, mover } = await startedDuel(node);
    const context = (arrive: () => Promise<() => Promise<void>>) =>
      ({
        viewer: mover,
        sentUpdates: null,
        services: {
          matches: { feeds: node.agents.feeds },
          atTable: { arrive },
          arenaPresence: { atTable: () => Promise.resolve(() => Promise.resolve()) },
        },
      }) as unknown as Context;

    const away = context(() => Promise.reject(unavailable('redis')));
    await expect(subscribe(null, { matchId, sinceSeq: null }, away)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(node.agents.feeds.size).toBe(0);

    let left = 0;
    const here = context(() => Promise.resolve(async () => void left++));
    const feed = (await subscribe(null, { matchId, sinceSeq: null }, here)) as AsyncIterableIterator<unknown>;
    expect(node.agents.feeds.size).toBe(1);
    await feed.return!();
    expect([node.agents.feeds.size, left]).toEqual([0, 1]);
  });
});
