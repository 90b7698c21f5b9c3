import {
  captainOf,
  cabinBoyOf,
  crewOf,
  firstMateOf,
  governor,
  hasRoom,
  locate,
  otherShip,
  shipIndex,
} from './board.js';
import type { Hold, Place, ShipIndex } from './data.js';
import { DECISIONS, EDITIONS } from './rules.js';
import type { TortugaState } from './state.js';

/**
 * The preconditions of every action, as functions returning why it is not possible now (or null).
 * `legal.ts` lists exactly the actions that pass them; `perform` then carries out only listed ones.
 */
type S = TortugaState;
export type Problem = string | null;

export function faceDownCount(s: S): number {
  let count = 0;
  for (const card of s.row) if (card !== null) count++;
  return count;
}

/** The Atlantis holder while the window before a turn is open (nothing announced yet), else null. */
export function atlantisWindowHolder(s: S): number | null {
  if (s.outcome !== null || s.pending !== null || s.turn.number === 0) return null;
  if (s.turn.resolving || s.turn.atlantisPassed || s.turn.actionsLeft !== s.actionsPerTurn) return null;
  const holder = s.maps.findIndex((maps) => maps.includes('atlantis'));
  return holder >= 0 && atlantisMoveProblem(s, holder) === null ? holder : null;
}

/** Atlantis moves its holder from his ship to the back of the other ship (never from Tortuga or a rowboat). */
export function atlantisMoveProblem(s: S, seat: number): Problem {
  if (!(s.maps[seat] ?? []).includes('atlantis')) return 'you hold no Atlantis map';
  const at = locate(s, seat);
  if (at.kind !== 'ship')
    return 'Atlantis moves a pirate from one ship to the other, not from Tortuga or a rowboat';
  if (!hasRoom(s, otherShip(at.ship))) return 'the other ship already carries five pirates';
  return null;
}

/** May `seat` announce a turn action now? */
export function turnProblem(s: S, seat: number): Problem {
  if (s.pending !== null) return 'answer the choice in progress first';
  if (s.turn.number === 0) return 'the game has not started';
  if (seat !== s.turn.seat) return 'it is not your turn';
  if (s.turn.actionsLeft <= 0) return 'no action left this turn';
  return null;
}

function slotsProblem(s: S, slots: readonly number[]): Problem {
  for (const index of slots)
    if (s.row[index] === null || s.row[index] === undefined)
      return `slot ${index + 1} holds no face-down card`;
  return null;
}

export function peekProblem(s: S, slots: readonly number[]): Problem {
  if (s.options.noPeeking) return 'nobody may peek in this game';
  return slotsProblem(s, slots);
}

/**
 * The two lowest-numbered face-down slots a seat out of time peeks at (DECISION
 * `timeoutPeeksLowestSlots`), or null when Peek is not possible.
 */
export function timeoutPeekSlots(s: S): number[] | null {
  const slots: number[] = [];
  s.row.forEach((card, index) => {
    if (card !== null && slots.length < 2) slots.push(index);
  });
  if (slots.length < 2 || peekProblem(s, slots) !== null) return null;
  return slots.map((index) => index + 1);
}

export function revealProblem(s: S, index: number): Problem {
  return slotsProblem(s, [index]);
}

export function forceProblem(s: S, seat: number, slots: readonly number[], target: number): Problem {
  if (target === seat) return 'force another player';
  return slotsProblem(s, slots);
}

export function moveProblem(s: S, seat: number, to: Place): Problem {
  const at = locate(s, seat);
  if (to === 'flyingDutchmanRowboat' || to === 'jollyRogerRowboat') {
    const ship: ShipIndex = to === 'flyingDutchmanRowboat' ? 0 : 1;
    if (at.kind === 'rowboat') return 'you are already in a rowboat';
    if (at.kind === 'ship' && at.ship !== ship)
      return "from a ship you may only step into that ship's rowboat";
    const boat = s.rowboats[ship];
    if (boat?.destroyed) return 'that rowboat was blown up';
    if (boat?.occupant !== null) return 'that rowboat is taken';
    return null;
  }
  if (at.kind !== 'rowboat') return 'you reach Tortuga or a ship only from a rowboat';
  if (to === 'tortuga') return null;
  const ship = shipIndex(to);
  if (ship !== at.ship) return 'a rowboat reaches only its own ship';
  return hasRoom(s, ship) ? null : 'that ship already carries five pirates';
}

/** The ship `seat` captains, or null. */
export function captainedShip(s: S, seat: number): ShipIndex | null {
  for (const ship of [0, 1] as const) if (captainOf(s, ship) === seat) return ship;
  return null;
}

export function attackProblem(s: S, seat: number): Problem {
  const ship = captainedShip(s, seat);
  if (ship === null) return 'only a captain calls an attack';
  if (!DECISIONS.attackWithNothingToTake && attackSources(s, ship).length === 0)
    return 'there is no treasure to take';
  if (!DECISIONS.emptyHandMayCallVote && handSizeOf(s, seat) === 0) return 'you have no vote card';
  return null;
}

export function maroonProblem(s: S, seat: number, target: number): Problem {
  const ship = captainedShip(s, seat);
  if (ship === null) return 'only a captain maroons a crewman';
  if (target === seat && !DECISIONS.captainMaySelfMaroon) return 'a captain may not maroon himself';
  if (!crewOf(s, ship).includes(target)) return 'that pirate is not aboard your ship';
  return null;
}

export function mutinyProblem(s: S, seat: number): Problem {
  for (const ship of [0, 1] as const) if (firstMateOf(s, ship) === seat) return null;
  return 'only a first mate calls a mutiny';
}

export function mutinyShip(s: S, seat: number): ShipIndex | null {
  for (const ship of [0, 1] as const) if (firstMateOf(s, ship) === seat) return ship;
  return null;
}

export function cabinBoyShip(s: S, seat: number): ShipIndex | null {
  for (const ship of [0, 1] as const) if (cabinBoyOf(s, ship) === seat) return ship;
  return null;
}

export function shiftProblem(s: S, seat: number, from: Hold): Problem {
  const ship = cabinBoyShip(s, seat);
  if (ship === null) return 'only a cabin boy shifts treasure';
  return (s.ships[ship]?.holds[from] ?? 0) > 0 ? null : `the ${from} hold is empty`;
}

export function brawlProblem(s: S, seat: number): Problem {
  return governor(s) === seat ? null : 'only the Governor of Tortuga calls a brawl';
}

/** A Letter of Marque moves any pirate on Tortuga or a rowboat to the back of a ship with room. */
export function letterMoveProblem(s: S, pirate: number, ship: ShipIndex): Problem {
  if (locate(s, pirate).kind === 'ship') return 'a Letter of Marque moves a pirate from Tortuga or a rowboat';
  return hasRoom(s, ship) ? null : 'that ship already carries five pirates';
}

export function playLetterProblem(s: S, seat: number, pirate: number, ship: ShipIndex): Problem {
  if (EDITIONS[s.options.ruleset].letterOfMarque !== 'moveOrKeep')
    return 'only FR-2e lets you keep a Letter of Marque';
  if ((s.lettersOfMarque[seat] ?? 0) === 0) return 'you have no Letter of Marque in front of you';
  const keptNow = s.turn.lettersKept.filter((keeper) => keeper === seat).length;
  if ((s.lettersOfMarque[seat] ?? 0) <= keptNow)
    return 'a Letter of Marque kept this turn may be played only on a later turn';
  return letterMoveProblem(s, pirate, ship);
}

export function handSizeOf(s: S, seat: number): number {
  let size = 0;
  for (const count of s.hands[seat] ?? []) size += count;
  return size;
}

/** The ship with treasure a successful attack may take from, and the sources to choose among. */
export function attackSources(s: S, ship: ShipIndex): ('galleon' | Hold)[] {
  if (s.galleon > 0) return ['galleon'];
  const other = s.ships[otherShip(ship)];
  const sources: Hold[] = [];
  if ((other?.holds.british ?? 0) > 0) sources.push('british');
  if ((other?.holds.french ?? 0) > 0) sources.push('french');
  return sources;
}
