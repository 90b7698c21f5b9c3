import { refuse, type ApplyFailure } from '../../core/errors.js';
import type { ApplyResult } from '../../core/game.js';
import {
  actionType,
  locationOf,
  parseCard,
  parseSeat,
  parseSymbol,
  type CartagenaActionType,
} from './actions.js';
import { advanceTarget, moveBackTarget, pushTarget, snakeTarget } from './board.js';
import {
  SNAKE,
  SYMBOL_INDEX,
  SYMBOLS,
  cardOf,
  isDark,
  symbolOf,
  type CardCode,
  type CartagenaSymbol,
} from './data.js';
import type { CartagenaEventBody } from './events.js';
import { legalActions } from './legal.js';
import { RULES } from './rules.js';
import { dealChests } from './setup.js';
import type { CartagenaState, Location } from './state.js';
import { actionsLeft, boatMoveProblem, boatRoom, captainMoveAvailable, drawRuleAllows } from './turn.js';
import { Work } from './work.js';

type Raw = Record<string, unknown>;
type Outcome = ApplyFailure | null;

const illegal = (message: string) => refuse('ILLEGAL_ACTION', message);
const malformed = (message: string) => refuse('MALFORMED_ACTION', message);

/** The seats that may act: those owing Filibuster discards first, else the player whose turn it is. */
export function activeSeats(state: CartagenaState): number[] {
  if (state.winner !== null) return [];
  const owing: number[] = [];
  state.discardsOwed.forEach((owed, seat) => {
    if (owed > 0) owing.push(seat);
  });
  return owing.length > 0 ? owing : [state.turn.seat];
}

export function apply(
  state: CartagenaState,
  seat: number,
  action: unknown,
): ApplyResult<CartagenaState, CartagenaEventBody> {
  if (state.winner !== null) return refuse('GAME_OVER', 'the game is over');
  const type = actionType(action);
  if (type === null)
    return malformed('not a Cartagena action: expected an object with a known "type" and only its fields');
  if (!activeSeats(state).includes(seat)) {
    return refuse(
      'NOT_YOUR_TURN',
      state.discardsOwed.some((owed) => owed > 0) ? 'waiting for players to discard' : 'it is not your turn',
    );
  }
  const work = new Work(state);
  const problem = dispatch(work, seat, type, action as Raw);
  if (problem) return problem;
  settle(work);
  return { ok: true, state: work.finishState(), events: work.events };
}

function dispatch(work: Work, seat: number, type: CartagenaActionType, raw: Raw): Outcome {
  if ((work.discardsOwed[seat] as number) > 0) {
    return type === 'discard'
      ? discard(work, seat, raw)
      : illegal('you must first discard down to the hand limit');
  }
  if (work.pending) return resolvePending(work, seat, type, raw);
  switch (type) {
    case 'playCard':
      return playCard(work, seat, raw);
    case 'playParrots':
      return playParrots(work, seat, raw);
    case 'playHook':
      return playHook(work, seat, raw);
    case 'usePistol':
      return usePistol(work, seat, raw);
    case 'useRum':
      return useRum(work, seat, raw);
    case 'useLantern':
      return useLantern(work, seat, raw);
    case 'openChest':
      return openChest(work, seat, raw);
    case 'moveBack':
      return moveBack(work, seat, raw);
    case 'pushPirate':
      return pushPirate(work, seat, raw);
    case 'moveBoat':
      return moveBoat(work, seat);
    case 'skipTurn':
      return skipTurn(work, seat);
    case 'endTurn':
      return endTurnAction(work);
    case 'pass':
      return pass(work, seat);
    case 'discard':
      return illegal('nobody asked you to discard');
    case 'takeCard':
    case 'giveCard':
    case 'keepCard':
    case 'returnCard':
      return illegal(`${type} answers a card power in progress, and none is`);
  }
}

// ——— Reading the action's fields ———

function readCard(
  work: Work,
  seat: number,
  raw: Raw,
  field: string,
  symbol?: CartagenaSymbol,
): CardCode | ApplyFailure {
  const code = parseCard(raw[field]);
  if (code === null) return malformed(`${field} must be a card: { symbol, dark }`);
  if (symbol !== undefined && symbolOf(code) !== SYMBOL_INDEX[symbol])
    return illegal(`${field} must be a ${symbol} card`);
  if (!work.holds(seat, code)) return illegal(`you hold no ${describe(code)}`);
  return code;
}

function readPlace(work: Work, raw: Raw, field: string): Location | ApplyFailure {
  const location = locationOf(raw[field], work.finish, work.options.story);
  if (location === null)
    return malformed(
      `${field} must be a square from 1 to ${work.pathLength}, "start", "finish" or (full story) "boat"`,
    );
  return location;
}

function describe(code: CardCode): string {
  const card = cardOf(code);
  return `${card.dark ? 'dark ' : ''}${card.symbol} card`;
}

const failed = (value: unknown): value is ApplyFailure =>
  typeof value === 'object' && value !== null && 'ok' in value;

function requireMagic(work: Work): Outcome {
  return work.options.blackMagicWoman
    ? null
    : illegal('card powers belong to the Black Magic Woman variant, which is not in play');
}

// ——— Turn actions ———

function useAction(work: Work, count: number): void {
  work.turn.actionsUsed += count;
}

function darkPlayed(work: Work, cards: readonly CardCode[]): boolean {
  return work.options.filibuster && cards.some(isDark);
}

/** Filibuster: after a dark card, every other player holding more than 7 owes the excess. */
function enforceHandLimit(work: Work, seat: number): void {
  let anyone = false;
  for (let other = 0; other < work.players; other++) {
    if (other === seat) continue;
    const excess = Math.max(0, work.handSize(other) - RULES.filibusterHandLimit);
    work.discardsOwed[other] = excess;
    if (excess > 0) anyone = true;
  }
  if (anyone) work.emit({ type: 'discardsRequired', owed: work.discardsOwed.slice() });
}

function playCard(work: Work, seat: number, raw: Raw): Outcome {
  const code = readCard(work, seat, raw, 'card');
  if (failed(code)) return code;
  const from = readPlace(work, raw, 'from');
  if (failed(from)) return from;
  return advance(work, seat, [code], symbolOf(code), from, 1, null);
}

function playParrots(work: Work, seat: number, raw: Raw): Outcome {
  const magic = requireMagic(work);
  if (magic) return magic;
  const cards = raw['cards'];
  if (!Array.isArray(cards) || cards.length !== 2) return malformed('cards must be two parrot cards');
  const first = parseCard(cards[0]);
  const second = parseCard(cards[1]);
  if (first === null || second === null) return malformed('cards must be two parrot cards');
  if (symbolOf(first) !== SYMBOL_INDEX.parrot || symbolOf(second) !== SYMBOL_INDEX.parrot)
    return illegal('only two parrots make a wild card');
  if (!work.holds(seat, first, first === second ? 2 : 1) || !work.holds(seat, second))
    return illegal('you do not hold those two parrots');
  const as = parseSymbol(raw['as']);
  if (as === null) return malformed(`as must be a symbol: ${SYMBOLS.join(', ')}`);
  const from = readPlace(work, raw, 'from');
  if (failed(from)) return from;
  return advance(work, seat, [first, second], as, from, 1, 'parrots');
}

function playHook(work: Work, seat: number, raw: Raw): Outcome {
  const magic = requireMagic(work);
  if (magic) return magic;
  if (actionsLeft(work) < 2) return illegal('the hook takes two actions and you have one left');
  const hook = readCard(work, seat, raw, 'hook', 'hook');
  if (failed(hook)) return hook;
  const second = readCard(work, seat, raw, 'card');
  if (failed(second)) return second;
  if (hook === second && !work.holds(seat, hook, 2)) return illegal(`you hold only one ${describe(hook)}`);
  const from = readPlace(work, raw, 'from');
  if (failed(from)) return from;
  if (work.piratesAt(seat, from) < 2)
    return illegal('the hook moves two of your pirates standing on the same square');
  return advance(work, seat, [hook, second], symbolOf(second), from, 2, 'hook');
}

/** Plays `cards` and moves `movers` pirates from `from` to the next free `symbol` square. */
function advance(
  work: Work,
  seat: number,
  cards: readonly CardCode[],
  symbol: number,
  from: Location,
  movers: number,
  power: 'parrots' | 'hook' | null,
): Outcome {
  if (work.piratesAt(seat, from) < movers) return illegal('you have no pirate there');
  const to = advanceTarget(work, from, symbol, boatRoom(work, seat), movers);
  if (to === null) {
    return illegal(
      work.boat === null
        ? 'that pirate cannot move forward'
        : 'that pirate cannot move forward: the boat is not at Cartagena, is full for your colour, or has not reached Tortuga',
    );
  }
  for (const code of cards) work.discardFromHand(seat, code);
  work.emit({
    type: 'cardPlayed',
    seat,
    cards: cards.map(cardOf),
    power,
    as: power === 'parrots' ? (SYMBOLS[symbol] as CartagenaSymbol) : null,
  });
  work.movePirates(seat, seat, from, to, movers, 'advance');
  useAction(work, power === 'hook' ? 2 : 1);
  if (darkPlayed(work, cards)) enforceHandLimit(work, seat);
  return null;
}

function moveBack(work: Work, seat: number, raw: Raw): Outcome {
  const from = readPlace(work, raw, 'from');
  if (failed(from)) return from;
  if (work.piratesAt(seat, from) === 0) return illegal('you have no pirate there');
  if (!drawRuleAllows(work, 'moveBack', from))
    return illegal('the draw rule in play does not allow moving back from there');
  const target = moveBackTarget(work, from);
  if (target === null) return illegal('no square behind that pirate holds one or two pirates');
  work.movePirates(seat, seat, from, target.to, 1, 'moveBack');
  work.drawInto(seat, target.draw);
  useAction(work, 1);
  return null;
}

function pushPirate(work: Work, seat: number, raw: Raw): Outcome {
  const owner = parseSeat(raw['seat'], work.players);
  if (owner === null) return malformed(`seat must be a seat number from 0 to ${work.players - 1}`);
  if (owner === seat) return illegal('Morgan pushes an opponent’s pirate, not your own');
  const from = readPlace(work, raw, 'from');
  if (failed(from)) return from;
  if (work.piratesAt(owner, from) === 0) return illegal('that player has no pirate there');
  if (!drawRuleAllows(work, 'pushPirate', from))
    return illegal('the draw rule in play does not allow pushing a pirate there');
  const target = pushTarget(work, from, boatRoom(work, owner));
  if (target === null)
    return illegal('that pirate cannot be pushed: the boat is elsewhere or full for its colour');
  work.movePirates(owner, seat, from, target.to, 1, 'push');
  work.drawInto(seat, target.draw);
  useAction(work, 1);
  return null;
}

function moveBoat(work: Work, seat: number): Outcome {
  const problem = boatMoveProblem(work, seat);
  if (problem) return illegal(problem);
  const free = captainMoveAvailable(work, seat);
  work.boat = work.boat === 'cartagena' ? 'tortuga' : 'cartagena';
  work.emit({ type: 'boatMoved', seat, to: work.boat, free });
  if (free) work.turn.captainMoveUsed = true;
  else useAction(work, 1);
  return null;
}

function skipTurn(work: Work, seat: number): Outcome {
  if (work.turn.actionsUsed > 0) return illegal('skipping replaces the whole turn: you have already acted');
  if (work.handSize(seat) > 0) return illegal('only a player with no cards may skip the turn to draw');
  work.drawInto(seat, RULES.emptyHandDraw);
  endTurn(work, true);
  return null;
}

function endTurnAction(work: Work): Outcome {
  if (work.turn.actionsUsed === 0) return illegal('a turn has at least one action');
  endTurn(work, false);
  return null;
}

function pass(work: Work, seat: number): Outcome {
  const others = legalActions(work.base, seat).filter((a) => a.type !== 'pass');
  if (others.length > 0) return illegal('you can still act: pass is only for a turn with nothing possible');
  endTurn(work, true);
  return null;
}

// ——— Black Magic Woman powers ———

function usePistol(work: Work, seat: number, raw: Raw): Outcome {
  const magic = requireMagic(work);
  if (magic) return magic;
  const code = readCard(work, seat, raw, 'card', 'pistol');
  if (failed(code)) return code;
  const target = parseSeat(raw['target'], work.players);
  if (target === null) return malformed(`target must be a seat number from 0 to ${work.players - 1}`);
  if (target === seat) return illegal('the pistol is aimed at an opponent');
  if (work.handSize(target) === 0) return illegal('that player has no cards to take');
  work.discardFromHand(seat, code);
  work.emit({ type: 'cardPlayed', seat, cards: [cardOf(code)], power: 'pistol', as: null });
  work.emitSeen(seat, handCards(work, target), 'hand', target);
  work.pending = { kind: 'pistol', target, dark: darkPlayed(work, [code]) };
  useAction(work, 1);
  return null;
}

function useRum(work: Work, seat: number, raw: Raw): Outcome {
  const magic = requireMagic(work);
  if (magic) return magic;
  const code = readCard(work, seat, raw, 'card', 'rum');
  if (failed(code)) return code;
  work.discardFromHand(seat, code);
  work.emit({ type: 'cardPlayed', seat, cards: [cardOf(code)], power: 'rum', as: null });
  const cards = work.drawFromPile(work.players + 1);
  work.emit({ type: 'cardsDrawn', seat, count: cards.length });
  if (cards.length > 0) work.emitSeen(seat, cards, 'drawn', null);
  const dark = darkPlayed(work, [code]);
  work.pending = { kind: 'rum', cards, given: new Array<boolean>(work.players).fill(false), dark };
  useAction(work, 1);
  finishRumIfDone(work, seat);
  return null;
}

function useLantern(work: Work, seat: number, raw: Raw): Outcome {
  const magic = requireMagic(work);
  if (magic) return magic;
  const code = readCard(work, seat, raw, 'card', 'lantern');
  if (failed(code)) return code;
  work.discardFromHand(seat, code);
  work.emit({ type: 'cardPlayed', seat, cards: [cardOf(code)], power: 'lantern', as: null });
  const cards = work.drawFromPile(RULES.lanternDraw);
  work.emit({ type: 'cardsDrawn', seat, count: cards.length });
  if (cards.length > 0) work.emitSeen(seat, cards, 'drawn', null);
  work.pending = { kind: 'lantern', cards, kept: false, returned: 0, dark: darkPlayed(work, [code]) };
  useAction(work, 1);
  if (cards.length === 0) completePower(work, seat);
  return null;
}

function openChest(work: Work, seat: number, raw: Raw): Outcome {
  const magic = requireMagic(work);
  if (magic) return magic;
  const code = readCard(work, seat, raw, 'card', 'chest');
  if (failed(code)) return code;
  const at = raw['at'];
  if (typeof at !== 'number' || !Number.isInteger(at) || at < 1 || at > work.pathLength) {
    return malformed(`at must be a square from 1 to ${work.pathLength}`);
  }
  const chests = work.chests as (number | null)[];
  const tile = chests[at];
  if (tile === null || tile === undefined) return illegal('there is no closed chest on that square');
  if (work.piratesAt(seat, at) === 0) return illegal('you need a pirate on the chest to open it');
  work.discardFromHand(seat, code);
  work.emit({ type: 'cardPlayed', seat, cards: [cardOf(code)], power: 'chest', as: null });
  chests[at] = null;
  work.emit({
    type: 'chestOpened',
    seat,
    square: at,
    treasure: tile === SNAKE ? 0 : tile,
    snake: tile === SNAKE,
  });
  if (tile === SNAKE) {
    work.movePirates(seat, seat, at, snakeTarget(work, at), 1, 'snake');
    work.chests = dealChests(work.random, work.symbols);
    work.emit({ type: 'chestsShuffled' });
  } else if (tile > 0) {
    work.drawInto(seat, tile);
  }
  useAction(work, 1);
  if (darkPlayed(work, [code])) enforceHandLimit(work, seat);
  return null;
}

function handCards(work: Work, seat: number): CardCode[] {
  const cards: CardCode[] = [];
  (work.hands[seat] as number[]).forEach((count, code) => {
    for (let i = 0; i < count; i++) cards.push(code);
  });
  return cards;
}

/** A power's follow-up choice: only the acting player answers, and only the power in progress. */
function resolvePending(work: Work, seat: number, type: CartagenaActionType, raw: Raw): Outcome {
  const pending = work.pending;
  if (pending === null) return null;
  const code = parseCard(raw['card']);
  const expected =
    pending.kind === 'pistol'
      ? 'takeCard'
      : pending.kind === 'rum'
        ? 'giveCard'
        : pending.kind === 'lantern' && !pending.kept
          ? 'keepCard'
          : 'returnCard';
  if (type !== expected) return illegal(`finish the ${pending.kind} first: expected ${expected}`);
  if (code === null) return malformed('card must be a card: { symbol, dark }');

  if (pending.kind === 'pistol') {
    if (!work.holds(pending.target, code)) return illegal(`that player holds no ${describe(code)}`);
    work.removeFromHand(pending.target, code);
    work.giveCards(seat, [code]);
    work.emit({ type: 'cardTaken', seat, from: pending.target });
    work.emitSeen(pending.target, [code], 'stolen', seat);
    work.drawInto(pending.target, 1);
    completePower(work, seat);
    return null;
  }

  const index = pending.cards.indexOf(code);
  if (index < 0) return illegal(`no ${describe(code)} among the cards drawn`);
  const rest = pending.cards.filter((_, i) => i !== index);

  if (pending.kind === 'rum') {
    const to = parseSeat(raw['to'], work.players);
    if (to === null) return malformed(`to must be a seat number from 0 to ${work.players - 1}`);
    if (to === seat) return illegal('give the card to another player; you keep the last two');
    if (pending.given[to]) return illegal('that player already has a drink');
    work.giveCards(to, [code]);
    work.emit({ type: 'cardGiven', seat, to });
    work.emitSeen(to, [code], 'given', seat);
    const given = pending.given.slice();
    given[to] = true;
    work.pending = { ...pending, cards: rest, given };
    finishRumIfDone(work, seat);
    return null;
  }

  if (!pending.kept) {
    work.giveCards(seat, [code]);
    work.emit({ type: 'cardKept', seat });
    work.pending = { ...pending, cards: rest, kept: true };
  } else {
    work.putOnTop(code);
    work.emit({ type: 'cardReturned', seat });
    if (rest.length === 0) {
      // The cards just put back are the top of the pile, and the actor knows their order.
      const returned = work.drawPile
        .slice(work.drawPile.length - (pending.cards.length + pending.returned))
        .reverse();
      work.lanternMemory = { seat, cards: returned, pileSize: work.drawPile.length };
    } else {
      work.pending = { ...pending, cards: rest, returned: pending.returned + 1 };
    }
  }
  if (rest.length === 0) completePower(work, seat);
  return null;
}

/** Rum ends when every other player has a card or only the two the actor keeps are left. */
function finishRumIfDone(work: Work, seat: number): void {
  const pending = work.pending;
  if (pending?.kind !== 'rum') return;
  const everyoneServed = pending.given.every((given, other) => given || other === seat);
  if (pending.cards.length > RULES.rumKeep && !everyoneServed) return;
  work.giveCards(seat, pending.cards);
  completePower(work, seat);
}

function completePower(work: Work, seat: number): void {
  const dark = work.pending?.dark ?? false;
  work.pending = null;
  if (dark) enforceHandLimit(work, seat);
}

// ——— Filibuster ———

function discard(work: Work, seat: number, raw: Raw): Outcome {
  const code = readCard(work, seat, raw, 'card');
  if (failed(code)) return code;
  work.discardFromHand(seat, code);
  work.discardsOwed[seat] = (work.discardsOwed[seat] as number) - 1;
  work.emit({ type: 'cardDiscarded', seat, card: cardOf(code) });
  return null;
}

// ——— Turn flow ———

function endTurn(work: Work, skipped: boolean): void {
  work.emit({ type: 'turnEnded', seat: work.turn.seat, skipped });
  const seat = (work.turn.seat + 1) % work.players;
  work.turn = { seat, actionsUsed: 0, captainMoveUsed: false, number: work.turn.number + 1 };
  work.emit({ type: 'turnStarted', seat, captain: captainMoveAvailable(work, seat) });
}

/** After an action: the turn passes once its actions are spent and nothing is left to answer. */
function settle(work: Work): void {
  if (work.winner !== null || work.pending !== null) return;
  if (work.discardsOwed.some((owed) => owed > 0)) return;
  if (actionsLeft(work) <= 0) endTurn(work, false);
}
