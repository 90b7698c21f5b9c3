import type { Visibility } from '../../core/events.js';
import { Random } from '../../core/random.js';
import { locate, placeOf, scores, type Location } from './board.js';
import { voteCardOf, VOTE_KIND_COUNT, type ShipIndex, type VoteCard, type VoteCode } from './data.js';
import type { TortugaEvent, TortugaEventBody } from './events.js';
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
    turn: { ...state.turn },
    pending: state.pending && (JSON.parse(JSON.stringify(state.pending)) as DraftState['pending']),
    suddenDeath: state.suddenDeath,
    outcome: state.outcome && { ...state.outcome },
    random: state.random,
  };
}

/**
 * The private working copy `apply` changes: the draft state, the events so far and the generator.
 * The input state is never touched, and a refused action simply drops the copy.
 */
export class Work {
  readonly base: TortugaState;
  readonly s: DraftState;
  readonly rules: EditionRules;
  readonly events: TortugaEvent[] = [];
  readonly scoresBefore: { british: number; french: number };
  /** IT-1e Atlantis escape from the captain's maroon: the captain's action does not count. */
  refund = false;
  private generator: Random | null = null;

  constructor(state: TortugaState) {
    this.base = state;
    this.s = draftOf(state);
    this.rules = EDITIONS[state.options.ruleset];
    this.scoresBefore = scores(state);
  }

  get random(): Random {
    this.generator ??= new Random(this.base.random);
    return this.generator;
  }

  get players(): number {
    return this.s.players;
  }

  finish(): TortugaState {
    if (this.generator) this.s.random = this.generator.state;
    return this.s as TortugaState;
  }

  /** Records an event; `body` is always a fresh literal, so it is completed in place. */
  emit(body: TortugaEventBody, visibleTo: Visibility = 'all'): void {
    const event = body as TortugaEventBody & { visibleTo: Visibility };
    event.visibleTo = visibleTo;
    this.events.push(event);
  }

  setPending(pending: Pending | null): void {
    this.s.pending = pending as DraftState['pending'];
  }

  // ——— Vote cards ———

  handSize(seat: number): number {
    let size = 0;
    for (const count of this.s.hands[seat] as number[]) size += count;
    return size;
  }

  handCodes(seat: number): VoteCode[] {
    const codes: VoteCode[] = [];
    (this.s.hands[seat] as number[]).forEach((count, code) => {
      for (let i = 0; i < count; i++) codes.push(code);
    });
    return codes;
  }

  holds(seat: number, code: VoteCode, count = 1): boolean {
    return code >= 0 && code < VOTE_KIND_COUNT && ((this.s.hands[seat] as number[])[code] as number) >= count;
  }

  addToHand(seat: number, code: VoteCode): void {
    const hand = this.s.hands[seat] as number[];
    hand[code] = (hand[code] as number) + 1;
  }

  removeFromHand(seat: number, code: VoteCode): void {
    const hand = this.s.hands[seat] as number[];
    hand[code] = (hand[code] as number) - 1;
  }

  /** Takes the top card of the vote deck (null if it is empty). */
  drawVote(): VoteCode | null {
    const code = this.s.voteDeck.shift();
    this.s.voteTopKnownBy = null;
    return code ?? null;
  }

  /** Puts cards face down under the vote deck. */
  toBottom(codes: readonly VoteCode[]): void {
    for (const code of codes) this.s.voteDeck.push(code);
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
    if (at.kind === 'ship') (this.s.ships[at.ship] as DraftState['ships'][number]).crew.splice(at.index, 1);
    else if (at.kind === 'rowboat')
      (this.s.rowboats[at.ship] as DraftState['rowboats'][number]).occupant = null;
    else if (at.index >= 0) this.s.tortuga.line.splice(at.index, 1);
    return at;
  }

  crew(ship: ShipIndex): number[] {
    return (this.s.ships[ship] as DraftState['ships'][number]).crew;
  }

  ship(ship: ShipIndex): DraftState['ships'][number] {
    return this.s.ships[ship] as DraftState['ships'][number];
  }

  rowboat(ship: ShipIndex): DraftState['rowboats'][number] {
    return this.s.rowboats[ship] as DraftState['rowboats'][number];
  }

  placeOf(seat: number) {
    return placeOf(locate(this.s, seat));
  }

  /** Forgets every peek at a slot whose card changed. */
  forgetSlot(index: number): void {
    for (const seen of this.s.peeks) seen[index] = null;
  }
}

export function sortedCards(codes: readonly VoteCode[]): VoteCard[] {
  return codes
    .slice()
    .sort((a, b) => a - b)
    .map(voteCardOf);
}
