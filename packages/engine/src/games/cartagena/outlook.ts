import { boardOfView, type Board } from './board.js';
import { ABOARD, START, type CartagenaState, type Location } from './state.js';
import type { CartagenaView } from './view.js';

/**
 * What the heuristic bot reads: the board, public counts, and the size of its own hand — never
 * another seat's hand or the draw pile. Built from the seat's view (the bot at a table) or straight
 * from a state (a search's playouts, hundreds of thousands of times a decision, where building the
 * whole view would cost more than the move itself); both give the same facts.
 */
export interface Outlook {
  readonly board: Board;
  readonly players: number;
  /** Cards in the deciding seat's hand. */
  readonly handSize: number;
  /** `seat`'s pirates aboard the boat. */
  aboard(seat: number): number;
  /** `seat`'s pirates still in the prison (or on the half-sunk boat). */
  atStart(seat: number): number;
  /** Where `seat` has pirates: the start, the boat, then squares in order (each place once). */
  locations(seat: number): readonly Location[];
  /** `seat`'s pirates on tunnel squares. */
  tunnelPirates(seat: number): number;
}

export function outlookOfView(view: CartagenaView): Outlook {
  const board = boardOfView(view);
  return {
    board,
    players: view.players,
    handSize: view.hand?.length ?? 0,
    aboard: (seat) => view.seats[seat]?.aboard ?? 0,
    atStart: (seat) => view.seats[seat]?.atStart ?? 0,
    locations(seat) {
      const me = view.seats[seat];
      const out: Location[] = [];
      if (!me) return out;
      if (me.atStart > 0) out.push(START);
      if (me.aboard > 0) out.push(ABOARD);
      for (const square of view.squares) if ((square.pirates[seat] ?? 0) > 0) out.push(square.square);
      return out;
    },
    tunnelPirates: (seat) =>
      view.squares
        .filter((s) => s.square <= view.tunnelLength)
        .reduce((n, s) => n + (s.pirates[seat] ?? 0), 0),
  };
}

/** The same facts for `seat`, read from a state: its own hand, and what everyone sees. */
export function outlookOfState(state: CartagenaState, seat: number): Outlook {
  const count = (owner: number, at: Location) => {
    let n = 0;
    for (const where of state.pirates[owner] as readonly Location[]) if (where === at) n++;
    return n;
  };
  let handSize = 0;
  for (const n of state.hands[seat] as readonly number[]) handSize += n;
  return {
    board: state,
    players: state.players,
    handSize,
    aboard: (owner) => count(owner, ABOARD),
    atStart: (owner) => count(owner, START),
    locations(owner) {
      const pirates = state.pirates[owner] as readonly Location[];
      const out: Location[] = [];
      if (pirates.includes(START)) out.push(START);
      if (pirates.includes(ABOARD)) out.push(ABOARD);
      for (let square = 1; square <= state.pathLength; square++)
        if (pirates.includes(square)) out.push(square);
      return out;
    },
    tunnelPirates(owner) {
      let n = 0;
      for (const at of state.pirates[owner] as readonly Location[])
        if (at >= 1 && at <= state.tunnelLength) n++;
      return n;
    },
  };
}
