/** Mail's settings (MAIL_* and SMTP_URL in env.ts); every one has a default that works on a laptop. */
export interface MailSettings {
  /** An SMTP server (`smtp://user:pass@host:587`, `smtps://…`); without one, each mail is an .eml file. */
  readonly smtpUrl?: string | undefined;
  /** Where .eml files go without SMTP_URL. */
  readonly dir: string;
  /** The From of every mail. */
  readonly from: string;
  /** Signs verification and unsubscribe links; without one, a key kept in the database is used. */
  readonly secret?: string | undefined;
  /** The web app as people reach it: links in mail open its pages. */
  readonly webUrl: string;
  /** Mails about single events one account gets per hour; past it, they wait for the digest. */
  readonly perAccountPerHour: number;
  /**
   * How long a notification waits before it is mailed: read by then (the player was at the table,
   * or answered at once), it needs no mail.
   */
  readonly delayMs: number;
  /** The hour (UTC, 0–23) at which daily digests go. */
  readonly digestHourUtc: number;
  /** How long a verification link works. */
  readonly verificationTtlMs: number;
  /** How long a password-reset link works. */
  readonly recoveryTtlMs: number;
  /** How often each node looks for mail to send. */
  readonly intervalMs: number;
  /**
   * How long a node holds what it claimed: a node that dies leaves it to another after this. Far
   * longer than a batch of sends may take (the SMTP timeouts are seconds).
   */
  readonly leaseMs: number;
}

export const DEFAULT_MAIL_SETTINGS: Omit<MailSettings, 'dir'> = {
  from: 'Brethren <no-reply@localhost>',
  webUrl: 'http://localhost:3000',
  perAccountPerHour: 10,
  delayMs: 60_000,
  digestHourUtc: 7,
  verificationTtlMs: 48 * 3600_000,
  recoveryTtlMs: 30 * 60_000,
  intervalMs: 5000,
  leaseMs: 5 * 60_000,
};
