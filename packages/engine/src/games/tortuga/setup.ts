import type { GameSetup } from '../../core/game.js';
import { Random } from '../../core/random.js';
import {
  LOYALTY_TABLE,
  ROW_SLOTS,
  STAR_CARDS,
  STARTING_VOTE_CARDS,
  VOTE_KIND_COUNT,
  voteDeckOf,
  type EventCard,
  type Nation,
} from './data.js';
import { baseEventCards, starPool, type TortugaOptions } from './options.js';
import { DECISIONS, EDITIONS } from './rules.js';
import type { Pending, TortugaState } from './state.js';

function loyaltyCards(options: TortugaOptions, players: number): Nation[] {
  const table = LOYALTY_TABLE[players] as { british: number; french: number; dutch: number };
  const sauce = options.dutchSauce ? 1 : 0;
  return [
    ...new Array<Nation>(table.british - sauce).fill('british'),
    ...new Array<Nation>(table.french - sauce).fill('french'),
    ...new Array<Nation>(table.dutch + 2 * sauce).fill('dutch'),
  ];
}

/** The star cards in play and those left in the box. */
function chooseStars(random: Random, options: TortugaOptions, players: number) {
  const all = STAR_CARDS[options.ruleset];
  if (options.noPeeking) return { inPlay: all.slice(), box: [] as EventCard[] };
  if (options.starCards) {
    return { inPlay: options.starCards.slice(), box: [] as EventCard[] };
  }
  const pool = starPool(options, players);
  const drawn = random.shuffle(pool).slice(0, options.starCardCount);
  // Cards never drawn (and the small-game exclusions) stay in the box, unseen.
  return { inPlay: drawn, box: all.filter((card) => !drawn.includes(card)) };
}

/** Builds the event deck (index 0 = top) with the Armada placed as the edition says. */
function buildEventDeck(
  random: Random,
  options: TortugaOptions,
  players: number,
  stars: readonly EventCard[],
) {
  const deck = random.shuffle([...baseEventCards(options.ruleset, players), ...stars]);
  if (EDITIONS[options.ruleset].armadaPlacement === 'bottom') return [...deck, 'spanishArmada' as EventCard];
  // IT-1e: four cards from the deck are shuffled with the Armada and go to the bottom.
  const lastFive = random.shuffle<EventCard>([...deck.slice(0, 4), 'spanishArmada']);
  return [...deck.slice(4), ...lastFive];
}

/**
 * Deals loyalties and vote cards, builds the event deck and row, and seats the pawns. Random draws
 * happen in a fixed order: loyalties, face-up loyalties (partial open loyalty), vote deck, star cards
 * (when random), event deck (and IT-1e's bottom five), FR-2e row shuffle when the deck is used up,
 * then the pawn bag.
 */
export function setup(input: GameSetup<TortugaOptions>): TortugaState {
  const options = input.options;
  const players = input.players;
  const edition = EDITIONS[options.ruleset];
  const random = Random.fromSeed(input.seed);

  const loyalties = random.shuffle(loyaltyCards(options, players));
  const loyaltyFaceUp = loyalties.map(() => options.openLoyalty === 'all');
  if (options.openLoyalty === 'partial') {
    for (const nation of ['british', 'french'] as const) {
      const holders = loyalties.flatMap((loyalty, seat) => (loyalty === nation ? [seat] : []));
      loyaltyFaceUp[random.pick(holders)] = true;
    }
  }

  const voteDeck = random.shuffle(voteDeckOf(options.ruleset));
  const hands = Array.from({ length: players }, () => {
    const hand = new Array<number>(VOTE_KIND_COUNT).fill(0);
    for (let i = 0; i < STARTING_VOTE_CARDS; i++) {
      const code = voteDeck.shift() as number;
      hand[code] = (hand[code] as number) + 1;
    }
    return hand;
  });

  const stars = chooseStars(random, options, players);
  const built = buildEventDeck(random, options, players, stars.inPlay);
  const removed = built.slice(0, options.shorterDeck);
  const eventDeck = built.slice(options.shorterDeck);
  let row: (EventCard | null)[] = eventDeck.splice(0, ROW_SLOTS);
  if (edition.shuffleRowAtDeckEnd && eventDeck.length === 0) row = random.shuffle(row);

  const bag = random.shuffle(Array.from({ length: players }, (_, seat) => seat));
  const layout = options.brainBurner ? edition.brainBurnerTreasure : edition.startingTreasure;
  const crews: number[][] = [[], []];
  if (!options.brainBurner) bag.forEach((seat, i) => (crews[i % 2] as number[]).push(seat));

  const pending: Pending = options.brainBurner
    ? { kind: 'chooseStart', order: bag, chosen: [] }
    : { kind: 'startingTreasure', ships: DECISIONS.startingTreasureOrder.slice() };
  const firstSeat = options.brainBurner
    ? 0
    : ((crews[DECISIONS.startingTreasureOrder[0] ?? 1] as number[])[0] ?? 0);
  const actionsPerTurn = players === 2 ? edition.twoPlayerActions : 1;

  return {
    options,
    players,
    actionsPerTurn,
    loyalties,
    loyaltyFaceUp,
    hands,
    voteDeck,
    voteTopKnownBy: null,
    voteGroups: [],
    galleon: layout.galleon,
    ships: crews.map((crew, ship) => ({
      crew,
      holds: { ...(layout.holds[ship] as { british: number; french: number }) },
    })),
    rowboats: [
      { occupant: null, destroyed: false },
      { occupant: null, destroyed: false },
    ],
    tortuga: { line: [], areas: { ...layout.areas }, loose: layout.loose },
    eventDeck,
    row,
    discard: [],
    box: [...stars.box, ...removed],
    starCards: stars.inPlay,
    peeks: Array.from({ length: players }, () => new Array<EventCard | null>(ROW_SLOTS).fill(null)),
    albatross: new Array<number>(players).fill(0),
    lettersOfMarque: new Array<number>(players).fill(0),
    maps: Array.from({ length: players }, () => []),
    pirateCode: null,
    skipNextTurn: new Array<boolean>(players).fill(false),
    leanings: Array.from({ length: players }, () => ({ british: 0, french: 0 })),
    turn: {
      seat: firstSeat,
      number: 0,
      actionsLeft: actionsPerTurn,
      resolving: false,
      atlantisPassed: false,
      lettersKept: [],
    },
    pending,
    suddenDeath: 0,
    outcome: null,
    random: random.state,
  };
}
