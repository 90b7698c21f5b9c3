import type { PiratesCoveAction, PiratesCoveView } from '@brethren/engine/pirates-cove';
import { lootKey, type LootCard, type Section } from './data';
import type { Words } from './describe';

/**
 * The legal actions the API sent, sorted by the control that offers them. Actions are kept exactly
 * as they came (same objects), so the one clicked is sent back unchanged.
 */
export type Action = PiratesCoveAction;
export type Of<T extends Action['type']> = Extract<Action, { type: T }>;

export interface Placement {
  readonly loot: LootCard;
  readonly key: string;
  /** placeLoot by island. */
  readonly islands: ReadonlyMap<number, Of<'placeLoot'>>;
}

/** What each part of the move panel gets: the view, its words, the moves grouped, how to send one. */
export interface StepProps {
  readonly view: PiratesCoveView;
  readonly words: Words;
  readonly moves: MoveGroups;
  readonly busy: boolean;
  readonly act: (action: Action) => void;
}

export interface MoveGroups {
  /** Section upgrades (pre-game shopping, an outer island, or Treasure Island's one level). */
  readonly upgrades: readonly Of<'upgrade'>[];
  readonly endShopping: Of<'endShopping'> | null;
  /** I rudi bucanieri: loot cards to place, by contents. */
  readonly placements: ReadonlyMap<string, Placement>;
  readonly courses: ReadonlyMap<number, Of<'setCourse'>>;
  readonly newRoutes: ReadonlyMap<number, Of<'playNewRoute'>>;
  readonly keepCourse: Of<'keepCourse'> | null;
  readonly battleCards: readonly Of<'playBattleCard'>[];
  readonly passBattle: Of<'passBattle'> | null;
  readonly volleys: readonly Of<'playVolley'>[];
  /** fire by target ship, then section. */
  readonly fire: ReadonlyMap<number, ReadonlyMap<Section, Of<'fire'>>>;
  readonly flee: Of<'flee'> | null;
  readonly boardShip: Of<'boardShip'> | null;
  /** Answers to a combat prompt (boarding, duel, weapons, pistols, swap, burying under fire). */
  readonly answers: readonly Action[];
  readonly buyTavernCard: Of<'buyTavernCard'> | null;
  readonly buyNewRoute: Of<'buyNewRoute'> | null;
  readonly bury: readonly Of<'bury'>[];
  /** Cards played from the hand in the upgrade step: Mastercrafts, parrots, events. */
  readonly cardPlays: readonly (Of<'playMastercraft'> | Of<'placeParrot'> | Of<'playEvent'>)[];
  readonly repairMastercraft: Of<'repairMastercraft'> | null;
  readonly exchangeTreasure: Of<'exchangeTreasure'> | null;
  readonly coveRewards: readonly Of<'coveReward'>[];
  readonly finishUpgrades: Of<'finishUpgrades'> | null;
  /** Anything this table does not know how to offer otherwise. */
  readonly other: readonly Action[];
  /** Every action, in the API's order. */
  readonly all: readonly Action[];
}

const ANSWERS: ReadonlySet<string> = new Set([
  'declineBoarding',
  'challengeDuel',
  'acceptBoarding',
  'acceptDuel',
  'refuseDuel',
  'chooseWeapon',
  'pistolMove',
  'swapShips',
  'keepShip',
  'buryUnderFire',
  'declineBury',
]);

/**
 * Sorts legal actions. `prompted`: a combat prompt is open, so a `boardShip` answers it (after
 * shooting the sails away) rather than being the Boarding card's alternative to firing.
 */
export function groupMoves(actions: readonly unknown[], prompted = false): MoveGroups {
  const all = actions as readonly Action[];
  const upgrades: Of<'upgrade'>[] = [];
  const placements = new Map<
    string,
    { loot: LootCard; key: string; islands: Map<number, Of<'placeLoot'>> }
  >();
  const courses = new Map<number, Of<'setCourse'>>();
  const newRoutes = new Map<number, Of<'playNewRoute'>>();
  const battleCards: Of<'playBattleCard'>[] = [];
  const volleys: Of<'playVolley'>[] = [];
  const fire = new Map<number, Map<Section, Of<'fire'>>>();
  const answers: Action[] = [];
  const bury: Of<'bury'>[] = [];
  const cardPlays: (Of<'playMastercraft'> | Of<'placeParrot'> | Of<'playEvent'>)[] = [];
  const coveRewards: Of<'coveReward'>[] = [];
  const other: Action[] = [];
  let endShopping: Of<'endShopping'> | null = null;
  let keepCourse: Of<'keepCourse'> | null = null;
  let passBattle: Of<'passBattle'> | null = null;
  let flee: Of<'flee'> | null = null;
  let boardShip: Of<'boardShip'> | null = null;
  let buyTavernCard: Of<'buyTavernCard'> | null = null;
  let buyNewRoute: Of<'buyNewRoute'> | null = null;
  let repairMastercraft: Of<'repairMastercraft'> | null = null;
  let exchangeTreasure: Of<'exchangeTreasure'> | null = null;
  let finishUpgrades: Of<'finishUpgrades'> | null = null;

  for (const action of all) {
    switch (action.type) {
      case 'upgrade':
        upgrades.push(action);
        break;
      case 'endShopping':
        endShopping = action;
        break;
      case 'placeLoot': {
        const key = lootKey(action.loot);
        const placement = placements.get(key) ?? { loot: action.loot, key, islands: new Map() };
        placement.islands.set(action.island, action);
        placements.set(key, placement);
        break;
      }
      case 'setCourse':
        courses.set(action.island, action);
        break;
      case 'playNewRoute':
        newRoutes.set(action.island, action);
        break;
      case 'keepCourse':
        keepCourse = action;
        break;
      case 'playBattleCard':
        battleCards.push(action);
        break;
      case 'passBattle':
        passBattle = action;
        break;
      case 'playVolley':
        volleys.push(action);
        break;
      case 'fire': {
        const sections = fire.get(action.target) ?? new Map<Section, Of<'fire'>>();
        sections.set(action.section, action);
        fire.set(action.target, sections);
        break;
      }
      case 'flee':
        flee = action;
        break;
      case 'boardShip':
        if (prompted) answers.push(action);
        else boardShip = action;
        break;
      case 'buyTavernCard':
        buyTavernCard = action;
        break;
      case 'buyNewRoute':
        buyNewRoute = action;
        break;
      case 'bury':
        bury.push(action);
        break;
      case 'playMastercraft':
      case 'placeParrot':
      case 'playEvent':
        cardPlays.push(action);
        break;
      case 'repairMastercraft':
        repairMastercraft = action;
        break;
      case 'exchangeTreasure':
        exchangeTreasure = action;
        break;
      case 'coveReward':
        coveRewards.push(action);
        break;
      case 'finishUpgrades':
        finishUpgrades = action;
        break;
      default:
        if (ANSWERS.has(action.type)) answers.push(action);
        else other.push(action);
    }
  }
  return {
    upgrades,
    endShopping,
    placements,
    courses,
    newRoutes,
    keepCourse,
    battleCards,
    passBattle,
    volleys,
    fire,
    flee,
    boardShip,
    answers,
    buyTavernCard,
    buyNewRoute,
    bury,
    cardPlays,
    repairMastercraft,
    exchangeTreasure,
    coveRewards,
    finishUpgrades,
    other,
    all,
  };
}

/** Upgrade actions by the track space they reach: `${section}:${index}`. */
export function upgradeTargets(
  upgrades: readonly Of<'upgrade'>[],
  index: (section: Section) => number,
): Map<string, Of<'upgrade'>> {
  return new Map(
    upgrades.map((action) => [`${action.section}:${index(action.section) + action.levels}`, action]),
  );
}

/** The bury choices as two lists (treasures, gold in threes), and the action for a pair. */
export function buryChoices(bury: readonly Of<'bury'>[]): {
  treasures: number[];
  gold: number[];
  find: (treasures: number, gold: number) => Of<'bury'> | undefined;
  best: Of<'bury'> | undefined;
} {
  const byPair = new Map(bury.map((action) => [`${action.treasures}/${action.gold}`, action]));
  const treasures = [...new Set(bury.map((action) => action.treasures))].sort((a, b) => a - b);
  const gold = [...new Set(bury.map((action) => action.gold))].sort((a, b) => a - b);
  const best = bury.reduce<Of<'bury'> | undefined>(
    (top, action) =>
      !top || action.treasures + action.gold / 3 > top.treasures + top.gold / 3 ? action : top,
    undefined,
  );
  return { treasures, gold, find: (t, g) => byPair.get(`${t}/${g}`), best };
}
