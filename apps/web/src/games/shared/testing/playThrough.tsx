import { actionKey, Random } from '@brethren/engine/core';
import { fireEvent, render, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect, vi } from 'vitest';
import type { TableProps } from '../TableProps';
import { controlFor, controls, listedActions, press } from './controls';
import { logFor, play, start, type Choose, type Game, type Setup } from './played';
import { bySize } from '@/testing/size';

/** Every how many steps a small run checks that the controls offered are exactly the legal actions. */
const CHECK_EVERY = bySize(5, 1);

export interface PlayThrough<State, Action, View, Event extends { readonly type: string }> {
  readonly game: Game<State, Action, View, Event>;
  readonly Table: ComponentType<TableProps<View, Event>>;
  readonly setup: Setup;
  /** Display names by seat. */
  readonly names: readonly string[];
  /** Picks the action to play among the legal ones (a bot, a policy); seeded by the setup's seed. */
  readonly choose: Choose<State, Action, View>;
  /**
   * What a person picks on this table before an action's own control shows (a card, two event
   * cards, a handle on the wheel); false where the table offers no way to. Without it, every
   * control must be there at once.
   */
  readonly prepare?: (action: Action, container: HTMLElement) => boolean;
  /** Steps at the most before the game must be over. */
  readonly limit?: number;
}

export interface PlayedThrough<State> {
  readonly steps: number;
  /** Action types played. */
  readonly types: ReadonlySet<string>;
  /** Action types met among the legal ones (and so found offered). */
  readonly offered: ReadonlySet<string>;
  readonly state: State;
  /** The table as seat 0 sees it at the end, with the whole log. */
  readonly container: HTMLElement;
}

/**
 * Plays a whole game through the table alone. At every step the table is drawn for a seat that may
 * act, as the API would send it (JSON copies); the actions its own controls offer — reached as a
 * person would, picking what must be picked first — must be exactly the legal ones, and so must
 * its list of every legal action now and then. The chosen action is then pressed on its control,
 * and what the table sends (the very object it was given) goes to the engine. At the end the
 * table tells the whole log in words, with no line half made.
 */
export function playThrough<
  State,
  Action extends { readonly type: string },
  View,
  Event extends { readonly type: string },
>({
  game,
  Table,
  setup,
  names,
  choose,
  prepare = () => false,
  limit = 2_000,
}: PlayThrough<State, Action, View, Event>): PlayedThrough<State> {
  const random = Random.fromSeed(`${setup.seed}/ui`);
  const played = start(game, setup);
  const onAct = vi.fn();
  const types = new Set<string>();
  const met = new Set<string>();
  const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  const table = (seat: number, legal: readonly Action[], live: boolean) => (
    <Table
      view={copy(game.view(played.state, seat))}
      names={names}
      viewerSeat={seat}
      legalActions={legal}
      activeSeats={game.activeSeats(played.state)}
      log={logFor(played.entries, seat)}
      live={live}
      busy={false}
      onAct={onAct}
    />
  );
  // One table per seat, as each player has a screen of their own, drawn again as updates arrive.
  const screens = new Map<number, ReturnType<typeof render>>();
  const draw = (seat: number, legal: readonly Action[], live: boolean): HTMLElement => {
    const shown = screens.get(seat);
    if (shown) shown.rerender(table(seat, legal, live));
    else screens.set(seat, render(table(seat, legal, live)));
    return screens.get(seat)!.container;
  };

  let steps = 0;
  for (; steps < limit; steps++) {
    const seats = game.activeSeats(played.state);
    if (seats.length === 0) break;
    const seat = random.pick(seats);
    const legal = copy(game.legalActions(played.state, seat));
    const container = draw(seat, legal, true);
    const where = `step ${steps}, seat ${seat}`;
    const keys = new Set(legal.map(actionKey));
    if (steps % 10 === 0) expect(listedActions(container).sort(), where).toEqual([...keys].sort());

    // Every control seen, before and after each pick (one pick may show several: two event cards
    // show the peek and every force of that pair). Reaching them all is most of a step's time: a
    // small run does it at every step that offers a kind of action not yet checked, and every
    // CHECK_EVERY steps; a full run at every step. The chosen action is pressed at every step.
    if (steps % CHECK_EVERY === 0 || legal.some((action) => !met.has(action.type))) {
      const offered = new Set<string>();
      const look = () => controls(container).forEach((_, key) => offered.add(key));
      look();
      for (const action of legal) {
        if (!offered.has(actionKey(action)) && prepare(action, container)) look();
      }
      for (const action of legal) met.add(action.type);
      const missing = [...keys].filter((key) => !offered.has(key));
      expect(missing, `${where}: legal but not offered`).toEqual([]);
      const illegal = [...offered].filter((key) => !keys.has(key));
      expect(illegal, `${where}: offered but not legal`).toEqual([]);
    }

    const action = choose({ game, state: played.state, seat, legal, random, played: types });
    const control = controlFor(container, action, prepare);
    if (!control) throw new Error(`${where}: no control for ${actionKey(action)}`);
    onAct.mockClear();
    press(control);
    expect(onAct).toHaveBeenCalledTimes(1);
    const sent = onAct.mock.calls[0]![0] as Action;
    expect(legal, `${where}: sent back unchanged`).toContain(sent);
    types.add(sent.type);
    play(game, played, seat, sent);
  }
  expect(game.activeSeats(played.state), `not over after ${steps} steps`).toEqual([]);
  expect(game.result(played.state)).not.toBeNull();

  const container = draw(0, [], false);
  const log = within(container).getByTestId('event-log');
  const earlier = within(log).queryByRole('button', { name: /^Show \d+ earlier lines?$/ });
  if (earlier) fireEvent.click(earlier);
  const lines = [...log.querySelectorAll('li')].map((line) => line.textContent ?? '');
  expect(lines.filter((line) => /undefined|NaN|\[object/.test(line))).toEqual([]);
  return { steps, types, offered: met, state: played.state, container };
}
