import { refuse, type ApplyFailure } from '../../core/errors.js';
import type { ApplyResult } from '../../core/game.js';
import { actionType, type PortRoyalActionType } from './actions.js';
import {
  COLOURS,
  CREW_COLOUR,
  CREW_IDS,
  DEBT_RELIEF,
  GOODS,
  LOOT_IDS,
  MOVE,
  PRISONER_VALUES,
  REMOVE,
  colourById,
  crewById,
  goodById,
  goodOf,
  isStandard,
  lootById,
  prisonerById,
  type Colour,
  type CrewCode,
  type Good,
  type LootCode,
} from './data.js';
import type { PortRoyalEventBody } from './events.js';
import { hasMovableCard, mayPayDebt, settleChoices } from './legal.js';
import { endRound, leftOf } from './round.js';
import { RULES } from './rules.js';
import type { PortRoyalState, Ship } from './state.js';
import { absentColour, ledColour, mayPlay, trickWinner } from './tricks.js';
import { Work } from './work.js';

type Raw = Record<string, unknown>;
type Outcome = ApplyFailure | null;

const illegal = (message: string) => refuse('ILLEGAL_ACTION', message);
const malformed = (message: string) => refuse('MALFORMED_ACTION', message);
const shipName = (good: number): Good => GOODS[good] as Good;
const byCode = (a: number, b: number) => a - b;

/** The step each action answers. */
const STEP_OF: Readonly<Record<PortRoyalActionType, PortRoyalState['step']>> = {
  bid: 'bid',
  pass: 'bid',
  setAside: 'setAside',
  chooseTrump: 'chooseTrump',
  chooseLeader: 'chooseLeader',
  chooseLoot: 'chooseLoot',
  playCard: 'playCard',
  loadLoot: 'settleLoot',
  payDebt: 'settleLoot',
  useRemove: 'settleLoot',
  removeCard: 'settleLoot',
  keepRemove: 'settleLoot',
  moveCard: 'settleLoot',
  discardMove: 'settleLoot',
  placePrisoner: 'placePrisoner',
};

const NEEDS: Readonly<Record<PortRoyalState['step'], string>> = {
  bid: 'the auction is on: bid or pass',
  setAside: 'the privileged player is setting two cards aside',
  chooseTrump: 'the privileged player is choosing trump',
  chooseLeader: 'the privileged player is choosing who leads',
  chooseLoot: 'the leader is choosing the loot at stake',
  playCard: 'a trick is being played',
  settleLoot: 'the trick’s winner is settling the loot card won',
  placePrisoner: 'the trick’s winner is placing prisoner cards',
  over: 'the game is over',
};

/** One seat acts at a time; none once the game is over. */
export function activeSeats(state: PortRoyalState): number[] {
  return state.step === 'over' ? [] : [state.turn];
}

export function apply(
  state: PortRoyalState,
  seat: number,
  action: unknown,
): ApplyResult<PortRoyalState, PortRoyalEventBody> {
  if (state.step === 'over') return refuse('GAME_OVER', 'the game is over');
  const type = actionType(action);
  if (type === null) {
    return malformed(
      'not a Port Royal action: expected an object with a known "type" and exactly its fields',
    );
  }
  if (seat !== state.turn) return refuse('NOT_YOUR_TURN', `it is seat ${state.turn}'s turn`);
  if (STEP_OF[type] !== state.step) return illegal(`${type} is not possible now: ${NEEDS[state.step]}`);
  const work = new Work(state);
  const problem = dispatch(work, seat, type, action as Raw);
  if (problem) return problem;
  return { ok: true, state: work.finishState(), events: work.events };
}

function dispatch(work: Work, seat: number, type: PortRoyalActionType, raw: Raw): Outcome {
  switch (type) {
    case 'bid':
      return bid(work, seat, raw);
    case 'pass':
      return pass(work, seat);
    case 'setAside':
      return setAside(work, seat, raw);
    case 'chooseTrump':
      return chooseTrump(work, seat, raw);
    case 'chooseLeader':
      return chooseLeader(work, seat, raw);
    case 'chooseLoot':
      return chooseLoot(work, seat, raw);
    case 'playCard':
      return playCard(work, seat, raw);
    case 'loadLoot':
      return loadLoot(work, seat, raw);
    case 'payDebt':
      return payDebt(work, seat);
    case 'useRemove':
      return useRemove(work, seat);
    case 'removeCard':
      return removeCard(work, seat, raw);
    case 'keepRemove':
      return keepRemove(work, seat);
    case 'moveCard':
      return moveCard(work, seat, raw);
    case 'discardMove':
      return discardMove(work, seat);
    case 'placePrisoner':
      return placePrisoner(work, seat, raw);
  }
}

// ——— The auction ———

function bid(work: Work, seat: number, raw: Raw): Outcome {
  const amount = raw['amount'];
  if (typeof amount !== 'number' || !Number.isInteger(amount))
    return malformed('amount must be a whole number of tons');
  const auction = work.auction;
  if (auction === null) return illegal('there is no auction');
  const minimum = Math.max(RULES.minimumBid, auction.highBid + 1);
  if (amount < minimum) return illegal(`a bid must be at least ${minimum} tons`);
  const debt = work.debt[seat] as number;
  if (debt + amount > RULES.debtCap) {
    return illegal(
      `your debt (${debt}) plus your bid may not exceed ${RULES.debtCap}: at most ${RULES.debtCap - debt}`,
    );
  }
  // With non-final passes a raise reopens the auction to everyone who passed.
  const passed = work.options.passIsFinal ? auction.passed : auction.passed.map(() => false);
  work.auction = { highBid: amount, highBidder: seat, passed };
  work.emit({ type: 'bidPlaced', seat, amount });
  nextBidder(work, seat);
  return null;
}

function pass(work: Work, seat: number): Outcome {
  const auction = work.auction;
  if (auction === null) return illegal('there is no auction');
  const passed = auction.passed.slice();
  passed[seat] = true;
  work.auction = { highBid: auction.highBid, highBidder: auction.highBidder, passed };
  work.emit({ type: 'bidPassed', seat });
  nextBidder(work, seat);
  return null;
}

/**
 * The auction goes on clockwise among those who have not passed (since the last raise, when passes
 * are not final) until only the high bidder is left, or everybody has passed without a bid.
 */
function nextBidder(work: Work, seat: number): void {
  const auction = work.auction;
  if (auction === null) return;
  const players = work.players;
  let open = 0;
  for (let s = 0; s < players; s++) if (!auction.passed[s]) open++;
  if (auction.highBidder !== null && open === 1) {
    grantPrivileges(work, auction.highBidder, auction.highBid);
    return;
  }
  if (open === 0) {
    const winner = work.options.noBidPrivileges === 'dealer' ? work.dealer : leftOf(work.dealer, players);
    grantPrivileges(work, winner, 0);
    return;
  }
  let next = leftOf(seat, players);
  while (auction.passed[next]) next = leftOf(next, players);
  work.turn = next;
}

/** The winner's black cube goes to yellow + bid; he takes the two face-up crew cards. */
function grantPrivileges(work: Work, seat: number, amount: number): void {
  work.auction = null;
  work.privileged = seat;
  work.black = (work.debt[seat] as number) + amount;
  work.emit({ type: 'privilegesWon', seat, bid: amount, black: work.black });
  const taken = work.faceUp;
  work.setHand(seat, [...(work.hands[seat] as readonly CrewCode[]), ...taken].sort(byCode));
  work.pickedUp = taken;
  work.faceUp = [];
  work.emit({ type: 'faceUpTaken', seat, cards: taken.map((code) => CREW_IDS[code] as string) });
  work.step = 'setAside';
  work.turn = seat;
}

// ——— The privileges ———

function readCrew(work: Work, seat: number, raw: Raw): CrewCode | ApplyFailure {
  const code = crewById(raw['card']);
  if (code === null) return malformed('card must be a crew card id such as "red-5" or "ghost-7"');
  if (!(work.hands[seat] as readonly CrewCode[]).includes(code))
    return illegal(`you do not hold ${CREW_IDS[code]}`);
  return code;
}

const failed = (value: unknown): value is ApplyFailure => typeof value === 'object' && value !== null;

function without<T>(list: readonly T[], item: T): T[] {
  const out = list.slice();
  out.splice(out.indexOf(item), 1);
  return out;
}

function setAside(work: Work, seat: number, raw: Raw): Outcome {
  const code = readCrew(work, seat, raw);
  if (failed(code)) return code;
  if (work.options.setAsideFrom === 'hand' && work.pickedUp.includes(code)) {
    return illegal('in this game the two cards set aside come from your own hand, not the face-up cards');
  }
  work.setHand(seat, without(work.hands[seat] as readonly CrewCode[], code));
  work.setAside = [...work.setAside, code].sort(byCode);
  work.emit({ type: 'cardSetAside', seat });
  work.emit({ type: 'cardSetAsideSeen', seat, card: CREW_IDS[code] as string }, [seat]);
  if (work.setAside.length >= RULES.faceUpCards) work.step = 'chooseTrump';
  return null;
}

function chooseTrump(work: Work, seat: number, raw: Raw): Outcome {
  const colour = colourById(raw['colour']);
  if (colour === null) return malformed(`colour must be one of ${COLOURS.join(', ')}`);
  work.trump = colour;
  work.emit({ type: 'trumpChosen', seat, colour: COLOURS[colour] as Colour });
  work.step = 'chooseLeader';
  return null;
}

function chooseLeader(work: Work, seat: number, raw: Raw): Outcome {
  const leader = raw['seat'];
  if (typeof leader !== 'number' || !Number.isInteger(leader) || leader < 0 || leader >= work.players) {
    return malformed(`seat must be a seat number from 0 to ${work.players - 1}`);
  }
  work.emit({ type: 'leaderChosen', seat, leader });
  work.trick = { number: 1, leader, stake: null, cards: [] };
  work.step = 'chooseLoot';
  work.turn = leader;
  return null;
}

// ——— Tricks ———

function chooseLoot(work: Work, seat: number, raw: Raw): Outcome {
  const loot = lootById(raw['loot']);
  if (loot === null) return malformed('loot must be a loot card id such as "rum-6" or "plus8"');
  const card = work.display.find((entry) => entry.loot === loot);
  const trick = work.trick;
  if (card === undefined || trick === null) return illegal(`${LOOT_IDS[loot]} is not on display`);
  work.trick = { number: trick.number, leader: trick.leader, stake: loot, cards: trick.cards };
  work.emit({
    type: 'lootChosen',
    seat,
    trick: trick.number,
    loot: LOOT_IDS[loot] as string,
    prisonerCount: card.prisoners.length,
  });
  work.step = 'playCard';
  return null;
}

function playCard(work: Work, seat: number, raw: Raw): Outcome {
  const code = readCrew(work, seat, raw);
  if (failed(code)) return code;
  const trick = work.trick;
  if (trick === null) return illegal('no trick is being played');
  const hand = work.hands[seat] as readonly CrewCode[];
  const trump = work.trump ?? -1;
  const ghostLead = work.options.ghostLead;
  if (!mayPlay(hand, trick.cards, trump, ghostLead, code)) {
    const led = ledColour(trick.cards, ghostLead);
    return illegal(
      hand.some((c) => CREW_COLOUR[c] === led)
        ? 'you may play trump only when you hold no card of the led colour'
        : 'holding no card of the led colour but a ghost, you must play a ghost',
    );
  }
  const absent = absentColour(trick.cards, trump, ghostLead, code);
  if (absent >= 0) {
    const marks = work.absentMut();
    marks[seat] = (marks[seat] as number) | (1 << absent);
  }
  work.setHand(seat, without(hand, code));
  const cards = [...trick.cards, code];
  work.trick = { number: trick.number, leader: trick.leader, stake: trick.stake, cards };
  work.emit({
    type: 'cardPlayed',
    seat,
    card: CREW_IDS[code] as string,
    absent: absent >= 0 ? (COLOURS[absent] as Colour) : null,
  });
  if (cards.length < work.players) {
    work.turn = leftOf(seat, work.players);
    return null;
  }
  resolveTrick(work);
  return null;
}

/** The winner takes the loot card at stake with the prisoner cards beneath it. */
function resolveTrick(work: Work): void {
  const trick = work.trick;
  if (trick === null || trick.stake === null) return;
  const winner = (trick.leader + trickWinner(trick.cards, work.trump ?? -1)) % work.players;
  const display = work.displayMut();
  const index = display.findIndex((entry) => entry.loot === trick.stake);
  const card = display[index] as (typeof display)[number];
  display.splice(index, 1);
  work.won = { seat: winner, loot: card.loot, prisoners: card.prisoners };
  work.lastTrick = {
    number: trick.number,
    leader: trick.leader,
    cards: trick.cards,
    winner,
    loot: card.loot,
  };
  work.emit({
    type: 'trickWon',
    seat: winner,
    trick: trick.number,
    loot: LOOT_IDS[card.loot] as string,
    prisonerCount: card.prisoners.length,
    cards: trick.cards.map((code) => CREW_IDS[code] as string),
  });
  if (card.prisoners.length > 0) {
    work.emit(
      { type: 'prisonersSeen', seat: winner, prisoners: card.prisoners.slice(), reason: 'won', ship: null },
      [winner],
    );
  }
  work.step = 'settleLoot';
  work.turn = winner;
  autoSettle(work);
}

/** Where the winner has exactly one choice for the loot (a standard card, Move with nothing to move), it is made. */
function autoSettle(work: Work): void {
  const won = work.won;
  if (won === null) return;
  const choices = settleChoices(work, won.seat);
  if (choices.length === 1)
    dispatch(
      work,
      won.seat,
      (choices[0] as { type: PortRoyalActionType }).type,
      choices[0] as unknown as Raw,
    );
}

// ——— Settling the loot won ———

function wonLoot(work: Work): LootCode {
  return work.won?.loot as LootCode;
}

/** The loot card is dealt with; `discarded` when it went to the discard pile instead of a ship. */
function lootSettled(work: Work, discarded = false): void {
  let won = work.won;
  if (won === null) return;
  if (discarded && won.prisoners.length > 0 && work.options.prisonersOfDiscardedLoot === 'lost') {
    work.discardedMut(won.seat).push(...won.prisoners);
    work.emit({ type: 'prisonersDiscarded', seat: won.seat, count: won.prisoners.length });
    won = { seat: won.seat, loot: won.loot, prisoners: [] };
  }
  work.won = { seat: won.seat, loot: null, prisoners: won.prisoners };
  if (won.prisoners.length > 0) {
    work.step = 'placePrisoner';
    return;
  }
  finishTrick(work);
}

function loadLoot(work: Work, seat: number, raw: Raw): Outcome {
  const good = goodById(raw['ship']);
  if (good === null) return malformed(`ship must be one of ${GOODS.join(', ')}`);
  const loot = wonLoot(work);
  if (loot === REMOVE || loot === MOVE)
    return illegal(`${LOOT_IDS[loot]} is never loaded: use it or discard it`);
  if (isStandard(loot) && goodOf(loot) !== good)
    return illegal(`${LOOT_IDS[loot]} goes onto the ${shipName(goodOf(loot))} ship`);
  const ship = work.ship(seat, good);
  work.setShip(seat, good, { loot: [...ship.loot, loot], prisoners: ship.prisoners });
  work.emit({ type: 'lootLoaded', seat, loot: LOOT_IDS[loot] as string, ship: shipName(good) });
  lootSettled(work);
  return null;
}

function payDebt(work: Work, seat: number): Outcome {
  const loot = wonLoot(work);
  if (!mayPayDebt(work, seat, loot)) {
    return illegal(
      work.privileged !== seat
        ? 'only the privileged player may discard loot to lower his bid'
        : (DEBT_RELIEF[loot] as number) === 0
          ? `${LOOT_IDS[loot]} cannot lower a bid`
          : 'your black cube already stands on your yellow cube',
    );
  }
  const black = work.black as number;
  const amount = Math.min(DEBT_RELIEF[loot] as number, black - (work.debt[seat] as number));
  work.black = black - amount;
  work.discardMut().push(loot);
  work.emit({ type: 'debtPaid', seat, loot: LOOT_IDS[loot] as string, amount, black: work.black });
  lootSettled(work, true);
  return null;
}

function useRemove(work: Work, seat: number): Outcome {
  const loot = wonLoot(work);
  if (work.removeHolder !== seat) return illegal('you keep no Remove 1 card beside your board');
  if (loot === REMOVE || loot === MOVE)
    return illegal(`${LOOT_IDS[loot]} is not loaded: there is nothing to remove`);
  work.removeHolder = null;
  const discard = work.discardMut();
  discard.push(loot, REMOVE);
  work.emit({ type: 'lootRemoved', seat, loot: LOOT_IDS[loot] as string });
  lootSettled(work, true);
  return null;
}

/** A card on a ship as an action names it: a loot id or `prisoner-N`. */
function readShipCard(raw: Raw): { loot: LootCode | null; prisoner: number | null } | null {
  const id = raw['card'];
  const loot = lootById(id);
  if (loot !== null) return { loot, prisoner: null };
  const prisoner = prisonerById(id);
  return prisoner === null ? null : { loot: null, prisoner };
}

function findOnShips(
  work: Work,
  seat: number,
  card: { loot: LootCode | null; prisoner: number | null },
): number {
  const row = work.ships[seat] as readonly Ship[];
  for (let good = 0; good < row.length; good++) {
    const ship = row[good] as Ship;
    if (
      card.loot !== null ? ship.loot.includes(card.loot) : ship.prisoners.includes(card.prisoner as number)
    ) {
      return good;
    }
  }
  return -1;
}

function removeCard(work: Work, seat: number, raw: Raw): Outcome {
  const card = readShipCard(raw);
  if (card === null)
    return malformed('card must be a loot card id ("rum-6", "minus10") or a prisoner card id ("prisoner-3")');
  if (wonLoot(work) !== REMOVE) return illegal('only the Remove 1 card just won removes a card now');
  if (work.options.removeTargets === 'standard' && (card.loot === null || !isStandard(card.loot))) {
    return illegal('in this game Remove 1 card takes only a standard loot card');
  }
  const good = findOnShips(work, seat, card);
  if (good < 0) return illegal('that card is not on one of your ships');
  const ship = work.ship(seat, good);
  if (card.loot !== null) {
    work.setShip(seat, good, { loot: without(ship.loot, card.loot), prisoners: ship.prisoners });
    work.discardMut().push(card.loot, REMOVE);
    work.emit({ type: 'cardRemoved', seat, ship: shipName(good), loot: LOOT_IDS[card.loot] as string });
  } else {
    const prisoner = card.prisoner as number;
    work.setShip(seat, good, { loot: ship.loot, prisoners: without(ship.prisoners, prisoner) });
    work.discardedMut(seat).push(prisoner);
    work.discardMut().push(REMOVE);
    work.emit({ type: 'cardRemoved', seat, ship: shipName(good), loot: null });
    work.emit(
      { type: 'prisonersSeen', seat, prisoners: [prisoner], reason: 'removed', ship: shipName(good) },
      [seat],
    );
  }
  lootSettled(work);
  return null;
}

function keepRemove(work: Work, seat: number): Outcome {
  if (wonLoot(work) !== REMOVE) return illegal('only a Remove 1 card just won can be kept');
  work.removeHolder = seat;
  work.emit({ type: 'removeKept', seat });
  lootSettled(work);
  return null;
}

function moveCard(work: Work, seat: number, raw: Raw): Outcome {
  const card = readShipCard(raw);
  if (card === null)
    return malformed(
      'card must be a special card id ("double", "maxPlus5", …) or a prisoner card id ("prisoner-3")',
    );
  const to = goodById(raw['to']);
  if (to === null) return malformed(`to must be one of ${GOODS.join(', ')}`);
  if (wonLoot(work) !== MOVE) return illegal('only the Move 1 card just won moves a card');
  if (card.loot !== null && isStandard(card.loot))
    return illegal('Move 1 card moves only special or prisoner cards');
  const from = findOnShips(work, seat, card);
  if (from < 0) return illegal('that card is not on one of your ships');
  if (from === to) return illegal('move the card to another ship');
  const source = work.ship(seat, from);
  const target = work.ship(seat, to);
  if (card.loot !== null) {
    work.setShip(seat, from, { loot: without(source.loot, card.loot), prisoners: source.prisoners });
    work.setShip(seat, to, { loot: [...target.loot, card.loot], prisoners: target.prisoners });
    work.emit({
      type: 'cardMoved',
      seat,
      from: shipName(from),
      to: shipName(to),
      loot: LOOT_IDS[card.loot] as string,
    });
  } else {
    const prisoner = card.prisoner as number;
    work.setShip(seat, from, { loot: source.loot, prisoners: without(source.prisoners, prisoner) });
    work.setShip(seat, to, { loot: target.loot, prisoners: [...target.prisoners, prisoner] });
    work.emit({ type: 'cardMoved', seat, from: shipName(from), to: shipName(to), loot: null });
    work.emit({ type: 'prisonersSeen', seat, prisoners: [prisoner], reason: 'moved', ship: shipName(to) }, [
      seat,
    ]);
  }
  work.discardMut().push(MOVE);
  lootSettled(work);
  return null;
}

function discardMove(work: Work, seat: number): Outcome {
  if (wonLoot(work) !== MOVE) return illegal('only a Move 1 card just won can be discarded unused');
  const movable = hasMovableCard(work, seat);
  if (movable && !RULES.moveIsOptional)
    return illegal('Move 1 card must be used while you have a card it can move');
  work.discardMut().push(MOVE);
  work.emit({ type: 'moveDiscarded', seat, reason: movable ? 'declined' : 'nothingToMove' });
  lootSettled(work);
  return null;
}

function placePrisoner(work: Work, seat: number, raw: Raw): Outcome {
  const prisoner = raw['prisoner'];
  if (typeof prisoner !== 'number' || !PRISONER_VALUES.includes(prisoner)) {
    return malformed('prisoner must be the value (1–6) of a prisoner card you won');
  }
  const good = goodById(raw['ship']);
  if (good === null) return malformed(`ship must be one of ${GOODS.join(', ')}`);
  const won = work.won;
  if (won === null || !won.prisoners.includes(prisoner))
    return illegal('you have no such prisoner card to place');
  // All onto one ship (option): the rest follow the first, in the order they lay, whichever was named.
  const placing = work.options.prisonerPlacement === 'oneShip' ? won.prisoners : [prisoner];
  const ship = work.ship(seat, good);
  work.setShip(seat, good, { loot: ship.loot, prisoners: [...ship.prisoners, ...placing] });
  const rest = placing.length === 1 ? without(won.prisoners, prisoner) : [];
  work.won = { seat: won.seat, loot: won.loot, prisoners: rest };
  for (let i = 0; i < placing.length; i++) work.emit({ type: 'prisonerPlaced', seat, ship: shipName(good) });
  const seen = placing.slice();
  work.emit({ type: 'prisonersSeen', seat, prisoners: seen, reason: 'placed', ship: shipName(good) }, [seat]);
  if (rest.length === 0) finishTrick(work);
  return null;
}

/** The winner leads the next trick; after the eighth the round ends. */
function finishTrick(work: Work): void {
  const won = work.won;
  const trick = work.trick;
  work.won = null;
  if (won === null || trick === null) return;
  if (trick.number >= RULES.tricksPerRound) {
    endRound(work);
    return;
  }
  work.trick = { number: trick.number + 1, leader: won.seat, stake: null, cards: [] };
  work.step = 'chooseLoot';
  work.turn = won.seat;
}
