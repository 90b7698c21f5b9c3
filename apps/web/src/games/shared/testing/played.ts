import { eventsVisibleTo, Random, type GameDefinition, type GameEvent } from '@brethren/engine/core';
import type { LogEntry } from '@/lib/api/types';

/**
 * Real games for the tables' tests: set up and played by the engine, with the log the server keeps
 * (every event with its visibility), cut down per viewer as the API sends it.
 */

/** A game's events: each has a type. */
type Typed = { readonly type: string };

/** The engine calls the tests use, whatever the game. */
export type Game<State, Action, View, Event extends Typed = Typed> = Pick<
  GameDefinition<State, Action, View, unknown, Event>,
  'setup' | 'activeSeats' | 'legalActions' | 'apply' | 'view' | 'result' | 'bots'
>;

export interface Setup {
  readonly players: number;
  readonly seed: string;
  readonly options?: Record<string, unknown>;
}

/** One applied action as the server logs it. */
export interface Entry<Action, Event extends Typed = Typed> {
  readonly seq: number;
  readonly seat: number;
  readonly action: Action;
  /** Every event, with its visibility. */
  readonly events: readonly GameEvent<Event>[];
}

/** A game under way: its state and its log so far. */
export interface Played<State, Action, Event extends Typed = Typed> {
  state: State;
  entries: Entry<Action, Event>[];
}

export function start<State, Action, View, Event extends Typed>(
  game: Game<State, Action, View, Event>,
  { players, seed, options = {} }: Setup,
): Played<State, Action, Event> {
  return { state: game.setup({ players, seed, options }), entries: [] };
}

/** Applies a seat's action and logs it; throws if the engine refuses it. */
export function play<State, Action, View, Event extends Typed>(
  game: Game<State, Action, View, Event>,
  played: Played<State, Action, Event>,
  seat: number,
  action: Action,
): void {
  const outcome = game.apply(played.state, seat, action);
  if (!outcome.ok) throw new Error(`refused ${JSON.stringify(action)}: ${outcome.error.message}`);
  played.state = outcome.state;
  played.entries.push({ seq: played.entries.length + 1, seat, action, events: outcome.events });
}

/** The log as the API sends it to `viewer`: the events it may see, the action only when its own. */
export function logFor<Event extends Typed>(
  entries: readonly Entry<unknown, Event>[],
  viewer: number | null,
): LogEntry<Event>[] {
  return entries.map((entry) => ({
    seq: entry.seq,
    seat: entry.seat,
    action: entry.seat === viewer ? entry.action : null,
    events: eventsVisibleTo(entry.events, viewer),
    at: '2026-01-01T00:00:00.000Z',
    timedOut: false,
  }));
}

/** How a test picks the next action among the legal ones. */
export type Choose<State, Action, View> = (input: {
  readonly game: Game<State, Action, View>;
  readonly state: State;
  readonly seat: number;
  readonly legal: readonly Action[];
  readonly random: Random;
  /** Action types played so far in this game. */
  readonly played: ReadonlySet<string>;
}) => Action;

/** Any legal action, alike. */
export const anyAction: Choose<unknown, unknown, unknown> = ({ legal, random }) => random.pick(legal);

/** A type first, each alike, then an action of that type: rare kinds of action come up as often. */
export function byType<Action extends Typed>({
  legal,
  random,
}: {
  legal: readonly Action[];
  random: Random;
}): Action {
  const type = random.pick([...new Set(legal.map((action) => action.type))]);
  return random.pick(legal.filter((action) => action.type === type));
}

/** Like `byType`, but a type not played yet in this game comes first: every kind gets pressed. */
export function newTypesFirst<Action extends Typed>({
  legal,
  random,
  played,
}: {
  legal: readonly Action[];
  random: Random;
  played: ReadonlySet<string>;
}): Action {
  const fresh = legal.filter((action) => !played.has(action.type));
  return byType({ legal: fresh.length > 0 ? fresh : legal, random });
}

/** Mostly the named bot's move, to reach the game's later stages; one time in `oddOneIn`, anything. */
export function mostlyBot<State, Action, View>(bot: string, oddOneIn: number): Choose<State, Action, View> {
  return ({ game, state, seat, legal, random }) => {
    if (random.int(1, oddOneIn) === 1) return random.pick(legal);
    const chooser = game.bots[bot];
    if (!chooser) throw new Error(`no bot ${bot}`);
    return chooser.choose({ seat, view: game.view(state, seat), legalActions: legal, random });
  };
}

/** A position met in play: the state, a seat that may act, its legal actions and the log so far. */
export interface Position<State, Action, Event extends Typed = Typed> {
  readonly state: State;
  readonly seat: number;
  readonly actions: readonly Action[];
  readonly entries: readonly Entry<Action, Event>[];
}

/**
 * Plays a game with `choose` (its generator seeded by `choices`), keeping every position met: for
 * the first active seat only, or with `everySeat` for each active seat (the one to move is drawn).
 */
export function positions<State, Action, View, Event extends Typed>(
  game: Game<State, Action, View, Event>,
  setup: Setup,
  {
    choices,
    choose = anyAction as Choose<State, Action, View>,
    everySeat = false,
    limit = 2_000,
  }: { choices: string; choose?: Choose<State, Action, View>; everySeat?: boolean; limit?: number },
): { positions: Position<State, Action, Event>[]; played: Played<State, Action, Event> } {
  const random = Random.fromSeed(choices);
  const played = start(game, setup);
  const found: Position<State, Action, Event>[] = [];
  const types = new Set<string>();
  for (let step = 0; step < limit; step++) {
    const seats = game.activeSeats(played.state);
    if (seats.length === 0) break;
    for (const seat of everySeat ? seats : seats.slice(0, 1)) {
      const actions = game.legalActions(played.state, seat);
      found.push({ state: played.state, seat, actions, entries: played.entries.slice() });
    }
    const seat = everySeat ? random.pick(seats) : seats[0]!;
    const legal = game.legalActions(played.state, seat);
    const action = choose({ game, state: played.state, seat, legal, random, played: types });
    types.add((action as Partial<Typed>).type ?? '');
    play(game, played, seat, action);
  }
  return { positions: found, played };
}
