import type { CartagenaAction } from '@brethren/engine/cartagena';
import { pick } from '../../shared/testing/controls';
import { cardKey, handCardOf } from '../moves';

/**
 * How the Cartagena table offers an action, for the tests: a card of the hand is picked before the
 * pirates it can move and its powers show; "Move back…" or "Push a pirate…" before the pirates
 * they apply to.
 */
export function prepare(action: CartagenaAction, container: HTMLElement): boolean {
  if (action.type === 'moveBack' || action.type === 'pushPirate') {
    const kind = action.type === 'moveBack' ? 'moveBack' : 'push';
    return pick(container.querySelector(`[data-select="${kind}"]`));
  }
  const card = handCardOf(action);
  return card !== null && pick(container.querySelector(`[data-select="card"][data-card="${cardKey(card)}"]`));
}
