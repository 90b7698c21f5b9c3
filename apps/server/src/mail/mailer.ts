import type { Logger } from '../logger.js';
import { Periodic, sweepInBatches } from '../matches/periodic.js';
import type { NotificationRecord } from '../notifications/model.js';
import type { MailComposer, Recipient } from './compose.js';
import type { LinkSigner } from './links.js';
import { DEFAULT_DELIVERY } from './preferences.js';
import type { MailRepository, RecipientRecord } from './repository.js';
import type { MailSettings } from './settings.js';
import { MailFailure, type MailTransport } from './transport.js';

/** What one claim takes. */
const BATCH = 20;
/** After a failure (the SMTP server away), when to try again; and when to give a notification up. */
const RETRY_MS = 60_000;
const GIVE_UP_MS = 24 * 3600_000;
/** Send records are kept a day (only the last hour counts), pruned by every node now and then. */
const KEEP_SENDS_MS = 24 * 3600_000;
const PRUNE_EVERY = 100;

/**
 * The mail agent on every node. The notifications table is its outbox: every few seconds it claims
 * notifications whose mail is due (FOR UPDATE SKIP LOCKED with a lease, as clocks are claimed),
 * decides each — no verified address, mail off for its kind, or no longer news (read, answered,
 * the match moved on): no mail; DIGEST, or over the hourly limit: left for the digest; else mailed
 * — and marks it, so a node that dies loses nothing (its lease runs out and another node takes the
 * rows) and two nodes never take the same row. Digests, verification links and password-reset
 * links are claimed the same way, from the address rows.
 */
export class Mailer {
  private readonly runs: Periodic;
  private stopping = false;
  private ticks = 0;

  constructor(
    private readonly repository: MailRepository,
    private readonly transport: MailTransport,
    private readonly composer: MailComposer,
    private readonly signer: LinkSigner,
    private readonly settings: MailSettings,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.runs = new Periodic(() => this.tick(), logger, 'sending mail failed');
  }

  start(): void {
    this.runs.start(this.settings.intervalMs);
  }

  /** Stops after the mail being sent; what is claimed and unsent is given back at once. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.runs.stop();
    this.transport.close();
  }

  /** One round: verification and reset links, then notifications until none is due, then digests. */
  async tick(): Promise<void> {
    await this.sendVerifications();
    await this.sendRecoveryLinks();
    await sweepInBatches(
      (limit) => this.repository.skipWithoutAddress(limit, this.settings.delayMs),
      1000,
      10,
    );
    while (!this.stopping && (await this.sendEvents()) === BATCH);
    await this.sendDigests();
    if (this.ticks++ % PRUNE_EVERY === 0)
      await sweepInBatches(
        (limit) => this.repository.pruneSends(new Date(this.now() - KEEP_SENDS_MS), limit),
        1000,
        10,
      );
  }

  /** One claim of notifications, each decided and mailed or not; how many were claimed. */
  async sendEvents(): Promise<number> {
    const claimed = await this.repository.claimNotifications(
      BATCH,
      this.settings.leaseMs,
      this.settings.delayMs,
    );
    if (claimed.length === 0) return 0;
    const started = this.now();
    const recipients = await this.repository.recipients(
      claimed.map((notification) => notification.recipientId),
    );
    const news = await this.repository.stillNews(claimed.map((notification) => notification.id));
    const skipped: string[] = [];
    for (const [index, notification] of claimed.entries()) {
      // A batch that has used half its lease gives the rest back, so no claim outlives its lease.
      if (this.stopping || this.now() - started > this.settings.leaseMs / 2) {
        await this.repository.retry(
          claimed.slice(index).map((rest) => rest.id),
          new Date(this.now() - this.settings.delayMs),
        );
        break;
      }
      const recipient = recipients.get(notification.recipientId);
      const delivery = recipient ? deliveryOf(recipient, notification) : 'OFF';
      if (!recipient?.verified || delivery === 'OFF' || !news.has(notification.id)) {
        skipped.push(notification.id);
        continue;
      }
      if (delivery === 'DIGEST') {
        await this.repository.fold([notification.id], recipient.userId, this.nextDigest());
        continue;
      }
      const reserved = await this.repository.reserveEvent(recipient.userId, this.settings.perAccountPerHour);
      if (reserved === null) {
        await this.repository.fold([notification.id], recipient.userId, this.nextDigest());
        continue;
      }
      try {
        await this.transport.send(this.composer.event(addressed(recipient), notification));
        await this.repository.settle([notification.id], 'SENT');
      } catch (error) {
        await this.repository.unreserve(reserved);
        await this.failed(error, notification, skipped);
      }
    }
    await this.repository.settle(skipped, 'SKIPPED');
    return claimed.length;
  }

  /** Each digest due: everything folded for the account that is still news, in one mail. */
  async sendDigests(): Promise<void> {
    for (const userId of await this.repository.claimDigests(BATCH, this.settings.leaseMs)) {
      if (this.stopping) {
        await this.repository.retryDigest(userId, new Date(this.now()));
        continue;
      }
      const waiting = await this.repository.digestItems(userId);
      const recipient = (await this.repository.recipients([userId])).get(userId);
      const news = await this.repository.stillNews(waiting.map((notification) => notification.id));
      const mailed = recipient?.verified
        ? waiting.filter(
            (notification) => news.has(notification.id) && deliveryOf(recipient, notification) !== 'OFF',
          )
        : [];
      let sent = mailed;
      try {
        if (recipient && mailed.length > 0) {
          await this.transport.send(this.composer.digest(addressed(recipient), mailed));
          await this.repository.recordSend(userId, 'DIGEST', mailed.length);
        }
      } catch (error) {
        const permanent = error instanceof MailFailure && error.permanent;
        this.logger.warn({ err: error, userId, permanent }, 'a digest could not be mailed');
        if (!permanent) {
          await this.repository.retryDigest(userId, new Date(this.now() + RETRY_MS));
          continue;
        }
        sent = [];
      }
      await this.repository.settle(
        sent.map((notification) => notification.id),
        'SENT',
      );
      await this.repository.settle(
        waiting.filter((notification) => !sent.includes(notification)).map((notification) => notification.id),
        'SKIPPED',
      );
      await this.repository.finishDigest(userId, this.nextDigest());
    }
  }

  /** Each verification link due, to the address it verifies (the only mail an unverified address gets). */
  async sendVerifications(): Promise<void> {
    for (const due of await this.repository.claimVerifications(BATCH, this.settings.leaseMs)) {
      if (this.stopping) {
        await this.repository.retryVerification(due.userId, due.nonce, new Date(this.now()));
        continue;
      }
      if (due.expiresAt.getTime() <= this.now()) {
        await this.repository.verificationDone(due.userId, due.nonce);
        continue;
      }
      const token = this.signer.verificationToken(due.userId, due.nonce, due.expiresAt, due.address);
      const hours = Math.round(this.settings.verificationTtlMs / 3600_000);
      try {
        await this.transport.send(this.composer.verification(due, token, hours));
        await this.repository.recordSend(due.userId, 'VERIFICATION', 0);
      } catch (error) {
        const permanent = error instanceof MailFailure && error.permanent;
        this.logger.warn(
          { err: error, userId: due.userId, permanent },
          'a verification link could not be mailed',
        );
        if (!permanent) {
          await this.repository.retryVerification(due.userId, due.nonce, new Date(this.now() + RETRY_MS));
          continue;
        }
      }
      await this.repository.verificationDone(due.userId, due.nonce);
    }
  }

  /**
   * Each password-reset link asked for (see PasswordRecovery), to the account's verified address:
   * signed when it goes, over the password and address as they are then, and valid from then.
   */
  async sendRecoveryLinks(): Promise<void> {
    for (const { userId, lease } of await this.repository.claimRecoveryMails(BATCH, this.settings.leaseMs)) {
      if (this.stopping) {
        await this.repository.retryRecoveryMail(userId, lease, new Date(this.now()));
        continue;
      }
      const target = await this.repository.recoveryTarget(userId);
      if (target) {
        const expiresAt = new Date(this.now() + this.settings.recoveryTtlMs);
        const token = this.signer.recoveryToken(userId, expiresAt, target.passwordHash, target.address);
        const minutes = Math.round(this.settings.recoveryTtlMs / 60_000);
        try {
          await this.transport.send(this.composer.recovery(target, token, minutes));
        } catch (error) {
          const permanent = error instanceof MailFailure && error.permanent;
          this.logger.warn({ err: error, userId, permanent }, 'a password-reset link could not be mailed');
          if (!permanent) {
            await this.repository.retryRecoveryMail(userId, lease, new Date(this.now() + RETRY_MS));
            continue;
          }
        }
      }
      await this.repository.recoveryMailDone(userId, lease);
    }
  }

  /** A mail that did not go: tried again later, unless the server refused it for good or it is old. */
  private async failed(error: unknown, notification: NotificationRecord, skipped: string[]): Promise<void> {
    const permanent = error instanceof MailFailure && error.permanent;
    const old = this.now() - notification.createdAt.getTime() > GIVE_UP_MS;
    this.logger.warn(
      { err: error, notificationId: notification.id, permanent, givenUp: permanent || old },
      'a notification could not be mailed',
    );
    if (permanent || old) skipped.push(notification.id);
    else await this.repository.retry([notification.id], new Date(this.now() + RETRY_MS));
  }

  /** The next digest hour (UTC) after now. */
  private nextDigest(): Date {
    const now = new Date(this.now());
    const next = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), this.settings.digestHourUtc),
    );
    if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
    return next;
  }
}

function deliveryOf(recipient: RecipientRecord, notification: NotificationRecord) {
  return recipient.chosen.get(notification.kind) ?? DEFAULT_DELIVERY[notification.kind];
}

function addressed(recipient: RecipientRecord): Recipient {
  return { ...recipient, address: recipient.address ?? '' };
}
