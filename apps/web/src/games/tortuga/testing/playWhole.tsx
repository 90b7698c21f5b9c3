import { tortuga } from '@brethren/engine/tortuga';
import { within } from '@testing-library/react';
import { expect } from 'vitest';
import { byType } from '../../shared/testing/played';
import { playThrough } from '../../shared/testing/playThrough';
import { prepare } from './offer';
import { NAMES } from './positions';
import { TortugaTable } from '../TortugaTable';

/** A whole Tortuga game through the table (see the shared playThrough); the end names the winner. */
export function playWhole(players: number, seed: string, options: Record<string, unknown>) {
  const { steps, types, container } = playThrough({
    game: tortuga,
    Table: TortugaTable,
    setup: { players, seed, options },
    names: NAMES.slice(0, players),
    choose: byType,
    prepare,
  });
  expect(within(container).getByTestId('turn-bar').textContent).toMatch(/wins/);
  return { steps, types };
}
