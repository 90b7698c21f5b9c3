import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse, type ExecutionResult } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { Channel } from '../pubsub/channel.js';
import { SharedResult, sharedSubscribe, type ShareKey } from './shared-results.js';

interface Event {
  readonly n: number;
  readonly mine: boolean;
}

/** A subscription whose `seen` field counts its executions and names the viewer it ran for. */
function setUp() {
  const channels: Channel<Event>[] = [];
  let executions = 0;
  const schema = makeExecutableSchema({
    typeDefs:
      'type Query { ok: Boolean } type Subscription { ticked: Tick } type Tick { n: Int, seen: String }',
    resolvers: {
      Subscription: {
        ticked: {
          subscribe: () => {
            const channel = new Channel<Event>(() => {});
            channels.push(channel);
            return channel;
          },
          resolve: (event: Event) => event,
        },
      },
      Tick: {
        seen: (_event: Event, _args: unknown, context: { viewer: string }) => {
          executions++;
          return context.viewer;
        },
      },
    },
  });
  const shareKey: ShareKey = (field, event, context) =>
    field === 'ticked' && !(event as Event).mine
      ? { event: event as object, group: (context as { viewer: string }).viewer.split(':')[0]! }
      : null;
  const subscribe = sharedSubscribe(shareKey, (result) => result);
  const document = parse('subscription { ticked { n seen } }');
  const follow = async (viewer: string) =>
    (await subscribe({
      schema,
      document,
      contextValue: { viewer },
    })) as AsyncIterableIterator<ExecutionResult>;
  return { channels, follow, executions: () => executions };
}

describe('sharedSubscribe', () => {
  it('executes and serialises a shared event once per group, and gives every member the same frame', async () => {
    const { channels, follow, executions } = setUp();
    const subscribers = await Promise.all(
      ['anonymous:1', 'anonymous:2', 'anonymous:3', 'seat:0'].map(follow),
    );
    const event = { n: 1, mine: false };
    for (const channel of channels) channel.push(event);
    const results = await Promise.all(subscribers.map(async (subscriber) => (await subscriber.next()).value));
    expect(executions()).toBe(2);
    expect(results.every((result) => result instanceof SharedResult)).toBe(true);
    const [first, second, third, seat] = results as SharedResult[];
    expect(first).toBe(second);
    expect(first).toBe(third);
    expect(JSON.parse(first!.json)).toEqual({ data: { ticked: { n: 1, seen: 'anonymous:1' } } });
    expect(JSON.parse(seat!.json)).toEqual({ data: { ticked: { n: 1, seen: 'seat:0' } } });
  });

  it('forgets shared results after a tenth of a second: a subscriber that late executes the event again', async () => {
    vi.useFakeTimers();
    try {
      const { channels, follow, executions } = setUp();
      const [early, late] = await Promise.all(['anonymous:1', 'anonymous:2'].map(follow));
      const event = { n: 1, mine: false };
      channels[0]!.push(event);
      await early!.next();
      vi.advanceTimersByTime(100);
      channels[1]!.push(event);
      await late!.next();
      expect(executions()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('executes an event that may not be shared for each subscriber, as graphql-js would', async () => {
    const { channels, follow, executions } = setUp();
    const subscribers = await Promise.all(['anonymous:1', 'anonymous:2'].map(follow));
    const event = { n: 1, mine: true };
    for (const channel of channels) channel.push(event);
    const results = await Promise.all(subscribers.map(async (subscriber) => (await subscriber.next()).value));
    expect(executions()).toBe(2);
    expect(results.map((result) => result.data)).toEqual([
      { ticked: { n: 1, seen: 'anonymous:1' } },
      { ticked: { n: 1, seen: 'anonymous:2' } },
    ]);
  });

  it('ending a subscription ends its source', async () => {
    let ended = false;
    const schema = makeExecutableSchema({
      typeDefs: 'type Query { ok: Boolean } type Subscription { ticked: Int }',
      resolvers: {
        Subscription: {
          ticked: {
            subscribe: () =>
              new Channel<number>(() => {
                ended = true;
              }),
            resolve: (n: number) => n,
          },
        },
      },
    });
    const subscribe = sharedSubscribe(
      () => null,
      (result) => result,
    );
    const stream = (await subscribe({
      schema,
      document: parse('subscription { ticked }'),
    })) as AsyncGenerator;
    await stream.return(undefined);
    expect(ended).toBe(true);
  });
});
