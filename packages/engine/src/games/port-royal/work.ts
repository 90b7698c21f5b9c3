import type { Visibility } from '../../core/events.js';
import { Random } from '../../core/random.js';
import type { CrewCode, LootCode } from './data.js';
import type { PortRoyalEvent, PortRoyalEventBody } from './events.js';
import type { Auction, DisplayCard, LastTrick, PortRoyalState, Ship, Step, Trick, Won } from './state.js';

/**
 * A private working copy of a state, made at the start of `apply`. Scalars are copied; arrays are
 * shared with the input until an action first changes them (copy on write), so the input is never
 * mutated and a typical action copies almost nothing. A refused action simply drops the copy.
 */
export class Work {
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
  readonly events: PortRoyalEvent[] = [];

  private lootDeckV: readonly LootCode[];
  private prisonerDeckV: readonly number[];
  private displayV: readonly DisplayCard[];
  private handsV: readonly (readonly CrewCode[])[];
  private debtV: readonly number[];
  private shipsV: readonly (readonly Ship[])[];
  private absentV: readonly number[];
  private discardV: readonly LootCode[];
  private discardedV: readonly (readonly number[])[];
  private owned = 0;
  private shipRowsOwned = 0;
  private generator: Random | null = null;

  constructor(state: PortRoyalState) {
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
    this.lootDeckV = state.lootDeck;
    this.prisonerDeckV = state.prisonerDeck;
    this.displayV = state.display;
    this.handsV = state.hands;
    this.debtV = state.debt;
    this.shipsV = state.ships;
    this.absentV = state.absent;
    this.discardV = state.discard;
    this.discardedV = state.discardedPrisoners;
  }

  get options() {
    return this.base.options;
  }
  get players() {
    return this.base.players;
  }
  get random(): Random {
    this.generator ??= new Random(this.base.random);
    return this.generator;
  }

  // ——— Reading ———
  get lootDeck(): readonly LootCode[] {
    return this.lootDeckV;
  }
  get prisonerDeck(): readonly number[] {
    return this.prisonerDeckV;
  }
  get display(): readonly DisplayCard[] {
    return this.displayV;
  }
  get hands(): readonly (readonly CrewCode[])[] {
    return this.handsV;
  }
  get debt(): readonly number[] {
    return this.debtV;
  }
  get ships(): readonly (readonly Ship[])[] {
    return this.shipsV;
  }
  get absent(): readonly number[] {
    return this.absentV;
  }
  get discard(): readonly LootCode[] {
    return this.discardV;
  }
  get discardedPrisoners(): readonly (readonly number[])[] {
    return this.discardedV;
  }
  ship(seat: number, good: number): Ship {
    return (this.shipsV[seat] as readonly Ship[])[good] as Ship;
  }

  // ——— Writing (copy on first write) ———
  private own<T>(bit: number, value: readonly T[]): T[] {
    if (this.owned & bit) return value as T[];
    this.owned |= bit;
    return value.slice();
  }
  lootDeckMut(): LootCode[] {
    return (this.lootDeckV = this.own(1, this.lootDeckV));
  }
  prisonerDeckMut(): number[] {
    return (this.prisonerDeckV = this.own(2, this.prisonerDeckV));
  }
  displayMut(): DisplayCard[] {
    return (this.displayV = this.own(4, this.displayV));
  }
  setHand(seat: number, hand: readonly CrewCode[]): void {
    const hands = (this.handsV = this.own(8, this.handsV));
    hands[seat] = hand;
  }
  setAllHands(hands: readonly (readonly CrewCode[])[]): void {
    this.handsV = hands;
    this.owned |= 8;
  }
  debtMut(): number[] {
    return (this.debtV = this.own(16, this.debtV));
  }
  setShip(seat: number, good: number, ship: Ship): void {
    const rows = (this.shipsV = this.own(32, this.shipsV));
    const bit = 1 << seat;
    if (!(this.shipRowsOwned & bit)) {
      this.shipRowsOwned |= bit;
      rows[seat] = (rows[seat] as readonly Ship[]).slice();
    }
    (rows[seat] as Ship[])[good] = ship;
  }
  absentMut(): number[] {
    return (this.absentV = this.own(64, this.absentV));
  }
  discardMut(): LootCode[] {
    return (this.discardV = this.own(128, this.discardV));
  }
  discardedMut(seat: number): number[] {
    const rows = (this.discardedV = this.own(256, this.discardedV));
    const row = (rows[seat] as readonly number[]).slice();
    rows[seat] = row;
    return row;
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
      lootDeck: this.lootDeckV,
      prisonerDeck: this.prisonerDeckV,
      display: this.displayV,
      faceUp: this.faceUp,
      pickedUp: this.pickedUp,
      hands: this.handsV,
      setAside: this.setAside,
      debt: this.debtV,
      auction: this.auction,
      privileged: this.privileged,
      black: this.black,
      trump: this.trump,
      trick: this.trick,
      lastTrick: this.lastTrick,
      won: this.won,
      ships: this.shipsV,
      removeHolder: this.removeHolder,
      absent: this.absentV,
      discard: this.discardV,
      discardedPrisoners: this.discardedV,
      random: this.generator ? this.generator.state : base.random,
    };
  }

  /** Records an event; `body` is always a fresh literal, so it is completed in place. */
  emit(body: PortRoyalEventBody, visibleTo: Visibility = 'all'): void {
    const event = body as PortRoyalEventBody & { visibleTo: Visibility };
    event.visibleTo = visibleTo;
    this.events.push(event);
  }
}
