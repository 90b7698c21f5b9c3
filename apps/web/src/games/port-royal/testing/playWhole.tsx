import { portRoyal } from '@brethren/engine/port-royal';
import { within } from '@testing-library/react';
import { expect } from 'vitest';
import { newTypesFirst } from '../../shared/testing/played';
import { playThrough } from '../../shared/testing/playThrough';
import { PortRoyalTable } from '../PortRoyalTable';

/**
 * A whole Port Royal game through the table (see the shared playThrough), every kind of action not
 * yet pressed coming first; at the end every board shows its score and the table names the winner.
 */
export function playWhole(players: number, seed: string, options: Record<string, unknown> = {}) {
  const { steps, types, container } = playThrough({
    game: portRoyal,
    Table: PortRoyalTable,
    setup: { players, seed, options },
    names: ['anne', 'bob', 'cleo', 'dan'].slice(0, players),
    choose: newTypesFirst,
  });
  const screen = within(container);
  expect(screen.getAllByTestId('score')).toHaveLength(players);
  expect(screen.getByTestId('final-scores').querySelectorAll('li')).toHaveLength(players);
  expect(screen.getByTestId('turn-bar').textContent).toMatch(/won with/);
  const lines = [...screen.getByTestId('event-log').querySelectorAll('li')].map((li) => li.textContent);
  expect(lines.length).toBeGreaterThan(steps);
  expect(lines[lines.length - 1]).toMatch(/^The ships are weighed\. Final scores: /);
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

/** What the two test games press: between them, every kind of action (a game holds one Remove 1
 * card and one Move 1 card, so no one game uses them every way). */
export const PRESSED_WITH_3 = ALL_TYPES.filter(
  (type) => !['keepRemove', 'useRemove', 'moveCard'].includes(type),
);
export const PRESSED_WITH_4 = ALL_TYPES.filter((type) => !['removeCard', 'discardMove'].includes(type));
