import type { LootCard, ParrotCard, Section, TavernCard } from './data.js';
import type { PistolChoice, Weapon } from './state.js';
import type { CoveReward } from './upgrades.js';

/**
 * Actions as clients write them: strict JSON objects `{ type, ...fields }`. Ships are numbers:
 * 0–4 player seats, 10–12 Legendary Pirate ships, 20 the Royal Navy, 30 the solo fort. Islands are
 * 1 Tavern, 2 Hull, 3 Sail, 4 Cannon, 5 Crew, 6 Treasure Island.
 */
export type PiratesCoveAction =
  /** Pre-game shopping (printed cost), an outer island's section, or Treasure Island's one level. */
  | { readonly type: 'upgrade'; readonly section: Section; readonly levels: number }
  | { readonly type: 'endShopping' }
  /** I rudi bucanieri: place a loot card from your hand face up on island 1–5. */
  | { readonly type: 'placeLoot'; readonly loot: LootCard; readonly island: number }
  /** Set your wheel in secret (1–6). */
  | { readonly type: 'setCourse'; readonly island: number }
  /** New Route window: change destination (secret until all have decided), or keep it. */
  | { readonly type: 'playNewRoute'; readonly island: number }
  | { readonly type: 'keepCourse' }
  /** Battle-card window. `target` only for the Grapple attack. */
  | { readonly type: 'playBattleCard'; readonly card: TavernCard; readonly target?: number }
  | { readonly type: 'passBattle' }
  /** Cannon round: Volley cards for this shot, then fire or flee. */
  | { readonly type: 'playVolley'; readonly card: TavernCard }
  | { readonly type: 'fire'; readonly target: number; readonly section: Section }
  | { readonly type: 'flee' }
  /** Boarding: after removing the only opponent's sails, or instead of firing with the Boarding card. */
  | { readonly type: 'boardShip' }
  | { readonly type: 'declineBoarding' }
  /** The boarded captain: challenge to a duel, or fight the boarding. */
  | { readonly type: 'challengeDuel' }
  | { readonly type: 'acceptBoarding' }
  /** The challenged captain: accept (swords; pistols with that option) or refuse at −2 fame. */
  | { readonly type: 'acceptDuel'; readonly weapon: 'swords' | 'pistols' }
  | { readonly type: 'refuseDuel' }
  /** Optional weapons, chosen in secret by both captains. */
  | { readonly type: 'chooseWeapon'; readonly weapon: Weapon }
  /** Optional pistols: each exchange, shoot or wait, chosen in secret by both. */
  | { readonly type: 'pistolMove'; readonly move: PistolChoice }
  /** Optional ship swap for the winner. */
  | { readonly type: 'swapShips' }
  | { readonly type: 'keepShip' }
  /** I rudi bucanieri, Treasure Island, fired at: bury 1 treasure or 3 gold for 1 fame. */
  | { readonly type: 'buryUnderFire'; readonly what: 'treasure' | 'gold' }
  | { readonly type: 'declineBury' }
  /** Upgrade step. */
  | { readonly type: 'buyTavernCard' }
  | { readonly type: 'buyNewRoute' }
  /** Bury treasures and gold (gold in threes; any remainder stays aboard). */
  | { readonly type: 'bury'; readonly treasures: number; readonly gold: number }
  | { readonly type: 'playMastercraft'; readonly section: Section }
  | { readonly type: 'repairMastercraft' }
  | { readonly type: 'placeParrot'; readonly card: ParrotCard }
  | { readonly type: 'playEvent'; readonly card: TavernCard }
  /** I rudi bucanieri: a treasure for 2 gold after plundering. */
  | { readonly type: 'exchangeTreasure' }
  /** Pirate's Cove after paying for repairs. */
  | { readonly type: 'coveReward'; readonly reward: CoveReward }
  | { readonly type: 'finishUpgrades' };

export type PiratesCoveActionType = PiratesCoveAction['type'];

/** Required and optional fields per action type; anything else makes an action malformed. */
const FIELDS: Readonly<Record<PiratesCoveActionType, readonly [readonly string[], readonly string[]]>> = {
  upgrade: [['section', 'levels'], []],
  endShopping: [[], []],
  placeLoot: [['loot', 'island'], []],
  setCourse: [['island'], []],
  playNewRoute: [['island'], []],
  keepCourse: [[], []],
  playBattleCard: [['card'], ['target']],
  passBattle: [[], []],
  playVolley: [['card'], []],
  fire: [['target', 'section'], []],
  flee: [[], []],
  boardShip: [[], []],
  declineBoarding: [[], []],
  challengeDuel: [[], []],
  acceptBoarding: [[], []],
  acceptDuel: [['weapon'], []],
  refuseDuel: [[], []],
  chooseWeapon: [['weapon'], []],
  pistolMove: [['move'], []],
  swapShips: [[], []],
  keepShip: [[], []],
  buryUnderFire: [['what'], []],
  declineBury: [[], []],
  buyTavernCard: [[], []],
  buyNewRoute: [[], []],
  bury: [['treasures', 'gold'], []],
  playMastercraft: [['section'], []],
  repairMastercraft: [[], []],
  placeParrot: [['card'], []],
  playEvent: [['card'], []],
  exchangeTreasure: [[], []],
  coveReward: [['reward'], []],
  finishUpgrades: [[], []],
};

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Field values are JSON scalars (only `loot` is an object of scalars). */
function isPrimitive(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** The action's type if it is shaped like an action of this game: known type, only its fields. */
export function actionType(value: unknown): PiratesCoveActionType | null {
  if (!isRecord(value)) return null;
  const type = value['type'];
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type)) return null;
  const [required, optional] = FIELDS[type as PiratesCoveActionType];
  for (const key in value)
    if (key !== 'type' && !required.includes(key) && !optional.includes(key)) return null;
  for (const key of required) if (!(key in value) || value[key] === undefined) return null;
  for (const key in value) {
    if (key === 'loot') continue;
    if (!isPrimitive(value[key])) return null;
  }
  if (type === 'placeLoot') {
    const loot = value['loot'];
    if (!isRecord(loot)) return null;
    for (const key in loot) {
      if (!['fame', 'gold', 'treasures', 'tavern'].includes(key) || !isPrimitive(loot[key])) return null;
    }
  }
  return type as PiratesCoveActionType;
}

/** A stable text key for an action (keys sorted at every level), to compare with legal actions. */
export function actionKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(actionKey).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${actionKey(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

export type { LootCard, TavernCard };
