/**
 * Tortuga 1667's components as data: nations, ships, the vote deck, the event cards of each edition
 * and the loyalty table. The vote deck's thirds are a DECISION of the rules data sheet (the real split
 * was not found): correct them here without touching rules code.
 */

export type Ruleset = 'FR-2e' | 'IT-1e';
export const RULESETS: readonly Ruleset[] = ['FR-2e', 'IT-1e'];

export type Nation = 'british' | 'french' | 'dutch';
/** The two nations that hold treasure (holds and Tortuga areas). */
export type Hold = 'british' | 'french';
export const HOLDS: readonly Hold[] = ['british', 'french'];

/** Index 0 is the Flying Dutchman, 1 the Jolly Roger (setup fills them in this order). */
export type ShipName = 'flyingDutchman' | 'jollyRoger';
export const SHIP_NAMES: readonly ShipName[] = ['flyingDutchman', 'jollyRoger'];
export type ShipIndex = 0 | 1;

/** Where a pawn stands, as clients write it. */
export type Place =
  'flyingDutchman' | 'jollyRoger' | 'flyingDutchmanRowboat' | 'jollyRogerRowboat' | 'tortuga';
export const PLACES: readonly Place[] = [
  'flyingDutchman',
  'jollyRoger',
  'flyingDutchmanRowboat',
  'jollyRogerRowboat',
  'tortuga',
];
export const ROWBOAT_PLACES: readonly Place[] = ['flyingDutchmanRowboat', 'jollyRogerRowboat'];

/** A ship never carries more than five pawns (both rulebooks). */
export const SHIP_CAPACITY = 5;
/** Face-down event slots in the row. */
export const ROW_SLOTS = 5;
/** Vote cards dealt to each player at the start. */
export const STARTING_VOTE_CARDS = 3;

// ——— Vote cards ———

export type VoteTop = 'cannon' | 'water' | 'torch';
export type VoteBottom = 'skull' | 'helm';

/** A vote card as clients see and play it; `double` cards carry two of each symbol. */
export interface VoteCard {
  readonly top: VoteTop;
  readonly flag: Hold;
  readonly bottom: VoteBottom;
  readonly double: boolean;
}

/** Inside the engine a vote card is the index of its kind in VOTE_KINDS; hands are counts by kind. */
export type VoteCode = number;

interface VoteKind {
  readonly card: VoteCard;
  /** Copies in the standard 30-card deck (both rulesets). */
  readonly standard: number;
  /** Copies added by FR-2e (the two special double cards). */
  readonly special: number;
}

const kind = (top: VoteTop, flag: Hold, bottom: VoteBottom, standard: number, special = 0): VoteKind => ({
  card: Object.freeze({ top, flag, bottom, double: special > 0 }),
  standard,
  special,
});

/**
 * DECISION (data sheet 1.1.3): the standard 30 cards and the two FR-2e double cards
 * SP1 = (2×cannon, 2×British, 2×skull) and SP2 = (2×torch, 2×French, 2×helm).
 */
export const VOTE_KINDS: readonly VoteKind[] = [
  kind('cannon', 'british', 'skull', 3),
  kind('cannon', 'british', 'helm', 2),
  kind('cannon', 'french', 'skull', 2),
  kind('cannon', 'french', 'helm', 2),
  kind('water', 'british', 'skull', 2),
  kind('water', 'british', 'helm', 2),
  kind('water', 'french', 'skull', 2),
  kind('water', 'french', 'helm', 3),
  kind('torch', 'british', 'skull', 3),
  kind('torch', 'british', 'helm', 3),
  kind('torch', 'french', 'skull', 3),
  kind('torch', 'french', 'helm', 3),
  kind('cannon', 'british', 'skull', 0, 1),
  kind('torch', 'french', 'helm', 0, 1),
];
export const VOTE_KIND_COUNT = VOTE_KINDS.length;

export function voteCardOf(code: VoteCode): VoteCard {
  return (VOTE_KINDS[code] as VoteKind).card;
}

export function voteCodeOf(card: VoteCard): VoteCode {
  return VOTE_KINDS.findIndex(
    (k) =>
      k.card.top === card.top &&
      k.card.flag === card.flag &&
      k.card.bottom === card.bottom &&
      k.card.double === card.double,
  );
}

/** Vote cards as a list sorted by kind, the way hands, votes and searches are shown. */
export function sortedCards(codes: readonly VoteCode[]): VoteCard[] {
  return codes
    .slice()
    .sort((a, b) => a - b)
    .map(voteCardOf);
}

/** The whole vote deck of a ruleset, in kind order (shuffled at setup). */
export function voteDeckOf(ruleset: Ruleset): VoteCode[] {
  const deck: VoteCode[] = [];
  VOTE_KINDS.forEach((k, code) => {
    const copies = k.standard + (ruleset === 'FR-2e' ? k.special : 0);
    for (let i = 0; i < copies; i++) deck.push(code);
  });
  return deck;
}

// ——— Event cards ———

export type EventCard =
  | 'letterOfMarque'
  | 'pistol'
  | 'blackSpot'
  | 'albatross'
  | 'fountainOfYouth'
  | 'atlantis'
  | 'elDorado'
  | 'blackPowder'
  | 'cabinFever'
  | 'eightBells'
  | 'facade'
  | 'pirateCode'
  | 'stormySeas'
  | 'crowsNest'
  | 'scurvy'
  | 'spanishArmada';

export type TreasureMap = 'fountainOfYouth' | 'atlantis' | 'elDorado';
export const TREASURE_MAPS: readonly TreasureMap[] = ['fountainOfYouth', 'atlantis', 'elDorado'];

export const EVENT_CARDS: readonly EventCard[] = [
  'letterOfMarque',
  'pistol',
  'blackSpot',
  'albatross',
  'fountainOfYouth',
  'atlantis',
  'elDorado',
  'blackPowder',
  'cabinFever',
  'eightBells',
  'facade',
  'pirateCode',
  'stormySeas',
  'crowsNest',
  'scurvy',
  'spanishArmada',
];

/**
 * The card groups printed on the event cards (their colours at the table): helpful, harmful,
 * treasure maps, star cards, and the Spanish Armada that ends the game.
 */
export type EventGroup = 'helpful' | 'harmful' | 'map' | 'star' | 'end';

export const EVENT_GROUPS: Readonly<Record<EventCard, EventGroup>> = {
  letterOfMarque: 'helpful',
  pistol: 'helpful',
  blackSpot: 'harmful',
  albatross: 'harmful',
  fountainOfYouth: 'map',
  atlantis: 'map',
  elDorado: 'map',
  blackPowder: 'star',
  cabinFever: 'star',
  eightBells: 'star',
  facade: 'star',
  pirateCode: 'star',
  stormySeas: 'star',
  crowsNest: 'star',
  scurvy: 'star',
  spanishArmada: 'end',
};

/** Copies of each non-star card per edition (data sheet 1.1.2). */
export const BASE_EVENT_COUNTS: Readonly<Record<Ruleset, Readonly<Partial<Record<EventCard, number>>>>> = {
  'IT-1e': {
    letterOfMarque: 4,
    pistol: 2,
    blackSpot: 3,
    albatross: 3,
    fountainOfYouth: 1,
    atlantis: 1,
    elDorado: 1,
  },
  'FR-2e': {
    letterOfMarque: 3,
    pistol: 3,
    blackSpot: 3,
    albatross: 3,
    fountainOfYouth: 1,
    atlantis: 1,
    elDorado: 1,
  },
};

/** The star cards of each edition (one copy each). */
export const STAR_CARDS: Readonly<Record<Ruleset, readonly EventCard[]>> = {
  'IT-1e': ['blackPowder', 'cabinFever', 'eightBells', 'facade', 'pirateCode', 'stormySeas'],
  'FR-2e': [
    'blackPowder',
    'cabinFever',
    'eightBells',
    'facade',
    'pirateCode',
    'stormySeas',
    'crowsNest',
    'scurvy',
  ],
};

/** Star cards used in play unless the table chooses more (both editions). */
export const DEFAULT_STAR_COUNT = 3;

// ——— Loyalty ———

/** Loyalty cards by player count (data sheet 1.1.1); 2–3 players exist only in FR-2e. */
export const LOYALTY_TABLE: Readonly<Record<number, { british: number; french: number; dutch: number }>> = {
  2: { british: 1, french: 1, dutch: 0 },
  3: { british: 1, french: 1, dutch: 1 },
  4: { british: 2, french: 2, dutch: 0 },
  5: { british: 2, french: 2, dutch: 1 },
  6: { british: 3, french: 3, dutch: 0 },
  7: { british: 3, french: 3, dutch: 1 },
  8: { british: 4, french: 4, dutch: 0 },
  9: { british: 4, french: 4, dutch: 1 },
};
