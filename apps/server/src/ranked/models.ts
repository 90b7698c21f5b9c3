import type { ClockSettings } from '../matches/clock.js';
import type { RankedGame } from './config.js';
import type { GameStats, PlayerRating } from './stats.js';

/** What the ranked GraphQL types resolve from. */
export interface RankedQueueModel {
  readonly game: string;
  readonly config: RankedGame;
  readonly clock: ClockSettings;
  readonly turnBased: boolean;
}

export interface PlayerProfileModel {
  readonly player: { readonly id: string; readonly handle: string };
  readonly ratings: readonly PlayerRating[];
}

export type PlayerGameRatingModel = PlayerRating & { readonly userId: string };

export type GameStatsModel = GameStats;

export type { QueueStatus as QueueTicketModel } from './service.js';

export type { TurnBasedCompletion as TurnBasedCompletionModel } from './stats.js';
