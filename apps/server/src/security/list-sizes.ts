import { MY_GAMES_LIMIT } from '../matches/my-games.js';
import { MAX_MISSED_ENTRIES } from '../fanout/match-feed.js';
import { FOLLOWING_CAP, PLAYING_NOW_CAP } from '../people/list-caps.js';

/**
 * How many items a list of the schema counts for when a document is priced (see document-cost.ts),
 * where no `first` says it: the most the server returns, or what a long match really has. A list
 * with a `first` counts as that many (its schema default when left out); one not named here is a
 * list the rules keep small (a table's seats, a view's per-seat entries, a game's options).
 */
export const DEFAULT_LIST_SIZE = 10;

/** The games Brethren plays (a test holds it to the engine's list). */
export const GAME_COUNT = 4;

/** A match's whole log (`log` without `first`): Cartagena and Port Royal matches run to 300–600 actions. */
export const WHOLE_LOG_SIZE = 500;

const LIST_SIZES: Readonly<Record<string, number>> = {
  'Match.log': WHOLE_LOG_SIZE,
  'MatchUpdate.missed': MAX_MISSED_ENTRIES,
  // A nine-seat Tortuga table offers about a hundred actions at a time.
  'Match.legalActions': 100,
  'User.following': FOLLOWING_CAP,
  'Player.playingNow': PLAYING_NOW_CAP,
  // The game catalogue: an option depends on one or two others, each for a few of their values.
  'Query.games': GAME_COUNT,
  'Query.rankedQueues': GAME_COUNT,
  'OptionApplies.options': 3,
  'OptionCondition.values': 3,
  // Five sent at most, and whatever others sent: pending challenges are few.
  'Query.challenges': 20,
  'Subscription.challengesUpdated': 20,
  // Every match a player sits in that is not over, up to its cap.
  'Query.myGames': MY_GAMES_LIMIT,
};

/** What the list `field` of `type` counts for when nothing in the document sizes it. */
export function listSize(type: string, field: string): number {
  return LIST_SIZES[`${type}.${field}`] ?? DEFAULT_LIST_SIZE;
}

/** The lists the table names, for the test that each still exists in the schema. */
export const SIZED_LISTS: readonly string[] = Object.keys(LIST_SIZES);
