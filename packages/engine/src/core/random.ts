import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * The state of the seeded generator, kept inside each game state as plain numbers so that a state
 * is JSON and `seed + actions` replays a match bit for bit.
 */
export type RandomState = readonly [number, number, number, number];

/** Turns a seed string into a generator state (cyrb128: four well-mixed 32-bit words). */
export function seedRandom(seed: string): RandomState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716772029);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716772029);
  const words: RandomState = [(h1 ^ h2 ^ h3 ^ h4) | 0, (h2 ^ h1) | 0, (h3 ^ h1) | 0, (h4 ^ h1) | 0];
  // xoroshiro must never start from the all-zero state.
  return words.every((w) => w === 0) ? [1, 0, 0, 0] : words;
}

/**
 * A mutable cursor over a RandomState. Game code creates one from the state it is transforming,
 * draws, and stores `random.state` in the new state; the input state is never touched.
 */
export class Random {
  private readonly generator: RandomGenerator;

  constructor(state: RandomState) {
    this.generator = xoroshiro128plusFromState(state);
  }

  static fromSeed(seed: string): Random {
    return new Random(seedRandom(seed));
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return uniformInt(this.generator, min, max);
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const t = out[i] as T;
      out[i] = out[j] as T;
      out[j] = t;
    }
    return out;
  }

  /**
   * A shuffled copy that depends only on which items there are, never on their order: how a re-deal
   * of unknown cards must draw, so that two states a seat cannot tell apart are dealt the same way.
   */
  redeal<T extends string | number>(items: readonly T[]): T[] {
    return this.shuffle(items.slice().sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  }

  get state(): RandomState {
    return this.generator.getState() as unknown as RandomState;
  }
}
