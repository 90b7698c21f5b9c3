import { afterEach, describe, expect, it } from 'vitest';
import { unavailable } from '../faults/unavailable.js';
import { agentsInMemory, type NodeInMemory } from '../testing/agents.js';
import type { LobbyEventModel } from './model.js';

const nodes: NodeInMemory[] = [];
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.close();
});

describe('LobbyFeed', () => {
  it('a subscription the fan-out could not confirm is forgotten: the next subscriber hears the lobby', async () => {
    const node = agentsInMemory();
    nodes.push(node);
    const subscribe = node.pubsub.subscribe.bind(node.pubsub);
    node.pubsub.subscribe = () => Promise.reject(unavailable('redis'));
    await expect(node.agents.lobby.follow(() => {})).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    node.pubsub.subscribe = subscribe;
    const events: LobbyEventModel[] = [];
    const stop = await node.agents.lobby.follow((event) => events.push(event));
    const anne = node.store.addUser('anne');
    await node.agents.tables.create(anne, { game: 'cartagena', seats: [{}, {}] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events.map((event) => event.kind)).toEqual(['CREATED']);
    await stop();
  });
});
