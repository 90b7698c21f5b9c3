import type { PortRoyalAction } from './actions.js';
import {
  COLOURS,
  CREW_CARDS,
  CREW_IDS,
  DEBT_RELIEF,
  GOODS,
  LOOT_CARDS,
  LOOT_IDS,
  MOVE,
  PRISONER_VALUES,
  REMOVE,
  goodOf,
  isStandard,
  prisonerId,
  type CrewCode,
  type Good,
  type LootCode,
} from './data.js';
import { RULES } from './rules.js';
import type { PortRoyalState } from './state.js';
import { playableCards } from './tricks.js';

/**
 * Every action object the game can offer, made once and frozen, so listing legal actions allocates
 * only the list itself.
 */
const freeze = <T extends object>(value: T): T => Object.freeze(value);
const MAX_SEATS = 4;
const PRISONERS = PRISONER_VALUES.length;

export const PASS: PortRoyalAction = freeze({ type: 'pass' });
export const PAY_DEBT: PortRoyalAction = freeze({ type: 'payDebt' });
export const USE_REMOVE: PortRoyalAction = freeze({ type: 'useRemove' });
export const KEEP_REMOVE: PortRoyalAction = freeze({ type: 'keepRemove' });
export const DISCARD_MOVE: PortRoyalAction = freeze({ type: 'discardMove' });
const BID: readonly PortRoyalAction[] = Array.from({ length: RULES.debtCap + 1 }, (_, amount) =>
  freeze({ type: 'bid', amount }),
);
const SET_ASIDE: readonly PortRoyalAction[] = Array.from({ length: CREW_CARDS }, (_, code) =>
  freeze({ type: 'setAside', card: CREW_IDS[code] as string }),
);
const PLAY_CARD: readonly PortRoyalAction[] = Array.from({ length: CREW_CARDS }, (_, code) =>
  freeze({ type: 'playCard', card: CREW_IDS[code] as string }),
);
const CHOOSE_TRUMP: readonly PortRoyalAction[] = COLOURS.map((colour) =>
  freeze({ type: 'chooseTrump', colour }),
);
const CHOOSE_LEADER: readonly PortRoyalAction[] = Array.from({ length: MAX_SEATS }, (_, seat) =>
  freeze({ type: 'chooseLeader', seat }),
);
const CHOOSE_LOOT: readonly PortRoyalAction[] = Array.from({ length: LOOT_CARDS }, (_, code) =>
  freeze({ type: 'chooseLoot', loot: LOOT_IDS[code] as string }),
);
const LOAD: readonly PortRoyalAction[] = GOODS.map((ship) => freeze({ type: 'loadLoot', ship }));
/** A card on a ship by index: loot codes 0..48, then prisoners 1..6 at 48 + value. */
const SHIP_CARD_IDS: readonly string[] = [...LOOT_IDS, ...PRISONER_VALUES.map((value) => prisonerId(value))];
const prisonerIndex = (value: number) => LOOT_CARDS + value - 1;
const REMOVE_CARD: readonly PortRoyalAction[] = SHIP_CARD_IDS.map((card) =>
  freeze({ type: 'removeCard', card }),
);
const MOVE_CARD: readonly (readonly PortRoyalAction[])[] = SHIP_CARD_IDS.map((card) =>
  GOODS.map((to) => freeze({ type: 'moveCard', card, to })),
);
const PLACE_PRISONER: readonly (readonly PortRoyalAction[])[] = Array.from(
  { length: PRISONERS + 1 },
  (_, prisoner) => GOODS.map((ship) => freeze({ type: 'placePrisoner', prisoner, ship })),
);

/** What the settle helpers read: a state, or the working copy `perform` is changing. */
export type Readable = Pick<
  PortRoyalState,
  'options' | 'players' | 'ships' | 'black' | 'privileged' | 'removeHolder' | 'won'
>;

/** Whether any special or prisoner card lies on `seat`'s ships (what `Move 1 card` may move). */
export function hasMovableCard(state: Readable, seat: number): boolean {
  for (const ship of state.ships[seat] ?? []) {
    if (ship.prisoners.length > 0) return true;
    for (const code of ship.loot) if (!isStandard(code)) return true;
  }
  return false;
}

/**
 * Whether the privileged `seat` may discard `loot` to lower its bid now: a standard card or +8/+6,
 * even with the black cube on the yellow one, when the whole value is lost (S001 "perdendo
 * l'eventuale valore in eccedenza"): it keeps the card off a ship it would sink.
 */
export function mayPayDebt(state: Readable, seat: number, loot: LootCode): boolean {
  return state.privileged === seat && (DEBT_RELIEF[loot] as number) > 0 && state.black !== null;
}

/** The choices of a trick's winner for the loot card won (in this order). */
export function settleChoices(state: Readable, seat: number): PortRoyalAction[] {
  const loot = state.won?.loot;
  if (loot === null || loot === undefined) return [];
  const ships = state.ships[seat] ?? [];
  const out: PortRoyalAction[] = [];
  if (loot === REMOVE) {
    const any = state.options.removeTargets === 'any';
    for (const ship of ships) {
      for (const code of ship.loot)
        if (any || isStandard(code)) out.push(REMOVE_CARD[code] as PortRoyalAction);
      if (any)
        for (const value of ship.prisoners) out.push(REMOVE_CARD[prisonerIndex(value)] as PortRoyalAction);
    }
    out.push(KEEP_REMOVE);
    return out;
  }
  if (loot === MOVE) {
    ships.forEach((ship, from) => {
      const add = (index: number) => {
        const moves = MOVE_CARD[index] as readonly PortRoyalAction[];
        for (let to = 0; to < GOODS.length; to++) if (to !== from) out.push(moves[to] as PortRoyalAction);
      };
      for (const code of ship.loot) if (!isStandard(code)) add(code);
      for (const value of ship.prisoners) add(prisonerIndex(value));
    });
    if (out.length === 0 || RULES.moveIsOptional) out.push(DISCARD_MOVE);
    return out;
  }
  if (isStandard(loot)) out.push(LOAD[goodOf(loot)] as PortRoyalAction);
  else out.push(...LOAD);
  if (mayPayDebt(state, seat, loot)) out.push(PAY_DEBT);
  if (state.removeHolder === seat) out.push(USE_REMOVE);
  return out;
}

/** Everything `seat` may do now. Every entry applies as it is. */
export function legalActions(state: PortRoyalState, seat: number): PortRoyalAction[] {
  if (state.step === 'over' || seat !== state.turn) return [];
  switch (state.step) {
    case 'bid': {
      const auction = state.auction;
      if (auction === null) return [];
      const out: PortRoyalAction[] = [];
      const cap = RULES.debtCap - (state.debt[seat] as number);
      for (let amount = Math.max(RULES.minimumBid, auction.highBid + 1); amount <= cap; amount++) {
        out.push(BID[amount] as PortRoyalAction);
      }
      out.push(PASS);
      return out;
    }
    case 'setAside': {
      // An exchange (S001): two of his own eight go face down, never the face-up cards just taken.
      const hand = state.hands[seat] ?? [];
      const out: PortRoyalAction[] = [];
      for (const code of hand)
        if (!state.pickedUp.includes(code)) out.push(SET_ASIDE[code] as PortRoyalAction);
      return out;
    }
    case 'chooseTrump':
      return CHOOSE_TRUMP.slice();
    case 'chooseLeader':
      return CHOOSE_LEADER.slice(0, state.players);
    case 'chooseLoot':
      return state.display.map((card) => CHOOSE_LOOT[card.loot] as PortRoyalAction);
    case 'playCard': {
      const trick = state.trick;
      if (trick === null) return [];
      return playableCards(
        state.hands[seat] ?? [],
        trick.cards,
        state.trump ?? -1,
        state.options.ghostLead,
      ).map((code: CrewCode) => PLAY_CARD[code] as PortRoyalAction);
    }
    case 'settleLoot':
      return settleChoices(state, seat);
    case 'placePrisoner': {
      // All of them go onto one ship (S001): the first prisoner card names them all.
      const first = state.won?.prisoners[0];
      return first === undefined ? [] : (PLACE_PRISONER[first] as readonly PortRoyalAction[]).slice();
    }
  }
}

export function shipName(good: number): Good {
  return GOODS[good] as Good;
}
