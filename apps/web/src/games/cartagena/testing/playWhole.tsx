import { cartagena } from '@brethren/engine/cartagena';
import { within } from '@testing-library/react';
import { expect } from 'vitest';
import { mostlyBot } from '../../shared/testing/played';
import { playThrough } from '../../shared/testing/playThrough';
import { CartagenaTable } from '../CartagenaTable';
import { prepare } from './offer';

/**
 * A whole Cartagena game through the table (see the shared playThrough): mostly the heuristic
 * bot's moves, so the pirates get home, sometimes anything; the end names the winner.
 */
export function playWhole(players: number, seed: string, options: Record<string, unknown>) {
  const { steps, types, offered, container } = playThrough({
    game: cartagena,
    Table: CartagenaTable,
    setup: { players, seed, options },
    names: ['anne', 'bob', 'Bot (heuristic)', 'dora', 'ed'].slice(0, players),
    choose: mostlyBot('heuristic', 4),
    prepare,
  });
  expect(within(container).getByTestId('turn-bar').textContent).toMatch(/won/);
  return { steps, types, offered };
}
