import { Draft, SharedList, SharedRows } from '../../core/draft.js';
import type { CrewCode, LootCode } from './data.js';
import type { PortRoyalEventBody } from './events.js';
import type { Auction, DisplayCard, LastTrick, PortRoyalState, Ship, Step, Trick, Won } from './state.js';

const EMPTY_SHIP: Ship = { loot: [], prisoners: [] };

/**
 * The working copy `perform` changes. Scalars are copied; the decks, the display, the hands, the
 * debts, the ships, the white stones and the discards are shared with the input state until the
 * action first changes them (copy on write), so the input is never mutated and a typical action
 * copies almost nothing.
 */
export class PortRoyalDraft extends Draft<PortRoyalEventBody> {
  readonly base: PortRoyalState;
  round: number;
  dealer: number;
  step: Step;
  turn: number;
  faceUp: readonly CrewCode[];
  pickedUp: readonly CrewCode[];
  setAside: readonly CrewCode[];
  auction: Auction | null;
  privileged: number | null;
  black: number | null;
  trump: number | null;
  trick: Trick | null;
  lastTrick: LastTrick | null;
  won: Won | null;
  removeHolder: number | null;
  openingLogged: boolean;

  // Created on the first change only: most actions change two or three of these, if any.
  private lootDeckList: SharedList<LootCode> | null = null;
  private prisonerDeckList: SharedList<number> | null = null;
  private displayList: SharedList<DisplayCard> | null = null;
  private handRows: SharedRows<CrewCode> | null = null;
  private debtList: SharedList<number> | null = null;
  private shipRows: SharedRows<Ship> | null = null;
  private absentList: SharedList<number> | null = null;
  private discardList: SharedList<LootCode> | null = null;
  private discardedRows: SharedRows<number> | null = null;

  constructor(state: PortRoyalState) {
    super(state.random);
    this.base = state;
    this.round = state.round;
    this.dealer = state.dealer;
    this.step = state.step;
    this.turn = state.turn;
    this.faceUp = state.faceUp;
    this.pickedUp = state.pickedUp;
    this.setAside = state.setAside;
    this.auction = state.auction;
    this.privileged = state.privileged;
    this.black = state.black;
    this.trump = state.trump;
    this.trick = state.trick;
    this.lastTrick = state.lastTrick;
    this.won = state.won;
    this.removeHolder = state.removeHolder;
    this.openingLogged = state.openingLogged;
  }

  // Read like a state: the parts no action changes.
  get options() {
    return this.base.options;
  }
  get players() {
    return this.base.players;
  }

  // ——— Reading ———
  get lootDeck(): readonly LootCode[] {
    return this.lootDeckList ? this.lootDeckList.value : this.base.lootDeck;
  }
  get prisonerDeck(): readonly number[] {
    return this.prisonerDeckList ? this.prisonerDeckList.value : this.base.prisonerDeck;
  }
  get display(): readonly DisplayCard[] {
    return this.displayList ? this.displayList.value : this.base.display;
  }
  get hands(): readonly (readonly CrewCode[])[] {
    return this.handRows ? this.handRows.value : this.base.hands;
  }
  get debt(): readonly number[] {
    return this.debtList ? this.debtList.value : this.base.debt;
  }
  get ships(): readonly (readonly Ship[])[] {
    return this.shipRows ? this.shipRows.value : this.base.ships;
  }
  get absent(): readonly number[] {
    return this.absentList ? this.absentList.value : this.base.absent;
  }
  get discard(): readonly LootCode[] {
    return this.discardList ? this.discardList.value : this.base.discard;
  }
  get discardedPrisoners(): readonly (readonly number[])[] {
    return this.discardedRows ? this.discardedRows.value : this.base.discardedPrisoners;
  }
  hand(seat: number): readonly CrewCode[] {
    return this.hands[seat] ?? [];
  }
  ship(seat: number, good: number): Ship {
    return this.ships[seat]?.[good] ?? EMPTY_SHIP;
  }

  // ——— Writing (copied on the first change) ———
  ownLootDeck(): LootCode[] {
    return (this.lootDeckList ??= new SharedList(this.base.lootDeck)).own();
  }
  ownPrisonerDeck(): number[] {
    return (this.prisonerDeckList ??= new SharedList(this.base.prisonerDeck)).own();
  }
  ownDisplay(): DisplayCard[] {
    return (this.displayList ??= new SharedList(this.base.display)).own();
  }
  setHand(seat: number, hand: readonly CrewCode[]): void {
    (this.handRows ??= new SharedRows(this.base.hands)).set(seat, hand);
  }
  setAllHands(hands: readonly (readonly CrewCode[])[]): void {
    (this.handRows ??= new SharedRows(this.base.hands)).setAll(hands);
  }
  ownDebt(): number[] {
    return (this.debtList ??= new SharedList(this.base.debt)).own();
  }
  setShip(seat: number, good: number, ship: Ship): void {
    (this.shipRows ??= new SharedRows(this.base.ships)).own(seat)[good] = ship;
  }
  ownAbsent(): number[] {
    return (this.absentList ??= new SharedList(this.base.absent)).own();
  }
  ownDiscard(): LootCode[] {
    return (this.discardList ??= new SharedList(this.base.discard)).own();
  }
  ownDiscardedPrisoners(seat: number): number[] {
    return (this.discardedRows ??= new SharedRows(this.base.discardedPrisoners)).own(seat);
  }

  finishState(): PortRoyalState {
    const base = this.base;
    // Written out field by field: an object literal of known shape is much faster than a spread.
    return {
      options: base.options,
      players: base.players,
      round: this.round,
      dealer: this.dealer,
      step: this.step,
      turn: this.turn,
      lootDeck: this.lootDeck,
      prisonerDeck: this.prisonerDeck,
      display: this.display,
      faceUp: this.faceUp,
      pickedUp: this.pickedUp,
      hands: this.hands,
      setAside: this.setAside,
      debt: this.debt,
      auction: this.auction,
      privileged: this.privileged,
      black: this.black,
      trump: this.trump,
      trick: this.trick,
      lastTrick: this.lastTrick,
      won: this.won,
      ships: this.ships,
      removeHolder: this.removeHolder,
      absent: this.absent,
      discard: this.discard,
      discardedPrisoners: this.discardedPrisoners,
      openingLogged: this.openingLogged,
      random: this.randomState(),
    };
  }
}

/** A copy of `list` without its first occurrence of `item` (no `splice`: it allocates too). */
export function without<T>(list: readonly T[], item: T): T[] {
  const out: T[] = [];
  let found = false;
  for (const entry of list) {
    if (!found && entry === item) found = true;
    else out.push(entry);
  }
  return out;
}
