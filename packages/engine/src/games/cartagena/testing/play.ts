import { scriptFor } from '../../../core/testing/play.js';
import { cartagena } from '../index.js';
import type { CartagenaState, Location } from '../state.js';

export const { play, playAll, refused } = scriptFor(cartagena);

export function handSize(state: CartagenaState, seat: number): number {
  return (state.hands[seat] as number[]).reduce((a, b) => a + b, 0);
}

export function sortedPirates(state: CartagenaState, seat: number): Location[] {
  return (state.pirates[seat] as Location[]).slice().sort((a, b) => a - b);
}
