import { COVE, LEGENDARY_PIRATES, SECTIONS, START_INDEX, type Section, type TavernCard } from '../data.js';
import type { PiratesCoveOptions } from '../options.js';
import { piratesCove } from '../index.js';
import type { LegendShip, Mastercraft, ParrotInPlay, Phase, PiratesCoveState } from '../state.js';
import { advance } from '../turn.js';
import { deepCopy } from '../../../core/draft.js';
import { PiratesCoveDraft } from '../draft.js';

/**
 * Builds exact positions for rules tests: where each ship is, its sections, gold, treasures, fame,
 * hand and cards in play, the Legendary Pirates, and the phase to resume from. Unless a scenario
 * says otherwise every ship waits at the Cove with an empty hand, every LP ship lies idle at the Cove
 * (it never fights there), and pre-game shopping is done.
 */
export interface SeatSpec {
  readonly at?: number;
  /** A ship at sea (`at: AT_SEA`): where it is bound and, under grid movement, the squares left. */
  readonly sailingTo?: number;
  readonly seaLeft?: number;
  readonly fame?: number;
  readonly gold?: number;
  readonly treasures?: number;
  /** Track indices (start 1). */
  readonly levels?: Partial<Record<Section, number>>;
  readonly hand?: readonly TavernCard[];
  readonly mastercraft?: Mastercraft | null;
  readonly parrot?: ParrotInPlay | null;
  readonly retreated?: boolean;
  readonly crippled?: boolean;
  readonly repairTo?: Partial<Record<Section, number>>;
  readonly lootHand?: readonly number[];
  readonly pile?: readonly number[];
}

export interface LegendSpec {
  /** A name from the data file (LEGENDARY_PIRATES). */
  readonly name: string;
  readonly at: number;
  readonly hits?: readonly number[];
}

export interface Scenario {
  readonly players?: number;
  readonly options?: Partial<PiratesCoveOptions>;
  readonly seed?: string;
  readonly seats?: Readonly<Record<number, SeatSpec>>;
  readonly legends?: readonly LegendSpec[];
  readonly phase?: Phase;
  readonly turn?: number;
  /** Face-up loot card id per island. */
  readonly revealed?: Readonly<Record<number, number>>;
  readonly tavernDeckTop?: readonly TavernCard[];
}

export function legendIndex(name: string): number {
  const index = LEGENDARY_PIRATES.findIndex((card) => card.name === name);
  if (index < 0) throw new Error(`no Legendary Pirate named ${name}`);
  return index;
}

const levelsOf = (spec: Partial<Record<Section, number>> | undefined, base: readonly number[]) =>
  SECTIONS.map((section, i) => spec?.[section] ?? base[i] ?? START_INDEX);

export function scenario(spec: Scenario = {}): PiratesCoveState {
  const players = spec.players ?? 2;
  const base = piratesCove.setup({
    players,
    seed: spec.seed ?? 'scenario',
    options: { preGameShopping: false, ...spec.options },
  });
  const state = deepCopy(base);
  state.seats.forEach((seat, i) => {
    const s = spec.seats?.[i] ?? {};
    const levels = levelsOf(s.levels, seat.levels);
    Object.assign(seat, {
      at: s.at ?? COVE,
      sailingTo: s.sailingTo ?? null,
      seaLeft: s.seaLeft ?? null,
      fame: s.fame ?? 0,
      gold: s.gold ?? seat.gold,
      treasures: s.treasures ?? 0,
      levels,
      repairTo: levelsOf(s.repairTo, levels),
      hand: (s.hand ?? []).slice().sort(),
      mastercraft: s.mastercraft ?? null,
      parrot: s.parrot ?? null,
      retreated: s.retreated ?? false,
      crippled: s.crippled ?? false,
      course: null,
      newRoute: null,
      shoppingDone: true,
      lootHand: s.lootHand ? s.lootHand.slice() : seat.lootHand,
      pile: s.pile ? s.pile.slice() : seat.pile,
    });
  });
  if (spec.legends) {
    state.legends = spec.legends.map((legend): LegendShip => ({
      card: legendIndex(legend.name),
      at: legend.at,
      hits: (legend.hits ?? [0, 0, 0, 0]).slice(),
      gone: false,
    }));
  } else {
    for (const legend of state.legends) legend.at = COVE;
  }
  for (const [island, id] of Object.entries(spec.revealed ?? {})) {
    const loot = state.islands[Number(island)];
    if (loot) loot.revealed = id;
  }
  if (spec.tavernDeckTop) state.tavernDeck.push(...spec.tavernDeckTop.slice().reverse());
  if (spec.turn !== undefined) state.turn = spec.turn;
  if (spec.phase) state.phase = spec.phase;
  state.combat = null;
  return state;
}

/** Runs the automatic parts (combat start, NPC fire, plunder…) until a player must decide. */
export function settle(state: PiratesCoveState): PiratesCoveState {
  const draft = new PiratesCoveDraft(state);
  advance(draft);
  return draft.finish();
}

/** A combat about to start on `island` with the given ships and LPs. */
export function combatOn(island: number, spec: Scenario): PiratesCoveState {
  return settle(scenario({ ...spec, phase: { kind: 'combat', island } }));
}
