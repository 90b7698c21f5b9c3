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

  const NO_MATCH = { message: 'no match "x"', extensions: { code: 'NOT_FOUND' } };

  // graphql-ws brings a refusal as an error message, or (its source stream failed as it started)
  // as a result with errors only, then completes.
  it.each([
    ['as an error message', (sink: Sink) => sink.error([NO_MATCH])],
    [
      'as it starts',
      (sink: Sink) => {
        sink.next({ errors: [NO_MATCH] });
        sink.complete();
      },
    ],
  ])('stops when the API refuses it for good, %s', async (_how, refuse) => {
    const { client, calls } = fakeClient();
    const status = vi.fn();
    subscribeLive(client, LIVE, () => ({}), { next: () => undefined, status });
    refuse(calls[0]!.sink);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(1);
    expect(status).toHaveBeenLastCalledWith('failed', 'no match "x"');
  });

  it('subscribes again, no sooner than asked, when the API refuses it for now', async () => {
    const { client, calls } = fakeClient();
    const status = vi.fn();
    let seq = 4;
    const seen: unknown[] = [];
    subscribeLive(client, LIVE, () => ({ sinceSeq: seq }), { next: (data) => seen.push(data), status });
    // The database was away as the subscription started: graphql-ws sends the refusal as a
    // result, then completes.
    const unavailable = {
      message: 'the service is briefly unavailable (storage): try again in a few seconds',
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 2 },
    };
    calls[0]!.sink.next({ errors: [unavailable] });
    calls[0]!.sink.complete();
    expect(status).toHaveBeenLastCalledWith('reconnecting');
    seq = 6;
    await vi.advanceTimersByTimeAsync(1900);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.payload.variables).toEqual({ sinceSeq: 6 });
    calls[1]!.sink.next({ data: { n: 6 } });
    expect(status).toHaveBeenLastCalledWith('live');
    expect(seen).toEqual([{ n: 6 }]);

    // A rate limit sent as an error message waits as long as it says, beyond the backoff.
    calls[1]!.sink.error([
      {
        message: 'too many reads: try again in 5 s',
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 5 },
      },
    ]);
    await vi.advanceTimersByTimeAsync(4900);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toHaveLength(3);
  });
});
