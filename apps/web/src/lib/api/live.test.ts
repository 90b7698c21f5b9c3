import type { Client, Sink } from 'graphql-ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeLive } from './live';
import type { ApiDocument } from './request';

const LIVE = new String('subscription Live($sinceSeq: Int) { n }') as ApiDocument<
  { n: number },
  { sinceSeq?: number }
>;

function fakeClient() {
  const calls: { payload: { query: string; variables?: Record<string, unknown> }; sink: Sink }[] = [];
  const client = {
    subscribe: (payload: { query: string; variables?: Record<string, unknown> }, sink: Sink) => {
      calls.push({ payload, sink });
      return () => undefined;
    },
  } as unknown as Client;
  return { client, calls };
}

describe('following a subscription', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resubscribes after a lost connection with the variables of that moment', async () => {
    const { client, calls } = fakeClient();
    let seq = 3;
    const seen: unknown[] = [];
    const refreshed = vi.fn();
    const stop = subscribeLive(client, LIVE, () => ({ sinceSeq: seq }), {
      next: (data) => seen.push(data),
      beforeResubscribe: refreshed,
    });
    expect(calls[0]!.payload.query).toMatch(/^subscription Live\(\$sinceSeq: Int\) \{/);
    calls[0]!.sink.next({ data: { n: 1 } });
    seq = 7;
    calls[0]!.sink.error(new Event('close'));
    await vi.advanceTimersByTimeAsync(1500);
    expect(refreshed).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.payload.variables).toEqual({ sinceSeq: 7 });
    expect(seen).toEqual([{ n: 1 }]);
    stop();
  });

  it('stops on errors the API sends', async () => {
    const { client, calls } = fakeClient();
    const status = vi.fn();
    subscribeLive(client, LIVE, () => ({}), { next: () => undefined, status });
    calls[0]!.sink.error([{ message: 'no match "x"', extensions: { code: 'NOT_FOUND' } }]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(1);
    expect(status).toHaveBeenLastCalledWith('failed', 'no match "x"');
  });
});
