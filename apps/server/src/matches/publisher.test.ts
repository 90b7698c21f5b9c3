import { describe, expect, it, vi } from 'vitest';
import { MemoryPubSub } from '../pubsub/memory.js';
import { channels, type PubSub } from '../pubsub/pubsub.js';
import { RecordingPubSub } from '../testing/agents.js';
import type { ActionMessage, LogRecord, MatchModel } from './model.js';
import { MatchPublisher } from './publisher.js';

const after = { record: { id: 'm1' }, state: null } as unknown as MatchModel;
const message: ActionMessage = { kind: 'action', seq: 1, entry: { seq: 1 } as LogRecord, clock: null };

/** What the match's channel carried once pub/sub has delivered (a later tick, as over a network). */
async function heardOnChannel(pubsub: PubSub, publish: () => Promise<void>): Promise<unknown[]> {
  const heard: unknown[] = [];
  await pubsub.subscribe(channels.match('m1'), (sent) => heard.push(sent));
  await publish();
  await new Promise((resolve) => setImmediate(resolve));
  return heard;
}

describe('MatchPublisher.moved', () => {
  it('gives the move to this node’s feed first, then to the other nodes', async () => {
    const order: string[] = [];
    const pubsub = new RecordingPubSub();
    const publish = vi.spyOn(pubsub, 'publish').mockImplementation(async () => void order.push('published'));
    const publisher = new MatchPublisher(pubsub, { moved: () => void order.push('local') });
    await publisher.moved(after, message);
    expect(order).toEqual(['local', 'published']);
    expect(publish).toHaveBeenCalledWith(channels.match('m1'), message);
  });

  it('sends nothing on the match’s channel when there is no other node: only its own feed would hear it', async () => {
    const pubsub = new MemoryPubSub();
    const local = vi.fn();
    const publisher = new MatchPublisher(pubsub, { moved: local });
    expect(await heardOnChannel(pubsub, () => publisher.moved(after, message))).toEqual([]);
    expect(local).toHaveBeenCalledWith(after, message);
  });

  it('publishes the move on a single node that has no feed of its own to give it to', async () => {
    const pubsub = new MemoryPubSub();
    const publisher = new MatchPublisher(pubsub);
    expect(await heardOnChannel(pubsub, () => publisher.moved(after, message))).toEqual([message]);
  });
});
