import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { TestRedis } from '../testing/redis-server.js';
import { RedisPubSub } from './redis.js';
import { subscribeAtStart } from './subscribe-at-start.js';

const logger = createLogger('silent');
let redis: TestRedis;
const opened: RedisPubSub[] = [];

beforeAll(async () => {
  redis = await TestRedis.start();
});
afterAll(async () => {
  for (const pubsub of opened.splice(0)) await pubsub.close();
  await redis.stop();
});

async function connect(prefix = 'test:'): Promise<RedisPubSub> {
  const pubsub = await RedisPubSub.connect(redis.url, logger, prefix);
  opened.push(pubsub);
  return pubsub;
}

async function until(condition: () => boolean, what: string, ms = 8000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('RedisPubSub under faults', () => {
  it('a publication made while Redis is down resolves at once, waits, and is delivered when Redis is back', async () => {
    const [sender, receiver] = [await connect(), await connect()];
    const received: unknown[] = [];
    await receiver.subscribe('match:a', (message) => received.push(message));
    let resumed = 0;
    receiver.onResumed(() => resumed++);

    await redis.stop();
    const started = Date.now();
    await sender.publish('match:a', { seq: 1 });
    await sender.publish('match:a', { seq: 2 });
    expect(Date.now() - started).toBeLessThan(500);
    expect(sender.backlog).toBe(2);

    // A new channel cannot be confirmed while Redis is down: typed refusal, and nothing recorded.
    await expect(receiver.subscribe('match:b', () => {})).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });

    await redis.resume();
    await until(() => resumed === 1, 'the receiver to resubscribe');
    await until(() => received.length === 2, 'the waiting publications');
    expect(received).toEqual([{ seq: 1 }, { seq: 2 }]);
    expect(sender.backlog).toBe(0);

    // The channel refused before is subscribed for real now: nobody is left deaf.
    const late: unknown[] = [];
    await receiver.subscribe('match:b', (message) => late.push(message));
    await sender.publish('match:b', { seq: 7 });
    await until(() => late.length === 1, 'a message on the channel refused during the outage');
  }, 30_000);

  it('a channel a node needs at its start outwaits a Redis slower than a command; a person’s is refused', async () => {
    const [sender, receiver] = [await connect(), await connect()];
    const heard: unknown[] = [];
    // Redis answers nothing for 1.5 s, longer than a command's 1 s timeout.
    const hung = redis.hang(1500);
    const [person, impatient, node] = await Promise.allSettled([
      receiver.subscribe('lobby', () => {}),
      subscribeAtStart(receiver, 'users:changed', () => {}, logger, 600),
      subscribeAtStart(receiver, 'tokens:ended', (message) => heard.push(message), logger),
    ]);
    await hung;
    expect(person).toMatchObject({ status: 'rejected', reason: { code: 'SERVICE_UNAVAILABLE' } });
    expect(impatient).toMatchObject({ status: 'rejected', reason: { code: 'SERVICE_UNAVAILABLE' } });
    expect(node.status).toBe('fulfilled');

    await sender.publish('tokens:ended', { tokenIds: ['t1'] });
    await until(() => heard.length === 1, 'a message on the channel subscribed at start');
    expect(heard).toEqual([{ tokenIds: ['t1'] }]);
  }, 30_000);

  it('two deployments on one Redis do not hear each other', async () => {
    const [blue, green] = [await connect('blue:'), await connect('green:')];
    const heard: string[] = [];
    await blue.subscribe('lobby', () => heard.push('blue'));
    await green.subscribe('lobby', () => heard.push('green'));
    await blue.publish('lobby', { kind: 'CREATED' });
    await until(() => heard.length > 0, 'the lobby message');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['blue']);
  });
});
