import { defineOptions, option } from '../../core/options.js';

/** standard: the digest's game; solo: one player against time; rudi: "I rudi bucanieri". */
export type Variant = 'standard' | 'solo' | 'rudi';
/** dice: S004 (after the reveal, by dice); clockwise: the base game's one island per turn. */
export type LegendMovement = 'dice' | 'clockwise';
/**
 * Solo movement, limited as S004 limits it (it offers no free movement): its grid rule (each turn at
 * most the ship's Sails value in squares; distances in `data.ts`), or its untested alternative, two
 * turns between different islands.
 */
export type SoloMovement = 'grid' | 'twoTurns';

export interface PiratesCoveOptions {
  readonly variant: Variant;
  /** 8 loot cards per island and 8 turns (S004). */
  readonly shortGame: boolean;
  /** Base game (data sheet 4.10): starting gold may buy upgrades before turn 1; S004 has no such step. */
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

/** Duels and boardings are between captains: the solo game has one. */
const AGAINST_CAPTAINS = { options: { variant: ['standard', 'rudi'] } };

/**
 * The options as lobbies show them and the parser reads them, in one declaration. One player plays
 * solo by default; the solo variant needs exactly one player, the others 2 to 5.
 */
export const piratesCoveOptions = defineOptions<PiratesCoveOptions>({
  fields: {
    variant: option.choice({
      choices: ['standard', 'solo', 'rudi'],
      default: 'standard',
      description:
        'standard: the digest’s game (2–5); solo: one player, two Legendary Pirates, 30 fame before time runs out; rudi: "I rudi bucanieri", the strategic variant (2–5).',
    }),
    shortGame: option.boolean({ default: false, description: '8 loot cards per island, 8 turns.' }),
    preGameShopping: option.boolean({
      default: false,
      group: 'advanced',
      description:
        'Base game: before turn 1 each player may raise sections with the starting gold at printed cost.',
    }),
    legendMovement: option.choice({
      choices: ['dice', 'clockwise'],
      default: 'dice',
      group: 'advanced',
      description: 'dice: Legendary Pirates placed by dice after the reveal (digest); clockwise: base game.',
    }),
    baseFlee: option.boolean({
      default: false,
      group: 'advanced',
      description: 'Base game: mutiny on a 1 only.',
    }),
    baseCove: option.boolean({
      default: false,
      group: 'advanced',
      description: 'Base game: only crippled ships repair at the Cove; every ship there takes 1 Tavern card.',
    }),
    duelWeapons: option.boolean({
      default: false,
      description: 'Duels with sabre, sword or rapier.',
      appliesWhen: AGAINST_CAPTAINS,
    }),
    pistols: option.boolean({
      default: false,
      description: 'The challenged captain may choose pistols.',
      appliesWhen: AGAINST_CAPTAINS,
    }),
    shipSwap: option.boolean({
      default: false,
      description: 'Winners of duels and boardings may swap ships.',
      appliesWhen: AGAINST_CAPTAINS,
    }),
    soloMovement: option.choice({
      choices: ['grid', 'twoTurns'],
      default: 'grid',
      group: 'advanced',
      appliesWhen: { options: { variant: ['solo'] } },
      description:
        'Solo: sail at most your Sails value in squares each turn (the digest’s grid), or take two turns between different islands (its untested alternative).',
    }),
  },
  defaultsFor: (players) => (players === 1 ? { variant: 'solo' } : {}),
  check: (options, players) =>
    (options.variant === 'solo') === (players === 1)
      ? null
      : 'the solo variant is played by exactly one player, the others by 2 to 5',
});
