import { scriptFor } from '../../../core/testing/play.js';
import { vi } from 'vitest';
import type { PiratesCoveEvent } from '../events.js';
import { PiratesCoveDraft } from '../draft.js';
import { piratesCove } from '../index.js';

export const { play, playAll, refused } = scriptFor(piratesCove);

/**
 * Loaded dice: the next die rolls the engine makes are these, in order (a test fails loudly if the
 * engine rolls more than it was given). Restore with `vi.restoreAllMocks()`.
 */
export function loadDice(...values: number[]): void {
  const queue = values.slice();
  vi.spyOn(PiratesCoveDraft.prototype, 'die').mockImplementation(() => {
    const next = queue.shift();
    if (next === undefined) throw new Error('the engine rolled more dice than the test loaded');
    return next;
  });
}

export function eventsOf<T extends PiratesCoveEvent['type']>(
  events: readonly PiratesCoveEvent[],
  type: T,
): Extract<PiratesCoveEvent, { type: T }>[] {
  return events.filter((e) => e.type === type) as Extract<PiratesCoveEvent, { type: T }>[];
}
