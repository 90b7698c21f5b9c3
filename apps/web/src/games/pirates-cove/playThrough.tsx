import { Random, type PiratesCoveAction } from '@brethren/engine';
import { fireEvent, render } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { LogEntry } from '@/lib/api/types';
import { actionKey } from './moves';
import { PiratesCoveTable } from './PiratesCoveTable';
import { game, logFor, NAMES, step } from './testing';

/**
 * Whole games played through the table only: at every step the table is rendered for an active
 * seat, every legal action must be offered by a control of its own (the "every legal action" list
 * does not count), and the action played is chosen by clicking what the table offers — then fed
 * to the engine and the table rendered again.
 */

type Offer = { key: string; click: () => void };

function enabled(element: Element): boolean {
  return (
    !(element instanceof HTMLButtonElement && element.disabled) &&
    element.closest('[data-testid="all-actions"]') === null
  );
}

/** Controls that send an action when clicked, by action key. */
function direct(container: HTMLElement): Map<string, Element> {
  const found = new Map<string, Element>();
  for (const element of container.querySelectorAll('[data-action]')) {
    const key = element.getAttribute('data-action');
    if (key && enabled(element) && !found.has(key)) found.set(key, element);
  }
  return found;
}

/**
 * Everything the table offers: direct controls, controls behind a selection (a wheel handle, a
 * loot card) and every choice of the bury form. Selections are explored only while some legal
 * action is still unaccounted for.
 */
function offers(container: HTMLElement, legal: ReadonlySet<string>): Map<string, Offer> {
  const all = new Map<string, Offer>();
  const add = (key: string, click: () => void) => {
    if (!all.has(key)) all.set(key, { key, click });
  };
  for (const [key, element] of direct(container)) add(key, () => fireEvent.click(element));
  const missing = () => [...legal].some((key) => !all.has(key));

  if (missing()) {
    const selectors = [...container.querySelectorAll('[data-select]')].filter(enabled);
    const seen = new Set<string>();
    for (const selector of selectors) {
      const id = `${selector.getAttribute('data-select')}:${selector.getAttribute('data-island') ?? selector.getAttribute('aria-label')}`;
      if (seen.has(id)) continue;
      seen.add(id);
      fireEvent.click(selector);
      for (const [key] of direct(container)) {
        add(key, () => {
          // Select again from scratch, then click the control it reveals.
          const again = [...container.querySelectorAll('[data-select]')].find(
            (element) =>
              `${element.getAttribute('data-select')}:${element.getAttribute('data-island') ?? element.getAttribute('aria-label')}` ===
              id,
          );
          if (again && again.getAttribute('aria-pressed') !== 'true') fireEvent.click(again);
          const target = direct(container).get(key);
          if (!target) throw new Error(`lost the control for ${key}`);
          fireEvent.click(target);
        });
      }
      if (!missing()) break;
    }
  }

  const treasures = container.querySelector<HTMLSelectElement>('[data-testid="bury-treasures"]');
  const gold = container.querySelector<HTMLSelectElement>('[data-testid="bury-gold"]');
  if (treasures && gold && missing()) {
    for (const t of [...treasures.options].map((option) => option.value)) {
      for (const g of [...gold.options].map((option) => option.value)) {
        fireEvent.change(treasures, { target: { value: t } });
        fireEvent.change(gold, { target: { value: g } });
        const button = container.querySelector('[data-testid="bury-button"]');
        const key = button?.getAttribute('data-action');
        if (button && key)
          add(key, () => {
            const ts = container.querySelector<HTMLSelectElement>('[data-testid="bury-treasures"]')!;
            const gs = container.querySelector<HTMLSelectElement>('[data-testid="bury-gold"]')!;
            fireEvent.change(ts, { target: { value: t } });
            fireEvent.change(gs, { target: { value: g } });
            fireEvent.click(container.querySelector('[data-testid="bury-button"]')!);
          });
      }
    }
  }
  return all;
}

export interface Stats {
  steps: number;
  types: Set<string>;
  prompts: Set<string>;
}

export function playThroughUi(players: number, options: Record<string, unknown>, seed: string): Stats {
  const random = Random.fromSeed(`${seed}/ui`);
  const names = NAMES.slice(0, players);
  let state = game.setup({ players, seed, options: options as never });
  let log: LogEntry[] = [];
  const onAct = vi.fn();
  const stats: Stats = { steps: 0, types: new Set(), prompts: new Set() };

  const props = (viewer: number, legal: readonly PiratesCoveAction[]) => ({
    view: game.view(state, viewer),
    names,
    viewerSeat: viewer,
    legalActions: legal,
    activeSeats: game.activeSeats(state),
    log: logFor(log, viewer),
    live: true,
    busy: false,
    onAct,
  });

  const first = game.activeSeats(state)[0]!;
  const { container, rerender } = render(
    <PiratesCoveTable {...props(first, game.legalActions(state, first))} />,
  );

  for (let n = 0; n < 2000; n++) {
    const active = game.activeSeats(state);
    const seat = active[0];
    if (seat === undefined) break;
    const legal = game.legalActions(state, seat);
    rerender(<PiratesCoveTable {...props(seat, legal)} />);
    const keys = new Set(legal.map(actionKey));
    const offered = offers(container, keys);
    const missing = [...keys].filter((key) => !offered.has(key));
    expect(missing, `turn ${state.turn}, ${state.phase.kind}: not offered`).toEqual([]);
    const extra = [...offered.keys()].filter((key) => !keys.has(key));
    expect(extra, 'offered but not legal').toEqual([]);
    for (const action of legal) stats.types.add(action.type);
    const prompt = state.combat?.prompt?.kind;
    if (prompt) stats.prompts.add(prompt);

    // Mostly what a sensible pirate would do (to reach fights, boardings and duels), sometimes anything.
    const wanted =
      random.int(1, 4) === 1
        ? random.pick(legal)
        : game.bots['heuristic']!.choose({ seat, view: game.view(state, seat), legalActions: legal, random });
    onAct.mockClear();
    offered.get(actionKey(wanted))!.click();
    expect(onAct).toHaveBeenCalledTimes(1);
    const sent = onAct.mock.calls[0]![0] as PiratesCoveAction;
    expect(legal).toContain(sent);
    ({ state, log } = step(state, seat, sent, log));
    stats.steps++;
  }
  expect(game.activeSeats(state)).toEqual([]);
  rerender(<PiratesCoveTable {...props(0, [])} live={false} />);
  expect(container.querySelector('[data-testid="turn-bar"]')?.textContent).toMatch(
    /won|share the win|Game over/,
  );
  return stats;
}
