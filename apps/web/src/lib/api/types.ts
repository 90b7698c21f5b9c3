/**
 * Names for the shapes the app passes around, all generated from the schema and the app's documents
 * (see `fragments.graphql` and `generated/`). Only the contents of JSON fields, which the schema does not
 * type, are described here.
 */
import type { GameEvent } from '@brethren/engine/core';
import type {
  ApiTokenFieldsFragment,
  GamesQuery,
  LadderQuery,
  LobbyTableFieldsFragment,
  LobbyUpdatedSubscription,
  LogEntryFieldsFragment,
  MatchDetailFieldsFragment,
  MatchSummaryFieldsFragment,
  MatchUpdatedSubscription,
  PlayerProfileQuery,
  RatingHistoryQuery,
  GameStatsQuery,
  QueueTicketFieldsFragment,
  RankedQueuesQuery,
  WinRateFieldsFragment,
} from './generated/graphql';

export type { MatchStatus, TableClock } from './generated/graphql';

/** A table as the lobby and history list it. */
export type MatchSummary = MatchSummaryFieldsFragment;
export type SeatInfo = MatchSummary['seats'][number];
/** A table as the lobby lists it. */
export type LobbyTable = LobbyTableFieldsFragment;
/** A table as its page shows it, for this viewer. */
export type MatchDetail = MatchDetailFieldsFragment;
export type SeatClock = MatchDetail['clocks'][number];
export type MatchUpdate = MatchUpdatedSubscription['matchUpdated'];
export type LobbyEvent = LobbyUpdatedSubscription['lobbyUpdated'];
export type GameInfo = GamesQuery['games'][number];
export type GameOption = GameInfo['options'][number];
export type ApiTokenInfo = ApiTokenFieldsFragment;
export type QueueTicket = QueueTicketFieldsFragment;
export type RankedQueue = RankedQueuesQuery['rankedQueues'][number];
export type LadderConnection = LadderQuery['ladder'];
export type LadderEntry = LadderConnection['edges'][number]['node'];
export type PlayerProfile = NonNullable<PlayerProfileQuery['player']>;
export type PlayerGameRating = PlayerProfile['ratings'][number];
/** A rating after one rated match (`RatingHistory` reads them newest first). */
export type RatingPoint = NonNullable<
  NonNullable<RatingHistoryQuery['player']>['rating']
>['history']['edges'][number]['node'];
/** Games and wins in one group: a seat number, a table size or a team name. */
export type WinRate = WinRateFieldsFragment;
export type GameStats = GameStatsQuery['gameStats'];

/** One event of a log entry (the schema's `JSON`): its type, who may see it, what it says. */
export interface GameEventJson {
  readonly type: string;
  readonly visibleTo: 'all' | readonly number[];
  readonly [key: string]: unknown;
}

/**
 * One applied action, with its events read as events: plain JSON, or where the game is known its
 * engine's own events (`Event`, the game's event body) — the API sends them as the engine made them.
 */
export type LogEntry<Event extends { readonly type: string } = GameEventJson> = Omit<
  LogEntryFieldsFragment,
  'events'
> & { events: GameEvent<Event>[] };
