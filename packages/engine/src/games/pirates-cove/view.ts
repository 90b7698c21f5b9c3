import {
  LEGENDARY_PIRATES,
  LOOT_CARDS,
  ROYAL_NAVY,
  SECTIONS,
  SHIP_COLOURS,
  TRACKS,
  type LootCard,
  type ParrotCard,
  type Section,
  type TavernCard,
} from './data.js';
import { combatView, type CombatView } from './combat-view.js';
import { activeSeats, isOver } from './legal.js';
import type { PiratesCoveOptions } from './options.js';
import { capacity, fameCards, npcDice, playerDice, speedOf } from './ship.js';
import { LEGEND, NAVY, type PiratesCoveState } from './state.js';
import { firstPlayer } from './turn.js';
import { RULES } from './rules.js';

export interface SectionView {
  readonly index: number;
  readonly value: number;
  /** The index a Cove repair restores this turn. */
  readonly repairTo: number;
}

export interface PiratesCoveSeatView {
  readonly seat: number;
  readonly colour: string;
  /** 0 Pirate's Cove, 1–6 islands, -1 at sea. */
  readonly at: number;
  /** At sea (solo, two-turn or grid movement): the island the ship is bound for; else null. */
  readonly sailingTo: number | null;
  /** At sea under grid movement: squares still to sail to `sailingTo`; else null. */
  readonly seaLeft: number | null;
  readonly fame: number;
  readonly gold: number;
  readonly treasures: number;
  /** Treasures the hull carries (null: unlimited, Captain Flint). */
  readonly capacity: number | null;
  readonly sections: Readonly<Record<Section, SectionView>>;
  readonly handSize: number;
  readonly mastercraft: { readonly section: Section; readonly damaged: boolean } | null;
  readonly parrot: { readonly card: ParrotCard; readonly hits: number } | null;
  /** Whether this seat has set its wheel (navigation) / decided (New Route window). */
  readonly courseChosen: boolean;
  /** The wheel: the viewer's own before the reveal, everyone's after it, else null. */
  readonly course: number | null;
  readonly newRouteDecided: boolean;
  readonly newRouteUsed: boolean;
  readonly retreated: boolean;
  readonly shoppingDone: boolean;
  /** I rudi bucanieri: sizes of the personal pile and loot hand. */
  readonly pileSize: number;
  readonly lootHandSize: number;
  /** Speed now: sails, Battle cards of this combat, Squire Trelawney. */
  readonly speed: number;
  /** Cannon dice per shot now (parrots, Grapple, Battle cards); Volley cards add on the shot. */
  readonly dice: number;
}

export interface IslandView {
  readonly island: number;
  readonly deckSize: number;
  readonly revealed: LootCard | null;
  readonly placed: readonly LootCard[];
  readonly discardSize: number;
}

export interface LegendView {
  readonly ship: number;
  readonly name: string | null;
  readonly fame: number | null;
  readonly sections: readonly number[] | null;
  readonly hits: readonly number[];
  readonly at: number;
  readonly gone: boolean;
  /** Sails left; null without a card. */
  readonly speed: number | null;
  /** Cannon dice: the lower of crew and cannons left (at least 1; 1 when grappled); null without a card. */
  readonly dice: number | null;
}

/** What one seat (or a spectator) may know of a Pirate's Cove game: plain JSON. */
export interface PiratesCoveView {
  readonly game: 'pirates-cove';
  readonly viewer: number | null;
  readonly players: number;
  readonly options: PiratesCoveOptions;
  readonly turn: number;
  readonly turns: number;
  readonly firstPlayer: number;
  /** I rudi bucanieri: the Leader (the turn's first player); null otherwise. */
  readonly leader: number | null;
  readonly phase: string;
  readonly activeSeats: readonly number[];
  readonly seats: readonly PiratesCoveSeatView[];
  /** The viewer's Tavern hand, sorted; null for a spectator. */
  readonly hand: readonly TavernCard[] | null;
  /** I rudi bucanieri: the viewer's loot hand; null otherwise. */
  readonly lootHand: readonly LootCard[] | null;
  readonly islands: readonly IslandView[];
  readonly tavernDeckSize: number;
  readonly tavernDiscard: readonly TavernCard[];
  readonly newRouteDisplay: number;
  readonly legendDeckSize: number;
  readonly legends: readonly LegendView[];
  readonly navy: {
    readonly dispatched: boolean;
    readonly at: number | null;
    readonly hits: readonly number[];
    readonly fame: number;
    /** Sails left. */
    readonly speed: number;
    /** Cannon dice: the lower of crew and cannons left (at least 1; 1 when grappled). */
    readonly dice: number;
  };
  readonly combat: CombatView | null;
  /** Solo: turns left and the goal. */
  readonly time: number | null;
  readonly goal: number | null;
  /** Once over: fame including Fame cards. */
  readonly finalScores: readonly number[] | null;
  readonly soloWon: boolean | null;
}

export function view(state: PiratesCoveState, viewerInput: number | null): PiratesCoveView {
  const viewer =
    viewerInput !== null && Number.isInteger(viewerInput) && viewerInput >= 0 && viewerInput < state.players
      ? viewerInput
      : null;
  const navigating = state.phase.kind === 'navigating';
  const over = state.phase.kind === 'over';
  const me = viewer === null ? null : state.seats[viewer];
  return {
    game: 'pirates-cove',
    viewer,
    players: state.players,
    options: { ...state.options },
    turn: state.turn,
    turns: state.turns,
    firstPlayer: firstPlayer(state),
    leader: state.options.variant === 'rudi' ? firstPlayer(state) : null,
    phase: state.phase.kind,
    activeSeats: isOver(state) ? [] : activeSeats(state),
    seats: state.seats.map((s, seat) => {
      const cap = capacity(s);
      const sections = {} as Record<Section, SectionView>;
      SECTIONS.forEach((section, i) => {
        const index = s.levels[i] as number;
        sections[section] = {
          index,
          value: TRACKS[section].values[Math.max(0, index)] as number,
          repairTo: s.repairTo[i] as number,
        };
      });
      return {
        seat,
        colour: SHIP_COLOURS[seat] as string,
        at: s.at,
        sailingTo: s.sailingTo,
        seaLeft: s.seaLeft,
        fame: s.fame,
        gold: s.gold,
        treasures: s.treasures,
        capacity: cap === Infinity ? null : cap,
        sections,
        handSize: s.hand.length,
        mastercraft: s.mastercraft ? { ...s.mastercraft } : null,
        parrot: s.parrot ? { ...s.parrot } : null,
        courseChosen: s.course !== null,
        course: navigating && seat !== viewer ? null : s.course,
        newRouteDecided: s.newRoute !== null,
        newRouteUsed: s.newRouteUsed,
        retreated: s.retreated,
        shoppingDone: s.shoppingDone,
        pileSize: s.pile.length,
        lootHandSize: s.lootHand.length,
        speed: speedOf(state, seat, state.combat),
        dice: playerDice(state, seat, state.combat, 0),
      };
    }),
    hand: me ? me.hand.slice() : null,
    lootHand:
      me && state.options.variant === 'rudi' ? me.lootHand.map((id) => ({ ...LOOT_CARDS[id]! })) : null,
    islands: state.islands.slice(1).map((loot, i) => ({
      island: i + 1,
      deckSize: loot.deck.length,
      revealed: loot.revealed === null ? null : { ...LOOT_CARDS[loot.revealed]! },
      placed: loot.placed.map((id) => ({ ...LOOT_CARDS[id]! })),
      discardSize: loot.discard.length,
    })),
    tavernDeckSize: state.tavernDeck.length,
    tavernDiscard: state.tavernDiscard.slice().sort(),
    newRouteDisplay: state.newRouteDisplay,
    legendDeckSize: state.legendDeck.length,
    legends: state.legends.map((legend, i) => {
      const card = legend.card === null ? null : LEGENDARY_PIRATES[legend.card];
      return {
        ship: 10 + i,
        name: card?.name ?? null,
        fame: card?.fame ?? null,
        sections: card ? card.sections.slice() : null,
        hits: legend.hits.slice(),
        at: legend.at,
        gone: legend.gone,
        speed: card ? speedOf(state, LEGEND + i, state.combat) : null,
        dice: card ? npcDice(state, LEGEND + i, state.combat) : null,
      };
    }),
    navy: {
      dispatched: state.navy.dispatched,
      at: state.navy.at,
      hits: state.navy.hits.slice(),
      fame: ROYAL_NAVY.fame,
      speed: speedOf(state, NAVY, state.combat),
      dice: npcDice(state, NAVY, state.combat),
    },
    combat: combatView(state, viewer),
    time: state.options.variant === 'solo' ? state.time : null,
    goal: state.options.variant === 'solo' ? RULES.soloGoal : null,
    finalScores: over ? state.seats.map((s) => s.fame + fameCards(s)) : null,
    soloWon: state.options.variant === 'solo' ? state.soloWon : null,
  };
}
