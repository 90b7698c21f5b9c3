import { piratesCove } from '@brethren/engine/pirates-cove';
import { within } from '@testing-library/react';
import { expect } from 'vitest';
import { mostlyBot } from '../../shared/testing/played';
import { playThrough } from '../../shared/testing/playThrough';
import { prepare } from './offer';
import { PiratesCoveTable } from '../PiratesCoveTable';
import { NAMES } from './positions';

/**
 * A whole Pirate's Cove game through the table (see the shared playThrough): mostly what a
 * sensible pirate would do, to reach fights, boardings and duels, sometimes anything.
 */
export function playWhole(players: number, seed: string, options: Record<string, unknown>) {
  const { steps, types, offered, container } = playThrough({
    game: piratesCove,
    Table: PiratesCoveTable,
    setup: { players, seed, options },
    names: NAMES.slice(0, players),
    choose: mostlyBot('heuristic', 4),
    prepare,
  });
  expect(within(container).getByTestId('turn-bar').textContent).toMatch(/won|share the win|Game over/);
  return { steps, types, offered };
}
