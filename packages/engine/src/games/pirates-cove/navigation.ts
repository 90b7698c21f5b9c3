import { removeFromHand } from './cards.js';
import {
  COVE,
  LEGENDARY_PIRATES,
  LOOT_CARDS,
  NEW_ROUTE_DISPLAY,
  TAVERN_DECK,
  TREASURE_ISLAND,
  squaresBetween,
} from './data.js';
import type { SoloMovement } from './options.js';
import { squaresPerTurn } from './prices.js';
import { sectionValue } from './ship.js';
import { AT_SEA, LEGEND, type LegendShip, type PiratesCoveState, type SeatState } from './state.js';
import type { PiratesCoveDraft } from './draft.js';

/**
 * Navigation (S004 turn step 2): secret wheels revealed together, then the Legendary Pirates move
 * (dice, the base game's clockwise step, or I rudi bucanieri's deterministic tour), then the New
 * Route window.
 */

export function setCourse(draft: PiratesCoveDraft, seat: number, island: number): void {
  draft.seat(seat).course = island;
  draft.emit({ type: 'courseSet', seat });
}

/** How ships move: the solo game limits it (option `soloMovement`), the others sail freely. */
type Movement = SoloMovement | 'free';

function movement(state: PiratesCoveState): Movement {
  return state.options.variant === 'solo' ? state.options.soloMovement : 'free';
}

/** Moves every ship to its wheel, or towards it (solo two-turn or grid movement). */
export function revealCourses(draft: PiratesCoveDraft): void {
  const state = draft.state;
  draft.emit({ type: 'coursesRevealed', courses: state.seats.map((s) => s.course) });
  const sail = SAILING[movement(state)];
  state.seats.forEach((_, seat) => sail(draft, seat));
}

const SAILING: Readonly<Record<Movement, (draft: PiratesCoveDraft, seat: number) => void>> = {
  free: (draft, seat) => {
    const s = draft.seat(seat);
    s.at = s.course ?? s.at;
  },
  /** S004's untested rule: a turn at sea between two different islands (leaving the Cove: none). */
  twoTurns: (draft, seat) => {
    const s = draft.seat(seat);
    const course = s.course ?? s.at;
    if (s.sailingTo !== null) {
      s.at = s.sailingTo;
      s.sailingTo = null;
    } else if (s.at !== COVE && s.at !== course) {
      s.at = AT_SEA;
      s.sailingTo = course;
    } else s.at = course;
  },
  /** S004's grid rule: each turn at most the ship's Sails value in squares (`SEA_SQUARES`). */
  grid: (draft, seat) => {
    const s = draft.seat(seat);
    if (s.at === AT_SEA) {
      s.departedFrom = null;
      sailOn(draft, seat);
    } else {
      s.departedFrom = s.at;
      setSail(draft, seat, s.at, s.course ?? s.at);
    }
  },
};

/** Grid movement: a crossing longer than a turn's sailing leaves the ship at sea, bound for `to`. */
function setSail(draft: PiratesCoveDraft, seat: number, from: number, to: number): void {
  const s = draft.seat(seat);
  const squares = squaresBetween(from, to);
  const sailed = squaresPerTurn(sectionValue(s, 'sails'));
  if (squares <= sailed) {
    s.at = to;
    return;
  }
  s.at = AT_SEA;
  s.sailingTo = to;
  s.seaLeft = squares - sailed;
  draft.emit({ type: 'shipSailed', seat, to, squares: sailed, left: s.seaLeft });
}

/** Grid movement: a ship at sea keeps its course (no new wheel) and arrives once no square is left. */
function sailOn(draft: PiratesCoveDraft, seat: number): void {
  const s = draft.seat(seat);
  const to = s.sailingTo as number;
  const sailed = Math.min(s.seaLeft as number, squaresPerTurn(sectionValue(s, 'sails')));
  const left = (s.seaLeft as number) - sailed;
  s.seaLeft = left;
  draft.emit({ type: 'shipSailed', seat, to, squares: sailed, left });
  if (left > 0) return;
  s.at = to;
  s.sailingTo = null;
  s.seaLeft = null;
}

function activeLegends(state: PiratesCoveState): number[] {
  const out: number[] = [];
  state.legends.forEach((legend, i) => {
    if (!legend.gone && legend.card !== null) out.push(i);
  });
  return out;
}

function legendName(legend: LegendShip): string {
  return legend.card === null ? '' : (LEGENDARY_PIRATES[legend.card]?.name ?? '');
}

function moveLegend(draft: PiratesCoveDraft, i: number, to: number, dice: number[]): void {
  const legend = draft.state.legends[i] as LegendShip;
  const from = legend.at;
  legend.at = to;
  draft.emit({ type: 'legendMoved', ship: LEGEND + i, name: legendName(legend), from, to, dice });
}

/** S004: one die per LP ship (rolled by the player with least fame); later dice re-rolled until new. */
export function moveLegendsByDice(draft: PiratesCoveDraft, distinct: boolean): void {
  const taken: number[] = [];
  for (const i of activeLegends(draft.state)) {
    const dice = [draft.die()];
    while (distinct && taken.includes(dice[dice.length - 1] as number)) dice.push(draft.die());
    const to = dice[dice.length - 1] as number;
    taken.push(to);
    moveLegend(draft, i, to, dice);
  }
}

/** Fame an island offers the touring LPs (I rudi bucanieri): placed cards, or the Treasure Island card. */
export function fameOffered(state: PiratesCoveState, island: number): number {
  const loot = state.islands[island];
  if (!loot) return 0;
  if (island === TREASURE_ISLAND) return loot.revealed === null ? 0 : (LOOT_CARDS[loot.revealed]?.fame ?? 0);
  return loot.placed.reduce((sum, id) => sum + (LOOT_CARDS[id]?.fame ?? 0), 0);
}

/**
 * I rudi bucanieri: the LP on the lowest-numbered island tours the islands in ascending cyclic order
 * and stops at the one offering most fame, the next LP at the best island left, and so on
 * (DECISION: the first maximum met, starting from the island after its own).
 */
export function tourLegends(draft: PiratesCoveDraft): void {
  const state = draft.state;
  const order = activeLegends(state).sort(
    (a, b) => (state.legends[a]?.at ?? 0) - (state.legends[b]?.at ?? 0) || a - b,
  );
  const taken: number[] = [];
  for (const i of order) {
    const from = state.legends[i]?.at ?? 1;
    let best = -1;
    let bestFame = -1;
    for (let step = 1; step <= 6; step++) {
      const island = ((from - 1 + step) % 6) + 1;
      if (taken.includes(island)) continue;
      const fame = fameOffered(state, island);
      if (fame > bestFame) {
        bestFame = fame;
        best = island;
      }
    }
    taken.push(best);
    moveLegend(draft, i, best, []);
  }
}

export function moveLegendsAfterReveal(draft: PiratesCoveDraft): void {
  const state = draft.state;
  if (state.options.variant === 'solo') return;
  if (state.options.variant === 'rudi') return tourLegends(draft);
  if (state.options.legendMovement === 'clockwise') {
    for (const i of activeLegends(state)) moveLegend(draft, i, ((state.legends[i]?.at ?? 0) % 6) + 1, []);
    return;
  }
  moveLegendsByDice(draft, true);
}

/** Solo (S004): LPs move by die at the end of the turn, one after the other; they may meet. */
export function moveLegendsSolo(draft: PiratesCoveDraft): void {
  moveLegendsByDice(draft, false);
}

const NEW_ROUTES = NEW_ROUTE_DISPLAY + (TAVERN_DECK['new-route'] ?? 0);

/**
 * Whether some hand may hold a New Route card, from public facts only (the display and the
 * discards), so that opening the window tells nobody anything.
 */
export function newRouteWindowOpen(state: PiratesCoveState): boolean {
  const discarded = state.tavernDiscard.filter((card) => card === 'new-route').length;
  if (NEW_ROUTES - state.newRouteDisplay - discarded <= 0) return false;
  return state.seats.some((s) => mayPlayNewRoute(state, s));
}

/**
 * Whether a ship may play a New Route card this turn (holding one aside): not used yet, not at sea,
 * and under grid movement not arriving from sea either (DECISION: a ship that began the turn at sea
 * had no wheel to change).
 */
export function mayPlayNewRoute(state: PiratesCoveState, s: SeatState): boolean {
  if (s.newRouteUsed || s.at === AT_SEA) return false;
  return movement(state) !== 'grid' || s.departedFrom !== null;
}

export function decideNewRoute(draft: PiratesCoveDraft, seat: number, island: number): void {
  draft.seat(seat).newRoute = island;
  draft.emit({ type: 'newRouteDecided', seat });
}

export function applyNewRoutes(draft: PiratesCoveDraft): void {
  const state = draft.state;
  const routes = state.seats.flatMap((s, seat) =>
    s.newRoute !== null && s.newRoute > 0 ? [{ seat, island: s.newRoute }] : [],
  );
  for (const s of state.seats) s.newRoute = null;
  draft.emit({ type: 'newRoutesRevealed', routes });
  for (const { seat, island } of routes) followNewRoute(draft, seat, island);
}

/**
 * The card goes to the discards and the ship to its new island; under grid movement (DECISION) the
 * card changes the destination, not the ship's reach: this turn's crossing is re-plotted from where
 * it began.
 */
function followNewRoute(draft: PiratesCoveDraft, seat: number, island: number): void {
  const state = draft.state;
  const s = draft.seat(seat);
  removeFromHand(state, seat, 'new-route');
  state.tavernDiscard.push('new-route');
  s.newRouteUsed = true;
  s.course = island;
  if (movement(state) === 'grid') setSail(draft, seat, s.departedFrom as number, island);
  else s.at = island;
}

/** A dispatched Royal Navy joins the combats at the island of the most famous player (ties: lowest seat). */
export function placeNavy(draft: PiratesCoveDraft): void {
  const state = draft.state;
  if (!state.navy.dispatched) return;
  state.navy.dispatched = false;
  let best = -1;
  state.seats.forEach((s, seat) => {
    if (s.at >= 1 && s.at <= 6 && (best < 0 || s.fame > (state.seats[best]?.fame ?? 0))) best = seat;
  });
  if (best < 0) return;
  state.navy.at = state.seats[best]?.at ?? null;
  state.navy.hits = [0, 0, 0, 0];
  draft.emit({ type: 'navyArrived', island: state.navy.at ?? 0 });
}
