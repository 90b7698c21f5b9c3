import type { GameSetup } from '../../core/game.js';
import { Random } from '../../core/random.js';
import {
  COVE,
  LEGENDARY_PIRATES,
  LOOT_CARDS,
  NEW_ROUTE_DISPLAY,
  OUTER_ISLANDS,
  SECTIONS,
  START_INDEX,
  TAVERN_DECK,
  TREASURE_ISLAND,
  type ParrotCard,
  type TavernCard,
} from './data.js';
import type { PiratesCoveOptions } from './options.js';
import { CARD_PACK } from './pack.js';
import { parsePack } from './pack-schema.js';
import { RULES } from './rules.js';
import { advance } from './turn.js';
import { PiratesCoveDraft } from './draft.js';
import type { IslandLoot, LegendShip, PiratesCoveState, SeatState } from './state.js';

// The card pack is checked as the rules load, so a pack that breaks S004's counts never reaches a
// game. Here rather than beside the tables it feeds, which clients drawing the cards load too.
parsePack(CARD_PACK);

export function tavernDeck(): TavernCard[] {
  const deck: TavernCard[] = [];
  for (const [card, count] of Object.entries(TAVERN_DECK)) {
    for (let i = 0; i < (count ?? 0); i++) deck.push(card as TavernCard);
  }
  return deck;
}

export function newSeat(gold: number): SeatState {
  const levels = SECTIONS.map(() => START_INDEX);
  return {
    at: COVE,
    sailingTo: null,
    seaLeft: null,
    departedFrom: null,
    fame: 0,
    gold,
    treasures: 0,
    levels,
    repairTo: levels.slice(),
    hand: [],
    mastercraft: null,
    parrot: null,
    course: null,
    newRoute: null,
    newRouteUsed: false,
    newRouteBought: false,
    retreated: false,
    crippled: false,
    boughtCards: 0,
    treasureUpgrade: false,
    mastercraftPlayed: false,
    coveRewardDue: false,
    plundered: false,
    wonFight: false,
    shoppingDone: false,
    pile: [],
    lootHand: [],
  };
}

function emptyIsland(): IslandLoot {
  return { deck: [], revealed: null, discard: [], placed: [] };
}

/**
 * Sets the table (S004 "Preparazione"). Random draws in a fixed order: loot decks island 1→5 (or
 * the I rudi bucanieri deal), the Tavern deck, the LP deck, each player's Tavern card in seat order,
 * then (I rudi bucanieri) the LP start dice.
 */
export function setup(input: GameSetup<PiratesCoveOptions>): PiratesCoveState {
  const { options } = input;
  const random = Random.fromSeed(input.seed);
  const players = input.players;
  const solo = options.variant === 'solo';
  const rudi = options.variant === 'rudi';

  const islands: IslandLoot[] = Array.from({ length: 7 }, emptyIsland);
  const seats = Array.from({ length: players }, () =>
    newSeat(solo ? RULES.soloStartingGold : RULES.startingGold),
  );
  if (rudi) {
    const all = random.shuffle(LOOT_CARDS.map((_, id) => id));
    (islands[TREASURE_ISLAND] as IslandLoot).deck = all.slice(0, RULES.rudiTreasureIslandCards);
    all
      .slice(RULES.rudiTreasureIslandCards)
      .forEach((id, i) => (seats[i % players] as SeatState).pile.push(id));
  } else {
    // S004: one shuffled deck of 60 cut into stacks of 12 (short game: 8) on the outer islands.
    const perIsland = options.shortGame && !solo ? RULES.shortLootPerIsland : RULES.lootPerIsland;
    const all = random.shuffle(LOOT_CARDS.map((_, id) => id));
    OUTER_ISLANDS.forEach((island, i) => {
      (islands[island] as IslandLoot).deck = all.slice(i * perIsland, (i + 1) * perIsland);
    });
  }

  const deck = random.shuffle(tavernDeck());
  const legendDeck = random.shuffle(LEGENDARY_PIRATES.map((_, i) => i));
  const legendCount = rudi && players === 2 ? RULES.rudiLegends2p : RULES.legends;
  const legends: LegendShip[] = [];
  for (let i = 0; i < legendCount; i++) {
    legends.push({ card: legendDeck.pop() ?? null, at: TREASURE_ISLAND, hits: [0, 0, 0, 0], gone: false });
  }
  if (options.legendMovement === 'clockwise' && !rudi && !solo) {
    // DECISION: the base game's predictable path; the two ships start on Treasure Island and Sail Island.
    legends.forEach((legend, i) => (legend.at = i === 0 ? TREASURE_ISLAND : 3));
  }

  const tavernDiscard: TavernCard[] = [];
  for (const seat of seats) {
    for (let i = 0; i < RULES.startingTavernCards; i++) {
      const card = deck.pop();
      if (card === undefined) break;
      if (card.startsWith('parrot-') && seat.parrot === null) {
        seat.parrot = { card: card as ParrotCard, hits: 0 };
      } else seat.hand.push(card);
    }
    seat.hand.sort();
  }
  if (rudi) {
    // LPs start on different islands chosen by dice (re-rolled while taken).
    const taken: number[] = [];
    for (const legend of legends) {
      let island = random.int(1, 6);
      while (taken.includes(island)) island = random.int(1, 6);
      taken.push(island);
      legend.at = island;
    }
  }

  const turns = solo
    ? RULES.soloTime
    : rudi
      ? RULES.rudiTurns
      : options.shortGame
        ? RULES.shortTurns
        : RULES.turns;
  const state: PiratesCoveState = {
    options,
    players,
    turns,
    turn: 0,
    phase: { kind: 'shopping' },
    seats,
    islands,
    tavernDeck: deck,
    tavernDiscard,
    newRouteDisplay: NEW_ROUTE_DISPLAY,
    legendDeck,
    legends,
    navy: { dispatched: false, at: null, hits: [0, 0, 0, 0] },
    combat: null,
    time: solo ? RULES.soloTime : 0,
    soloWon: false,
    random: random.state,
  };
  if (!options.preGameShopping) for (const seat of seats) seat.shoppingDone = true;
  const draft = new PiratesCoveDraft(state);
  advance(draft);
  return draft.finish();
}
