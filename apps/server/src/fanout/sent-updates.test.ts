import { describe, expect, it } from 'vitest';
import { Channel } from '../pubsub/channel.js';
import { SentUpdates } from './sent-updates.js';

/** Whether `promise` has settled after the work queued so far has run. */
async function settled(promise: Promise<unknown> | undefined): Promise<boolean> {
  if (promise === undefined) return true;
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('SentUpdates', () => {
  it('answers at once when nothing on the connection follows the match', async () => {
    const sent = new SentUpdates();
    sent.follow('other').sent(0);
    expect(await settled(sent.reached('match', 7))).toBe(true);
  });

  it('waits until every subscription of the match has sent the seq, or a later one', async () => {
    const sent = new SentUpdates();
    const first = sent.follow('match');
    const second = sent.follow('match');
    first.sent(4);
    const reached = sent.reached('match', 5);
    expect(await settled(reached)).toBe(false);
    first.sent(5);
    expect(await settled(reached)).toBe(false);
    second.sent(6);
    expect(await settled(reached)).toBe(true);
    // A later, lower report does not move a subscription back.
    second.sent(3);
    expect(await settled(sent.reached('match', 5))).toBe(true);
  });

  it('stops waiting for a subscription that ends before the seq', async () => {
    const sent = new SentUpdates();
    const follower = sent.follow('match');
    follower.sent(2);
    const reached = sent.reached('match', 3);
    follower.end();
    expect(await settled(reached)).toBe(true);
    expect(await settled(sent.reached('match', 9))).toBe(true);
  });
});

describe('Channel.onDelivered', () => {
  it('reports a value once the consumer asks for the next one, not when it is handed out', async () => {
    const delivered: number[] = [];
    const channel = new Channel<number>(() => {});
    channel.onDelivered((value) => delivered.push(value));
    channel.push(1);
    channel.push(2);
    expect((await channel.next()).value).toBe(1);
    expect(delivered).toEqual([]);
    expect((await channel.next()).value).toBe(2);
    expect(delivered).toEqual([1]);
    const waiting = channel.next();
    expect(delivered).toEqual([1, 2]);
    channel.push(3);
    expect((await waiting).value).toBe(3);
    void channel.next();
    expect(delivered).toEqual([1, 2, 3]);
    await channel.return();
  });
});
