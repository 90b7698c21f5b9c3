import type { CreateTournamentInput } from './validation.js';

/**
 * A tournament the site runs by itself, again and again: each occurrence is created ahead (the next
 * one after now) by whichever node looks first, under a key unique to the occurrence.
 */
export interface RecurringTournament {
  /** Names the series; an occurrence's key is this and its start. */
  readonly key: string;
  /** DAY: every day; WEEK: every week on `weekday` (0 = Sunday … 6 = Saturday, UTC). */
  readonly every: 'DAY' | 'WEEK';
  readonly weekday?: number;
  /** Its start, in UTC. */
  readonly hour: number;
  readonly minute: number;
  /** What `createTournament` would be given, but the start. */
  readonly input: Omit<CreateTournamentInput, 'startsAt'>;
}

const DAILY_ARENA_GAMES = [
  { game: 'cartagena', name: 'Cartagena' },
  { game: 'tortuga', name: 'Tortuga 1667' },
  { game: 'port-royal', name: 'Port Royal' },
  { game: 'pirates-cove', name: 'Pirate’s Cove' },
] as const;

/**
 * The site's recurring tournaments: a live arena of every game each evening (an hour, tables of
 * four, rated), and a turn-based Swiss of Port Royal each Monday (five rounds, a day a move).
 */
export const RECURRING_TOURNAMENTS: readonly RecurringTournament[] = [
  ...DAILY_ARENA_GAMES.map(({ game, name }): RecurringTournament => ({
    key: `daily-arena-${game}`,
    every: 'DAY',
    hour: 19,
    minute: 0,
    input: {
      name: `Daily ${name} Arena`,
      game,
      format: 'ARENA',
      playersPerTable: 4,
      clock: 'LIVE',
      durationMinutes: 60,
      rated: true,
      maxPlayers: 1000,
    },
  })),
  {
    key: 'weekly-swiss-port-royal',
    every: 'WEEK',
    weekday: 1,
    hour: 18,
    minute: 0,
    input: {
      name: 'Weekly Port Royal Swiss',
      game: 'port-royal',
      format: 'SWISS',
      playersPerTable: 4,
      clock: 'DAYS_1',
      rounds: 5,
      rated: true,
      maxPlayers: 1000,
    },
  },
];

const DAY_MS = 24 * 3600_000;

/** The first start of `recurring` strictly after `now`. */
export function nextStart(recurring: RecurringTournament, now: number): Date {
  const today = new Date(now);
  let start = Date.UTC(
    today.getUTCFullYear(),
    today.getUTCMonth(),
    today.getUTCDate(),
    recurring.hour,
    recurring.minute,
  );
  if (recurring.every === 'WEEK') start += (((recurring.weekday ?? 0) - today.getUTCDay() + 7) % 7) * DAY_MS;
  while (start <= now) start += recurring.every === 'WEEK' ? 7 * DAY_MS : DAY_MS;
  return new Date(start);
}

/** The next occurrence of each recurring tournament: its unique key and its input, start included. */
export function nextOccurrences(
  recurring: readonly RecurringTournament[],
  now: number,
): { readonly key: string; readonly input: CreateTournamentInput }[] {
  return recurring.map((series) => {
    const startsAt = nextStart(series, now);
    return { key: `${series.key}@${startsAt.toISOString()}`, input: { ...series.input, startsAt } };
  });
}
