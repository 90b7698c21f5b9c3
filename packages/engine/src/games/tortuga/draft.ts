import { deepCopy, Draft } from '../../core/draft.js';
import { locate, placeOf, scores, type Location } from './board.js';
import { sortedCards, type EventCard, type Hold, type ShipIndex, type VoteCode } from './data.js';
import type { TortugaEventBody } from './events.js';
import { EDITIONS, type EditionRules } from './rules.js';
import type { DraftState, Pending, TortugaState } from './state.js';

/** A deep, mutable copy of a state (the options and the generator state are immutable and shared). */
export function draftOf(state: TortugaState): DraftState {
  return {
    options: state.options,
    players: state.players,
    actionsPerTurn: state.actionsPerTurn,
    loyalties: state.loyalties.slice(),
    loyaltyFaceUp: state.loyaltyFaceUp.slice(),
    hands: state.hands.map((hand) => hand.slice()),
    voteDeck: state.voteDeck.slice(),
    voteTopKnownBy: state.voteTopKnownBy,
    voteGroups: state.voteGroups.slice(),
    galleon: state.galleon,
    ships: state.ships.map((ship) => ({ crew: ship.crew.slice(), holds: { ...ship.holds } })),
    rowboats: state.rowboats.map((boat) => ({ ...boat })),
    tortuga: {
      line: state.tortuga.line.slice(),
      areas: { ...state.tortuga.areas },
      loose: state.tortuga.loose,
    },
    eventDeck: state.eventDeck.slice(),
    row: state.row.slice(),
    discard: state.discard.slice(),
    box: state.box.slice(),
    starCards: state.starCards.slice(),
    peeks: state.peeks.map((seen) => seen.slice()),
    albatross: state.albatross.slice(),
    lettersOfMarque: state.lettersOfMarque.slice(),
    maps: state.maps.map((maps) => maps.slice()),
    pirateCode: state.pirateCode && { ...state.pirateCode },
    skipNextTurn: state.skipNextTurn.slice(),
    leanings: state.leanings.map((leaning) => ({ ...leaning })),
    turn: { ...state.turn, lettersKept: state.turn.lettersKept.slice() },
    pending: state.pending && deepCopy(state.pending as DraftState['pending']),
    suddenDeath: state.suddenDeath,
    outcome: state.outcome && { ...state.outcome },
    random: state.random,
  };
}

/** A pending choice of one kind, as the working copy holds it (changeable). */
export type Waiting<K extends Pending['kind']> = Extract<NonNullable<DraftState['pending']>, { kind: K }>;

/**
 * The working copy `perform` changes: a deep copy of the state (`s`), with the events, the generator
 * and the game's own helpers. The input state is never touched, but by `performInPlace`.
 */
export class TortugaDraft extends Draft<TortugaEventBody> {
  readonly s: DraftState;
  /** The input's sudden death count, read before the action changes anything. */
  readonly suddenDeathBefore: number;
  readonly rules: EditionRules;
  readonly scoresBefore: { british: number; french: number };
  /** IT-1e Atlantis escape from the captain's maroon: the captain's action does not count. */
  refund = false;

  /**
   * `owned`: the caller gives the input up (a search's playout), so it is changed in place instead of
   * copied (`performInPlace`).
   */
  constructor(state: TortugaState, owned = false) {
    super(state.random);
    this.suddenDeathBefore = state.suddenDeath;
    this.s = owned ? (state as DraftState) : draftOf(state);
    this.rules = EDITIONS[state.options.ruleset];
    this.scoresBefore = scores(state);
  }

  get players(): number {
    return this.s.players;
  }

  finishState(): TortugaState {
    this.s.random = this.randomState();
    return this.s;
  }

  setPending(pending: Pending | null): void {
    this.s.pending = pending as DraftState['pending'];
  }

  /** The choice the game is waiting for, known to be of this kind (a listed answer always matches). */
  waiting<K extends Pending['kind']>(kind: K): Waiting<K> {
    const pending = this.s.pending;
    if (pending?.kind !== kind) throw new Error(`perform: the game is not waiting for ${kind}`);
    return pending as Waiting<K>;
  }

  // ——— Vote cards ———

  /** `seat` chose to put a treasure in `hold`, in front of everyone (`TortugaState.leanings`). */
  lean(seat: number, hold: Hold): void {
    const leaning = this.s.leanings[seat];
    if (leaning) leaning[hold] += 1;
  }

  /** A seat's vote hand (counts by card code), safe to change. */
  hand(seat: number): number[] {
    return entry(this.s.hands, seat);
  }

  handSize(seat: number): number {
    let size = 0;
    for (const count of this.hand(seat)) size += count;
    return size;
  }

  handCodes(seat: number): VoteCode[] {
    const codes: VoteCode[] = [];
    this.hand(seat).forEach((count, code) => {
      for (let i = 0; i < count; i++) codes.push(code);
    });
    return codes;
  }

  addToHand(seat: number, code: VoteCode): void {
    const hand = this.hand(seat);
    hand[code] = (hand[code] ?? 0) + 1;
  }

  removeFromHand(seat: number, code: VoteCode): void {
    const hand = this.hand(seat);
    hand[code] = (hand[code] ?? 0) - 1;
  }

  /** Takes the top card of the vote deck (null if it is empty). */
  drawVote(): VoteCode | null {
    const s = this.s;
    const grouped = s.voteGroups.reduce((sum, size) => sum + size, 0);
    // Drawing from the top group breaks it up: the card drawn goes where nobody else may see.
    if (grouped >= s.voteDeck.length) s.voteGroups.shift();
    const code = s.voteDeck.shift();
    s.voteTopKnownBy = null;
    return code ?? null;
  }

  /**
   * Puts cards face down under the vote deck: a group everyone has just seen (a vote's cards, in a
   * shuffled order) stays known as a group; a card nobody else saw leaves the deck's order unknown.
   */
  toBottom(codes: readonly VoteCode[], shown: boolean): void {
    for (const code of codes) this.s.voteDeck.push(code);
    if (shown) this.s.voteGroups.push(codes.length);
    else this.s.voteGroups = [];
  }

  /** Draws into a hand: everyone sees how many, only the seat sees which. */
  drawInto(seat: number, count: number): void {
    const drawn: VoteCode[] = [];
    for (let i = 0; i < count; i++) {
      const code = this.drawVote();
      if (code === null) break;
      this.addToHand(seat, code);
      drawn.push(code);
    }
    this.emit({ type: 'voteCardsDrawn', seat, count: drawn.length });
    if (drawn.length > 0) this.seen(seat, drawn, 'drawn');
  }

  seen(
    seat: number,
    codes: readonly VoteCode[],
    reason: 'drawn' | 'played' | 'lost' | 'putOnTop' | 'given' | 'returnedToDeck',
  ): void {
    this.emit({ type: 'voteCardsSeen', seat, cards: sortedCards(codes), reason }, [seat]);
  }

  // ——— Pawns ———

  locate(seat: number): Location {
    return locate(this.s, seat);
  }

  /** Takes a pawn off the board (those behind it close up) and says where it was. */
  lift(seat: number): Location {
    const at = locate(this.s, seat);
    if (at.kind === 'ship') this.crew(at.ship).splice(at.index, 1);
    else if (at.kind === 'rowboat') this.rowboat(at.ship).occupant = null;
    else if (at.index >= 0) this.s.tortuga.line.splice(at.index, 1);
    return at;
  }

  crew(ship: ShipIndex): number[] {
    return this.ship(ship).crew;
  }

  ship(ship: ShipIndex): DraftState['ships'][number] {
    return entry(this.s.ships, ship);
  }

  rowboat(ship: ShipIndex): DraftState['rowboats'][number] {
    return entry(this.s.rowboats, ship);
  }

  placeOf(seat: number) {
    return placeOf(locate(this.s, seat));
  }

  /** The face-down card in the row at `index` (0-based; an action names only slots that hold one). */
  rowCard(index: number): EventCard {
    const card = this.s.row[index];
    if (card === null || card === undefined) throw new RangeError(`slot ${index + 1} holds no card`);
    return card;
  }

  /** Forgets every peek at a slot whose card changed. */
  forgetSlot(index: number): void {
    for (const seen of this.s.peeks) seen[index] = null;
  }
}

/** The entry of a per-seat or per-ship list (there is always one: seats and ships are fixed). */
export function entry<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new RangeError(`no entry ${index}`);
  return value;
}
