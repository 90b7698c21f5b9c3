import type { CartagenaAction, Place } from './actions.js';
import { advanceTarget, boardOfView, finishOf, moveBackTarget, pushTarget } from './board.js';
import { SYMBOL_INDEX } from './symbols.js';
import { RULES } from './rules.js';
import { locationOf, placeOf, type Location } from './state.js';
import type { CartagenaView } from './view.js';

/**
 * What a table shows before a player acts, read off the seat's view by the very rules `perform`
 * moves pirates with (board.ts), so a preview cannot disagree with the move.
 */

/**
 * Where a move would take the pirate it moves: a card (parrots and the hook too), a move back or a
 * push. Null for an action that moves no pirate, or one that is not legal here.
 */
export function pirateDestination(view: CartagenaView, action: CartagenaAction): Place | null {
  const board = boardOfView(view);
  const finish = finishOf(board);
  const from = (place: Place): Location => locationOf(place, finish);
  // How many more pirates of a seat's colour the boat takes (the full story's boat at Cartagena).
  const room = (seat: number) => RULES.boatCapacityPerColour - (view.seats[seat]?.aboard ?? 0);
  const mover = view.turn.seat;
  let to: Location | null;
  switch (action.type) {
    case 'playCard':
      to = advanceTarget(board, from(action.from), SYMBOL_INDEX[action.card.symbol], room(mover));
      break;
    case 'playParrots':
      to = advanceTarget(board, from(action.from), SYMBOL_INDEX[action.as], room(mover));
      break;
    case 'playHook':
      to = advanceTarget(board, from(action.from), SYMBOL_INDEX[action.card.symbol], room(mover), 2);
      break;
    case 'moveBack':
      to = moveBackTarget(board, from(action.from))?.to ?? null;
      break;
    case 'pushPirate':
      to = pushTarget(board, from(action.from), room(action.seat))?.to ?? null;
      break;
    default:
      to = null;
  }
  return to === null ? null : placeOf(to, finish);
}
