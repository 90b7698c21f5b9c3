import type { OptionDescriptor, ParsedOptions } from '../../core/game.js';

/**
 * The options a table chooses. Apart from `firstDealer`, each is a DECISION of the data sheet that
 * a table might reasonably settle the other way; every default is the data sheet's choice.
 */
export interface PortRoyalOptions {
  /** The first dealer's seat; null draws it from the seed (S001 only says "determine the dealer"). */
  readonly firstDealer: number | null;
  /**
   * DECISION: a pass is final for this auction (true, data sheet); false: a player who passed may
   * bid again after someone raises, and the auction ends when all others pass after the last bid.
   */
  readonly passIsFinal: boolean;
  /**
   * DECISION: if nobody bids, the privileges go at cost 0 to the 'firstBidder' (left of the dealer,
   * data sheet) or to the 'dealer'.
   */
  readonly noBidPrivileges: 'firstBidder' | 'dealer';
  /**
   * DECISION: the privileged player sets aside 'any' two of his ten cards (data sheet), or only two
   * of his own eight, keeping the face-up cards ('hand': a strict exchange, as S001 words it).
   */
  readonly setAsideFrom: 'any' | 'hand';
  /**
   * DECISION: a led ghost leaves the trick with no led colour, so every card is legal ('noColour',
   * data sheet); or the first coloured card after it sets the led colour for the rest ('nextCard').
   */
  readonly ghostLead: 'noColour' | 'nextCard';
  /**
   * DECISION: the prisoner cards of one trick may go onto different ships ('anyShips', data sheet)
   * or all onto one ship ('oneShip').
   */
  readonly prisonerPlacement: 'anyShips' | 'oneShip';
  /**
   * DECISION: prisoner cards beneath a loot card discarded for debt relief or with Remove 1 card
   * are still taken ('kept', data sheet) or are discarded with it ('lost').
   */
  readonly prisonersOfDiscardedLoot: 'kept' | 'lost';
  /**
   * DECISION: Remove 1 card takes 'any' card from the winner's ships, prisoner and special cards
   * included (data sheet), or only a 'standard' loot card.
   */
  readonly removeTargets: 'any' | 'standard';
  /** DECISION: `x2` doubles a ship's value only (false, data sheet) or its weight too (true). */
  readonly doubleWeight: boolean;
  /** DECISION: equal scores are split by lower debt, then shared ('lowerDebt', data sheet), or simply shared. */
  readonly tieBreak: 'lowerDebt' | 'shared';
}

export const DEFAULT_OPTIONS: PortRoyalOptions = {
  firstDealer: null,
  passIsFinal: true,
  noBidPrivileges: 'firstBidder',
  setAsideFrom: 'any',
  ghostLead: 'noColour',
  prisonerPlacement: 'anyShips',
  prisonersOfDiscardedLoot: 'kept',
  removeTargets: 'any',
  doubleWeight: false,
  tieBreak: 'lowerDebt',
};

type ChoiceName = {
  [K in keyof PortRoyalOptions]: PortRoyalOptions[K] extends string ? K : never;
}[keyof PortRoyalOptions];

const CHOICES: { readonly [K in ChoiceName]: readonly PortRoyalOptions[K][] } = {
  noBidPrivileges: ['firstBidder', 'dealer'],
  setAsideFrom: ['any', 'hand'],
  ghostLead: ['noColour', 'nextCard'],
  prisonerPlacement: ['anyShips', 'oneShip'],
  prisonersOfDiscardedLoot: ['kept', 'lost'],
  removeTargets: ['any', 'standard'],
  tieBreak: ['lowerDebt', 'shared'],
};

const BOOLEANS = ['passIsFinal', 'doubleWeight'] as const;

const choice = <K extends ChoiceName>(name: K, description: string): OptionDescriptor => ({
  name,
  kind: 'choice',
  choices: CHOICES[name],
  default: DEFAULT_OPTIONS[name],
  description,
});

export const OPTION_DESCRIPTORS: readonly OptionDescriptor[] = [
  {
    name: 'firstDealer',
    kind: 'integer',
    min: 0,
    max: 3,
    default: null,
    description: 'Seat of the first dealer; null (the default) draws it from the seed.',
  },
  {
    name: 'passIsFinal',
    kind: 'boolean',
    default: true,
    description: 'A pass is final for the auction; off: a player who passed may bid again after a raise.',
  },
  choice(
    'noBidPrivileges',
    'Who takes the privileges at cost 0 when everybody passes: the player left of the dealer, or the dealer.',
  ),
  choice(
    'setAsideFrom',
    'any: the privileged player sets aside any two of his ten cards; hand: only two of his own eight (a strict exchange).',
  ),
  choice(
    'ghostLead',
    'noColour: a led ghost leaves the trick without a led colour; nextCard: the first coloured card after it sets the led colour.',
  ),
  choice(
    'prisonerPlacement',
    'anyShips: each prisoner card of a trick goes onto a ship of its own; oneShip: all of them onto one ship.',
  ),
  choice(
    'prisonersOfDiscardedLoot',
    'kept: prisoner cards beneath a loot card discarded (debt relief, Remove) are still taken; lost: they are discarded too.',
  ),
  choice(
    'removeTargets',
    'any: Remove 1 card takes any card from a ship, prisoners and specials included; standard: only standard loot.',
  ),
  {
    name: 'doubleWeight',
    kind: 'boolean',
    default: false,
    description: 'The x2 card doubles the weight of its ship as well as its value.',
  },
  choice(
    'tieBreak',
    'lowerDebt: equal scores are split by lower debt, then shared; shared: equal scores share the place.',
  ),
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseOptions(raw: unknown, players: number): ParsedOptions<PortRoyalOptions> {
  if (!Number.isInteger(players) || players < 3 || players > 4) {
    return { ok: false, message: 'Port Royal is played by 3 or 4 players' };
  }
  const input = raw ?? {};
  if (!isRecord(input)) return { ok: false, message: 'options must be an object' };
  const unknown = Object.keys(input).filter((key) => !Object.hasOwn(DEFAULT_OPTIONS, key));
  if (unknown.length > 0) return { ok: false, message: `unknown option ${unknown.join(', ')}` };

  const options: Record<string, unknown> = { ...DEFAULT_OPTIONS };
  const firstDealer = input['firstDealer'] ?? null;
  if (
    firstDealer !== null &&
    (typeof firstDealer !== 'number' ||
      !Number.isInteger(firstDealer) ||
      firstDealer < 0 ||
      firstDealer >= players)
  ) {
    return { ok: false, message: `firstDealer must be null or a seat from 0 to ${players - 1}` };
  }
  options['firstDealer'] = firstDealer;
  for (const name of BOOLEANS) {
    const value = input[name] ?? DEFAULT_OPTIONS[name];
    if (typeof value !== 'boolean') return { ok: false, message: `${name} must be true or false` };
    options[name] = value;
  }
  for (const name of Object.keys(CHOICES) as ChoiceName[]) {
    const value = input[name] ?? DEFAULT_OPTIONS[name];
    const allowed = CHOICES[name] as readonly unknown[];
    if (!allowed.includes(value))
      return { ok: false, message: `${name} must be one of ${allowed.join(', ')}` };
    options[name] = value;
  }
  return { ok: true, options: options as unknown as PortRoyalOptions };
}
