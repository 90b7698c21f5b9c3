import fc from 'fast-check';
import { expect } from 'vitest';
import { sameAction, typeOf } from '../actions.js';
import { RULE_ERROR_CODES } from '../errors.js';
import type { AnyGameDefinition, SetupInput } from '../game.js';
import { Random } from '../random.js';
import { replay, type LoggedAction } from '../replay.js';

/**
 * Property checks every game must pass over random playouts. Each game's own test file feeds them
 * its variants and player counts, plus a way to change what a seat cannot know (`disguise`), so
 * the same harness proves redaction for every game.
 */
export interface PropertyOptions<State> {
  readonly setup: SetupInput;
  readonly choiceSeed: string;
  readonly maxActions: number;
  /** Run the expensive checks (all legal actions, non-mutation, redaction) on every n-th step. */
  readonly deepCheckEvery: number;
  /**
   * A state that differs from `state` only in what `seat` may not know (other hands, deck order,
   * hidden tiles, the generator). Views and legal actions of `seat` must not tell them apart.
   */
  readonly disguise?: (state: State, seat: number, random: Random) => State;
  /** Game-specific checks on the events an action produced. */
  readonly checkEvents?: (events: readonly { readonly type: string; readonly visibleTo: unknown }[]) => void;
  /** Extra values fed to `apply` as malformed input. */
  readonly junk?: readonly unknown[];
}

const canonical = (value: unknown) => JSON.stringify(value);

/**
 * `expect(actual, message()).toBe(expected)`, called only when they differ: in these loops over
 * every legal action and its variants, `expect` itself took more CPU than the engine (and the
 * messages' JSON as much again), so it runs only to report a failure.
 */
function expectSame(actual: unknown, expected: unknown, message: () => string): void {
  if (!Object.is(actual, expected)) expect(actual, message()).toBe(expected);
}

/** A refusal's code is one of the rules' codes (`expect` only to report one that is not). */
function expectRuleCode(code: string): void {
  if (!(RULE_ERROR_CODES as readonly string[]).includes(code)) expect(RULE_ERROR_CODES).toContain(code);
}

/** Plays one random match, checking every property along the way; returns how many actions. */
export function checkRandomPlayout<State>(
  game: AnyGameDefinition,
  options: PropertyOptions<State>,
): { actions: number; over: boolean } {
  const random = Random.fromSeed(options.choiceSeed);
  // The game's lists of action and event types cover everything it offers and emits.
  const actionTypes: ReadonlySet<unknown> = new Set(game.actionTypes);
  const eventTypes: ReadonlySet<unknown> = new Set(game.eventTypes);
  let state = game.setup(options.setup) as State;
  const log: LoggedAction[] = [];
  for (let step = 0; step < options.maxActions; step++) {
    const active = game.activeSeats(state);
    if (active.length === 0) break;
    const deep = step % options.deepCheckEvery === 0;
    const seat = random.pick(active);
    const legal = game.legalActions(state, seat);
    // Per-step checks use plain conditions: `expect` is too slow for hundreds of thousands of steps.
    if (legal.length === 0) throw new Error(`active seat ${seat} has no legal action`);
    const before = deep ? canonical(state) : '';

    if (deep) {
      const outcomes = new Set<string>();
      for (const action of legal) {
        expectSame(actionTypes.has(typeOf(action)), true, () => `${canonical(action)} is of a listed type`);
        const parsed = game.actionSchema.safeParse(action);
        expectSame(
          parsed.success && sameAction(parsed.data, action),
          true,
          () => `${canonical(action)} fits the action schema`,
        );
        const outcome = game.apply(state, seat, JSON.parse(JSON.stringify(action)));
        expectSame(outcome.ok, true, () => `legal action ${canonical(action)} applies`);
        if (outcome.ok) outcomes.add(canonical(outcome.state));
      }
      checkRefusals(game, state, seat, legal, active, outcomes, options.junk ?? []);
      checkMalformedVariants(game, state, seat, legal, outcomes);
      if (options.disguise) checkRedaction(game, state, options.setup.players, options.disguise, random);
    }

    const action = random.pick(legal);
    const outcome = game.apply(state, seat, action);
    if (!outcome.ok) throw new Error(`legal action refused: ${canonical(action)} ${outcome.error.message}`);
    options.checkEvents?.(outcome.events);
    for (const event of outcome.events)
      if (!eventTypes.has(event.type)) throw new Error(`event type ${event.type} is not in the game's list`);
    if (deep) expectSame(canonical(state), before, () => 'apply does not mutate its input');
    log.push({ seat, action });
    state = outcome.state as State;
  }

  const over = game.result(state) !== null;
  if (over) {
    expect(game.activeSeats(state)).toEqual([]);
    const result = game.result(state);
    expect(result?.placements).toHaveLength(options.setup.players);
    expect(result?.placements).toContain(1);
  }
  const replayed = replay(game, options.setup, log);
  expect(replayed.ok).toBe(true);
  if (replayed.ok) expect(canonical(replayed.state), 'replay equals live play').toBe(canonical(state));
  return { actions: log.length, over };
}

function checkRefusals(
  game: AnyGameDefinition,
  state: unknown,
  seat: number,
  legal: readonly unknown[],
  active: readonly number[],
  outcomes: ReadonlySet<string>,
  junk: readonly unknown[],
): void {
  // Arbitrary JSON, and objects that borrow a real action type but carry arbitrary fields.
  const types = [...new Set(legal.map((action) => (action as { type?: unknown }).type))];
  const arbitrary = fc.sample(
    fc.oneof(
      fc.jsonValue(),
      fc
        .tuple(
          fc.constantFrom(...types, 'noSuchAction'),
          fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })),
        )
        .map(([type, fields]) => ({ ...fields, type })),
    ),
    { numRuns: 12, seed: legal.length * 7919 + seat },
  );
  for (const value of [
    null,
    42,
    'playCard',
    [],
    {},
    { type: 'noSuchAction' },
    { type: 42 },
    ...junk,
    ...arbitrary,
  ]) {
    const outcome = game.apply(state, seat, value);
    if (outcome.ok) {
      // Only an arbitrary value that happens to spell a legal action may pass.
      expectSame(outcomes.has(canonical(outcome.state)), true, () => `junk ${canonical(value)} is refused`);
    } else {
      expectRuleCode(outcome.error.code);
    }
  }
  const idle = Array.from({ length: 16 }, (_, s) => s - 2).find((s) => !active.includes(s));
  if (idle !== undefined && legal[0] !== undefined) {
    const outcome = game.apply(state, idle, legal[0]);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(['NOT_YOUR_TURN', 'ILLEGAL_ACTION']).toContain(outcome.error.code);
  }
}

/**
 * Legal actions with one field replaced by something else: each variant is refused with a known
 * code, or accepted only if it does exactly what some legal action does.
 */
function checkMalformedVariants(
  game: AnyGameDefinition,
  state: unknown,
  seat: number,
  legal: readonly unknown[],
  outcomes: ReadonlySet<string>,
): void {
  const replacements: unknown[] = [
    null,
    -1,
    0,
    1,
    999,
    2.5,
    'start',
    'boat',
    'finish',
    '',
    true,
    [],
    {},
    { symbol: 'rum' },
    { symbol: 'x', dark: 1 },
  ];
  const sample = legal.slice(0, 6);
  for (const action of sample) {
    for (const key of Object.keys(action as object)) {
      if (key === 'type') continue;
      for (const replacement of replacements) {
        const variant = { ...(action as object), [key]: replacement };
        const outcome = game.apply(state, seat, variant);
        if (outcome.ok) {
          expectSame(
            outcomes.has(canonical(outcome.state)),
            true,
            () => `variant ${canonical(variant)} does what a legal action does`,
          );
        } else {
          expectRuleCode(outcome.error.code);
        }
      }
    }
  }
}

function checkRedaction<State>(
  game: AnyGameDefinition,
  state: State,
  seats: number,
  disguise: (state: State, seat: number, random: Random) => State,
  random: Random,
): void {
  for (let seat = -1; seat < seats; seat++) {
    const viewer = seat < 0 ? null : seat;
    const other = disguise(state, seat, random);
    expectSame(
      canonical(game.view(other, viewer)),
      canonical(game.view(state, viewer)),
      () => `seat ${viewer}'s view ignores what it may not know`,
    );
    if (viewer !== null) {
      expectSame(
        canonical(game.legalActions(other, viewer)),
        canonical(game.legalActions(state, viewer)),
        () => `seat ${viewer}'s legal actions ignore what it may not know`,
      );
    }
  }
}
