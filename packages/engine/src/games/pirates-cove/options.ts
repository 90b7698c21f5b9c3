import type { OptionDescriptor, ParsedOptions } from '../../core/game.js';

/** standard: the digest's game; solo: one player against time; rudi: "I rudi bucanieri". */
export type Variant = 'standard' | 'solo' | 'rudi';
/** dice: S004 (after the reveal, by dice); clockwise: the base game's one island per turn. */
export type LegendMovement = 'dice' | 'clockwise';
/**
 * Solo movement: free as in the base game, S004's untested "two turns between islands", or S004's
 * grid rule (each turn at most the ship's Sails value in squares; distances in `data.ts`).
 */
export type SoloMovement = 'free' | 'twoTurns' | 'grid';

export interface PiratesCoveOptions {
  readonly variant: Variant;
  /** 8 loot cards per island and 8 turns (S004). */
  readonly shortGame: boolean;
  /** DECISION (data sheet 4.10): starting gold may buy upgrades before turn 1. */
  readonly preGameShopping: boolean;
  /** Base game: LPs step one island clockwise each turn instead of S004's dice. */
  readonly legendMovement: LegendMovement;
  /** Base game: mutiny on a 1 only (S004: 1–2). */
  readonly baseFlee: boolean;
  /** Base game: only crippled ships repair at the Cove, and every ship there takes 1 Tavern card. */
  readonly baseCove: boolean;
  /** S004 optional rule: sabre, sword or rapier break duel ties. */
  readonly duelWeapons: boolean;
  /** S004 optional rule: the challenged captain may choose pistols. */
  readonly pistols: boolean;
  /** S004 optional rule: the winner of a duel or a boarding may swap ships. */
  readonly shipSwap: boolean;
  readonly soloMovement: SoloMovement;
}

export const DEFAULT_OPTIONS: PiratesCoveOptions = {
  variant: 'standard',
  shortGame: false,
  preGameShopping: true,
  legendMovement: 'dice',
  baseFlee: false,
  baseCove: false,
  duelWeapons: false,
  pistols: false,
  shipSwap: false,
  soloMovement: 'free',
};

export const OPTION_DESCRIPTORS: readonly OptionDescriptor[] = [
  {
    name: 'variant',
    kind: 'choice',
    choices: ['standard', 'solo', 'rudi'],
    default: 'standard',
    description:
      'standard: the digest’s game (2–5); solo: one player, two Legendary Pirates, 30 fame before time runs out; rudi: "I rudi bucanieri", the strategic variant (2–5).',
  },
  { name: 'shortGame', kind: 'boolean', default: false, description: '8 loot cards per island, 8 turns.' },
  {
    name: 'preGameShopping',
    kind: 'boolean',
    default: true,
    description: 'Before turn 1 each player may raise sections with the starting gold at printed cost.',
  },
  {
    name: 'legendMovement',
    kind: 'choice',
    choices: ['dice', 'clockwise'],
    default: 'dice',
    description: 'dice: Legendary Pirates placed by dice after the reveal (digest); clockwise: base game.',
  },
  { name: 'baseFlee', kind: 'boolean', default: false, description: 'Base game: mutiny on a 1 only.' },
  {
    name: 'baseCove',
    kind: 'boolean',
    default: false,
    description: 'Base game: only crippled ships repair at the Cove; every ship there takes 1 Tavern card.',
  },
  { name: 'duelWeapons', kind: 'boolean', default: false, description: 'Duels with sabre, sword or rapier.' },
  {
    name: 'pistols',
    kind: 'boolean',
    default: false,
    description: 'The challenged captain may choose pistols.',
  },
  {
    name: 'shipSwap',
    kind: 'boolean',
    default: false,
    description: 'Winners of duels and boardings may swap ships.',
  },
  {
    name: 'soloMovement',
    kind: 'choice',
    choices: ['free', 'twoTurns', 'grid'],
    default: 'free',
    description:
      'Solo: sail anywhere each turn, take two turns between different islands, or sail at most your Sails value in squares each turn.',
  },
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseOptions(raw: unknown, players: number): ParsedOptions<PiratesCoveOptions> {
  if (!Number.isInteger(players) || players < 1 || players > 5) {
    return { ok: false, message: "Pirate's Cove is played by 1 (solo) to 5 players" };
  }
  const input = raw ?? {};
  if (!isRecord(input)) return { ok: false, message: 'options must be an object' };
  const unknown = Object.keys(input).filter((key) => !Object.hasOwn(DEFAULT_OPTIONS, key));
  if (unknown.length > 0) return { ok: false, message: `unknown option ${unknown.join(', ')}` };
  const out: Record<string, unknown> = {};
  for (const descriptor of OPTION_DESCRIPTORS) {
    const name = descriptor.name;
    let value = input[name];
    if (value === undefined) value = name === 'variant' && players === 1 ? 'solo' : descriptor.default;
    if (descriptor.kind === 'boolean' && typeof value !== 'boolean') {
      return { ok: false, message: `${name} must be true or false` };
    }
    if (descriptor.kind === 'choice' && !(descriptor.choices ?? []).includes(value as string)) {
      return { ok: false, message: `${name} must be one of ${(descriptor.choices ?? []).join(', ')}` };
    }
    out[name] = value;
  }
  const options = out as unknown as PiratesCoveOptions;
  if ((options.variant === 'solo') !== (players === 1)) {
    return { ok: false, message: 'the solo variant is played by exactly one player, the others by 2 to 5' };
  }
  return { ok: true, options };
}
