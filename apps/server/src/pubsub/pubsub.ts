/**
 * Fan-out of "something changed" between the parts of the server, and between server nodes when
 * there are several. Messages are JSON; subscribers work out what each viewer may see themselves.
 */
export interface PubSub {
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls `handler` for each message on `channel` until the returned function is called. */
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const channels = {
  match: (matchId: string) => `match:${matchId}`,
  lobby: 'lobby',
  /** Every match's seat and status changes, so each node's cache learns of them (match ids only). */
  matchChanges: 'match-changes',
  /** Tokens just revoked, signed out or deleted: every node closes their connections. */
  tokensEnded: 'tokens:ended',
} as const;
