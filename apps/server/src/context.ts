import type { AccountAgents } from './accounts/agents.js';
import type { ChatService } from './chat/service.js';
import type { Viewer } from './accounts/viewer.js';
import { DomainError } from './errors.js';
import type { EnginePort } from './engine/port.js';
import type { Logger } from './logger.js';
import type { PasswordRecovery } from './mail/recovery.js';
import type { MailAccountService } from './mail/service.js';
import type { MatchAgents } from './matches/agents.js';
import type { ModerationService } from './moderation/service.js';
import type { OpenDataService } from './open-data/service.js';
import type { NotificationService } from './notifications/service.js';
import type { ChallengeService } from './people/challenges.js';
import type { Presence } from './people/presence.js';
import type { TablePresence } from './matches/at-table.js';
import type { ArenaPresence } from './tournaments/presence.js';
import type { PeopleService } from './people/service.js';
import type { PubSub } from './pubsub/pubsub.js';
import type { RankedService } from './ranked/service.js';
import type { StatsRepository } from './ranked/stats.js';
import type { SentUpdates } from './fanout/sent-updates.js';
import type { RateLimits } from './security/rate-limits.js';
import type { TournamentFeed } from './tournaments/feed.js';
import type { ReviewService } from './reviews/service.js';
import type { TournamentService } from './tournaments/service.js';
import type { VacationService } from './vacations/service.js';

export interface Services {
  readonly accounts: AccountAgents;
  readonly matches: MatchAgents;
  readonly ranked: RankedService;
  readonly chat: ChatService;
  /** Moderators reading and resolving chat reports. */
  readonly moderation: ModerationService;
  /** Following players, and what others may see of them. */
  readonly people: PeopleService;
  readonly challenges: ChallengeService;
  /** What each person is told (their turn, results, challenges), and its live feed. */
  readonly notifications: NotificationService;
  /** Tournaments: made, joined, left and started; their rounds driven by every node. */
  readonly tournaments: TournamentService;
  /** `tournamentUpdated`: a tournament's watchers, told of its changes on every node. */
  readonly tournamentFeed: TournamentFeed;
  /** Which arena players have it in sight (its page or their table), on any node: the pool's presence. */
  readonly arenaPresence: ArenaPresence;
  /** Post-game reviews: asked for, read and followed (the `Reviewer` does them). */
  readonly reviews: ReviewService;
  /** Players' vacations, which stop their turn-based clocks. */
  readonly vacations: VacationService;
  /** An account's email address and what is mailed to it, and the links in mail. */
  readonly mail: MailAccountService;
  readonly recovery: PasswordRecovery;
  /** Who has a connection open, on any node. */
  readonly presence: Presence;
  /** Which seated players have a page of their match open (`Seat.away`). */
  readonly atTable: TablePresence;
  readonly stats: StatsRepository;
  /** The monthly open-data files (listed and served) and each player's download of their own matches. */
  readonly openData: OpenDataService;
  readonly engine: EnginePort;
  readonly pubsub: PubSub;
  readonly limits: RateLimits;
  readonly logger: Logger;
  /**
   * Where people reach this server, for links the API hands out (the log download, one-click
   * unsubscribe), and the web app, for links in mail.
   */
  readonly links: { base: string; readonly web: string };
}

/** What every resolver receives, over HTTP and WebSocket alike. */
export interface Context {
  readonly viewer: Viewer | null;
  readonly services: Services;
  /** The client's address, for rate limits and the audit log. */
  readonly address: string;
  /** On a WebSocket: what the connection's match subscriptions have sent (null over HTTP). */
  readonly sentUpdates: SentUpdates | null;
}

/**
 * One context factory for both transports: the token decides who the viewer is. No token is an
 * anonymous viewer; a token that speaks for nobody (unknown, revoked, expired) is UNAUTHENTICATED,
 * so a client whose session ended learns it instead of silently seeing less.
 */
export function createContextFactory(services: Services) {
  return async (input: {
    token: string | null;
    address: string;
    sentUpdates?: SentUpdates;
  }): Promise<Context> => {
    const viewer = await services.accounts.service.authenticate(input.token);
    if (input.token !== null && viewer === null) {
      throw new DomainError(
        'UNAUTHENTICATED',
        'this token is not valid (unknown, expired or revoked): sign in again, or send none to be anonymous',
      );
    }
    return { viewer, services, address: input.address, sentUpdates: input.sentUpdates ?? null };
  };
}

export function requireViewer(context: Context): NonNullable<Context['viewer']> {
  if (!context.viewer)
    throw new DomainError('UNAUTHENTICATED', 'sign in first: send Authorization: Bearer <token>');
  return context.viewer;
}
