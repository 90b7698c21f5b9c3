'use client';

import { useEffect, useState } from 'react';

/**
 * The time now, ticking every `intervalMs` while `running` (clocks and waiting counters count down
 * between the API's updates). Stopped, it keeps the last reading and sets no timer.
 */
export function useNow(running: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs]);
  return now;
}
