import { Draft, SharedList, SharedRows } from '../../core/draft.js';
import { CARD_KINDS, cardOf, type CardCode } from './data.js';
import type { CartagenaEventBody } from './events.js';
import { RULES } from './rules.js';
import {
  ABOARD,
  placeOf,
  type CartagenaState,
  type Location,
  type Pending,
  type LanternMemory,
  type BoatSide,
} from './state.js';

type MoveReason = 'advance' | 'moveBack' | 'push' | 'snake';

/**
 * The working copy `perform` changes. Scalars are copied; each seat's pirates and hand, and the
 * draw pile, are shared with the input state until the action first changes them.
 */
export class CartagenaDraft extends Draft<CartagenaEventBody> {
  readonly base: CartagenaState;
  private readonly pirateRows: SharedRows<Location>;
  private readonly handRows: SharedRows<number>;
  private readonly pile: SharedList<CardCode>;
  readonly occupancy: number[];
  readonly discardPile: number[];
  chests: (number | null)[] | null;
  boat: BoatSide | null;
  turn: { seat: number; actionsUsed: number; captainMoveUsed: boolean; number: number };
  pending: Pending | null;
  readonly discardsOwed: number[];
  lanternMemory: LanternMemory | null;
  winner: number | null;

  constructor(state: CartagenaState) {
    super(state.random);
    this.base = state;
    this.pirateRows = new SharedRows(state.pirates);
    this.handRows = new SharedRows(state.hands);
    this.pile = new SharedList(state.drawPile);
    this.occupancy = state.occupancy.slice();
    this.discardPile = state.discardPile.slice();
    this.chests = state.chests && state.chests.slice();
    this.boat = state.boat;
    this.turn = { ...state.turn };
    this.pending = state.pending;
    this.discardsOwed = state.discardsOwed.slice();
    this.lanternMemory = state.lanternMemory;
    this.winner = state.winner;
  }

  get pirates(): readonly (readonly Location[])[] {
    return this.pirateRows.value;
  }

  get hands(): readonly (readonly number[])[] {
    return this.handRows.value;
  }

  get drawPile(): readonly CardCode[] {
    return this.pile.value;
  }

  /** Counts actions spent this turn (a hook spends two). */
  useActions(count: number): void {
    this.turn.actionsUsed += count;
  }

  /**
   * Lantern: `seat` puts a card on top of the draw pile, and knows it is there. Nobody else does:
   * any other seat's memory of the top is lost under it.
   */
  putOnTop(seat: number, code: CardCode): void {
    this.pile.own().push(code);
    const known = this.lanternMemory?.seat === seat ? this.lanternMemory.cards : [];
    this.lanternMemory = { seat, cards: [code, ...known] };
  }

  // Read like a state: the parts no action changes.
  get options() {
    return this.base.options;
  }
  get players() {
    return this.base.players;
  }
  get symbols() {
    return this.base.symbols;
  }
  get pathLength() {
    return this.base.pathLength;
  }
  get tunnelLength() {
    return this.base.tunnelLength;
  }
  get finish(): Location {
    return this.base.pathLength + 1;
  }

  finishState(): CartagenaState {
    const base = this.base;
    // Written out field by field: an object literal of known shape is much faster than a spread.
    return {
      options: base.options,
      players: base.players,
      symbols: base.symbols,
      pathLength: base.pathLength,
      tunnelLength: base.tunnelLength,
      pirates: this.pirateRows.value,
      occupancy: this.occupancy,
      boat: this.boat,
      hands: this.handRows.value,
      drawPile: this.pile.value,
      discardPile: this.discardPile,
      chests: this.chests,
      turn: this.turn,
      pending: this.pending,
      discardsOwed: this.discardsOwed,
      lanternMemory: this.lanternMemory,
      winner: this.winner,
      random: this.randomState(),
    };
  }

  handSize(seat: number): number {
    let size = 0;
    for (const count of this.hands[seat] as number[]) size += count;
    return size;
  }

  /** Draws up to `count` cards off the pile, refilling it from the discard pile when it runs out. */
  drawFromPile(count: number): CardCode[] {
    const drawn: CardCode[] = [];
    while (drawn.length < count) {
      if (this.pile.value.length === 0 && !this.refillDrawPile()) break;
      drawn.push(this.pile.own().pop() as CardCode);
      this.forgetTopCard();
    }
    return drawn;
  }

  /** The top card has left the pile: the Lantern's memory now starts one card lower. */
  private forgetTopCard(): void {
    const memory = this.lanternMemory;
    if (memory === null) return;
    this.lanternMemory = memory.cards.length > 1 ? { seat: memory.seat, cards: memory.cards.slice(1) } : null;
  }

  private refillDrawPile(): boolean {
    if (!RULES.reshuffleDiscardsWhenEmpty) return false;
    const cards: CardCode[] = [];
    for (let code = 0; code < CARD_KINDS; code++) {
      for (let i = 0; i < (this.discardPile[code] as number); i++) cards.push(code);
      this.discardPile[code] = 0;
    }
    if (cards.length === 0) return false;
    this.pile.set(this.random.shuffle(cards));
    this.lanternMemory = null;
    this.emit({ type: 'drawPileReshuffled', size: cards.length });
    return true;
  }

  /** Draws into a seat's hand: everyone sees how many, only the seat sees which. */
  drawInto(seat: number, count: number): CardCode[] {
    const drawn = this.drawFromPile(count);
    this.giveCards(seat, drawn);
    this.emit({ type: 'cardsDrawn', seat, count: drawn.length });
    if (drawn.length > 0) this.emitSeen(seat, drawn, 'drawn', null);
    return drawn;
  }

  giveCards(seat: number, cards: readonly CardCode[]): void {
    const hand = this.handRows.own(seat);
    for (const code of cards) hand[code] = (hand[code] as number) + 1;
  }

  emitSeen(
    seat: number,
    cards: readonly CardCode[],
    reason: 'drawn' | 'given' | 'taken' | 'hand' | 'stolen',
    from: number | null,
  ): void {
    this.emit({ type: 'cardsSeen', seat, cards: cards.map(cardOf), reason, from }, [seat]);
  }

  holds(seat: number, code: CardCode, count = 1): boolean {
    return ((this.hands[seat] as number[])[code] as number) >= count;
  }

  /** Moves a card from a hand to the face-up discard pile. */
  discardFromHand(seat: number, code: CardCode): void {
    const hand = this.handRows.own(seat);
    hand[code] = (hand[code] as number) - 1;
    this.discardPile[code] = (this.discardPile[code] as number) + 1;
  }

  removeFromHand(seat: number, code: CardCode): void {
    const hand = this.handRows.own(seat);
    hand[code] = (hand[code] as number) - 1;
  }

  piratesAt(seat: number, location: Location): number {
    let count = 0;
    for (const at of this.pirates[seat] as Location[]) if (at === location) count++;
    return count;
  }

  aboard(seat: number): number {
    return this.piratesAt(seat, ABOARD);
  }

  /**
   * Moves `count` of `seat`'s pirates from one location to another, says so, and ends the game if
   * that seat now has every pirate at the finish.
   */
  movePirates(
    seat: number,
    by: number,
    from: Location,
    to: Location,
    count: number,
    reason: MoveReason,
  ): void {
    const pirates = this.pirateRows.own(seat);
    for (let i = 0; i < count; i++) {
      pirates[pirates.indexOf(from)] = to;
      if (from >= 1 && from <= this.pathLength) this.occupancy[from] = (this.occupancy[from] as number) - 1;
      if (to >= 1 && to <= this.pathLength) this.occupancy[to] = (this.occupancy[to] as number) + 1;
    }
    this.emit({
      type: 'pirateMoved',
      seat,
      by,
      from: placeOf(from, this.finish),
      to: placeOf(to, this.finish),
      count,
      reason,
    });
    if (this.winner === null && to === this.finish && pirates.every((at) => at === this.finish)) {
      this.winner = seat;
      this.emit({ type: 'gameWon', seat });
    }
  }
}
