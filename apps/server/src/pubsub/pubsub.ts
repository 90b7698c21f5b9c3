/**
 * Fan-out of "something changed" between the parts of the server, and between server nodes when
 * there are several. Messages are JSON; subscribers work out what each viewer may see themselves.
 */
export interface PubSub {
  /**
   * Whether messages reach other server nodes (Redis), or this process alone (in memory): what only
   * other nodes need is not sent where there are none.
   */
  readonly crossesNodes: boolean;
  /**
   * Sends `message` to every subscriber of `channel`, on every node. Never rejects: what cannot be
   * sent now waits, in order, until it can, so a change already committed is never reported as a
   * failure (subscribers that missed it catch up from the log).
   */
  publish(channel: string, message: unknown): Promise<void>;
  /**
   * Calls `handler` for each message on `channel` until the returned function is called. Resolves
   * once the fan-out confirms the subscription; rejects (SERVICE_UNAVAILABLE) when it cannot.
   */
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>>;
  /**
   * Calls `listener` each time the fan-out between nodes comes back after an interruption and every
   * subscription is confirmed again: messages published meanwhile may have been missed.
   */
  onResumed(listener: () => void): void;
  close(): Promise<void>;
}

export const channels = {
  match: (matchId: string) => `match:${matchId}`,
  /** A match's chat: each message with who could read it when it was written. */
  chat: (matchId: string) => `chat:${matchId}`,
  /** A tournament's chat: each message, and each one hidden by a moderator. */
  tournamentChat: (tournamentId: string) => `tournament-chat:${tournamentId}`,
  lobby: 'lobby',
  /** Every match's seat and status changes, so each node's cache learns of them (match ids only). */
  matchChanges: 'match-changes',
  /** Tokens just revoked, signed out or deleted: every node closes their connections. */
  tokensEnded: 'tokens:ended',
  /** Accounts just changed (a guest claimed, a language chosen): every node forgets cached rows. */
  usersChanged: 'users:changed',
} as const;
