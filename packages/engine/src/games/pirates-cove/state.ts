import type { RandomState } from '../../core/random.js';
import type { ParrotCard, Section, TavernCard } from './data.js';
import type { PiratesCoveOptions } from './options.js';

/**
 * Ships in a combat: player ships are their seat (0–4); Legendary Pirate ship i is LEGEND + i, the
 * Royal Navy NAVY, the solo fort FORT.
 */
export type ShipId = number;
export const LEGEND = 10;
export const NAVY = 20;
export const FORT = 30;
/** Solo, two-turn or grid movement: a ship between islands. */
export const AT_SEA = -1;

/** Optional duel weapons, weakest first (a better weapon may win a tie). */
export const WEAPONS = ['sabre', 'sword', 'rapier'] as const;
export type Weapon = (typeof WEAPONS)[number];
export const PISTOL_CHOICES = ['shoot', 'wait'] as const;
export type PistolChoice = (typeof PISTOL_CHOICES)[number];

export interface Mastercraft {
  readonly section: Section;
  /** Tilted after absorbing its first hit. */
  damaged: boolean;
}

export interface ParrotInPlay {
  readonly card: ParrotCard;
  /** Hits absorbed in the current combat (reset after each combat). */
  hits: number;
}

export interface SeatState {
  /** 0 Pirate's Cove, 1–6 an island, AT_SEA between islands (solo, two-turn or grid movement). */
  at: number;
  /** Solo, two-turn or grid movement: where the ship at sea is bound (its wheel stays set). */
  sailingTo: number | null;
  /** Solo grid movement: squares still to sail to `sailingTo`. */
  seaLeft: number | null;
  /**
   * Solo grid movement: where this turn's crossing began, the Cove or an island (null when the turn
   * began at sea); a New Route card re-plots the crossing from here.
   */
  departedFrom: number | null;
  fame: number;
  gold: number;
  treasures: number;
  /** Track index per section (sails, crew, cannons, hull); below 0 only while crippled. */
  levels: number[];
  /**
   * The indices before any damage (raised by upgrades, never lowered by hits): what a Cove repair
   * restores, whenever the damage was taken (S004 "tutte le sezioni").
   */
  repairTo: number[];
  /** Tavern cards in hand, sorted (owner only). */
  hand: TavernCard[];
  mastercraft: Mastercraft | null;
  parrot: ParrotInPlay | null;
  /** Secret wheel setting until every player has chosen. */
  course: number | null;
  /** Secret New Route decision in its window: null undecided, 0 keep the course, else the island. */
  newRoute: number | null;
  newRouteUsed: boolean;
  /** Bought one of the two face-up New Route cards (S004: the first two pirates, one each). */
  newRouteBought: boolean;
  /** At the Cove this turn after fleeing or defeat: no plunder, no island upgrades. */
  retreated: boolean;
  /** A section was pushed below its lowest space this turn. */
  crippled: boolean;
  /** Upgrade step bookkeeping for this turn. */
  boughtCards: number;
  treasureUpgrade: boolean;
  mastercraftPlayed: boolean;
  /** Cove step: the reward choice is still owed. */
  coveRewardDue: boolean;
  /** Plundered this turn (I rudi bucanieri: treasures may be exchanged for gold). */
  plundered: boolean;
  /** Won a combat on its island after firing at least one broadside (I rudi bucanieri). */
  wonFight: boolean;
  shoppingDone: boolean;
  /** I rudi bucanieri: personal face-down loot pile and hand (owner only; loot ids). */
  pile: number[];
  lootHand: number[];
}

export interface LegendShip {
  /** Index into LEGENDARY_PIRATES, or null once defeated (until replaced) or gone. */
  card: number | null;
  at: number;
  hits: number[];
  /** The LP deck was empty when it had to be replaced: the ship has left the game. */
  gone: boolean;
}

export interface RoyalNavy {
  /** An Event card sent it: it joins the next combats. */
  dispatched: boolean;
  at: number | null;
  hits: number[];
}

export interface IslandLoot {
  /** Face-down loot ids, top last. */
  deck: number[];
  /** The face-up card (standard and solo); the top Treasure Island card in I rudi bucanieri. */
  revealed: number | null;
  discard: number[];
  /** I rudi bucanieri: cards placed face up this turn. */
  placed: number[];
}

export interface BufferedHit {
  readonly firer: ShipId;
  readonly target: ShipId;
  readonly section: Section;
  readonly hits: number;
}

/** A decision inside a combat that interrupts the cannon rounds. */
export type CombatPrompt =
  /** The attacker removed all sails of the only other ship: board it or let it go to the Cove. */
  | { readonly kind: 'boardChoice'; readonly attacker: number; readonly defender: number }
  /** Boarding declared: the boarded captain may challenge to a duel. */
  | { readonly kind: 'challenge'; readonly attacker: number; readonly defender: number }
  /** The challenged captain accepts (choosing swords or pistols) or refuses at −2 fame. */
  | { readonly kind: 'duelAnswer'; readonly attacker: number; readonly defender: number }
  /** Optional swords: both captains choose a weapon in secret. [challenger, challenged]. */
  | {
      readonly kind: 'weapons';
      readonly attacker: number;
      readonly defender: number;
      readonly choices: (Weapon | null)[];
    }
  /** Optional pistols: each exchange both choose in secret to shoot or wait. [challenger, challenged]. */
  | {
      readonly kind: 'pistols';
      readonly attacker: number;
      readonly defender: number;
      readonly hitOn: number;
      readonly dice: readonly number[];
      readonly choices: (PistolChoice | null)[];
    }
  /** Optional ship swap for the winner of a duel or boarding. */
  | { readonly kind: 'swap'; readonly winner: number; readonly loser: number }
  /** I rudi bucanieri on Treasure Island: a player fired at may bury 1 treasure or 3 gold for 1 fame. */
  | { readonly kind: 'buryUnderFire'; readonly seat: number };

export type PromptOf<K extends CombatPrompt['kind']> = Extract<CombatPrompt, { readonly kind: K }>;

export function isPrompt<K extends CombatPrompt['kind']>(
  prompt: CombatPrompt | null,
  kind: K,
): prompt is PromptOf<K> {
  return prompt?.kind === kind;
}

export interface Combat {
  readonly island: number;
  /** Ships still in this combat. */
  ships: ShipId[];
  stage: 'battle' | 'round';
  /** Battle-card window: players by speed; consecutive passes. */
  battleOrder: number[];
  battleIndex: number;
  passes: number;
  /** Cannon round: ships by speed, and their speed group (equal ids fire together in rudi). */
  roundOrder: ShipId[];
  roundGroups: number[];
  roundIndex: number;
  round: number;
  /** Volley cards the current shooter has played for this shot. */
  volleys: TavernCard[];
  /** Battle card effects for this combat. */
  grappled: ShipId[];
  speedBonus: number[];
  diceBonus: number[];
  boardingCard: number[];
  /** Battle cards played (discarded at the end of the combat). */
  played: TavernCard[];
  /** Ships hit at least once in this combat. */
  hit: ShipId[];
  /** Players who fired at least one broadside. */
  fired: number[];
  /** Simultaneous fire (I rudi bucanieri): hits applied when the speed group has fired. */
  buffered: BufferedHit[];
  /** Solo: fort cannons destroyed. */
  fortHits: number;
  bufferedGroup: number;
  prompt: CombatPrompt | null;
}

export type Phase =
  | { readonly kind: 'shopping' }
  /** I rudi bucanieri: players place a loot card each, from the Leader clockwise. */
  | { readonly kind: 'placing'; readonly index: number }
  | { readonly kind: 'navigating' }
  | { readonly kind: 'newRoute' }
  /** Combats island by island, 1 → 6: the island being (or next to be) resolved. */
  | { readonly kind: 'combat'; readonly island: number }
  /** Upgrades one player at a time from the turn's first player; `begun`: the step's start is done. */
  | { readonly kind: 'upgrades'; readonly index: number; readonly begun: boolean }
  | { readonly kind: 'over' };

export interface PiratesCoveState {
  readonly options: PiratesCoveOptions;
  readonly players: number;
  /** Turns in this game, and the current one (1-based). */
  readonly turns: number;
  turn: number;
  phase: Phase;
  seats: SeatState[];
  /** Index 1–5 outer islands, 6 Treasure Island (I rudi bucanieri); index 0 unused. */
  islands: IslandLoot[];
  tavernDeck: TavernCard[];
  tavernDiscard: TavernCard[];
  /** New Route cards still on display. */
  newRouteDisplay: number;
  legendDeck: number[];
  legends: LegendShip[];
  navy: RoyalNavy;
  combat: Combat | null;
  /** Solo: turns left on the time track. */
  time: number;
  /** Solo: reached the goal. */
  soloWon: boolean;
  random: RandomState;
}

/** A seat of the state (seats are 0 to players − 1; any other number is a bug). */
export function seatOf(state: PiratesCoveState, seat: number): SeatState {
  const s = state.seats[seat];
  if (!s) throw new RangeError(`no seat ${seat}`);
  return s;
}
