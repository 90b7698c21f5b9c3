import type { GameEvent } from '../../core/events.js';
import { typesOf } from '../../core/actions.js';
import type { LootCard, Section, TavernCard } from './data.js';
import type { PistolChoice, Weapon } from './state.js';

/**
 * What happened, in the game's own words. Dice are public. Private detail (cards drawn, loot cards
 * in a personal hand) travels only in `cardsSeen` / `lootSeen`, visible to that seat alone; a wheel
 * or a New Route decision is announced without its content until everyone has chosen.
 * Ships: 0–4 seats, 10+ Legendary Pirate ships, 20 the Royal Navy, 30 the solo fort.
 */
export type PiratesCoveEventBody =
  | { readonly type: 'turnStarted'; readonly turn: number; readonly firstPlayer: number }
  | { readonly type: 'lootRevealed'; readonly island: number; readonly loot: LootCard }
  | {
      readonly type: 'sectionUpgraded';
      readonly seat: number;
      readonly section: Section;
      readonly to: number;
      readonly cost: number;
    }
  | { readonly type: 'shoppingDone'; readonly seat: number }
  | { readonly type: 'lootPlaced'; readonly seat: number; readonly island: number; readonly loot: LootCard }
  | { readonly type: 'courseSet'; readonly seat: number }
  | { readonly type: 'coursesRevealed'; readonly courses: readonly (number | null)[] }
  | {
      readonly type: 'legendMoved';
      readonly ship: number;
      readonly name: string;
      readonly from: number;
      readonly to: number;
      readonly dice: readonly number[];
    }
  /**
   * Solo grid movement, each turn of a crossing that takes more than one: the ship sailed `squares`
   * towards island `to` and has `left` still to go (0: it has arrived).
   */
  | {
      readonly type: 'shipSailed';
      readonly seat: number;
      readonly to: number;
      readonly squares: number;
      readonly left: number;
    }
  | { readonly type: 'newRouteDecided'; readonly seat: number }
  | {
      readonly type: 'newRoutesRevealed';
      readonly routes: readonly { readonly seat: number; readonly island: number }[];
    }
  | { readonly type: 'navyArrived'; readonly island: number }
  | { readonly type: 'combatStarted'; readonly island: number; readonly ships: readonly number[] }
  | {
      readonly type: 'battleCardPlayed';
      readonly seat: number;
      readonly card: TavernCard;
      readonly target: number | null;
    }
  | { readonly type: 'battlePassed'; readonly seat: number }
  | {
      readonly type: 'roundStarted';
      readonly island: number;
      readonly round: number;
      readonly order: readonly number[];
    }
  | { readonly type: 'volleyPlayed'; readonly seat: number; readonly card: TavernCard }
  | {
      readonly type: 'shotFired';
      readonly ship: number;
      readonly target: number;
      readonly section: Section;
      readonly dice: readonly number[];
      readonly hitOn: number;
      readonly hits: number;
    }
  | {
      readonly type: 'hitAbsorbed';
      readonly ship: number;
      readonly section: Section;
      readonly by: 'mastercraft' | 'parrot';
      readonly lost: boolean;
    }
  | { readonly type: 'sectionHit'; readonly ship: number; readonly section: Section; readonly level: number }
  | { readonly type: 'shipDefeated'; readonly ship: number; readonly fameTo: readonly number[] }
  | {
      readonly type: 'legendDefeated';
      readonly ship: number;
      readonly name: string;
      readonly fame: readonly number[];
      readonly die: number | null;
    }
  | { readonly type: 'fortTaken'; readonly seat: number }
  | {
      readonly type: 'shipFled';
      readonly seat: number;
      readonly die: number;
      readonly mutiny: boolean;
      readonly fameTo: readonly number[];
    }
  | { readonly type: 'boardingDeclared'; readonly attacker: number; readonly defender: number }
  | {
      readonly type: 'boardingRoll';
      readonly seat: number;
      readonly dice: readonly number[];
      readonly hits: number;
    }
  | {
      readonly type: 'boardingWon';
      readonly winner: number;
      readonly loser: number;
      readonly gold: number;
      readonly treasures: number;
    }
  | { readonly type: 'boardingDeclined'; readonly attacker: number }
  | { readonly type: 'duelChallenged'; readonly challenger: number; readonly challenged: number }
  | { readonly type: 'duelRefused'; readonly seat: number }
  | { readonly type: 'duelAccepted'; readonly seat: number; readonly weapon: 'swords' | 'pistols' }
  | { readonly type: 'weaponChosen'; readonly seat: number }
  | { readonly type: 'weaponsRevealed'; readonly weapons: readonly Weapon[] }
  | {
      readonly type: 'duelRound';
      readonly dice: readonly (readonly number[])[];
      readonly tieBreak: readonly number[];
      readonly winner: number | null;
    }
  | { readonly type: 'pistolChosen'; readonly seat: number }
  | {
      readonly type: 'pistolExchange';
      readonly choices: readonly PistolChoice[];
      readonly hitOn: number;
      readonly rolls: readonly {
        readonly seat: number;
        readonly dice: readonly number[];
        readonly hit: boolean;
      }[];
    }
  | {
      readonly type: 'duelEnded';
      readonly winner: number | null;
      readonly loser: number | null;
      readonly fame: readonly number[];
    }
  | {
      readonly type: 'shipsSwapped';
      readonly winner: number;
      readonly loser: number;
      readonly swapped: boolean;
    }
  | { readonly type: 'buriedUnderFire'; readonly seat: number; readonly what: 'treasure' | 'gold' | 'none' }
  | { readonly type: 'combatEnded'; readonly island: number; readonly ships: readonly number[] }
  | {
      readonly type: 'plundered';
      readonly seat: number;
      readonly island: number;
      readonly loot: LootCard;
      readonly goldDoubled: boolean;
    }
  | {
      readonly type: 'soloTest';
      readonly seat: number;
      readonly island: number;
      readonly dice: readonly number[];
      readonly success: boolean;
      readonly turnsLost: number;
      readonly crewLost: number;
    }
  | { readonly type: 'cardsDrawn'; readonly seat: number; readonly count: number }
  | { readonly type: 'cardsSeen'; readonly seat: number; readonly cards: readonly TavernCard[] }
  | { readonly type: 'tavernReshuffled'; readonly size: number }
  | { readonly type: 'parrotInPlay'; readonly seat: number; readonly card: TavernCard; readonly cost: number }
  | { readonly type: 'tavernCardBought'; readonly seat: number }
  | { readonly type: 'newRouteBought'; readonly seat: number }
  | {
      readonly type: 'buried';
      readonly seat: number;
      readonly treasures: number;
      readonly gold: number;
      readonly fame: number;
    }
  | { readonly type: 'mastercraftPlayed'; readonly seat: number; readonly section: Section }
  | { readonly type: 'mastercraftRepaired'; readonly seat: number }
  | { readonly type: 'eventPlayed'; readonly seat: number; readonly card: TavernCard }
  | { readonly type: 'treasureExchanged'; readonly seat: number }
  | {
      readonly type: 'coveRepaired';
      readonly seat: number;
      readonly sections: number;
      readonly paid: number;
      readonly rewardDue: boolean;
    }
  | { readonly type: 'coveReward'; readonly seat: number; readonly reward: 'twoCards' | 'cardAndGold' }
  | { readonly type: 'upgradesFinished'; readonly seat: number }
  | { readonly type: 'legendReplaced'; readonly ship: number; readonly name: string | null }
  | { readonly type: 'treasuresDiscarded'; readonly seat: number; readonly count: number }
  | { readonly type: 'lootSeen'; readonly seat: number; readonly loot: readonly LootCard[] }
  | { readonly type: 'lootDrawn'; readonly seat: number; readonly count: number }
  | { readonly type: 'timeAdvanced'; readonly time: number }
  | {
      readonly type: 'gameEnded';
      readonly scores: readonly number[];
      readonly fameCards: readonly number[];
      readonly soloWon: boolean | null;
    };

/** Every event type, as a record so that the compiler refuses one left out. */
const EVENT_TYPE_SET: Readonly<Record<PiratesCoveEventBody['type'], true>> = {
  turnStarted: true,
  lootRevealed: true,
  sectionUpgraded: true,
  shoppingDone: true,
  lootPlaced: true,
  courseSet: true,
  coursesRevealed: true,
  legendMoved: true,
  shipSailed: true,
  newRouteDecided: true,
  newRoutesRevealed: true,
  navyArrived: true,
  combatStarted: true,
  battleCardPlayed: true,
  battlePassed: true,
  roundStarted: true,
  volleyPlayed: true,
  shotFired: true,
  hitAbsorbed: true,
  sectionHit: true,
  shipDefeated: true,
  legendDefeated: true,
  fortTaken: true,
  shipFled: true,
  boardingDeclared: true,
  boardingRoll: true,
  boardingWon: true,
  boardingDeclined: true,
  duelChallenged: true,
  duelRefused: true,
  duelAccepted: true,
  weaponChosen: true,
  weaponsRevealed: true,
  duelRound: true,
  pistolChosen: true,
  pistolExchange: true,
  duelEnded: true,
  shipsSwapped: true,
  buriedUnderFire: true,
  combatEnded: true,
  plundered: true,
  soloTest: true,
  cardsDrawn: true,
  cardsSeen: true,
  tavernReshuffled: true,
  parrotInPlay: true,
  tavernCardBought: true,
  newRouteBought: true,
  buried: true,
  mastercraftPlayed: true,
  mastercraftRepaired: true,
  eventPlayed: true,
  treasureExchanged: true,
  coveRepaired: true,
  coveReward: true,
  upgradesFinished: true,
  legendReplaced: true,
  treasuresDiscarded: true,
  lootSeen: true,
  lootDrawn: true,
  timeAdvanced: true,
  gameEnded: true,
};

/** Every event type the game emits: what a client must have words for. */
export const PIRATES_COVE_EVENT_TYPES = typesOf(EVENT_TYPE_SET);

export type PiratesCoveEvent = GameEvent<PiratesCoveEventBody>;
