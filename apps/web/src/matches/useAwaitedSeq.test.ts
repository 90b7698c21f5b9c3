import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveStatus } from '@/lib/api/live';
import { useAwaitedSeq } from './useAwaitedSeq';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAwaitedSeq', () => {
  it('is not pending when the update came before the answer, as it does on the socket', () => {
    const { result, rerender } = renderHook(({ seq }) => useAwaitedSeq(seq, 'live'), {
      initialProps: { seq: 4 },
    });
    rerender({ seq: 5 });
    act(() => result.current.awaitSeq(5));
    expect(result.current.pending).toBe(false);
  });

  it('is pending from the answer until the shown match reaches its seq, however long that takes', () => {
    const { result, rerender } = renderHook(
      ({ seq, live }: { seq: number; live: LiveStatus }) => useAwaitedSeq(seq, live),
      { initialProps: { seq: 4, live: 'reconnecting' } },
    );
    expect(result.current.pending).toBe(false);
    act(() => result.current.awaitSeq(5));
    expect(result.current.pending).toBe(true);
    // No timer gives up on the update: the resubscription's snapshot brings it.
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current.pending).toBe(true);
    rerender({ seq: 5, live: 'live' });
    expect(result.current.pending).toBe(false);
    // Nor is a match already past it (the other player moved since).
    rerender({ seq: 6, live: 'live' });
    expect(result.current.pending).toBe(false);
  });

  it('stops waiting when the subscription failed for good, which brings nothing more', () => {
    const { result, rerender } = renderHook(({ live }: { live: LiveStatus }) => useAwaitedSeq(4, live), {
      initialProps: { live: 'live' },
    });
    act(() => result.current.awaitSeq(5));
    expect(result.current.pending).toBe(true);
    rerender({ live: 'failed' });
    expect(result.current.pending).toBe(false);
  });
});
