import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAwaitedSeq } from './useAwaitedSeq';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAwaitedSeq', () => {
  it('is pending from the answer until the shown match reaches its seq, without reading it again', () => {
    const refresh = vi.fn(async () => {});
    const { result, rerender } = renderHook(({ seq }) => useAwaitedSeq(seq, refresh, 1000), {
      initialProps: { seq: 4 },
    });
    expect(result.current.pending).toBe(false);
    act(() => result.current.awaitSeq(5));
    expect(result.current.pending).toBe(true);
    rerender({ seq: 5 });
    expect(result.current.pending).toBe(false);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('reads the match over HTTP when its update does not come in time, then stops waiting', async () => {
    const refresh = vi.fn(async () => {});
    const { result } = renderHook(() => useAwaitedSeq(4, refresh, 1000));
    act(() => result.current.awaitSeq(5));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(false);
  });
});
