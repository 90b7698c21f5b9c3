import type { PiratesCoveAction } from '@brethren/engine/pirates-cove';
import { fireEvent } from '@testing-library/react';
import { pick } from '../../shared/testing/controls';
import { lootKey } from '../data';

/**
 * How the Pirate's Cove table offers an action, for the tests: a course is picked on the wheel (or
 * the map) before it is set, a loot card before the island it goes to, and what to bury is chosen
 * in the bury form before its button sends it.
 */
export function prepare(action: PiratesCoveAction, container: HTMLElement): boolean {
  switch (action.type) {
    case 'setCourse':
    case 'playNewRoute':
      return pick(container.querySelector(`[data-select="course"][data-island="${action.island}"]`));
    case 'placeLoot':
      return pick(container.querySelector(`[data-select="loot"][data-loot="${lootKey(action.loot)}"]`));
    case 'bury': {
      const treasures = container.querySelector('[data-testid="bury-treasures"]');
      const gold = container.querySelector('[data-testid="bury-gold"]');
      if (!treasures || !gold) return false;
      fireEvent.change(treasures, { target: { value: String(action.treasures) } });
      fireEvent.change(gold, { target: { value: String(action.gold) } });
      return true;
    }
    default:
      return false;
  }
}
