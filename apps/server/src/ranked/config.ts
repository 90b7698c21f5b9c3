import type { ClockSettings } from '../matches/clock.js';
import type { TurnBasedPace } from '../matches/table-clocks.js';
import { DEFAULT_RULES, type MatchmakingRules } from './matchmaker.js';

/** A named set of options that everyone matched together plays with. */
export interface RankedPreset {
  readonly name: string;
  readonly description: string;
  readonly options: object;
}

export interface RankedGame {
  readonly playerCounts: readonly number[];
  readonly presets: readonly RankedPreset[];
  readonly clock: ClockSettings;
}

const STANDARD: RankedPreset = {
  name: 'standard',
  description: 'The game as the rulebook sets it up.',
  options: {},
};
const seconds = (perDecision: number, bank: number): ClockSettings => ({
  perDecisionMs: perDecision * 1000,
  bankMs: bank * 1000,
  maxTimeouts: 3,
});

/** Ranked play per game: table sizes, option presets and clocks. */
export const RANKED_GAMES: Readonly<Record<string, RankedGame>> = {
  cartagena: {
    playerCounts: [2, 3, 4, 5],
    presets: [
      STANDARD,
      { name: 'short', description: 'Four tiles and four pirates each.', options: { tiles: 4, pirates: 4 } },
    ],
    clock: seconds(30, 120),
  },
  'port-royal': { playerCounts: [3, 4], presets: [STANDARD], clock: seconds(20, 90) },
  // The rulebook's 30-second timer, with a small bank.
  tortuga: {
    playerCounts: [2, 3, 4, 5, 6, 7, 8, 9],
    presets: [
      STANDARD,
      {
        name: 'it-1e',
        description: 'The Italian first edition (4–9 players).',
        options: { ruleset: 'IT-1e' },
      },
    ],
    clock: seconds(30, 60),
  },
  'pirates-cove': { playerCounts: [2, 3, 4, 5], presets: [STANDARD], clock: seconds(45, 120) },
};

/**
 * The turn-based ranked queues' pace: a day for each decision (and a bank of two), long enough that
 * nobody need be online, short enough that a match ends within weeks.
 */
export const RANKED_TURN_BASED_PACE: TurnBasedPace = 'DAYS_1';

/**
 * The waits a player may choose before rated bots fill the seats nobody fills, in seconds: long
 * enough for people to be preferred, short enough to be worth waiting for. The web app offers 30,
 * 60 and 180; the API takes any whole number of seconds between these.
 */
export const BOT_FILL_WAIT = { minSeconds: 10, maxSeconds: 600 } as const;

export interface RankedSettings {
  readonly matchmaking: MatchmakingRules;
  /** How often each node runs a matchmaking wave and checks the clocks. */
  readonly waveIntervalMs: number;
  readonly clockIntervalMs: number;
  /** Replaces every game's clock (tests use short ones). */
  readonly clockOverride?: ClockSettings | undefined;
}

export const DEFAULT_RANKED_SETTINGS: RankedSettings = {
  matchmaking: DEFAULT_RULES,
  waveIntervalMs: 3000,
  clockIntervalMs: 1000,
};

/** The clock of a ranked match of `game`. */
export function clockFor(settings: RankedSettings, game: string): ClockSettings {
  return (
    settings.clockOverride ??
    RANKED_GAMES[game]?.clock ?? { perDecisionMs: 60_000, bankMs: 120_000, maxTimeouts: 3 }
  );
}

/** A clock written `<seconds per decision>+<bank seconds>` (the `RANKED_CLOCK` setting), three timeouts allowed. */
export function parseClock(text: string): ClockSettings {
  const parts = /^(\d+)\+(\d+)$/.exec(text);
  if (!parts) throw new Error(`a clock is <seconds per decision>+<bank seconds>, not "${text}"`);
  return seconds(Number(parts[1]), Number(parts[2]));
}
