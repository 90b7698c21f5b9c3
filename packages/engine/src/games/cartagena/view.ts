import {
  CARD_KINDS,
  PIRATE_COLOURS,
  SYMBOLS,
  cardOf,
  type Card,
  type CardCode,
  type CartagenaSymbol,
  type PirateColour,
} from './data.js';
import { RULES } from './rules.js';
import type { CartagenaOptions } from './options.js';
import { ABOARD, START, type BoatSide, type CartagenaState } from './state.js';
import { actionsLeft, captainMoveAvailable } from './turn.js';

export interface CartagenaSquareView {
  readonly square: number;
  readonly symbol: CartagenaSymbol;
  readonly section: 'tunnel' | 'jungle';
  /** Pirates on this square by seat. */
  readonly pirates: readonly number[];
  /** Black Magic Woman: a closed chest tile lies here (its content is hidden). */
  readonly chest: boolean;
}

export interface CartagenaSeatView {
  readonly seat: number;
  readonly colour: PirateColour;
  readonly handSize: number;
  readonly atStart: number;
  readonly aboard: number;
  readonly atFinish: number;
  /** Filibuster: cards still to discard. */
  readonly discardsOwed: number;
}

export type CartagenaPendingView =
  | {
      readonly kind: 'pistol';
      readonly seat: number;
      readonly target: number;
      readonly targetHand: readonly Card[] | null;
    }
  | {
      readonly kind: 'rum';
      readonly seat: number;
      readonly cards: readonly Card[] | null;
      readonly cardCount: number;
      readonly given: readonly boolean[];
    }
  | {
      readonly kind: 'lantern';
      readonly seat: number;
      readonly cards: readonly Card[] | null;
      readonly cardCount: number;
      readonly kept: boolean;
    };

/** What one seat (or a spectator) may know of a Cartagena game. */
export interface CartagenaView {
  readonly game: 'cartagena';
  /** The viewer's seat, or null for a spectator. */
  readonly viewer: number | null;
  readonly options: Omit<CartagenaOptions, 'layout'>;
  readonly players: number;
  readonly pathLength: number;
  readonly tunnelLength: number;
  readonly squares: readonly CartagenaSquareView[];
  /** Where the viewer's and everyone's pirates are, by seat. */
  readonly seats: readonly CartagenaSeatView[];
  /** Full story: the boat's shore; null otherwise. */
  readonly boat: BoatSide | null;
  /** The viewer's own hand, sorted; null for a spectator. */
  readonly hand: readonly Card[] | null;
  readonly drawPileSize: number;
  /** Filibuster: how many cards a hand may keep after a dark card is played; null without Filibuster. */
  readonly handLimit: number | null;
  /** Face-up discard pile: how many of each card. */
  readonly discardPile: readonly { readonly card: Card; readonly count: number }[];
  /** Lantern: the top of the draw pile as the viewer put it back (top first), while still there. */
  readonly knownDrawPileTop: readonly Card[];
  readonly turn: {
    readonly seat: number;
    readonly number: number;
    readonly actionsUsed: number;
    readonly actionsLeft: number;
    readonly captainMoveAvailable: boolean;
  };
  readonly pending: CartagenaPendingView | null;
  readonly winner: number | null;
}

function cardsOf(counts: readonly number[]): Card[] {
  const cards: Card[] = [];
  counts.forEach((count, code) => {
    for (let i = 0; i < count; i++) cards.push(cardOf(code));
  });
  return cards;
}

function cardList(codes: readonly CardCode[]): Card[] {
  return codes
    .slice()
    .sort((a, b) => a - b)
    .map(cardOf);
}

function pendingView(state: CartagenaState, viewer: number | null): CartagenaPendingView | null {
  const pending = state.pending;
  if (pending === null) return null;
  const seat = state.turn.seat;
  const mine = viewer === seat;
  switch (pending.kind) {
    case 'pistol':
      return {
        kind: 'pistol',
        seat,
        target: pending.target,
        targetHand: mine ? cardsOf(state.hands[pending.target] as number[]) : null,
      };
    case 'rum':
      return {
        kind: 'rum',
        seat,
        cards: mine ? cardList(pending.cards) : null,
        cardCount: pending.cards.length,
        given: pending.given,
      };
    case 'lantern':
      return {
        kind: 'lantern',
        seat,
        cards: mine ? cardList(pending.cards) : null,
        cardCount: pending.cards.length,
        kept: pending.kept,
      };
  }
}

function knownTop(state: CartagenaState, viewer: number | null): Card[] {
  const memory = state.lanternMemory;
  return memory !== null && memory.seat === viewer ? memory.cards.map(cardOf) : [];
}

export function view(state: CartagenaState, viewer: number | null): CartagenaView {
  const finish = state.pathLength + 1;
  const seat = viewer !== null && viewer >= 0 && viewer < state.players ? viewer : null;
  // Square n's pirate counts are onSquare[n - 1]. Views are made for every viewer after every move:
  // only the arrays the view returns are allocated.
  const onSquare: number[][] = [];
  const squares: CartagenaSquareView[] = [];
  for (let square = 1; square <= state.pathLength; square++) {
    const pirates = new Array<number>(state.players).fill(0);
    onSquare.push(pirates);
    squares.push({
      square,
      symbol: SYMBOLS[state.symbols[square] as number] as CartagenaSymbol,
      section: square <= state.tunnelLength ? 'tunnel' : 'jungle',
      pirates,
      chest: state.chests !== null && state.chests[square] !== null,
    });
  }
  state.pirates.forEach((pirates, owner) => {
    for (const at of pirates) {
      const counts = onSquare[at - 1];
      if (counts) counts[owner] = (counts[owner] as number) + 1;
    }
  });
  const { layout: _layout, ...options } = state.options;
  const discardPile: { card: Card; count: number }[] = [];
  for (let code = 0; code < CARD_KINDS; code++) {
    const count = state.discardPile[code] as number;
    if (count > 0) discardPile.push({ card: cardOf(code), count });
  }
  return {
    game: 'cartagena',
    viewer: seat,
    options,
    players: state.players,
    pathLength: state.pathLength,
    tunnelLength: state.tunnelLength,
    squares,
    seats: state.pirates.map((pirates, owner) => ({
      seat: owner,
      colour: PIRATE_COLOURS[owner] as PirateColour,
      handSize: (state.hands[owner] as number[]).reduce((a, b) => a + b, 0),
      atStart: pirates.filter((at) => at === START).length,
      aboard: pirates.filter((at) => at === ABOARD).length,
      atFinish: pirates.filter((at) => at === finish).length,
      discardsOwed: state.discardsOwed[owner] as number,
    })),
    boat: state.boat,
    hand: seat === null ? null : cardsOf(state.hands[seat] as number[]),
    drawPileSize: state.drawPile.length,
    handLimit: state.options.filibuster ? RULES.filibusterHandLimit : null,
    discardPile,
    knownDrawPileTop: knownTop(state, seat),
    turn: {
      seat: state.turn.seat,
      number: state.turn.number,
      actionsUsed: state.turn.actionsUsed,
      actionsLeft: actionsLeft(state),
      captainMoveAvailable: state.winner === null && captainMoveAvailable(state, state.turn.seat),
    },
    pending: pendingView(state, seat),
    winner: state.winner,
  };
}
