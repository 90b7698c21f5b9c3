import type { GameEvent, Visibility } from './events.js';
import { Random, type RandomState } from './random.js';

/**
 * What every `perform` needs besides the state it changes: the events it emits, and the seeded
 * generator, restored from the state only when the action first draws on it. Each game extends it
 * with its own working copy of the state (see the copy helpers below); the input state is never
 * touched.
 */
export class Draft<Event extends { readonly type: string }> {
  readonly events: GameEvent<Event>[] = [];
  private generator: Random | null = null;

  constructor(private readonly randomAtStart: RandomState) {}

  get random(): Random {
    this.generator ??= new Random(this.randomAtStart);
    return this.generator;
  }

  /** One six-sided die. */
  die(): number {
    return this.random.int(1, 6);
  }

  dice(count: number): number[] {
    const rolls: number[] = [];
    for (let i = 0; i < count; i++) rolls.push(this.die());
    return rolls;
  }

  /** Records an event. `body` is always a fresh literal, so it is completed in place. */
  emit(body: Event, visibleTo: Visibility = 'all'): void {
    const event = body as Event & { visibleTo: Visibility };
    event.visibleTo = visibleTo;
    this.events.push(event);
  }

  /** The generator's state to keep in the next state. */
  randomState(): RandomState {
    return this.generator ? this.generator.state : this.randomAtStart;
  }
}

/**
 * A list shared with the input state until the action first changes it (copy on write): most
 * actions change a few lists of a state, and copying the rest would be wasted work.
 */
export class SharedList<T> {
  private owned = false;

  constructor(private current: readonly T[]) {}

  get value(): readonly T[] {
    return this.current;
  }

  /** The list, safe to change. */
  own(): T[] {
    if (!this.owned) {
      this.current = this.current.slice();
      this.owned = true;
    }
    return this.current as T[];
  }

  /** Replaces the whole list with one the caller made. */
  set(list: readonly T[]): void {
    this.current = list;
    this.owned = true;
  }
}

/**
 * Rows (one per seat, say) shared with the input state until a row is first changed. Up to 31 rows:
 * which rows are copied is kept as bits of one number, so tracking them allocates nothing.
 */
export class SharedRows<T> {
  private rows: (readonly T[])[];
  private ownedRows = 0;
  private outerOwned = false;

  constructor(input: readonly (readonly T[])[]) {
    this.rows = input as (readonly T[])[];
  }

  get value(): readonly (readonly T[])[] {
    return this.rows;
  }

  row(index: number): readonly T[] {
    return this.rows[index] as readonly T[];
  }

  /** Row `index`, safe to change. */
  own(index: number): T[] {
    const bit = 1 << index;
    if ((this.ownedRows & bit) === 0) {
      this.ownOuter()[index] = (this.rows[index] as readonly T[]).slice();
      this.ownedRows |= bit;
    }
    return this.rows[index] as T[];
  }

  /** Replaces row `index` with one the caller made. */
  set(index: number, row: readonly T[]): void {
    this.ownOuter()[index] = row;
    this.ownedRows |= 1 << index;
  }

  /** Replaces every row with ones the caller made. */
  setAll(rows: readonly (readonly T[])[]): void {
    this.rows = rows as (readonly T[])[];
    this.outerOwned = true;
    this.ownedRows = -1;
  }

  private ownOuter(): (readonly T[])[] {
    if (!this.outerOwned) {
      this.rows = this.rows.slice();
      this.outerOwned = true;
    }
    return this.rows;
  }
}

/**
 * A deep copy of plain JSON data, for games whose `perform` changes a whole copy of the state.
 * Indexed loops and `Object.keys`, not `map` and `for…in`, and scalars kept without a call: it runs
 * on every action of such games, so it is written for speed.
 */
export function deepCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const items = value as readonly unknown[];
    const out = new Array<unknown>(items.length);
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      out[i] = typeof item === 'object' && item !== null ? deepCopy(item) : item;
    }
    return out as T;
  }
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const keys = Object.keys(record);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const field = record[key];
    out[key] = typeof field === 'object' && field !== null ? deepCopy(field) : field;
  }
  return out as T;
}
