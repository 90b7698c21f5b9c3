import { parseSlot, parseVoteCard, type TortugaActionType } from './actions.js';
import { captainOf, governor, hasRoom, locate, otherShip, shipName } from './board.js';
import { atlantisMoveProblem, attackSources, letterMoveProblem } from './checks.js';
import { SHIP_CAPACITY, voteCardOf, type ShipIndex, type VoteCode } from './data.js';
import {
  blowUp,
  cabinFever,
  finishCrowsNest,
  giveMap,
  isMap,
  letterOfMarqueMove,
  reveal,
  searchVoteHand,
} from './effects.js';
import { startTurn } from './flow.js';
import { DECISIONS } from './rules.js';
import { discardVoteCard, maroon, requestMaroon, sailToOtherShip, useMap } from './maroon.js';
import type { Pending, StartChoice, TortugaState } from './state.js';
import { castVote, startVote } from './votes.js';
import type { Work } from './work.js';
import {
  failed,
  illegal,
  malformed,
  readHold,
  readSeat,
  readShip,
  readVoteCard,
  type Outcome,
  type Raw,
} from './fields.js';

/** Answers to what the game is waiting for: each pending choice accepts only its own answers. */
export function answer(
  work: Work,
  seat: number,
  type: TortugaActionType,
  raw: Raw,
  pending: Pending,
): Outcome {
  const expect = (...types: TortugaActionType[]): Outcome =>
    types.includes(type) ? null : illegal(`answer the ${pending.kind} first: expected ${types.join(' or ')}`);
  switch (pending.kind) {
    case 'startingTreasure':
      return expect('placeStartingTreasure') ?? placeStartingTreasure(work, raw, pending);
    case 'chooseStart':
      return expect('chooseStart') ?? chooseStart(work, seat, raw, pending);
    case 'vote':
      return expect('vote') ?? vote(work, seat, raw);
    case 'attackTreasure':
      return expect('takeTreasure') ?? takeTreasure(work, raw, pending);
    case 'forcedReveal':
      return expect('chooseSlot', 'deferToForcer') ?? forcedReveal(work, seat, type, raw, pending);
    case 'eventChoice':
      return eventChoice(work, seat, type, raw, pending);
    case 'returnVoteCard':
      return expect('returnVoteCard') ?? returnVoteCard(work, seat, raw);
    case 'crowsNestGive':
      return expect('giveVoteCard') ?? giveVoteCard(work, raw, pending);
    case 'maroonResponse':
      return (
        expect('useFountainOfYouth', 'useAtlantis', 'acceptMarooning') ?? maroonResponse(work, type, pending)
      );
    case 'loseVoteCard':
      return expect('loseVoteCard') ?? loseVoteCard(work, seat, raw);
    case 'atlantisJump':
      return expect('useAtlantis', 'declineAtlantis') ?? atlantisJump(work, type, pending);
  }
}

function placeStartingTreasure(
  work: Work,
  raw: Raw,
  pending: Extract<Pending, { kind: 'startingTreasure' }>,
): Outcome {
  const hold = readHold(raw, 'hold');
  if (failed(hold)) return hold;
  const ship = pending.ships[0] as ShipIndex;
  work.ship(ship).holds[hold] += work.rules.startingTreasure.perCaptain;
  work.emit({
    type: 'startingTreasurePlaced',
    seat: captainOf(work.s, ship) as number,
    ship: shipName(ship),
    hold,
  });
  const rest = pending.ships.slice(1);
  if (rest.length > 0) {
    work.setPending({ kind: 'startingTreasure', ships: rest });
  } else {
    work.setPending(null);
    startTurn(work, work.s.turn.seat);
  }
  return null;
}

/** The highest position a pawn may choose at a place in the brain-burner start. */
export function startPositions(state: TortugaState, place: StartChoice['place']): number {
  return place === 'tortuga' ? Math.max(DECISIONS.brainBurnerTortugaSpaces, state.players) : SHIP_CAPACITY;
}

function chooseStart(
  work: Work,
  seat: number,
  raw: Raw,
  pending: Extract<Pending, { kind: 'chooseStart' }>,
): Outcome {
  const place = raw['place'];
  const position = raw['position'];
  if (place !== 'flyingDutchman' && place !== 'jollyRoger' && place !== 'tortuga') {
    return malformed('place must be flyingDutchman, jollyRoger or tortuga');
  }
  const most = startPositions(work.s, place);
  if (typeof position !== 'number' || !Number.isInteger(position) || position < 1 || position > most) {
    return malformed(`position must be an integer from 1 to ${most}`);
  }
  if (pending.chosen.some((choice) => choice.place === place && choice.position === position)) {
    return illegal('that space is taken');
  }
  const chosen: StartChoice[] = [...pending.chosen, { seat, place, position }];
  work.emit({ type: 'startChosen', seat, place, position });
  if (chosen.length < pending.order.length) {
    work.setPending({ kind: 'chooseStart', order: pending.order, chosen });
    return null;
  }
  // Everyone is placed: gaps close toward the front.
  const ordered = (where: StartChoice['place']) =>
    chosen
      .filter((choice) => choice.place === where)
      .sort((a, b) => a.position - b.position)
      .map((choice) => choice.seat);
  work.ship(0).crew = ordered('flyingDutchman');
  work.ship(1).crew = ordered('jollyRoger');
  work.s.tortuga.line = ordered('tortuga');
  work.setPending(null);
  const candidates = DECISIONS.brainBurnerFirstPlayer.map((who) =>
    who === 'jollyRogerCaptain'
      ? captainOf(work.s, 1)
      : who === 'flyingDutchmanCaptain'
        ? captainOf(work.s, 0)
        : governor(work.s),
  );
  const first = candidates.find((seat) => seat !== null) ?? 0;
  startTurn(work, first);
  return null;
}

function vote(work: Work, seat: number, raw: Raw): Outcome {
  const cards = raw['cards'];
  if (!Array.isArray(cards) || cards.length < 1 || cards.length > 2) {
    return malformed('cards must list one vote card (two with El Dorado)');
  }
  const codes: VoteCode[] = [];
  for (const card of cards) {
    const code = parseVoteCard(card);
    if (code === null) return malformed('cards must be vote cards: { top, flag, bottom, double }');
    codes.push(code);
  }
  if (codes.length === 2 && !(work.s.maps[seat] ?? []).includes('elDorado')) {
    return illegal('only the El Dorado map lets you play two cards');
  }
  const [first, second] = codes as [VoteCode, VoteCode?];
  if (
    !work.holds(seat, first, first === second ? 2 : 1) ||
    (second !== undefined && !work.holds(seat, second))
  ) {
    return illegal('you do not hold those vote cards');
  }
  castVote(work, seat, codes);
  return null;
}

function takeTreasure(work: Work, raw: Raw, pending: Extract<Pending, { kind: 'attackTreasure' }>): Outcome {
  const from = raw['from'];
  if (from !== 'galleon' && from !== 'british' && from !== 'french') {
    return malformed('from must be galleon, british or french (a hold of the other ship)');
  }
  const hold = readHold(raw, 'hold');
  if (failed(hold)) return hold;
  if (!attackSources(work.s, pending.ship).includes(from)) {
    return illegal(
      work.s.galleon > 0
        ? 'while the Galleon holds treasure, take from the Galleon'
        : `the other ship's ${from} hold is empty`,
    );
  }
  const other = otherShip(pending.ship);
  if (from === 'galleon') work.s.galleon -= 1;
  else work.ship(other).holds[from] -= 1;
  work.ship(pending.ship).holds[hold] += 1;
  work.emit({
    type: 'treasureTaken',
    seat: pending.seat,
    from: from === 'galleon' ? 'galleon' : shipName(other),
    fromHold: from === 'galleon' ? null : from,
    ship: shipName(pending.ship),
    hold,
  });
  work.setPending(null);
  return null;
}

function forcedReveal(
  work: Work,
  seat: number,
  type: TortugaActionType,
  raw: Raw,
  pending: Extract<Pending, { kind: 'forcedReveal' }>,
): Outcome {
  if (type === 'deferToForcer') {
    if (seat !== pending.target || pending.chooser !== pending.target)
      return illegal('only the forced player may defer');
    work.setPending({ ...pending, chooser: pending.forcer });
    work.emit({ type: 'forcedChoiceDeferred', seat, forcer: pending.forcer });
    return null;
  }
  const index = parseSlot(raw['slot']);
  if (index === null) return malformed('slot must be a slot number from 1 to 5');
  if (!pending.slots.includes(index)) return illegal('choose one of the two designated slots');
  work.setPending(null);
  reveal(work, pending.target, index, pending.forcer);
  return null;
}

function eventChoice(
  work: Work,
  seat: number,
  type: TortugaActionType,
  raw: Raw,
  pending: Extract<Pending, { kind: 'eventChoice' }>,
): Outcome {
  const card = pending.card;
  const wrong = (...types: TortugaActionType[]) =>
    types.includes(type) ? null : illegal(`resolve the ${card} first: expected ${types.join(' or ')}`);
  if (isMap(card)) {
    const problem = wrong('giveTreasureMap');
    if (problem) return problem;
    const to = readSeat(work, raw, 'to');
    if (failed(to)) return to;
    if (to === seat) return illegal('a treasure map goes to another player');
    work.setPending(null);
    giveMap(work, seat, card, to);
    return null;
  }
  switch (card) {
    case 'letterOfMarque':
      return letterOfMarqueChoice(work, seat, type, raw);
    case 'pistol': {
      const problem = wrong('shootPirate');
      if (problem) return problem;
      const target = readSeat(work, raw, 'target');
      if (failed(target)) return target;
      if (target === seat && !work.rules.pistolMayTargetSelf)
        return illegal('point the Pistol at another pirate');
      work.setPending(null);
      work.s.discard.push('pistol');
      work.emit({ type: 'pirateShot', seat, target });
      requestMaroon(work, target, 'pistol');
      return null;
    }
    case 'blackPowder': {
      const problem = wrong('blowUpRowboat');
      if (problem) return problem;
      const ship = readShip(raw, 'ship');
      if (failed(ship)) return ship;
      if (work.rowboat(ship).destroyed) return illegal('that rowboat is already gone');
      work.setPending(null);
      work.s.discard.push('blackPowder');
      blowUp(work, seat, ship);
      return null;
    }
    case 'cabinFever': {
      const problem = wrong('shareCabinFever');
      if (problem) return problem;
      const target = readSeat(work, raw, 'target');
      if (failed(target)) return target;
      if (target === seat) return illegal('choose another player');
      work.setPending(null);
      work.s.discard.push('cabinFever');
      cabinFever(work, seat, target);
      return null;
    }
    case 'crowsNest': {
      const problem = wrong('searchVoteHand');
      if (problem) return problem;
      const target = readSeat(work, raw, 'target');
      if (failed(target)) return target;
      work.setPending(null);
      searchVoteHand(work, seat, target);
      return null;
    }
  }
}

function letterOfMarqueChoice(work: Work, seat: number, type: TortugaActionType, raw: Raw): Outcome {
  const keeps = work.rules.letterOfMarque === 'moveOrKeep';
  if (type === 'keepLetterOfMarque' && keeps) {
    work.setPending(null);
    work.s.lettersOfMarque[seat] = (work.s.lettersOfMarque[seat] as number) + 1;
    work.emit({ type: 'letterOfMarqueKept', seat });
    return null;
  }
  if (type === 'drawVoteCard' && !keeps) {
    work.drawInto(seat, 1);
    work.setPending({ kind: 'returnVoteCard', seat });
    return null;
  }
  if (type !== 'moveWithLetterOfMarque') {
    return illegal(
      keeps
        ? 'resolve the Letter of Marque: moveWithLetterOfMarque or keepLetterOfMarque'
        : 'resolve the Letter of Marque: moveWithLetterOfMarque or drawVoteCard',
    );
  }
  const pirate = readSeat(work, raw, 'pirate');
  if (failed(pirate)) return pirate;
  const ship = readShip(raw, 'ship');
  if (failed(ship)) return ship;
  const problem = letterMoveProblem(work.s, pirate, ship);
  if (problem) return illegal(problem);
  work.setPending(null);
  work.s.discard.push('letterOfMarque');
  letterOfMarqueMove(work, seat, pirate, ship);
  return null;
}

function returnVoteCard(work: Work, seat: number, raw: Raw): Outcome {
  const code = readVoteCard(work, seat, raw);
  if (failed(code)) return code;
  work.removeFromHand(seat, code);
  work.s.voteDeck.unshift(code);
  work.s.voteTopKnownBy = seat;
  work.s.discard.push('letterOfMarque');
  work.emit({ type: 'voteCardOnTop', seat });
  work.seen(seat, [code], 'putOnTop');
  work.setPending(null);
  return null;
}

function giveVoteCard(work: Work, raw: Raw, pending: Extract<Pending, { kind: 'crowsNestGive' }>): Outcome {
  const code = parseVoteCard(raw['card']);
  if (code === null) return malformed('card must be a vote card: { top, flag, bottom, double }');
  const deck = work.s.voteDeck;
  const at = deck.indexOf(code);
  if (at < 0) return illegal('the vote deck holds no such card');
  deck.splice(at, 1);
  work.addToHand(pending.target, code);
  work.emit({ type: 'voteCardGiven', seat: pending.seat, target: pending.target });
  const knowers =
    pending.seat === pending.target ? [pending.seat] : [pending.seat, pending.target].sort((a, b) => a - b);
  work.emit(
    { type: 'voteCardGivenSeen', seat: pending.seat, target: pending.target, card: voteCardOf(code) },
    knowers,
  );
  if (pending.remaining <= 1) finishCrowsNest(work);
  else work.setPending({ ...pending, remaining: pending.remaining - 1 });
  return null;
}

function maroonResponse(
  work: Work,
  type: TortugaActionType,
  pending: Extract<Pending, { kind: 'maroonResponse' }>,
): Outcome {
  const seat = pending.seat;
  work.setPending(null);
  if (type === 'useFountainOfYouth') {
    if (!pending.fountain) return illegal('Fountain of Youth does not save you from this');
    useMap(work, seat, 'fountainOfYouth');
    return null;
  }
  if (type === 'useAtlantis') {
    if (!pending.atlantis) return illegal('Atlantis does not save you from this');
    if (atlantisMoveProblem(work.s, seat) !== null) return illegal('the other ship has no room');
    sailToOtherShip(work, seat);
    // IT-1e: the captain's maroon came to nothing, and he takes another action.
    if (pending.cause === 'captain') work.refund = true;
    return null;
  }
  maroon(work, seat, pending.cause);
  return null;
}

function loseVoteCard(work: Work, seat: number, raw: Raw): Outcome {
  const code = readVoteCard(work, seat, raw);
  if (failed(code)) return code;
  work.setPending(null);
  discardVoteCard(work, seat, code);
  return null;
}

function atlantisJump(
  work: Work,
  type: TortugaActionType,
  pending: Extract<Pending, { kind: 'atlantisJump' }>,
): Outcome {
  work.setPending(null);
  if (type === 'useAtlantis') {
    const at = locate(work.s, pending.seat);
    if (at.kind !== 'ship' || at.ship === pending.ship || !hasRoom(work.s, pending.ship)) {
      return illegal('you can no longer jump aboard');
    }
    sailToOtherShip(work, pending.seat);
    if (work.crew(pending.ship).length === 0) {
      work.emit({ type: 'voteCalledOff', seat: pending.caller, reason: 'shipEmptied' });
      return null;
    }
  }
  startVote(work, pending.caller, pending.vote, pending.ship);
  return null;
}
