import type { TortugaAction } from './actions.js';
import { placeOf, shipIndex, shipName } from './board.js';
import { cabinBoyShip, captainedShip, mutinyShip } from './checks.js';
import type { Hold, Place, ShipName } from './data.js';
import { entry, type TortugaDraft } from './draft.js';
import { letterOfMarqueMove, reveal } from './effects.js';
import { board, requestMaroon, sailToOtherShip } from './maroon.js';
import { callVote } from './votes.js';

/**
 * What a player does with his turn (and the Atlantis window before it). Every action here is one
 * `legalActions` listed, so nothing is checked again: each handler only carries it out.
 */
export function turnAction(draft: TortugaDraft, seat: number, action: TortugaAction): void {
  switch (action.type) {
    case 'useAtlantis':
      return sailToOtherShip(draft, seat);
    case 'declineAtlantis':
      draft.s.turn.atlantisPassed = true;
      return;
    default:
      break;
  }
  // Marks the announced action as in progress; `settle` spends it once nothing is left to answer.
  draft.s.turn.resolving = true;
  switch (action.type) {
    case 'peek':
      if (action.outOfTime) outOfTime(draft, seat);
      return peek(draft, seat, action.slots);
    case 'reveal':
      return reveal(draft, seat, action.slot - 1, null);
    case 'force':
      return force(draft, seat, action.slots, action.target);
    case 'move':
      return move(draft, seat, action.to);
    case 'attack':
      return callVote(draft, seat, 'attack', captainedShip(draft.s, seat));
    case 'maroon':
      return requestMaroon(draft, action.target, 'captain');
    case 'mutiny':
      return callVote(draft, seat, 'mutiny', mutinyShip(draft.s, seat));
    case 'shiftTreasure':
      return shiftTreasure(draft, seat, action.from);
    case 'brawl':
      return callVote(draft, seat, 'brawl', null);
    case 'playLetterOfMarque':
      return playLetterOfMarque(draft, seat, action.pirate, action.ship);
    default:
      return;
  }
}

function peek(draft: TortugaDraft, seat: number, slots: readonly number[]): void {
  const seen = entry(draft.s.peeks, seat);
  const cards = slots.map((slot) => {
    const card = draft.rowCard(slot - 1);
    seen[slot - 1] = card;
    return { slot, card };
  });
  draft.emit({ type: 'eventsPeeked', seat, slots: slots.slice() });
  draft.emit({ type: 'eventCardsSeen', seat, cards }, [seat]);
}

/**
 * Names whose clock ran out: the table's 30-second timer (the rulebooks' default), or else the
 * platform's own clock (a ranked match), whose default is a platform rule.
 */
function outOfTime(draft: TortugaDraft, seat: number): void {
  draft.emit({ type: 'outOfTime', seat, clock: draft.s.options.timer ? 'timer' : 'platform' });
}

function force(draft: TortugaDraft, seat: number, slots: readonly number[], target: number): void {
  const indexes = slots.map((slot) => slot - 1);
  draft.setPending({ kind: 'forcedReveal', forcer: seat, target, slots: indexes, chooser: target });
  // Designated in front of everyone (data sheet §1.8): the two slots are public.
  draft.emit({ type: 'revealForced', seat, target, slots: slots.slice() });
}

function move(draft: TortugaDraft, seat: number, to: Place): void {
  const from = draft.lift(seat);
  draft.emit({ type: 'pirateMoved', seat, from: placeOf(from), to, reason: 'move', by: seat });
  if (to === 'tortuga') draft.s.tortuga.line.push(seat);
  else if (to === 'flyingDutchmanRowboat') draft.rowboat(0).occupant = seat;
  else if (to === 'jollyRogerRowboat') draft.rowboat(1).occupant = seat;
  else board(draft, seat, shipIndex(to));
}

function shiftTreasure(draft: TortugaDraft, seat: number, from: Hold): void {
  const ship = cabinBoyShip(draft.s, seat);
  if (ship === null) return;
  const to: Hold = from === 'british' ? 'french' : 'british';
  const holds = draft.ship(ship).holds;
  holds[from] -= 1;
  holds[to] += 1;
  draft.lean(seat, to);
  draft.emit({ type: 'treasureShifted', seat, ship: shipName(ship), from, to });
}

function playLetterOfMarque(draft: TortugaDraft, seat: number, pirate: number, ship: ShipName): void {
  const s = draft.s;
  s.lettersOfMarque[seat] = (s.lettersOfMarque[seat] ?? 0) - 1;
  s.discard.push('letterOfMarque');
  draft.emit({ type: 'letterOfMarquePlayed', seat, pirate, ship });
  letterOfMarqueMove(draft, seat, pirate, shipIndex(ship));
}
