import type { EventCard, Ruleset, ShipIndex } from './data.js';

/** Why a pawn is marooned; the treasure maps' protections name these. */
export type MaroonCause = 'blackSpot' | 'pistol' | 'captain' | 'mutiny' | 'albatross' | 'blackPowder';

export interface TreasureLayout {
  readonly galleon: number;
  /** Tortuga's British and French areas. */
  readonly areas: { readonly british: number; readonly french: number };
  /** IT-1e: treasure on Tortuga outside the areas, counting for nobody. */
  readonly loose: number;
  /** Fixed treasure in the holds (Flying Dutchman, Jolly Roger); the standard start has none. */
  readonly holds: readonly [
    { readonly british: number; readonly french: number },
    { readonly british: number; readonly french: number },
  ];
  /** Treasure each captain places in a hold of his choice (standard start only). */
  readonly perCaptain: number;
}

/**
 * Where the two editions differ (data sheet §1), as data: rules code reads these flags rather than
 * testing the ruleset's name.
 */
export interface EditionRules {
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** FR-2e: 2 players take two actions per turn. */
  readonly twoPlayerActions: number;
  /** FR-2e adds the two double vote cards. */
  readonly specialVoteCards: boolean;
  /** FR-2e: the Armada is the bottom card; IT-1e: shuffled into the bottom five. */
  readonly armadaPlacement: 'bottom' | 'amongLastFive';
  /** FR-2e: when the last deck card enters the row, the row's face-down cards are shuffled in place. */
  readonly shuffleRowAtDeckEnd: boolean;
  /** FR-2e at 2–3 players: the Albatross cards leave the game. */
  readonly removeAlbatrossBelow: number;
  readonly startingTreasure: TreasureLayout;
  readonly brainBurnerTreasure: TreasureLayout;
  /** FR-2e: move a pirate or keep the card; IT-1e: move a pirate or draw and put a vote card on top. */
  readonly letterOfMarque: 'moveOrKeep' | 'moveOrDraw';
  /** Who picks a forced reveal's card: FR-2e the forced player ("au choix"), IT-1e at random ("casualmente"). */
  readonly forcedPick: 'chosen' | 'random';
  /** IT-1e: "any player", the revealer included; FR-2e: another pirate. */
  readonly pistolMayTargetSelf: boolean;
  /** The marooning causes Fountain of Youth cancels (FR-2e adds the mutiny). */
  readonly fountainCauses: readonly MaroonCause[];
  /**
   * FR-2e: just before any turn. IT-1e: "at any time", also jumping into a vote called on the other
   * ship and escaping the own captain's maroon (the captain then acts again).
   */
  readonly atlantis: 'beforeTurn' | 'anyTime';
  /** FR-2e: the revealer destroys one rowboat; IT-1e: both rowboats are destroyed. */
  readonly blackPowder: 'oneRowboat' | 'bothRowboats';
  /** Stormy Seas on Tortuga: FR-2e back to the starting areas (1 + 1); IT-1e to the loose spot. */
  readonly stormySeasTortuga: 'startingAreas' | 'loose';
  /** The vote card lost when marooned again on Tortuga: FR-2e at random, IT-1e chosen by its owner. */
  readonly tortugaCardLoss: 'random' | 'chosen';
  /** Sudden death: FR-2e the first nation to take the lead; IT-1e the first team to gain a treasure. */
  readonly suddenDeath: 'lead' | 'gain';
  /** Dutch sauce is an FR-2e variant (only FR-2e has the two Dutch cards). */
  readonly dutchSauce: boolean;
}

export const EDITIONS: Readonly<Record<Ruleset, EditionRules>> = {
  'FR-2e': {
    minPlayers: 2,
    maxPlayers: 9,
    twoPlayerActions: 2,
    specialVoteCards: true,
    armadaPlacement: 'bottom',
    shuffleRowAtDeckEnd: true,
    removeAlbatrossBelow: 4,
    startingTreasure: {
      galleon: 4,
      areas: { british: 1, french: 1 },
      loose: 0,
      holds: [
        { british: 0, french: 0 },
        { british: 0, french: 0 },
      ],
      perCaptain: 1,
    },
    brainBurnerTreasure: {
      galleon: 0,
      areas: { british: 1, french: 1 },
      loose: 0,
      holds: [
        { british: 3, french: 0 },
        { british: 0, french: 3 },
      ],
      perCaptain: 0,
    },
    letterOfMarque: 'moveOrKeep',
    forcedPick: 'chosen',
    pistolMayTargetSelf: false,
    fountainCauses: ['blackSpot', 'pistol', 'captain', 'mutiny'],
    atlantis: 'beforeTurn',
    blackPowder: 'oneRowboat',
    stormySeasTortuga: 'startingAreas',
    tortugaCardLoss: 'random',
    suddenDeath: 'lead',
    dutchSauce: true,
  },
  'IT-1e': {
    minPlayers: 4,
    maxPlayers: 9,
    twoPlayerActions: 1,
    specialVoteCards: false,
    armadaPlacement: 'amongLastFive',
    shuffleRowAtDeckEnd: false,
    removeAlbatrossBelow: 0,
    startingTreasure: {
      galleon: 4,
      areas: { british: 0, french: 0 },
      loose: 2,
      holds: [
        { british: 0, french: 0 },
        { british: 0, french: 0 },
      ],
      perCaptain: 1,
    },
    brainBurnerTreasure: {
      galleon: 4,
      areas: { british: 0, french: 0 },
      loose: 2,
      holds: [
        { british: 1, french: 0 },
        { british: 0, french: 1 },
      ],
      perCaptain: 0,
    },
    letterOfMarque: 'moveOrDraw',
    forcedPick: 'random',
    pistolMayTargetSelf: true,
    fountainCauses: ['blackSpot', 'pistol', 'captain'],
    atlantis: 'anyTime',
    blackPowder: 'bothRowboats',
    stormySeasTortuga: 'loose',
    tortugaCardLoss: 'chosen',
    suddenDeath: 'gain',
    dutchSauce: false,
  },
};

/**
 * The choices the data sheet (or we) had to make where the rulebooks are silent. Each is listed with
 * its reason in this folder's README; change it here, not in rules code.
 */
export const DECISIONS = {
  /** An attack may be called even when nothing can be taken; success then has no effect. */
  attackWithNothingToTake: true,
  /** A captain may not maroon himself (FR-2e says so; the data sheet extends it to IT-1e). */
  captainMaySelfMaroon: false,
  /** Players who played no vote card (Pirate Code, empty hand) draw nothing after the vote. */
  nonVotersDraw: false,
  /** Sudden death with deck and row exhausted: the discards become a new deck and row. */
  suddenDeathReshuffle: true,
  /** 2–3 players with random star cards: Façade and Cabin Fever stay out unless the option allows. */
  smallGameExcludedStars: ['facade', 'cabinFever'] as readonly EventCard[],
  /** Player counts at which the exclusion above applies. */
  smallGameMaxPlayers: 3,
  /** A player with no vote cards may still call a vote in IT-1e too (FR-2e says so). */
  emptyHandMayCallVote: true,
  /** A seat out of time on its turn (the timer, or the platform's clock) peeks at the two lowest-numbered face-down slots. */
  timeoutPeeksLowestSlots: true,
  /** Standard start: the captains place their treasure in this ship order (Jolly Roger first, as S000 tells it). */
  startingTreasureOrder: [1, 0] as readonly ShipIndex[],
  /** Brain-burner start: who takes the first turn, the first of these that exists. */
  brainBurnerFirstPlayer: ['jollyRogerCaptain', 'flyingDutchmanCaptain', 'governor'] as const,
  /** Brain-burner start: Tortuga offers this many spaces at least (six are drawn; all players may go there). */
  brainBurnerTortugaSpaces: 6,
} as const;
