import { scriptFor } from '../../../core/testing/play.js';
import { tortuga } from '../index.js';
import type { TortugaState } from '../state.js';

export const { play, playAll, refused, timeOut } = scriptFor(tortuga);

export function handSize(state: TortugaState, seat: number): number {
  return (state.hands[seat] ?? []).reduce((a, b) => a + b, 0);
}
