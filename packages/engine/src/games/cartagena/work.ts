import { Random } from '../../core/random.js';
import type { Visibility } from '../../core/events.js';
import { placeOf } from './actions.js';
import { CARD_KINDS, cardOf, type CardCode } from './data.js';
import type { CartagenaEvent, CartagenaEventBody } from './events.js';
import { RULES } from './rules.js';
import {
  ABOARD,
  type CartagenaState,
  type Location,
  type Pending,
  type LanternMemory,
  type BoatSide,
} from './state.js';

type MoveReason = 'advance' | 'moveBack' | 'push' | 'snake';

/**
 * A private, mutable copy of a state, made at the start of `apply`. Handlers change it freely; the
 * input state is never touched, and a refused action simply drops the copy.
 */
export class Work {
  readonly base: CartagenaState;
  readonly pirates: Location[][];
  readonly occupancy: number[];
  readonly hands: number[][];
  readonly discardPile: number[];
  chests: (number | null)[] | null;
  boat: BoatSide | null;
  turn: { seat: number; actionsUsed: number; captainMoveUsed: boolean; number: number };
  pending: Pending | null;
  readonly discardsOwed: number[];
  lanternMemory: LanternMemory | null;
  winner: number | null;
  readonly events: CartagenaEvent[] = [];
  /** Bit masks of the seats whose pirates and hand this copy already owns. */
  private ownedPirates = 0;
  private ownedHands = 0;
  /** The draw pile is copied only when an action first changes it (most actions draw nothing). */
  private pile: CardCode[];
  private pileCopied = false;
  /** The generator is restored only when an action first needs randomness. */
  private generator: Random | null = null;

  constructor(state: CartagenaState) {
    this.base = state;
    // Outer arrays are copied; each seat's pirates and hand only when an action first changes them.
    this.pirates = state.pirates.slice() as Location[][];
    this.occupancy = state.occupancy.slice();
    this.hands = state.hands.slice() as number[][];
    this.pile = state.drawPile as CardCode[];
    this.discardPile = state.discardPile.slice();
    this.chests = state.chests && state.chests.slice();
    this.boat = state.boat;
    this.turn = { ...state.turn };
    this.pending = state.pending;
    this.discardsOwed = state.discardsOwed.slice();
    this.lanternMemory = state.lanternMemory;
    this.winner = state.winner;
  }

  get random(): Random {
    this.generator ??= new Random(this.base.random);
    return this.generator;
  }

  get drawPile(): readonly CardCode[] {
    return this.pile;
  }

  /** A seat's hand, safe to change. */
  private ownHand(seat: number): number[] {
    if ((this.ownedHands & (1 << seat)) === 0) {
      this.hands[seat] = (this.hands[seat] as number[]).slice();
      this.ownedHands |= 1 << seat;
    }
    return this.hands[seat] as number[];
  }

  /** A seat's pirates, safe to change. */
  private ownPirates(seat: number): Location[] {
    if ((this.ownedPirates & (1 << seat)) === 0) {
      this.pirates[seat] = (this.pirates[seat] as Location[]).slice();
      this.ownedPirates |= 1 << seat;
    }
    return this.pirates[seat] as Location[];
  }

  private ownPile(): CardCode[] {
    if (!this.pileCopied) {
      this.pile = this.pile.slice();
      this.pileCopied = true;
    }
    return this.pile;
  }

  /** Puts a card on top of the draw pile (Lantern). */
  putOnTop(code: CardCode): void {
    this.ownPile().push(code);
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
      pirates: this.pirates,
      occupancy: this.occupancy,
      boat: this.boat,
      hands: this.hands,
      drawPile: this.pile,
      discardPile: this.discardPile,
      chests: this.chests,
      turn: this.turn,
      pending: this.pending,
      discardsOwed: this.discardsOwed,
      lanternMemory: this.lanternMemory,
      winner: this.winner,
      random: this.generator ? this.generator.state : base.random,
    };
  }

  /** Records an event; `body` is always a fresh literal, so it is completed in place. */
  emit(body: CartagenaEventBody, visibleTo: Visibility = 'all'): void {
    const event = body as CartagenaEventBody & { visibleTo: Visibility };
    event.visibleTo = visibleTo;
    this.events.push(event);
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
      if (this.pile.length === 0 && !this.refillDrawPile()) break;
      drawn.push(this.ownPile().pop() as CardCode);
    }
    return drawn;
  }

  private refillDrawPile(): boolean {
    if (!RULES.reshuffleDiscardsWhenEmpty) return false;
    const cards: CardCode[] = [];
    for (let code = 0; code < CARD_KINDS; code++) {
      for (let i = 0; i < (this.discardPile[code] as number); i++) cards.push(code);
      this.discardPile[code] = 0;
    }
    if (cards.length === 0) return false;
    this.pile = this.random.shuffle(cards);
    this.pileCopied = true;
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
    const hand = this.ownHand(seat);
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
    const hand = this.ownHand(seat);
    hand[code] = (hand[code] as number) - 1;
    this.discardPile[code] = (this.discardPile[code] as number) + 1;
  }

  removeFromHand(seat: number, code: CardCode): void {
    const hand = this.ownHand(seat);
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
    const pirates = this.ownPirates(seat);
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
