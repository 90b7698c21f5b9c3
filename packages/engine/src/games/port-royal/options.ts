import { defineOptions, option } from '../../core/options.js';

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
   * DECISION: a led ghost leaves the trick with no led colour, so every card is legal ('noColour',
   * data sheet); or the first coloured card after it sets the led colour for the rest ('nextCard').
   */
  readonly ghostLead: 'noColour' | 'nextCard';
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

const DECISION = 'advanced';

export const portRoyalOptions = defineOptions<PortRoyalOptions>({
  fields: {
    firstDealer: option.integer<number | null>({
      min: 0,
      max: 3,
      seat: true,
      default: null,
      description: 'Seat of the first dealer; null (the default) draws it from the seed.',
    }),
    passIsFinal: option.boolean({
      default: true,
      group: DECISION,
      description: 'A pass is final for the auction; off: a player who passed may bid again after a raise.',
    }),
    noBidPrivileges: option.choice({
      choices: ['firstBidder', 'dealer'],
      default: 'firstBidder',
      group: DECISION,
      description:
        'Who takes the privileges at cost 0 when everybody passes: the player left of the dealer, or the dealer.',
    }),
    ghostLead: option.choice({
      choices: ['noColour', 'nextCard'],
      default: 'noColour',
      group: DECISION,
      description:
        'noColour: a led ghost leaves the trick without a led colour; nextCard: the first coloured card after it sets the led colour.',
    }),
    prisonersOfDiscardedLoot: option.choice({
      choices: ['kept', 'lost'],
      default: 'kept',
      group: DECISION,
      description:
        'kept: prisoner cards beneath a loot card discarded (debt relief, Remove) are still taken; lost: they are discarded too.',
    }),
    removeTargets: option.choice({
      choices: ['any', 'standard'],
      default: 'any',
      group: DECISION,
      description:
        'any: Remove 1 card takes any card from a ship, prisoners and specials included; standard: only standard loot.',
    }),
    doubleWeight: option.boolean({
      default: false,
      group: DECISION,
      description: 'The x2 card doubles the weight of its ship as well as its value.',
    }),
    tieBreak: option.choice({
      choices: ['lowerDebt', 'shared'],
      default: 'lowerDebt',
      group: DECISION,
      description:
        'lowerDebt: equal scores are split by lower debt, then shared; shared: equal scores share the place.',
    }),
  },
  check: (options, players) =>
    options.firstDealer !== null && options.firstDealer >= players
      ? `firstDealer must be null or a seat from 0 to ${players - 1}`
      : null,
});

/** Every option at its default: the data sheet's choices. */
export const DEFAULT_OPTIONS: PortRoyalOptions = portRoyalOptions.defaults;
