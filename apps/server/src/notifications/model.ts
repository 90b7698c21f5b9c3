/** What a person is told about. */
export type NotificationKind = 'YOUR_TURN' | 'MATCH_FINISHED' | 'INVITED' | 'CHALLENGED' | 'TOURNAMENT_ROUND';

/**
 * What a notification says, kept in the row so it reads (and can be mailed) without another look
 * at the match: the game, the recipient's seat, the other people at the table, and per kind the
 * placement at the end or who challenged or invited.
 */
export interface NotificationPayload {
  readonly game: string;
  /** The recipient's seat (0-based), where they have one. */
  readonly seat?: number;
  /** The handles of the other people seated (bots left out), in seat order. */
  readonly opponents: readonly string[];
  /** MATCH_FINISHED: the recipient's placement (1 = first; tied seats share one) and of how many. */
  readonly placement?: number;
  readonly players?: number;
  /** CHALLENGED, INVITED: the handle of who asked. */
  readonly from?: string;
  /** TOURNAMENT_ROUND: the tournament's name. */
  readonly tournament?: string;
}

/** A notification to write, as `who-is-told.ts` decides it. */
export interface Notice {
  readonly recipientId: string;
  readonly kind: NotificationKind;
  readonly matchId: string;
  /** TOURNAMENT_ROUND: the tournament whose round or wave seated them. */
  readonly tournamentId?: string;
  readonly payload: NotificationPayload;
}

/** A notification as stored. */
export interface NotificationRecord {
  readonly id: string;
  readonly recipientId: string;
  readonly kind: NotificationKind;
  readonly matchId: string | null;
  readonly tournamentId: string | null;
  readonly payload: NotificationPayload;
  readonly createdAt: Date;
  readonly readAt: Date | null;
}

/** Called once notifications are committed, to push them to their recipients' subscriptions. */
export type NotificationSink = (written: readonly NotificationRecord[]) => void;
