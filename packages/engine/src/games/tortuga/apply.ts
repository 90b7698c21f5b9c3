import { refuse } from '../../core/errors.js';
import type { ApplyResult } from '../../core/game.js';
import { actionType, parsePlace, parseSlot, parseSlotPair, type TortugaActionType } from './actions.js';
import { captainOf, placeOf, shipIndexOf, shipName } from './board.js';
import {
  atlantisWindowHolder,
  attackProblem,
  brawlProblem,
  cabinBoyShip,
  captainedShip,
  forceProblem,
  maroonProblem,
  moveProblem,
  mutinyProblem,
  mutinyShip,
  peekProblem,
  playLetterProblem,
  revealProblem,
  shiftProblem,
  turnProblem,
} from './checks.js';
import type { EventCard, Hold, ShipIndex } from './data.js';
import type { TortugaEventBody } from './events.js';
import { letterOfMarqueMove, reveal } from './effects.js';
import { settle } from './flow.js';
import { board, requestMaroon, sailToOtherShip } from './maroon.js';
import type { Pending, TortugaState } from './state.js';
import { callVote } from './votes.js';
import { Work } from './work.js';
import { answer } from './answers.js';
import {
  failed,
  illegal,
  malformed,
  readHold,
  readSeat,
  readShip,
  type Outcome,
  type Raw,
} from './fields.js';

/**
 * Who may act now: during a secret vote every participant who has not voted; the one seat a pending
 * choice waits for; otherwise the player whose turn it is, plus the Atlantis holder while the window
 * before the turn is open.
 */
export function activeSeats(state: TortugaState): number[] {
  if (state.outcome !== null) return [];
  const pending = state.pending;
  if (pending === null) {
    const holder = atlantisWindowHolder(state);
    if (holder === null || holder === state.turn.seat) return [state.turn.seat];
    return holder < state.turn.seat ? [holder, state.turn.seat] : [state.turn.seat, holder];
  }
  return pendingSeats(state, pending);
}

function pendingSeats(state: TortugaState, pending: Pending): number[] {
  switch (pending.kind) {
    case 'startingTreasure': {
      const captain = captainOf(state, pending.ships[0] as ShipIndex);
      return captain === null ? [] : [captain];
    }
    case 'chooseStart': {
      const seat = pending.order[pending.chosen.length];
      return seat === undefined ? [] : [seat];
    }
    case 'vote':
      return pending.participants.filter((_, i) => pending.plays[i] === null).sort((a, b) => a - b);
    case 'forcedReveal':
      return [pending.chooser];
    default:
      return [pending.seat];
  }
}

export function apply(
  state: TortugaState,
  seat: number,
  action: unknown,
): ApplyResult<TortugaState, TortugaEventBody> {
  if (state.outcome !== null) return refuse('GAME_OVER', 'the game is over');
  const type = actionType(action);
  if (type === null) {
    return malformed('not a Tortuga action: expected an object with a known "type" and exactly its fields');
  }
  if (!activeSeats(state).includes(seat)) return refuse('NOT_YOUR_TURN', waitingFor(state));
  const work = new Work(state);
  const problem = dispatch(work, seat, type, action as Raw);
  if (problem) return problem;
  settle(work);
  return { ok: true, state: work.finish(), events: work.events };
}

function waitingFor(state: TortugaState): string {
  const pending = state.pending;
  if (pending === null) return 'it is not your turn';
  if (pending.kind === 'vote') return 'you are not voting, or have already voted';
  return `waiting for another player (${pending.kind})`;
}

function dispatch(work: Work, seat: number, type: TortugaActionType, raw: Raw): Outcome {
  const pending = work.s.pending;
  if (pending !== null) return answer(work, seat, type, raw, pending);
  switch (type) {
    case 'useAtlantis':
      return atlantisWindow(work, seat, true);
    case 'declineAtlantis':
      return atlantisWindow(work, seat, false);
    default:
      break;
  }
  const problem = turnProblem(work.s, seat);
  if (problem) return illegal(problem);
  switch (type) {
    case 'peek':
      return peek(work, seat, raw);
    case 'reveal':
      return revealAction(work, seat, raw);
    case 'force':
      return force(work, seat, raw);
    case 'move':
      return move(work, seat, raw);
    case 'attack':
      return attack(work, seat);
    case 'maroon':
      return maroonAction(work, seat, raw);
    case 'mutiny':
      return mutiny(work, seat);
    case 'shiftTreasure':
      return shiftTreasure(work, seat, raw);
    case 'brawl':
      return brawl(work, seat);
    case 'playLetterOfMarque':
      return playLetterOfMarque(work, seat, raw);
    default:
      return illegal(`${type} answers a choice, and none is asked now`);
  }
}

/** Marks the announced action as in progress; `settle` spends it once nothing is left to answer. */
function announce(work: Work): void {
  work.s.turn.resolving = true;
}

// ——— Turn actions ———

function atlantisWindow(work: Work, seat: number, use: boolean): Outcome {
  if (atlantisWindowHolder(work.s) !== seat)
    return illegal('Atlantis may be used only just before a turn, by its holder');
  if (!use) {
    if (seat === work.s.turn.seat) return illegal('on your own turn, simply act');
    work.s.turn.atlantisPassed = true;
    return null;
  }
  sailToOtherShip(work, seat);
  return null;
}

function peek(work: Work, seat: number, raw: Raw): Outcome {
  const slots = parseSlotPair(raw['slots']);
  if (slots === null) return malformed('slots must be two different slot numbers from 1 to 5');
  const problem = peekProblem(work.s, slots);
  if (problem) return illegal(problem);
  announce(work);
  const seen = work.s.peeks[seat] as (EventCard | null)[];
  const cards = slots.map((index) => {
    const card = work.s.row[index] as EventCard;
    seen[index] = card;
    return { slot: index + 1, card };
  });
  work.emit({ type: 'eventsPeeked', seat, slots: slots.map((index) => index + 1) });
  work.emit({ type: 'eventCardsSeen', seat, cards }, [seat]);
  return null;
}

function revealAction(work: Work, seat: number, raw: Raw): Outcome {
  const index = parseSlot(raw['slot']);
  if (index === null) return malformed('slot must be a slot number from 1 to 5');
  const problem = revealProblem(work.s, index);
  if (problem) return illegal(problem);
  announce(work);
  reveal(work, seat, index, null);
  return null;
}

function force(work: Work, seat: number, raw: Raw): Outcome {
  const slots = parseSlotPair(raw['slots']);
  if (slots === null) return malformed('slots must be two different slot numbers from 1 to 5');
  const target = readSeat(work, raw, 'target');
  if (failed(target)) return target;
  const problem = forceProblem(work.s, seat, slots, target);
  if (problem) return illegal(problem);
  announce(work);
  work.setPending({ kind: 'forcedReveal', forcer: seat, target, slots, chooser: target });
  work.emit({ type: 'revealForced', seat, target });
  work.emit(
    { type: 'forcedSlots', seat, target, slots: slots.map((index) => index + 1) },
    [seat, target].sort((a, b) => a - b),
  );
  return null;
}

function move(work: Work, seat: number, raw: Raw): Outcome {
  const to = parsePlace(raw['to']);
  if (to === null)
    return malformed('to must be a place: flyingDutchman, jollyRoger, their rowboats, or tortuga');
  const problem = moveProblem(work.s, seat, to);
  if (problem) return illegal(problem);
  announce(work);
  const from = work.lift(seat);
  work.emit({ type: 'pirateMoved', seat, from: placeOf(from), to, reason: 'move', by: seat });
  if (to === 'tortuga') work.s.tortuga.line.push(seat);
  else if (to === 'flyingDutchmanRowboat') work.rowboat(0).occupant = seat;
  else if (to === 'jollyRogerRowboat') work.rowboat(1).occupant = seat;
  else board(work, seat, shipIndexOf(to) as ShipIndex);
  return null;
}

function attack(work: Work, seat: number): Outcome {
  const problem = attackProblem(work.s, seat);
  if (problem) return illegal(problem);
  announce(work);
  callVote(work, seat, 'attack', captainedShip(work.s, seat));
  return null;
}

function maroonAction(work: Work, seat: number, raw: Raw): Outcome {
  const target = readSeat(work, raw, 'target');
  if (failed(target)) return target;
  const problem = maroonProblem(work.s, seat, target);
  if (problem) return illegal(problem);
  announce(work);
  requestMaroon(work, target, 'captain');
  return null;
}

function mutiny(work: Work, seat: number): Outcome {
  const problem = mutinyProblem(work.s, seat);
  if (problem) return illegal(problem);
  announce(work);
  callVote(work, seat, 'mutiny', mutinyShip(work.s, seat));
  return null;
}

function shiftTreasure(work: Work, seat: number, raw: Raw): Outcome {
  const from = readHold(raw, 'from');
  if (failed(from)) return from;
  const problem = shiftProblem(work.s, seat, from);
  if (problem) return illegal(problem);
  announce(work);
  const ship = cabinBoyShip(work.s, seat) as ShipIndex;
  const to: Hold = from === 'british' ? 'french' : 'british';
  const holds = work.ship(ship).holds;
  holds[from] -= 1;
  holds[to] += 1;
  work.emit({ type: 'treasureShifted', seat, ship: shipName(ship), from, to });
  return null;
}

function brawl(work: Work, seat: number): Outcome {
  const problem = brawlProblem(work.s, seat);
  if (problem) return illegal(problem);
  announce(work);
  callVote(work, seat, 'brawl', null);
  return null;
}

function playLetterOfMarque(work: Work, seat: number, raw: Raw): Outcome {
  const pirate = readSeat(work, raw, 'pirate');
  if (failed(pirate)) return pirate;
  const ship = readShip(raw, 'ship');
  if (failed(ship)) return ship;
  const problem = playLetterProblem(work.s, seat, pirate, ship);
  if (problem) return illegal(problem);
  announce(work);
  work.s.lettersOfMarque[seat] = (work.s.lettersOfMarque[seat] as number) - 1;
  work.s.discard.push('letterOfMarque');
  work.emit({ type: 'letterOfMarquePlayed', seat, pirate, ship: shipName(ship) });
  letterOfMarqueMove(work, seat, pirate, ship);
  return null;
}
