import type { Performed } from '../../core/game.js';
import type { PortRoyalAction } from './actions.js';
import { bid, chooseLeader, chooseTrump, pass, setAside } from './auction.js';
import { PortRoyalDraft } from './draft.js';
import type { PortRoyalEventBody } from './events.js';
import { settle } from './loot.js';
import { announceRound } from './round.js';
import type { PortRoyalState } from './state.js';
import { chooseLoot, playCard } from './trickPlay.js';

/** One list per seat, made once: asked for before every action, so it should cost nothing. */
const ACTIVE: readonly (readonly number[])[] = [0, 1, 2, 3].map((seat) => Object.freeze([seat]));

/** One seat acts at a time. */
export function activeSeats(state: PortRoyalState): readonly number[] {
  return ACTIVE[state.turn] ?? [state.turn];
}

export function isOver(state: PortRoyalState): boolean {
  return state.step === 'over';
}

/** Carries out one of `seat`'s legal actions (the core has checked it is one). */
export function perform(
  state: PortRoyalState,
  seat: number,
  action: PortRoyalAction,
): Performed<PortRoyalState, PortRoyalEventBody> {
  const draft = new PortRoyalDraft(state);
  if (!state.openingLogged) {
    draft.openingLogged = true;
    announceRound(draft);
  }
  switch (action.type) {
    case 'bid':
      bid(draft, seat, action);
      break;
    case 'pass':
      pass(draft, seat);
      break;
    case 'setAside':
      setAside(draft, seat, action);
      break;
    case 'chooseTrump':
      chooseTrump(draft, seat, action);
      break;
    case 'chooseLeader':
      chooseLeader(draft, seat, action);
      break;
    case 'chooseLoot':
      chooseLoot(draft, seat, action);
      break;
    case 'playCard':
      playCard(draft, seat, action);
      break;
    default:
      settle(draft, seat, action);
  }
  return { state: draft.finishState(), events: draft.events };
}
