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
  player: { handle: string } | null;
}

/** A table as the lobby and history list it. */
export interface MatchSummary {
  id: string;
  status: MatchStatus;
  visibility: 'PUBLIC' | 'PRIVATE';
  playerCount: number;
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
