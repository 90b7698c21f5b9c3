import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@brethren/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, errorCode, gql, signUp, startTestServer, type TestServer } from '../testing/harness.js';
import { CREATE_MATCH, JOIN_MATCH, MATCH, START_MATCH, SUBMIT } from '../testing/operations.js';
import { DECLINE_CHALLENGE, PLAYER, challenge } from '../testing/people-operations.js';
import { SmtpListener, type ReceivedMail } from '../testing/smtp-listener.js';
import { LinkSigner } from './links.js';
import { MailRepository } from './repository.js';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
/** Addresses are unique to each run: the verification limits count per address in a shared Redis. */
const RUN = randomBytes(3).toString('hex');
const SECRET = 'the mail secret of the mail integration test';
const WEB = 'http://brethren.test';
/** How long a notification waits before it is mailed (read by then, it needs none). */
const DELAY_MS = 1000;

const SETTINGS = `mailSettings { address verified verificationRequestedAt verificationExpiresAt preferences { kind delivery } }`;
const SET_EMAIL = `mutation ($address: String!) { setEmail(address: $address) { address verified verificationExpiresAt } }`;
const VERIFY = 'mutation ($token: String!) { verifyEmail(token: $token) { handle } }';
const UNSUBSCRIBE = 'mutation ($token: String!) { unsubscribeMail(token: $token) { handle kinds } }';
const UNSUBSCRIBE_LINK = 'query ($token: String!) { mailUnsubscribeLink(token: $token) { handle kinds } }';
const SET_PREFERENCES = `mutation ($preferences: [MailPreferenceInput!]!) {
  setMailPreferences(preferences: $preferences) { preferences { kind delivery } } }`;
const MARK_ALL_READ = 'mutation { markNotificationsRead(all: true) { marked } }';

interface Account {
  readonly handle: string;
  readonly token: string;
  readonly id: string;
  readonly address: string;
}

interface Settings {
  address: string | null;
  verified: boolean;
  verificationRequestedAt: string | null;
  verificationExpiresAt: string | null;
  preferences: { kind: string; delivery: string }[];
}

const addressOf = (handle: string) => `${handle}-${RUN}@example.org`;

/** The token of the first link in a mail's text whose address starts with `prefix`. */
function linkToken(mail: ReceivedMail, prefix: string): string {
  const escaped = prefix.replace(/[.?/]/g, '\\$&');
  const match = new RegExp(`${escaped}\\?token=([A-Za-z0-9._-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${prefix} link in ${mail.text}`);
  return match[1]!;
}

/** The URL in a List-Unsubscribe header (`<url>`). */
const headerUrl = (mail: ReceivedMail) => /^<(.+)>$/.exec(mail.header('list-unsubscribe') ?? '')?.[1] ?? '';

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('mail on two server nodes (one PostgreSQL, one Redis, a real SMTP listener)', () => {
  let smtp: SmtpListener;
  let nodeA: TestServer;
  let nodeB: TestServer;
  let repository: MailRepository;

  beforeAll(async () => {
    smtp = await SmtpListener.start();
    const database = await createMigratedTestDatabase('mail');
    const mail = {
      smtpUrl: smtp.url,
      secret: SECRET,
      webUrl: WEB,
      intervalMs: 100,
      delayMs: DELAY_MS,
      perAccountPerHour: 3,
      // Far longer than a send takes here, even on a busy machine: no live claim runs out mid-send.
      leaseMs: 30_000,
    };
    // A turn-based pace of a minute a decision: nobody times out while the test plays.
    const turnBased = { testPaceMs: 60_000 };
    // Guests are made per client address, counted in the shared Redis: unlimited here.
    const rateLimits = { authPerMinute: 10_000, actionsPerSecond: 10_000, guestsPerHour: 1e6 };
    nodeA = await startTestServer({ database, redisUrl: REDIS_URL, mail, turnBased, rateLimits });
    nodeB = await startTestServer({ database, redisUrl: REDIS_URL, mail, turnBased, rateLimits });
    repository = new MailRepository(nodeA.platform.prisma);
  });
  afterAll(async () => {
    await nodeB.close({ keepDatabase: true });
    await nodeA.close();
    await smtp.close();
  });

  const settingsOf = async (who: Account, url = nodeA.url): Promise<Settings> =>
    (await data<{ mailSettings: Settings }>(url, `query { ${SETTINGS} }`, {}, who.token)).mailSettings;

  const account = async (handle: string, locale?: string): Promise<Account> => {
    const made = { handle, address: addressOf(handle), ...(await signUp(nodeA.url, handle)) };
    if (locale)
      await data(
        nodeB.url,
        'mutation ($l: String) { setLocale(locale: $l) { locale } }',
        { l: locale },
        made.token,
      );
    return made;
  };

  /** The verification mail that went to `address` after `before` mails had gone there. */
  const verificationMail = async (address: string, before: number): Promise<ReceivedMail> => {
    await smtp.until(
      (mails) => mails.filter((mail) => mail.to.includes(address)).length > before,
      10_000,
      `a link to ${address}`,
    );
    return smtp.to(address)[before]!;
  };

  /** An account with a verified address, as a person makes one: set it, open the mail, follow the link. */
  const verified = async (handle: string, locale?: string): Promise<Account> => {
    const who = await account(handle, locale);
    await data(nodeA.url, SET_EMAIL, { address: who.address }, who.token);
    const mail = await verificationMail(who.address, 0);
    await data(nodeB.url, VERIFY, { token: linkToken(mail, `${WEB}/mail/verify`) });
    return who;
  };

  const notificationOf = (recipientId: string, kind: string, matchId?: string) =>
    nodeA.platform.prisma.notification.findFirst({
      where: { recipientId, kind: kind as never, ...(matchId ? { matchId } : {}) },
      orderBy: { createdAt: 'desc' },
    });

  /** Waits until the mailer has decided `id` (mailed, skipped or left for the digest); its state. */
  const decided = async (id: string): Promise<string> => {
    let state = 'PENDING';
    await until(async () => {
      const row = await nodeA.platform.prisma.notification.findUnique({
        where: { id },
        select: { mailState: true },
      });
      state = row!.mailState;
      return state !== 'PENDING';
    }, `notification ${id} to be decided`);
    return state;
  };

  it('an address is private, and verified through a signed, single-use link before anything else is mailed to it', async () => {
    const ann = await account('ml-ann');
    const bob = await account('ml-bob');

    // Not an address: a typed error, nothing stored.
    const refused = await gql(nodeA.url, SET_EMAIL, { address: 'ann at example' }, ann.token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'address',
      reason: 'NOT_AN_ADDRESS',
    });
    expect((await settingsOf(ann)).address).toBeNull();

    const set = (await data(nodeA.url, SET_EMAIL, { address: ` ${ann.address} ` }, ann.token)).setEmail;
    expect(set).toMatchObject({ address: ann.address, verified: false });
    const expiresIn = Date.parse(set.verificationExpiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(47.9 * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(48 * 3600_000);

    // The verification link arrives: plain text and HTML, no unsubscribe (it is sent once, when asked).
    const mail = await verificationMail(ann.address, 0);
    expect(mail.subject).toBe('Confirm your email address for Brethren');
    const token = linkToken(mail, `${WEB}/mail/verify`);
    expect(mail.html).toContain(`href="${WEB}/mail/verify?token=${token}"`);
    expect(mail.header('list-unsubscribe')).toBeUndefined();

    // Unverified, the address gets nothing else: bob's challenge is decided without a mail.
    const challenged = await challenge(nodeB.url, bob.token, ann.handle);
    const notice = await notificationOf(ann.id, 'CHALLENGED', challenged.match.id);
    expect(await decided(notice!.id)).toBe('SKIPPED');
    expect(smtp.to(ann.address)).toHaveLength(1);

    // Nobody else reads the address: not bob through ann's profile, not an anonymous client, not
    // ann's own API token.
    const profile = await gql(nodeB.url, PLAYER, { handle: ann.handle }, bob.token);
    expect(JSON.stringify(profile)).not.toContain(ann.address);
    expect(await errorCode(nodeA.url, `query { ${SETTINGS} }`)).toBe('UNAUTHENTICATED');
    const apiToken = (
      await data(nodeA.url, 'mutation { createApiToken(name: "bot") { token } }', {}, ann.token)
    ).createApiToken.token;
    const byToken = await gql(nodeA.url, `query { ${SETTINGS} }`, {}, apiToken);
    expect(byToken.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'API_TOKEN' });
    expect(await errorCode(nodeA.url, SET_EMAIL, { address: addressOf('ml-other') }, apiToken)).toBe(
      'FORBIDDEN',
    );

    // A forged link and an expired one are typed errors and verify nothing.
    const parts = token.split('.');
    const forged = [
      parts[0],
      parts[1],
      `${parts[2]!.slice(0, -1)}${parts[2]!.endsWith('A') ? 'B' : 'A'}`,
      ...parts.slice(3),
    ].join('.');
    const forgedAnswer = await gql(nodeA.url, VERIFY, { token: forged });
    expect(forgedAnswer.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_LINK', reason: 'INVALID' });
    const row = await nodeA.platform.prisma.emailAddress.findUnique({ where: { userId: ann.id } });
    const expired = new LinkSigner(SECRET).verificationToken(
      ann.id,
      row!.verifyNonce!,
      new Date(Date.now() - 1000),
      ann.address,
    );
    const expiredAnswer = await gql(nodeB.url, VERIFY, { token: expired });
    expect(expiredAnswer.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_LINK', reason: 'EXPIRED' });
    expect((await settingsOf(ann)).verified).toBe(false);

    // The real link, followed without signing in, verifies it; once.
    expect((await data(nodeB.url, VERIFY, { token })).verifyEmail).toEqual({ handle: 'ml-ann' });
    expect(await settingsOf(ann, nodeB.url)).toMatchObject({
      address: ann.address,
      verified: true,
      verificationRequestedAt: null,
      verificationExpiresAt: null,
    });
    const again = await gql(nodeA.url, VERIFY, { token });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_LINK', reason: 'INVALID' });

    // The same address again changes nothing and mails nothing; a new one is unverified until its
    // own link is followed, and gets nothing meanwhile.
    await data(nodeA.url, SET_EMAIL, { address: ann.address }, ann.token);
    expect((await settingsOf(ann)).verified).toBe(true);
    const other = addressOf('ml-ann-new');
    expect((await data(nodeA.url, SET_EMAIL, { address: other }, ann.token)).setEmail).toMatchObject({
      address: other,
      verified: false,
    });
    await verificationMail(other, 0);
    const second = await challenge(nodeA.url, (await account('ml-bob2')).token, ann.handle);
    const secondNotice = await notificationOf(ann.id, 'CHALLENGED', second.match.id);
    expect(await decided(secondNotice!.id)).toBe('SKIPPED');
    expect(smtp.to(other)).toHaveLength(1);
    expect(smtp.to(ann.address)).toHaveLength(1);

    // Removed: nothing is kept; a new link needs an address first.
    await data(nodeB.url, 'mutation { removeEmail { address } }', {}, ann.token);
    expect(await settingsOf(ann)).toMatchObject({ address: null, verified: false });
    expect(
      await errorCode(nodeA.url, 'mutation { resendEmailVerification { address } }', {}, ann.token),
    ).toBe('NOT_FOUND');
  });

  it('a turn-based Cartagena: the waiting player is mailed their turn, in their language, with a link that opens the table; a player who acts at once is not', async () => {
    const dan = await verified('ml-dan');
    const eve = await verified('ml-eve', 'it');
    const people = [dan, eve];
    const created = await data(
      nodeA.url,
      CREATE_MATCH,
      { input: { game: 'cartagena', seats: [{}, {}], clock: 'DAYS_1' } },
      dan.token,
    );
    const matchId: string = created.createMatch.id;
    await data(nodeB.url, JOIN_MATCH, { matchId }, eve.token);
    await data(nodeA.url, START_MATCH, { matchId }, dan.token);

    const due = async () =>
      people[(await data(nodeA.url, MATCH, { id: matchId }, dan.token)).match.activeSeats[0] as number]!;
    /** Plays for whoever is due until the turn passes to the other player; who is due then. */
    const passTurn = async (): Promise<Account> => {
      const mover = await due();
      for (let guard = 0; guard < 10; guard++) {
        const mine = (await data(nodeB.url, MATCH, { id: matchId }, mover.token)).match;
        const actions = mine.legalActions as { type: string }[];
        const action = actions.find((candidate) => candidate.type === 'endTurn') ?? actions[0];
        await data(nodeA.url, SUBMIT, { matchId, expectedSeq: mine.seq, action }, mover.token);
        const next = await due();
        if (next !== mover) return next;
      }
      throw new Error('the turn did not pass');
    };

    // Whoever waits after the first handover is mailed, once the delay has passed.
    if ((await due()) === eve) await passTurn();
    expect(await passTurn()).toBe(eve);
    await smtp.until(
      (mails) => mails.some((mail) => mail.to.includes(eve.address) && mail.subject.startsWith('Tocca')),
      10_000,
      "eve's turn",
    );
    const turnMail = smtp.to(eve.address).find((mail) => mail.subject.startsWith('Tocca'))!;
    expect(turnMail.subject).toBe('Tocca a te a Cartagena contro ml-dan');
    expect(turnMail.text).toContain('Ciao ml-eve,');
    expect(turnMail.text).toContain('Tocca a te nella partita di Cartagena contro ml-dan.');
    // The link opens the table: the web app's page for the match, which eve may read.
    const table = `${WEB}/matches/${matchId}`;
    expect(turnMail.text).toContain(`Apri il tavolo: ${table}`);
    expect(turnMail.html).toContain(`href="${table}"`);
    expect(turnMail.html).toContain('<html lang="it">');
    const page = fileURLToPath(new URL('../../../web/src/app/matches/[id]/page.tsx', import.meta.url));
    expect(existsSync(page)).toBe(true);
    expect((await data(nodeB.url, MATCH, { id: matchId }, eve.token)).match.id).toBe(matchId);
    // One-click unsubscribe for mail clients, on the API; a link to the confirming page in the footer.
    const oneClick = headerUrl(turnMail);
    expect(
      [nodeA.platform.services.links.base, nodeB.platform.services.links.base].some((base) =>
        oneClick.startsWith(`${base}/mail/unsubscribe?token=`),
      ),
    ).toBe(true);
    expect(turnMail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(turnMail.header('auto-submitted')).toBe('auto-generated');
    expect(linkToken(turnMail, `${WEB}/mail/unsubscribe`)).toBe(new URL(oneClick).searchParams.get('token'));
    // Dan was told nothing of his own moves.
    expect(smtp.to(dan.address).filter((mail) => mail.subject.startsWith('Your turn'))).toEqual([]);

    // Eve plays at once, and dan too, each within the delay: their turns were read before any mail.
    const eveMails = smtp.to(eve.address).length;
    expect(await passTurn()).toBe(dan);
    const dansTurn = await notificationOf(dan.id, 'YOUR_TURN', matchId);
    expect(await passTurn()).toBe(eve);
    expect(await decided(dansTurn!.id)).toBe('SKIPPED');
    expect(smtp.to(dan.address).filter((mail) => mail.subject.startsWith('Your turn'))).toEqual([]);
    // Eve, left waiting this time, is mailed again.
    await smtp.until(
      (mails) => mails.filter((mail) => mail.to.includes(eve.address)).length > eveMails,
      10_000,
      "eve's second turn",
    );

    // Her mail's unsubscribe link: the page shows what it stops; a forged one is refused and changes
    // nothing; a browser opening the header's address is sent to the page; following it turns
    // YOUR_TURN off, without signing in.
    const token = linkToken(turnMail, `${WEB}/mail/unsubscribe`);
    expect((await data(nodeA.url, UNSUBSCRIBE_LINK, { token })).mailUnsubscribeLink).toEqual({
      handle: 'ml-eve',
      kinds: ['YOUR_TURN'],
    });
    const forged = token.replace(eve.id, dan.id);
    const forgedAnswer = await gql(nodeA.url, UNSUBSCRIBE, { token: forged });
    expect(forgedAnswer.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_LINK', reason: 'INVALID' });
    const refusedPost = await fetch(oneClick.replace(eve.id, dan.id), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(refusedPost.status).toBe(400);
    const opened = await fetch(oneClick, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`${WEB}/mail/unsubscribe?token=${encodeURIComponent(token)}`);
    const deliveries = async (who: Account) =>
      Object.fromEntries(
        (await settingsOf(who)).preferences.map((preference) => [preference.kind, preference.delivery]),
      );
    expect((await deliveries(eve))['YOUR_TURN']).toBe('EVERY');
    expect((await deliveries(dan))['YOUR_TURN']).toBe('EVERY');
    expect((await data(nodeB.url, UNSUBSCRIBE, { token })).unsubscribeMail).toEqual({
      handle: 'ml-eve',
      kinds: ['YOUR_TURN'],
    });
    expect(await deliveries(eve)).toEqual({
      YOUR_TURN: 'OFF',
      CHALLENGED: 'EVERY',
      INVITED: 'EVERY',
      MATCH_FINISHED: 'DIGEST',
      TOURNAMENT_ROUND: 'EVERY',
    });

    // Off: her next turn is not mailed.
    expect(await passTurn()).toBe(dan);
    expect(await passTurn()).toBe(eve);
    const offTurn = await notificationOf(eve.id, 'YOUR_TURN', matchId);
    expect(offTurn!.readAt).toBeNull();
    expect(await decided(offTurn!.id)).toBe('SKIPPED');

    // A mail client's one-click POST (RFC 8058) turns dan's off too.
    const dansLink = new LinkSigner(SECRET).unsubscribeToken(dan.id, 'YOUR_TURN');
    const posted = await fetch(`${nodeB.platform.services.links.base}/mail/unsubscribe?token=${dansLink}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect((await deliveries(dan))['YOUR_TURN']).toBe('OFF');

    // The end, and the daily digest: results wait for it (by default). Dan resigns, so eve wins;
    // dan reads his result before the digest goes, so he gets none.
    await data(
      nodeA.url,
      'mutation ($id: ID!) { resignMatch(matchId: $id) { id } }',
      { id: matchId },
      dan.token,
    );
    const results = await Promise.all(people.map((who) => notificationOf(who.id, 'MATCH_FINISHED', matchId)));
    expect(await Promise.all(results.map((result) => decided(result!.id)))).toEqual(['DIGEST', 'DIGEST']);
    const dueAt = await nodeA.platform.prisma.emailAddress.findUnique({ where: { userId: eve.id } });
    expect(dueAt!.digestDueAt!.getUTCHours()).toBe(7);
    expect(dueAt!.digestDueAt!.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    await data(nodeB.url, MARK_ALL_READ, {}, dan.token);
    const dansMails = smtp.to(dan.address).length;

    // The digest hour comes.
    await nodeA.platform.prisma.emailAddress.updateMany({
      where: { userId: { in: [dan.id, eve.id] } },
      data: { digestDueAt: new Date() },
    });
    await smtp.until(
      (mails) =>
        mails.some((mail) => mail.to.includes(eve.address) && mail.subject.startsWith('Il tuo riepilogo')),
      10_000,
      "eve's digest",
    );
    const digest = smtp.to(eve.address).find((mail) => mail.subject.startsWith('Il tuo riepilogo'))!;
    expect(digest.subject).toBe('Il tuo riepilogo Brethren: 1 notifica');
    expect(digest.text).toContain(
      'La partita di Cartagena contro ml-dan è finita: hai chiuso al 1º posto su 2.',
    );
    expect(digest.text).toContain(`Vedi il risultato: ${table}`);
    // The digest stops what it holds, or everything; its header stops everything.
    const stopAll = new URL(headerUrl(digest)).searchParams.get('token')!;
    expect(
      (await data(nodeA.url, UNSUBSCRIBE_LINK, { token: stopAll })).mailUnsubscribeLink.kinds,
    ).toHaveLength(5);
    expect(digest.text).toContain('Non ricevere più email per «Risultati»');
    await until(async () => {
      const rows = await nodeA.platform.prisma.notification.findMany({
        where: { id: { in: results.map((result) => result!.id) } },
      });
      return rows.every((row) => row.mailState !== 'DIGEST');
    }, 'the digest to be settled');
    expect(
      (await nodeA.platform.prisma.notification.findUnique({ where: { id: results[0]!.id } }))!.mailState,
    ).toBe('SKIPPED');
    expect(
      (await nodeA.platform.prisma.notification.findUnique({ where: { id: results[1]!.id } }))!.mailState,
    ).toBe('SENT');
    expect(smtp.to(dan.address)).toHaveLength(dansMails);
    await until(
      async () =>
        (
          await nodeA.platform.prisma.emailAddress.findMany({
            where: { userId: { in: [dan.id, eve.id] }, digestDueAt: { not: null } },
          })
        ).length === 0,
      'no digest left due',
    );
  });

  it('past the hourly limit, mail waits for the digest; a challenge answered before its mail goes needs none', async () => {
    const fay = await verified('ml-fay', 'fr');
    const challengers = await Promise.all(
      ['ml-c1', 'ml-c2', 'ml-c3', 'ml-c4'].map((handle) => account(handle)),
    );
    for (const challenger of challengers) await challenge(nodeA.url, challenger.token, fay.handle);
    const notices = await nodeA.platform.prisma.notification.findMany({
      where: { recipientId: fay.id, kind: 'CHALLENGED' },
    });
    expect((await Promise.all(notices.map((notice) => decided(notice.id)))).sort()).toEqual([
      'DIGEST',
      'SENT',
      'SENT',
      'SENT',
    ]);
    const challengeMails = smtp.to(fay.address).filter((mail) => mail.subject.includes('vous défie'));
    expect(challengeMails).toHaveLength(3);
    expect(challengeMails[0]!.subject).toMatch(/^ml-c\d vous défie à Cartagena$/);

    // The fourth comes in the digest.
    await nodeA.platform.prisma.emailAddress.update({
      where: { userId: fay.id },
      data: { digestDueAt: new Date() },
    });
    await smtp.until(
      (mails) =>
        mails.some((mail) => mail.to.includes(fay.address) && mail.subject.startsWith('Votre résumé')),
      10_000,
      "fay's digest",
    );
    const digest = smtp.to(fay.address).find((mail) => mail.subject.startsWith('Votre résumé'))!;
    expect(digest.subject).toBe('Votre résumé Brethren : 1 notification');
    const folded = challengers.find(
      (challenger) => !challengeMails.some((mail) => mail.subject.startsWith(challenger.handle)),
    )!;
    expect(digest.text).toContain(`${folded.handle} vous défie pour une partie de Cartagena.`);

    // Declined at once: the challenge is no longer news when its mail would go.
    const gus = await verified('ml-gus');
    const made = await challenge(nodeB.url, challengers[0]!.token, gus.handle);
    await data(nodeA.url, DECLINE_CHALLENGE, { matchId: made.match.id }, gus.token);
    const declined = await notificationOf(gus.id, 'CHALLENGED', made.match.id);
    expect(declined!.readAt).toBeNull();
    expect(await decided(declined!.id)).toBe('SKIPPED');
    expect(smtp.to(gus.address)).toHaveLength(1);
  });

  it('two nodes send each mail once, and what a node claimed before it died is sent by another', async () => {
    const recipients = await Promise.all(Array.from({ length: 4 }, (_, i) => verified(`ml-r${i}`)));
    const challengers = await Promise.all(Array.from({ length: 3 }, (_, i) => account(`ml-s${i}`)));
    const before = smtp.mails.length;
    // Twelve challenges at once, half through each node: each challenger challenges every recipient.
    await Promise.all(
      recipients.flatMap((recipient, r) =>
        challengers.map((challenger, c) =>
          challenge([nodeA, nodeB][(r + c) % 2]!.url, challenger.token, recipient.handle),
        ),
      ),
    );
    await smtp.until((mails) => mails.length >= before + 12, 15_000, '12 challenge mails');
    // A moment more, for any mail sent twice to arrive.
    await new Promise((resolve) => setTimeout(resolve, 2 * DELAY_MS));
    const arrived = smtp.mails.slice(before).map((mail) => `${mail.to.join()} ${mail.subject}`);
    expect(arrived).toHaveLength(12);
    expect(new Set(arrived).size).toBe(12);

    // A node claims a notification and dies before mailing it: once its lease runs out, a live node
    // mails it, once.
    const late = await account('ml-s-late');
    // A recipient who has had no mail this hour (the others had the three the limit allows).
    const lone = await verified('ml-lone');
    const made = await challenge(nodeA.url, late.token, lone.handle);
    const notice = await notificationOf(lone.id, 'CHALLENGED', made.match.id);
    // The claim a dead node made: no delay, the test's short lease.
    await until(
      async () =>
        (await repository.claimNotifications(5, 1500, 0)).some((claimed) => claimed.id === notice!.id),
      'the claim',
    );
    const claimedAt = Date.now();
    const subject = `${late.handle} challenges you to Cartagena`;
    await smtp.until(
      (mails) => mails.some((mail) => mail.subject === subject),
      10_000,
      'the mail of the dead node',
    );
    expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(1000);
    await new Promise((resolve) => setTimeout(resolve, 2 * DELAY_MS));
    expect(smtp.mails.filter((mail) => mail.subject === subject)).toHaveLength(1);
  });

  it('refuses bad input with typed errors that change nothing', async () => {
    const hal = await verified('ml-hal');
    // Preferences: each kind once, at least one.
    for (const preferences of [
      [],
      [
        { kind: 'YOUR_TURN', delivery: 'OFF' },
        { kind: 'YOUR_TURN', delivery: 'DIGEST' },
      ],
    ]) {
      const answer = await gql(nodeA.url, SET_PREFERENCES, { preferences }, hal.token);
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'DUPLICATE_KIND',
      });
    }
    expect(
      await errorCode(
        nodeA.url,
        SET_PREFERENCES,
        { preferences: [{ kind: 'YOUR_TURN', delivery: 'SOMETIMES' }] },
        hal.token,
      ),
    ).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    expect(
      (await settingsOf(hal)).preferences.find((preference) => preference.kind === 'YOUR_TURN')!.delivery,
    ).toBe('EVERY');
    const changed = await data(
      nodeB.url,
      SET_PREFERENCES,
      { preferences: [{ kind: 'CHALLENGED', delivery: 'DIGEST' }] },
      hal.token,
    );
    expect(changed.setMailPreferences.preferences).toContainEqual({ kind: 'CHALLENGED', delivery: 'DIGEST' });
    expect(changed.setMailPreferences.preferences).toContainEqual({ kind: 'YOUR_TURN', delivery: 'EVERY' });

    // A verified address is not verified again; nobody signed out may set one; guests may not.
    const again = await gql(nodeA.url, 'mutation { resendEmailVerification { address } }', {}, hal.token);
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'ALREADY_VERIFIED',
    });
    expect(await errorCode(nodeA.url, SET_EMAIL, { address: addressOf('ml-nobody') })).toBe(
      'UNAUTHENTICATED',
    );
    const guest = (await data(nodeA.url, 'mutation { startGuest { token } }')).startGuest.token;
    const guestAnswer = await gql(nodeA.url, SET_EMAIL, { address: addressOf('ml-guest') }, guest);
    expect(guestAnswer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'GUEST' });
    expect(await errorCode(nodeA.url, UNSUBSCRIBE, { token: 'u.nobody.ALL.nothing' })).toBe('INVALID_LINK');
    expect(await errorCode(nodeA.url, VERIFY, { token: 'not a token' })).toBe('INVALID_LINK');

    // Verification mails are limited: five an hour to one address (or from one account).
    const ivy = await account('ml-ivy');
    for (let i = 0; i < 5; i++)
      await data(nodeA.url, SET_EMAIL, { address: addressOf(`ml-ivy${i}`) }, ivy.token);
    const limited = await gql(nodeB.url, SET_EMAIL, { address: addressOf('ml-ivy5') }, ivy.token);
    expect(limited.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', scope: 'MAIL' });
    expect((await settingsOf(ivy)).address).toBe(addressOf('ml-ivy4'));
  });
});
