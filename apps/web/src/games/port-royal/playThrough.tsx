import { eventsVisibleTo, Random, type PortRoyalAction } from '@brethren/engine';
import { fireEvent, render, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { LogEntry } from '@/lib/api/types';
import { actionKey } from './moves';
import { PortRoyalTable } from './PortRoyalTable';
import { game } from './testPositions';

/**
 * Test helper (used by the playthrough tests only): plays a whole game through the table's UI.
 */
const NAMES = ['anne', 'bob', 'cleo', 'dan'];
/** The log is told once, whole, at the end (the table re-tells it on every render). */
const NO_LOG: LogEntry[] = [];

/**
 * The controls the table offers for actions: every element carrying `data-action`, outside the
 * "every legal move" list (that list is a fallback; the game must be playable without it).
 */
function controls(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('[data-action]')].filter(
    (element) =>
      !(element instanceof HTMLButtonElement && element.disabled) &&
      element.closest('[data-testid="all-actions"]') === null,
  );
}

/** Clicks a button; an SVG button (role="button") is pressed with Enter instead, as a keyboard user would. */
function press(element: HTMLElement): void {
  if (element.tagName === 'BUTTON') fireEvent.click(element);
  else fireEvent.keyDown(element, { key: 'Enter' });
}

/**
 * Plays a whole game through the table alone: at each step the table is rendered for the seat to
 * act, the set of actions its controls offer must equal the engine's legal actions (so every legal
 * action is reachable), one control is chosen and pressed, and the action the table sends is fed
 * to the engine.
 */
export function playThroughTheTable(players: number, seed: string, options: Record<string, unknown> = {}) {
  const random = Random.fromSeed(`${seed}/ui`);
  let state = game.setup({ players, seed, options: options as never });
  const onAct = vi.fn();
  const names = NAMES.slice(0, players);
  const log: LogEntry[] = [];
  const types = new Set<string>();
  let steps = 0;
  // One table per seat, as each player has their own screen; the seat to act is re-rendered.
  const tables = new Map<number, ReturnType<typeof render>>();
  while (state.step !== 'over') {
    const seat = game.activeSeats(state)[0]!;
    const legal = game.legalActions(state, seat);
    // The API sends JSON: the table must work on copies, and send back the object it was given.
    const sent = JSON.parse(JSON.stringify(legal)) as PortRoyalAction[];
    const table = (
      <PortRoyalTable
        view={JSON.parse(JSON.stringify(game.view(state, seat)))}
        names={names}
        viewerSeat={seat}
        legalActions={sent}
        activeSeats={[seat]}
        log={NO_LOG}
        live
        busy={false}
        onAct={onAct}
      />
    );
    let rendered = tables.get(seat);
    if (rendered) rendered.rerender(table);
    else tables.set(seat, (rendered = render(table)));

    const offered = controls(rendered.container);
    const keys = new Set(offered.map((element) => element.getAttribute('data-action')));
    expect([...keys].sort(), `step ${steps} (${state.step})`).toEqual(sent.map(actionKey).sort());

    // Choose an action type first (one not chosen yet in this game, when there is one), then one of
    // its controls, so the rare choices are pressed too and not only offered.
    const byType = new Map<string, HTMLElement[]>();
    for (const element of offered) {
      const type = (JSON.parse(element.getAttribute('data-action')!) as { type: string }).type;
      byType.set(type, [...(byType.get(type) ?? []), element]);
    }
    const fresh = [...byType.keys()].filter((type) => !types.has(type));
    const choices = byType.get(random.pick(fresh.length > 0 ? fresh : [...byType.keys()]))!;
    onAct.mockClear();
    press(random.pick(choices));
    expect(onAct).toHaveBeenCalledTimes(1);
    const action = onAct.mock.calls[0]![0] as PortRoyalAction;
    expect(sent).toContain(action);

    const outcome = game.apply(state, seat, action);
    if (!outcome.ok) throw new Error(outcome.error.message);
    // The log as seat 0 receives it: the events it may see, the action only when its own.
    log.push({
      seq: steps + 1,
      seat,
      action: seat === 0 ? action : null,
      events: eventsVisibleTo(outcome.events, 0).map((event) => ({ ...event }) as never),
      at: '',
    });
    types.add(action.type);
    state = outcome.state;
    steps++;
  }
  // The end: every board shows its score, the table names the winner.
  const end = tables.get(0)!;
  end.rerender(
    <PortRoyalTable
      view={game.view(state, 0)}
      names={names}
      viewerSeat={0}
      legalActions={[]}
      activeSeats={[]}
      log={log}
      live={false}
      busy={false}
      onAct={onAct}
    />,
  );
  const screen = within(end.container);
  expect(screen.getAllByTestId('score')).toHaveLength(players);
  expect(screen.getByTestId('final-scores').querySelectorAll('li')).toHaveLength(players);
  expect(screen.getByTestId('turn-bar').textContent).toMatch(/won with/);
  // The whole log, told in words: a line for every action at least, none of them half-made.
  fireEvent.click(
    within(screen.getByTestId('event-log')).getByRole('button', { name: /^Show \d+ earlier lines?$/ }),
  );
  const lines = [...screen.getByTestId('event-log').querySelectorAll('li')].map((li) => li.textContent ?? '');
  expect(lines.length).toBeGreaterThan(steps);
  expect(lines.filter((line) => /undefined|NaN|\[object|null/.test(line))).toEqual([]);
  expect(lines[lines.length - 1]).toMatch(/^The ships are weighed\. Final scores: /);
  expect(game.result(state)).not.toBeNull();
  for (const table of tables.values()) table.unmount();
  return { steps, types };
}

export const ALL_TYPES = [
  'bid',
  'pass',
  'setAside',
  'chooseTrump',
  'chooseLeader',
  'chooseLoot',
  'playCard',
  'loadLoot',
  'payDebt',
  'useRemove',
  'removeCard',
  'keepRemove',
  'moveCard',
  'discardMove',
  'placePrisoner',
];

/** What the two test games press: between them, every kind of action. */
export const PRESSED_WITH_3 = ALL_TYPES.filter(
  (type) => !['keepRemove', 'useRemove', 'moveCard'].includes(type),
);
export const PRESSED_WITH_4 = ALL_TYPES.filter((type) => !['removeCard', 'discardMove'].includes(type));
