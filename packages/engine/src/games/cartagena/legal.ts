import type { CartagenaAction, Place } from './actions.js';
import { moveBackTarget, pushTarget, reachableSymbols } from './board.js';
import { CARD_KINDS, SYMBOLS, SYMBOL_INDEX, cardOf, symbolOf, type Card, type CardCode } from './data.js';
import { placeOf, type CartagenaState, type Location } from './state.js';
import { actionsLeft, boatMoveProblem, boatRoom, drawRuleAllows } from './turn.js';

/** One shared, frozen Card object per code, so listing actions allocates no cards. */
const CARDS: readonly Card[] = Array.from({ length: CARD_KINDS }, (_, code) => Object.freeze(cardOf(code)));
const card = (code: CardCode): Card => CARDS[code] as Card;

function heldCodes(hand: readonly number[], symbol?: number): CardCode[] {
  const codes: CardCode[] = [];
  for (let code = 0; code < CARD_KINDS; code++) {
    if ((hand[code] as number) > 0 && (symbol === undefined || symbolOf(code) === symbol)) codes.push(code);
  }
  return codes;
}

/** Each distinct location holding at least `min` of the seat's pirates. */
function locations(state: CartagenaState, seat: number, min = 1): Location[] {
  const pirates = state.pirates[seat] as readonly Location[];
  const out: Location[] = [];
  for (let i = 0; i < pirates.length; i++) {
    const at = pirates[i] as Location;
    if (out.includes(at)) continue;
    let here = 0;
    for (let j = i; j < pirates.length && here < min; j++) if (pirates[j] === at) here++;
    if (here >= min) out.push(at);
  }
  return out;
}

/** Everything `seat` may do now. Every entry applies as it is. */
export function legalActions(state: CartagenaState, seat: number): CartagenaAction[] {
  if (state.winner !== null) return [];
  const hand = state.hands[seat] as readonly number[];
  if ((state.discardsOwed[seat] as number) > 0) {
    return heldCodes(hand).map((code) => ({ type: 'discard', card: card(code) }));
  }
  if (seat !== state.turn.seat || state.discardsOwed.some((owed) => owed > 0)) return [];
  if (state.pending) return pendingActions(state, seat);

  const actions: CartagenaAction[] = [];
  const finish = state.pathLength + 1;
  const place = (at: Location): Place => placeOf(at, finish);
  const mine = locations(state, seat);
  const codes = heldCodes(hand);
  const room = boatRoom(state, seat);

  // S003 lets an empty hand skip the *whole* turn: not once the Captain has sailed free in it.
  const turnUntouched = state.turn.actionsUsed === 0 && !state.turn.captainMoveUsed;
  if (turnUntouched && codes.length === 0) actions.push({ type: 'skipTurn' });

  const reachable = mine.map((from) => reachableSymbols(state, from, room));
  for (const code of codes) {
    const bit = 1 << symbolOf(code);
    for (let i = 0; i < mine.length; i++) {
      if (((reachable[i] as number) & bit) !== 0) {
        actions.push({ type: 'playCard', card: card(code), from: place(mine[i] as Location) });
      }
    }
  }
  for (const from of mine) {
    if (drawRuleAllows(state, 'moveBack', from) && moveBackTarget(state, from) !== null) {
      actions.push({ type: 'moveBack', from: place(from) });
    }
  }
  if (state.options.drawRule !== 'classic') {
    for (let owner = 0; owner < state.players; owner++) {
      if (owner === seat) continue;
      const ownerRoom = boatRoom(state, owner);
      for (const from of locations(state, owner)) {
        if (drawRuleAllows(state, 'pushPirate', from) && pushTarget(state, from, ownerRoom) !== null) {
          actions.push({ type: 'pushPirate', seat: owner, from: place(from) });
        }
      }
    }
  }
  if (boatMoveProblem(state, seat) === null) actions.push({ type: 'moveBoat' });
  if (state.options.blackMagicWoman)
    actions.push(...powerActions(state, seat, codes, mine, reachable, place));
  if (state.turn.actionsUsed > 0) actions.push({ type: 'endTurn' });
  if (actions.length === 0) actions.push({ type: 'pass' });
  return actions;
}

function powerActions(
  state: CartagenaState,
  seat: number,
  codes: readonly CardCode[],
  mine: readonly Location[],
  reachable: readonly number[],
  place: (at: Location) => Place,
): CartagenaAction[] {
  const actions: CartagenaAction[] = [];
  const hand = state.hands[seat] as readonly number[];
  const room = boatRoom(state, seat);
  for (const code of codes) {
    const symbol = symbolOf(code);
    if (symbol === SYMBOL_INDEX.pistol) {
      for (let target = 0; target < state.players; target++) {
        const size = (state.hands[target] as readonly number[]).reduce((a, b) => a + b, 0);
        if (target !== seat && size > 0) actions.push({ type: 'usePistol', card: card(code), target });
      }
    } else if (symbol === SYMBOL_INDEX.rum) {
      actions.push({ type: 'useRum', card: card(code) });
    } else if (symbol === SYMBOL_INDEX.lantern) {
      actions.push({ type: 'useLantern', card: card(code) });
    } else if (symbol === SYMBOL_INDEX.chest && state.chests) {
      for (const at of mine) {
        if (at >= 1 && at <= state.pathLength && state.chests[at] !== null)
          actions.push({ type: 'openChest', card: card(code), at });
      }
    }
  }
  const parrots = heldCodes(hand, SYMBOL_INDEX.parrot);
  for (let i = 0; i < parrots.length; i++) {
    for (let j = i; j < parrots.length; j++) {
      const first = parrots[i] as CardCode;
      const second = parrots[j] as CardCode;
      if (first === second && (hand[first] as number) < 2) continue;
      for (let as = 0; as < SYMBOLS.length; as++) {
        for (let k = 0; k < mine.length; k++) {
          const from = mine[k] as Location;
          if (((reachable[k] as number) & (1 << as)) !== 0) {
            actions.push({
              type: 'playParrots',
              cards: [card(first), card(second)],
              as: SYMBOLS[as] as Card['symbol'],
              from: place(from),
            });
          }
        }
      }
    }
  }
  if (actionsLeft(state) >= 2) {
    // S003: the two pirates must stand «sulla stessa casella»; the prison and the boats are no square.
    const pairs = locations(state, seat, 2).filter((at) => at >= 1 && at <= state.pathLength);
    const pairReachable = pairs.map((from) => reachableSymbols(state, from, room, 2));
    for (const hook of heldCodes(hand, SYMBOL_INDEX.hook)) {
      for (const second of heldCodes(hand)) {
        if (second === hook && (hand[hook] as number) < 2) continue;
        for (let i = 0; i < pairs.length; i++) {
          const from = pairs[i] as Location;
          if (((pairReachable[i] as number) & (1 << symbolOf(second))) !== 0) {
            actions.push({ type: 'playHook', hook: card(hook), card: card(second), from: place(from) });
          }
        }
      }
    }
  }
  return actions;
}

function pendingActions(state: CartagenaState, seat: number): CartagenaAction[] {
  const pending = state.pending;
  if (pending === null) return [];
  if (pending.kind === 'pistol') {
    return heldCodes(state.hands[pending.target] as readonly number[]).map((code) => ({
      type: 'takeCard',
      card: card(code),
    }));
  }
  const distinct = [...new Set(pending.cards)].sort((a, b) => a - b);
  if (pending.kind === 'rum') {
    const actions: CartagenaAction[] = [];
    for (const code of distinct) {
      pending.given.forEach((given, to) => {
        if (!given && to !== seat) actions.push({ type: 'giveCard', card: card(code), to });
      });
    }
    return actions;
  }
  const type = pending.kept ? 'returnCard' : 'keepCard';
  return distinct.map((code) => ({ type, card: card(code) }));
}
