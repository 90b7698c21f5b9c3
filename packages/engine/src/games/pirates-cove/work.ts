import type { Visibility } from '../../core/events.js';
import { Random } from '../../core/random.js';
import type { PiratesCoveEvent, PiratesCoveEventBody } from './events.js';
import type { PiratesCoveState } from './state.js';

/** A deep copy of plain JSON data (states hold nothing else). */
export function deepCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(deepCopy) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key in value) out[key] = deepCopy((value as Record<string, unknown>)[key]);
    return out as T;
  }
  return value;
}

/**
 * The private working copy `apply` changes: a deep copy of the input state (never touched), the
 * events the action produced, and the generator restored from the state when first needed.
 */
export class Work {
  readonly state: PiratesCoveState;
  readonly events: PiratesCoveEvent[] = [];
  private generator: Random | null = null;

  constructor(input: PiratesCoveState) {
    this.state = deepCopy(input);
  }

  get random(): Random {
    this.generator ??= new Random(this.state.random);
    return this.generator;
  }

  /** One die, 1–6. */
  die(): number {
    return this.random.int(1, 6);
  }

  dice(count: number): number[] {
    return Array.from({ length: Math.max(0, count) }, () => this.die());
  }

  emit(body: PiratesCoveEventBody, visibleTo: Visibility = 'all'): void {
    this.events.push({ ...body, visibleTo } as PiratesCoveEvent);
  }

  /** Fame never drops below 0 (DECISION). */
  addFame(seat: number, amount: number): void {
    const s = this.state.seats[seat];
    if (s) s.fame = Math.max(0, s.fame + amount);
  }

  finish(): PiratesCoveState {
    if (this.generator) this.state.random = this.generator.state;
    return this.state;
  }
}
