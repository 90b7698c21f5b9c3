import type { PrismaClient } from '@brethren/db';
import type { NotificationKind, NotificationRecord } from '../notifications/model.js';
import { NOTIFICATION_COLUMNS, toNotification, type NotificationRow } from '../notifications/writes.js';
import type { MailDelivery } from './preferences.js';

/** An account's address as stored. */
export interface AddressRecord {
  readonly address: string;
  readonly verifiedAt: Date | null;
  readonly verifyNonce: string | null;
  readonly verifyExpiresAt: Date | null;
  readonly verifyRequestedAt: Date | null;
}

/** What the mailer needs to know of a recipient. */
export interface RecipientRecord {
  readonly userId: string;
  readonly handle: string;
  readonly locale: string | null;
  /** Null when the account has no address. */
  readonly address: string | null;
  readonly verified: boolean;
  readonly chosen: ReadonlyMap<NotificationKind, MailDelivery>;
}

/** A verification link due to be mailed. */
export interface VerificationDue {
  readonly userId: string;
  readonly handle: string;
  readonly locale: string | null;
  readonly address: string;
  readonly nonce: string;
  readonly expiresAt: Date;
}

/** An account a password-reset link may be mailed for: a password, and a verified address. */
export interface RecoveryTarget {
  readonly userId: string;
  readonly handle: string;
  readonly locale: string | null;
  readonly address: string;
  readonly passwordHash: string;
}

/** Accounts sharing one verified address each get a link; more than this is not a person's. */
const MAX_RECOVERY_TARGETS = 5;

const RECOVERY_TARGET = {
  id: true,
  handle: true,
  locale: true,
  passwordHash: true,
  emailAddress: { select: { address: true, verifiedAt: true } },
} as const;

const ADDRESS = {
  address: true,
  verifiedAt: true,
  verifyNonce: true,
  verifyExpiresAt: true,
  verifyRequestedAt: true,
} as const;

/** The only place that reads and writes mail's tables (and the notifications' mail columns). */
export class MailRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // ——— The account's address and preferences ———

  address(userId: string): Promise<AddressRecord | null> {
    return this.prisma.emailAddress.findUnique({ where: { userId }, select: ADDRESS });
  }

  async preferences(userId: string): Promise<Map<NotificationKind, MailDelivery>> {
    const rows = await this.prisma.mailPreference.findMany({ where: { userId } });
    return new Map(rows.map((row) => [row.kind, row.delivery]));
  }

  /**
   * Sets a new, unverified address with a pending verification link due to be mailed now; any
   * link for the address before is worthless from now on (its nonce is gone).
   */
  async setAddress(
    userId: string,
    address: string,
    nonce: string,
    expiresAt: Date,
    now: Date,
  ): Promise<void> {
    const pending = {
      address,
      verifiedAt: null,
      verifyNonce: nonce,
      verifyExpiresAt: expiresAt,
      verifyMailDueAt: now,
      verifyRequestedAt: now,
      // Reset links asked for the address replaced go nowhere: the new one is not verified.
      recoveryMailsDue: 0,
      recoveryMailDueAt: null,
    };
    await this.prisma.emailAddress.upsert({
      where: { userId },
      create: { userId, ...pending },
      update: pending,
      select: { userId: true },
    });
  }

  /** A new link for the same unverified address; false when there is none, or it is verified. */
  async renewVerification(userId: string, nonce: string, expiresAt: Date, now: Date): Promise<boolean> {
    const { count } = await this.prisma.emailAddress.updateMany({
      where: { userId, verifiedAt: null },
      data: { verifyNonce: nonce, verifyExpiresAt: expiresAt, verifyMailDueAt: now, verifyRequestedAt: now },
    });
    return count === 1;
  }

  /** Forgets the address; notifications waiting for a digest will not be mailed. */
  async removeAddress(userId: string): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.emailAddress.deleteMany({ where: { userId } }),
      this.prisma.notification.updateMany({
        where: { recipientId: userId, mailState: 'DIGEST' },
        data: { mailState: 'SKIPPED' },
      }),
    ]);
  }

  /** Verifies the address if `nonce` is still its pending link's (single use); whether it did. */
  async verify(userId: string, nonce: string, at: Date): Promise<boolean> {
    const { count } = await this.prisma.emailAddress.updateMany({
      where: { userId, verifyNonce: nonce, verifiedAt: null },
      data: { verifiedAt: at, verifyNonce: null, verifyExpiresAt: null, verifyMailDueAt: null },
    });
    return count === 1;
  }

  async setPreferences(
    userId: string,
    chosen: readonly (readonly [NotificationKind, MailDelivery])[],
  ): Promise<void> {
    await this.prisma.$transaction(
      chosen.map(([kind, delivery]) =>
        this.prisma.mailPreference.upsert({
          where: { userId_kind: { userId, kind } },
          create: { userId, kind, delivery },
          update: { delivery },
          select: { kind: true },
        }),
      ),
    );
  }

  /** Turns mail off for `kinds` of the account, if it still exists; its handle, or null. */
  async turnOff(userId: string, kinds: readonly NotificationKind[]): Promise<string | null> {
    const rows = await this.prisma.$queryRaw<{ handle: string }[]>`
      WITH account AS (SELECT id, handle FROM users WHERE id = ${userId}),
      written AS (
        INSERT INTO mail_preferences (user_id, kind, delivery)
        SELECT account.id, k.kind::notification_kind, 'OFF' FROM account, unnest(${kinds}::text[]) AS k(kind)
        ON CONFLICT (user_id, kind) DO UPDATE SET delivery = 'OFF'
      )
      SELECT handle FROM account`;
    return rows[0]?.handle ?? null;
  }

  // ——— Password reset ———

  /**
   * The accounts `login` names for a password reset: the one with that handle, or those whose
   * verified address it is (case folded); only accounts with a password and a verified address.
   */
  async recoveryTargets(login: string): Promise<RecoveryTarget[]> {
    const users = await this.prisma.user.findMany({
      where: login.includes('@')
        ? {
            emailAddress: {
              address: { equals: login, mode: 'insensitive' },
              verifiedAt: { not: null },
            },
          }
        : { handleKey: login.toLowerCase() },
      select: RECOVERY_TARGET,
      orderBy: { id: 'asc' },
      take: MAX_RECOVERY_TARGETS,
    });
    return users.flatMap(toRecoveryTarget);
  }

  /** The account of a reset link, if it may still be reset by mail. */
  async recoveryTarget(userId: string): Promise<RecoveryTarget | null> {
    const user = await this.prisma.user.findUnique({ where: { id: userId }, select: RECOVERY_TARGET });
    return user ? (toRecoveryTarget(user)[0] ?? null) : null;
  }

  async handleOf(userId: string): Promise<string | null> {
    const user = await this.prisma.user.findUnique({ where: { id: userId }, select: { handle: true } });
    return user?.handle ?? null;
  }

  // ——— The mailer: notifications as an outbox ———

  /**
   * Claims up to `limit` notifications whose mail is due, created at least `delayMs` ago, pushing
   * each a lease ahead: nodes claiming at once skip each other's rows (FOR UPDATE SKIP LOCKED), and
   * a node that dies mid-way leaves them to the next claim once the lease runs out.
   */
  async claimNotifications(limit: number, leaseMs: number, delayMs: number): Promise<NotificationRecord[]> {
    const rows = await this.prisma.$queryRawUnsafe<NotificationRow[]>(
      `UPDATE notifications SET mail_due_at = now() + make_interval(secs => $2)
       WHERE id IN (
         SELECT id FROM notifications WHERE mail_due_at <= now() - make_interval(secs => $3)
         ORDER BY mail_due_at LIMIT $1 FOR UPDATE SKIP LOCKED
       )
       RETURNING ${NOTIFICATION_COLUMNS}`,
      limit,
      leaseMs / 1000,
      delayMs / 1000,
    );
    return rows.map(toNotification);
  }

  /**
   * Settles, without mail, up to `limit` due notifications whose recipients have no verified
   * address — most people's — in one statement, so the mailer spends its claims on the few that
   * may be mailed. How many.
   */
  skipWithoutAddress(limit: number, delayMs: number): Promise<number> {
    return this.prisma.$executeRaw`
      UPDATE notifications SET mail_state = 'SKIPPED', mail_due_at = NULL
      WHERE id IN (
        SELECT n.id FROM notifications n
        WHERE n.mail_due_at <= now() - make_interval(secs => ${delayMs / 1000})
          AND NOT EXISTS (
            SELECT 1 FROM email_addresses e WHERE e.user_id = n.recipient_id AND e.verified_at IS NOT NULL)
        ORDER BY n.mail_due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
      )`;
  }

  /** The accounts, their addresses and their choices. */
  async recipients(userIds: readonly string[]): Promise<Map<string, RecipientRecord>> {
    const users = await this.prisma.user.findMany({
      where: { id: { in: [...new Set(userIds)] } },
      select: {
        id: true,
        handle: true,
        locale: true,
        emailAddress: { select: { address: true, verifiedAt: true } },
        mailPrefs: { select: { kind: true, delivery: true } },
      },
    });
    return new Map(
      users.map((user) => [
        user.id,
        {
          userId: user.id,
          handle: user.handle,
          locale: user.locale,
          address: user.emailAddress?.address ?? null,
          verified: Boolean(user.emailAddress?.verifiedAt),
          chosen: new Map(user.mailPrefs.map((pref) => [pref.kind, pref.delivery])),
        },
      ]),
    );
  }

  /**
   * Which of `ids` are still news: unread, and the match still as they tell it — a turn at a match
   * under way, a challenge or rematch offer at a table still open whose seat the recipient has not
   * taken up, a tournament's table under way at which the recipient has not moved yet (a move the
   * platform played when their clock ran out is not theirs). A player
   * who acted, answered or read in the meantime needs no mail.
   */
  async stillNews(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT n.id FROM notifications n LEFT JOIN matches m ON m.id = n.match_id
      WHERE n.id = ANY(${ids}::text[]) AND n.read_at IS NULL AND CASE n.kind
        WHEN 'YOUR_TURN' THEN m.status = 'ACTIVE'
        WHEN 'CHALLENGED' THEN m.status = 'OPEN' AND NOT EXISTS (
          SELECT 1 FROM seats s WHERE s.match_id = n.match_id AND s.user_id = n.recipient_id AND s.ready)
        WHEN 'INVITED' THEN m.status = 'OPEN' AND NOT EXISTS (
          SELECT 1 FROM seats s WHERE s.match_id = n.match_id AND s.user_id = n.recipient_id AND s.ready)
        WHEN 'TOURNAMENT_ROUND' THEN m.status = 'ACTIVE' AND NOT EXISTS (
          SELECT 1 FROM match_events e JOIN seats s ON s.match_id = e.match_id AND s.seat = e.seat
          WHERE e.match_id = n.match_id AND s.user_id = n.recipient_id AND NOT e.timed_out)
        ELSE true END`;
    return new Set(rows.map((row) => row.id));
  }

  /** Decided for good: mailed, or needing no mail. */
  async settle(ids: readonly string[], state: 'SENT' | 'SKIPPED'): Promise<void> {
    if (ids.length === 0) return;
    await this.prisma.notification.updateMany({
      where: { id: { in: [...ids] } },
      data: { mailState: state, mailDueAt: null },
    });
  }

  /** Left for the recipient's digest, which is scheduled for `digestAt` unless it is already. */
  async fold(ids: readonly string[], userId: string, digestAt: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.prisma.$transaction([
      this.prisma.notification.updateMany({
        where: { id: { in: [...ids] } },
        data: { mailState: 'DIGEST', mailDueAt: null },
      }),
      this.prisma.emailAddress.updateMany({
        where: { userId, digestDueAt: null },
        data: { digestDueAt: digestAt },
      }),
    ]);
  }

  /** Claimed but not sent (a failure, or the node stopping): due again at `at`. */
  async retry(ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.prisma.notification.updateMany({ where: { id: { in: [...ids] } }, data: { mailDueAt: at } });
  }

  /**
   * Counts an event mail for `userId` if fewer than `limit` went in the last hour; the row's id, or
   * null over the limit. Under the lock of the account's address row, so nodes mailing the same
   * person at once count one after the other.
   */
  reserveEvent(userId: string, limit: number): Promise<string | null> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM email_addresses WHERE user_id = ${userId} FOR UPDATE`;
      const [{ sent }] = await tx.$queryRaw<[{ sent: number }]>`
        SELECT count(*)::int AS sent FROM mail_sends
        WHERE user_id = ${userId} AND kind = 'EVENT' AND sent_at > now() - interval '1 hour'`;
      if (sent >= limit) return null;
      const row = await tx.mailSend.create({
        data: { userId, kind: 'EVENT', notifications: 1 },
        select: { id: true },
      });
      return row.id;
    });
  }

  /** A reserved mail that did not go no longer counts. */
  async unreserve(id: string): Promise<void> {
    await this.prisma.mailSend.deleteMany({ where: { id } });
  }

  async recordSend(userId: string, kind: 'DIGEST' | 'VERIFICATION', notifications: number): Promise<void> {
    await this.prisma.mailSend.create({ data: { userId, kind, notifications }, select: { id: true } });
  }

  /** Deletes up to `limit` send records older than `before` (only the last hour counts); how many. */
  pruneSends(before: Date, limit: number): Promise<number> {
    return this.prisma.$executeRaw`
      DELETE FROM mail_sends WHERE id IN (
        SELECT id FROM mail_sends WHERE sent_at < ${before} ORDER BY sent_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
      )`;
  }

  // ——— Digests ———

  /** Claims accounts whose digest is due, as notifications are claimed. */
  async claimDigests(limit: number, leaseMs: number): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ user_id: string }[]>`
      UPDATE email_addresses SET digest_due_at = now() + make_interval(secs => ${leaseMs / 1000})
      WHERE user_id IN (
        SELECT user_id FROM email_addresses WHERE digest_due_at <= now()
        ORDER BY digest_due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
      )
      RETURNING user_id`;
    return rows.map((row) => row.user_id);
  }

  /** The notifications waiting for `userId`'s digest, oldest first. */
  async digestItems(userId: string): Promise<NotificationRecord[]> {
    const rows = await this.prisma.$queryRawUnsafe<NotificationRow[]>(
      `SELECT ${NOTIFICATION_COLUMNS} FROM notifications
       WHERE recipient_id = $1 AND mail_state = 'DIGEST' ORDER BY created_at, id`,
      userId,
    );
    return rows.map(toNotification);
  }

  /**
   * The digest is done: the next is due at `nextAt` if notifications were folded in meanwhile,
   * else none is due.
   */
  async finishDigest(userId: string, nextAt: Date): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE email_addresses SET digest_due_at = CASE
        WHEN EXISTS (SELECT 1 FROM notifications WHERE recipient_id = ${userId} AND mail_state = 'DIGEST')
        THEN ${nextAt}::timestamptz ELSE NULL END
      WHERE user_id = ${userId}`;
  }

  async retryDigest(userId: string, at: Date): Promise<void> {
    await this.prisma.emailAddress.updateMany({ where: { userId }, data: { digestDueAt: at } });
  }

  // ——— Verification links ———

  async claimVerifications(limit: number, leaseMs: number): Promise<VerificationDue[]> {
    const rows = await this.prisma.$queryRaw<
      {
        user_id: string;
        address: string;
        nonce: string;
        expires_at: Date;
        handle: string;
        locale: string | null;
      }[]
    >`
      WITH claimed AS (
        UPDATE email_addresses SET verify_mail_due_at = now() + make_interval(secs => ${leaseMs / 1000})
        WHERE user_id IN (
          SELECT user_id FROM email_addresses WHERE verify_mail_due_at <= now()
          ORDER BY verify_mail_due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
        )
        RETURNING user_id, address, verify_nonce, verify_expires_at
      )
      SELECT c.user_id, c.address, c.verify_nonce AS nonce, c.verify_expires_at AS expires_at, u.handle, u.locale
      FROM claimed c JOIN users u ON u.id = c.user_id
      WHERE c.verify_nonce IS NOT NULL`;
    return rows.map((row) => ({
      userId: row.user_id,
      handle: row.handle,
      locale: row.locale,
      address: row.address,
      nonce: row.nonce,
      expiresAt: row.expires_at,
    }));
  }

  /**
   * The link with `nonce` went (or cannot go): nothing more to mail, unless a newer link was asked
   * for meanwhile, which keeps its own due time.
   */
  async verificationDone(userId: string, nonce: string): Promise<void> {
    await this.prisma.emailAddress.updateMany({
      where: { userId, verifyNonce: nonce },
      data: { verifyMailDueAt: null },
    });
  }

  async retryVerification(userId: string, nonce: string, at: Date): Promise<void> {
    await this.prisma.emailAddress.updateMany({
      where: { userId, verifyNonce: nonce },
      data: { verifyMailDueAt: at },
    });
  }

  /**
   * One more password-reset link to mail to the account's address, if it is still verified: due at
   * once, or after the one being mailed now (under a claim's lease).
   */
  async askRecoveryMail(userId: string): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE email_addresses
      SET recovery_mails_due = recovery_mails_due + 1,
          recovery_mail_due_at = COALESCE(recovery_mail_due_at, now())
      WHERE user_id = ${userId} AND verified_at IS NOT NULL`;
  }

  /**
   * Claims accounts with password-reset links due, each for one lease: the accounts, and the lease
   * (the due time the claim set), which `recoveryMailDone` and `retryRecoveryMail` match.
   */
  async claimRecoveryMails(limit: number, leaseMs: number): Promise<{ userId: string; lease: Date }[]> {
    const rows = await this.prisma.$queryRaw<{ user_id: string; lease: Date }[]>`
      UPDATE email_addresses SET recovery_mail_due_at = now() + make_interval(secs => ${leaseMs / 1000})
      WHERE user_id IN (
        SELECT user_id FROM email_addresses WHERE recovery_mail_due_at <= now()
        ORDER BY recovery_mail_due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
      )
      RETURNING user_id, recovery_mail_due_at AS lease`;
    return rows.map((row) => ({ userId: row.user_id, lease: row.lease }));
  }

  /** One link of this claim is mailed, or never will be: the next asked for, if any, is due now. */
  async recoveryMailDone(userId: string, lease: Date): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE email_addresses
      SET recovery_mails_due = GREATEST(recovery_mails_due - 1, 0),
          recovery_mail_due_at = CASE WHEN recovery_mails_due > 1 THEN now() END
      WHERE user_id = ${userId} AND recovery_mail_due_at = ${lease}`;
  }

  async retryRecoveryMail(userId: string, lease: Date, at: Date): Promise<void> {
    await this.prisma.emailAddress.updateMany({
      where: { userId, recoveryMailDueAt: lease },
      data: { recoveryMailDueAt: at },
    });
  }

  // ——— The signing key ———

  /**
   * The key kept in the database, made by whichever node asks first. A node that loses the race
   * to make it may not see the winner's row in the same statement, so it asks again.
   */
  async storedSecret(candidate: string): Promise<string> {
    for (;;) {
      const rows = await this.prisma.$queryRaw<{ secret: string }[]>`
        WITH made AS (
          INSERT INTO mail_secret (id, secret) VALUES (1, ${candidate}) ON CONFLICT (id) DO NOTHING RETURNING secret
        )
        SELECT secret FROM made UNION ALL SELECT secret FROM mail_secret WHERE id = 1`;
      if (rows[0]) return rows[0].secret;
    }
  }
}

function toRecoveryTarget(user: {
  id: string;
  handle: string;
  locale: string | null;
  passwordHash: string | null;
  emailAddress: { address: string; verifiedAt: Date | null } | null;
}): RecoveryTarget[] {
  const { passwordHash, emailAddress } = user;
  if (!passwordHash || !emailAddress?.verifiedAt) return [];
  return [
    {
      userId: user.id,
      handle: user.handle,
      locale: user.locale,
      address: emailAddress.address,
      passwordHash,
    },
  ];
}
