/** The shapes of the API answers this app asks for (see apps/server/schema/*.graphql). */
export type MatchStatus = 'OPEN' | 'ACTIVE' | 'FINISHED' | 'ABORTED';

export interface GameOption {
  name: string;
  description: string;
  kind: 'boolean' | 'integer' | 'choice' | 'json';
  default: unknown;
  choices: string[] | null;
  min: number | null;
  max: number | null;
}

export interface BotLevel {
  level: string;
  description: string;
}

export interface GameInfo {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  options: GameOption[];
  botLevels: BotLevel[];
}

export interface SeatInfo {
  seat: number;
  open: boolean;
  bot: string | null;
  placement: number | null;
  score: number | null;
  /** Left or timed out too often: a bot plays the seat and the player is placed last. */
  forfeited: boolean;
  /** Ranked matches, once rated. */
  ratingBefore: number | null;
  ratingAfter: number | null;
  player: { handle: string } | null;
}

/** A table as the lobby and history list it. */
export interface MatchSummary {
  id: string;
  status: MatchStatus;
  visibility: 'PUBLIC' | 'PRIVATE';
  playerCount: number;
  /** Formed by a ranked queue: rated, with clocks. */
  ranked: boolean;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  options: Record<string, unknown>;
  game: { id: string; name: string };
  createdBy: { handle: string } | null;
  seats: SeatInfo[];
  result: MatchResultJson | null;
}

export interface MatchResultJson {
  placements: number[];
  scores: (number | null)[];
  summary: string;
}

/** A table as its page shows it, for this viewer. */
export interface MatchDetail extends MatchSummary {
  seq: number;
  seedHash: string;
  seed: string | null;
  viewerSeat: number | null;
  activeSeats: number[];
  legalActions: unknown[];
  logUrl: string | null;
  viewJson: unknown;
  /** Ranked matches under way: each seat's clock (empty otherwise). */
  clocks: SeatClock[];
  game: { id: string; name: string; minPlayers: number; maxPlayers: number };
}

export interface GameEventJson {
  type: string;
  visibleTo: 'all' | number[];
  [key: string]: unknown;
}

export interface LogEntry {
  seq: number;
  seat: number | null;
  action: unknown;
  events: GameEventJson[];
  at: string;
}

export interface MatchUpdate {
  seq: number;
  status: MatchStatus;
  entry: LogEntry | null;
  match: MatchDetail;
}

export interface LobbyEvent {
  kind: 'CREATED' | 'UPDATED' | 'STARTED' | 'FINISHED' | 'CLOSED';
  match: MatchSummary;
}

export interface ApiTokenInfo {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

// ——— Ranked play ———

/** A seat's clock in a ranked match. */
export interface SeatClock {
  seat: number;
  /** Bank left, in milliseconds. */
  bankMs: number;
  /** When this seat's time runs out, while it is due to act (ISO time). */
  deadline: string | null;
  /** While it is due to act: milliseconds left as the server answered (independent of this clock). */
  leftMs: number | null;
  /** Times it ran out (3 forfeit the match). */
  timeouts: number;
}

export interface RankedPreset {
  name: string;
  description: string;
  options: Record<string, unknown>;
}

export interface RankedQueue {
  game: { id: string; name: string; minPlayers: number; maxPlayers: number };
  playerCounts: number[];
  presets: RankedPreset[];
  perDecisionSeconds: number;
  bankSeconds: number;
  playersWaiting: number;
}

export type QueueTicketStatus = 'WAITING' | 'MATCHED' | 'CANCELLED';

export interface QueueTicket {
  id: string;
  game: { id: string; name: string };
  playerCounts: number[];
  preset: string;
  status: QueueTicketStatus;
  waitedSeconds: number;
  playersWaiting: number;
  estimatedWaitSeconds: number | null;
  match: {
    id: string;
    status: MatchStatus;
    viewerSeat: number | null;
    seats: { seat: number; forfeited: boolean }[];
  } | null;
}

export interface LadderEntry {
  rank: number;
  player: { id: string; handle: string };
  rating: number;
  games: number;
  wins: number;
  provisional: boolean;
}

export interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface LadderConnection {
  edges: { cursor: string; node: LadderEntry }[];
  pageInfo: PageInfo;
}

export interface RatingPoint {
  at: string;
  rating: number;
  matchId: string;
}

/** Games and wins in one group: a seat number, a table size or a team name. */
export interface WinRate {
  key: string;
  games: number;
  wins: number;
  rate: number;
}

export interface PlayerGameRating {
  game: { id: string; name: string };
  rating: number;
  games: number;
  wins: number;
  provisional: boolean;
  rank: number | null;
  history: RatingPoint[];
  winRateBySeat: WinRate[];
  winRateByPlayerCount: WinRate[];
  winRateByTeam: WinRate[];
}

export interface PlayerProfile {
  player: { id: string; handle: string };
  ratings: PlayerGameRating[];
}

export interface GameStats {
  game: { id: string; name: string };
  matchesPlayed: number;
  averageActions: number | null;
  averageDurationSeconds: number | null;
  seatWinRates: WinRate[];
  teamWinRates: WinRate[];
}
