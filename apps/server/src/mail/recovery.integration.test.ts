import { randomBytes } from 'node:crypto';
import { createMigratedTestDatabase } from '@brethren/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, errorCode, gql, signUp, startTestServer, type TestServer } from '../testing/harness.js';
import { SmtpListener, type ReceivedMail } from '../testing/smtp-listener.js';
import { LinkSigner } from './links.js';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
/** Handles and addresses are unique to each run: the limits count per name in a shared Redis. */
const RUN = randomBytes(3).toString('hex');
const SECRET = 'the mail secret of the recovery test';
const WEB = 'http://brethren.test';
const OLD_PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'mizzen topsail lantern';

const SET_EMAIL = 'mutation ($address: String!) { setEmail(address: $address) { address } }';
const VERIFY = 'mutation ($token: String!) { verifyEmail(token: $token) { handle } }';
const REQUEST = 'mutation ($login: String!) { requestPasswordReset(login: $login) }';
const RESET = `mutation ($token: String!, $password: String!) {
  resetPassword(token: $token, newPassword: $password) { handle endedSessions } }`;
const SIGN_IN = `mutation ($handle: String!, $password: String!) {
  signIn(handle: $handle, password: $password) { token } }`;
const ME = 'query { me { handle } }';

interface Account {
  readonly handle: string;
  readonly token: string;
  readonly id: string;
  readonly address: string;
}

/** The token of the first link in a mail's text to `page` of the web app. */
function linkToken(mail: ReceivedMail, page: string): string {
  const match = new RegExp(`${WEB.replace(/[.]/g, '\\.')}/${page}\\?token=([A-Za-z0-9._-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in ${mail.text}`);
  return match[1]!;
}

describe('a way back into an account: a reset link mailed to its verified address (a real SMTP listener)', () => {
  let smtp: SmtpListener;
  let nodeA: TestServer;
  let nodeB: TestServer;

  beforeAll(async () => {
    smtp = await SmtpListener.start();
    const database = await createMigratedTestDatabase('recovery');
    const mail = { smtpUrl: smtp.url, secret: SECRET, webUrl: WEB, intervalMs: 100, leaseMs: 30_000 };
    // Unlimited per client address (every request comes from 127.0.0.1): the limits per name and
    // per account are the ones under test.
    const rateLimits = { authPerMinute: 10_000, actionsPerSecond: 10_000, guestsPerHour: 1e6 };
    nodeA = await startTestServer({ database, redisUrl: REDIS_URL, mail, rateLimits });
    nodeB = await startTestServer({ database, redisUrl: REDIS_URL, mail, rateLimits });
  });
  afterAll(async () => {
    await nodeB.close({ keepDatabase: true });
    await nodeA.close();
    await smtp.close();
  });

  const mailsTo = async (address: string, count: number): Promise<ReceivedMail[]> => {
    await smtp.until(
      (mails) => mails.filter((mail) => mail.to.includes(address)).length >= count,
      10_000,
      `${count} mails to ${address}`,
    );
    return smtp.to(address);
  };

  /** An account whose address is set and, unless told otherwise, verified through its link. */
  const account = async (name: string, verify = true): Promise<Account> => {
    const handle = `${name}-${RUN}`;
    const who = { handle, address: `${handle}@example.org`, ...(await signUp(nodeA.url, handle)) };
    await data(nodeA.url, SET_EMAIL, { address: who.address }, who.token);
    if (verify) {
      const [mail] = await mailsTo(who.address, 1);
      await data(nodeB.url, VERIFY, { token: linkToken(mail!, 'mail/verify') });
    }
    return who;
  };

  /** The answer to an ask, as a client sees it: status, data and errors. */
  const ask = async (login: string, url = nodeA.url) => {
    const { status, data: answer, errors } = await gql(url, REQUEST, { login });
    return { status, data: answer, errors };
  };
  const granted = { status: 200, data: { requestPasswordReset: true }, errors: undefined };
  const reset = (token: string, password = NEW_PASSWORD, url = nodeB.url) =>
    gql(url, RESET, { token, password });
  const signIn = (handle: string, password: string) => gql(nodeA.url, SIGN_IN, { handle, password });

  it('sets a new password once, ends every session, and leaves the old password worthless', async () => {
    const ann = await account('rc-ann');
    const otherSession = (await signIn(ann.handle, OLD_PASSWORD)).data!['signIn'].token as string;

    expect(await ask(ann.handle.toUpperCase())).toEqual(granted);
    const [, mail] = await mailsTo(ann.address, 2);
    expect(mail!.subject).toBe('Set a new password for Brethren');
    expect(mail!.text).toContain('The link works once, for 30 minutes');
    expect(mail!.header('list-unsubscribe')).toBeUndefined();
    const token = linkToken(mail!, 'recover');
    expect(mail!.html).toContain(`href="${WEB}/recover?token=${token}"`);

    // A password the policy refuses is refused as at sign-up, and spends nothing.
    const weak = await reset(token, 'password');
    expect(weak.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });

    expect((await reset(token)).data).toEqual({ resetPassword: { handle: ann.handle, endedSessions: 2 } });
    for (const session of [ann.token, otherSession])
      expect(await errorCode(nodeA.url, ME, {}, session)).toBe('UNAUTHENTICATED');
    expect(await errorCode(nodeA.url, SIGN_IN, { handle: ann.handle, password: OLD_PASSWORD })).toBe(
      'INVALID_CREDENTIALS',
    );
    expect((await signIn(ann.handle, NEW_PASSWORD)).data!['signIn'].token).toEqual(expect.any(String));

    // Used once, on either node, it works no more.
    expect((await reset(token, 'another fine password', nodeA.url)).errors?.[0]?.extensions).toMatchObject({
      code: 'INVALID_LINK',
      reason: 'USED',
    });
  });

  it('refuses a forged, an expired, a superseded or a foreign link, changing nothing', async () => {
    const bob = await account('rc-bob');
    await ask(bob.address.toUpperCase());
    const [, mail] = await mailsTo(bob.address, 2);
    const token = linkToken(mail!, 'recover');
    const refusal = async (given: string) => (await reset(given)).errors?.[0]?.extensions;

    const parts = token.split('.');
    const flip = (part: string) => `${part.slice(0, -1)}${part.endsWith('A') ? 'B' : 'A'}`;
    const forgedExpiry = [parts[0], parts[1], String(Number(parts[2]) + 3600), ...parts.slice(3)].join('.');
    for (const forged of [
      forgedExpiry,
      [...parts.slice(0, 3), flip(parts[3]!), parts[4]].join('.'),
      'r.nobody.1.x.y',
      'not a token',
      `${token}.`,
    ])
      expect(await refusal(forged), forged).toMatchObject({ code: 'INVALID_LINK', reason: 'INVALID' });
    // The last part binds the password and address: changed, it reads as spent.
    expect(await refusal([...parts.slice(0, 4), flip(parts[4]!)].join('.'))).toMatchObject({
      code: 'INVALID_LINK',
      reason: 'USED',
    });
    // Signed by us but past its time.
    const row = await nodeA.platform.prisma.user.findUnique({ where: { id: bob.id } });
    const expired = new LinkSigner(SECRET).recoveryToken(
      bob.id,
      new Date(Date.now() - 1000),
      row!.passwordHash!,
      bob.address,
    );
    expect(await refusal(expired)).toMatchObject({ code: 'INVALID_LINK', reason: 'EXPIRED' });
    // A verification link is no reset link.
    const verification = linkToken(smtp.to(bob.address)[0]!, 'mail/verify');
    expect(await refusal(verification)).toMatchObject({ code: 'INVALID_LINK', reason: 'INVALID' });
    // The password is still the old one.
    expect((await signIn(bob.handle, OLD_PASSWORD)).data!['signIn'].token).toEqual(expect.any(String));

    // Changing the password (signed in) makes the link worthless; so does a new address.
    await data(
      nodeA.url,
      'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }',
      { c: OLD_PASSWORD, n: NEW_PASSWORD },
      bob.token,
    );
    expect(await refusal(token)).toMatchObject({ code: 'INVALID_LINK', reason: 'USED' });
    await ask(bob.handle);
    const [, , again] = await mailsTo(bob.address, 3);
    await data(nodeA.url, SET_EMAIL, { address: `moved-${bob.address}` }, bob.token);
    expect(await refusal(linkToken(again!, 'recover'))).toMatchObject({
      code: 'INVALID_LINK',
      reason: 'USED',
    });
  });

  it('answers the same for every name, known or not, and mails only a verified address', async () => {
    const cleo = await account('rc-cleo');
    const unverified = await account('rc-dan', false);
    const names = [
      cleo.handle,
      cleo.address,
      `rc-nobody-${RUN}`,
      `nobody-${RUN}@example.org`,
      unverified.handle,
      unverified.address,
    ];
    const answers = await Promise.all(names.map((name) => ask(name)));
    for (const answer of answers) expect(answer).toEqual(granted);

    // The sixth ask for one name, known or not, is refused alike.
    const refusals = [];
    for (const name of [cleo.handle, `rc-nobody-${RUN}`]) {
      for (let asked = 1; asked < 5; asked += 1) expect((await ask(name, nodeB.url)).data).toBeTruthy();
      refusals.push((await ask(name)).errors?.[0]?.extensions);
    }
    for (const refused of refusals)
      expect(refused).toMatchObject({ code: 'RATE_LIMITED', scope: 'RECOVERY' });
    expect(Object.keys(refusals[0]!).sort()).toEqual(Object.keys(refusals[1]!).sort());

    // Cleo's account was asked for ten times (by handle and by address): three links an hour.
    await mailsTo(cleo.address, 4);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to(cleo.address)).toHaveLength(4);
    expect(smtp.to(unverified.address)).toHaveLength(1);
    expect(smtp.mails.some((mail) => mail.to.some((to) => to.startsWith('nobody-')))).toBe(false);

    const badInput = await ask('   ');
    expect(badInput.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'login',
      reason: 'REQUIRED',
    });
  });

  it('keeps a link asked for while the mail server refuses for now, and sends it when it takes mail', async () => {
    const eve = await account('rc-eve');
    const due = async () =>
      (await nodeA.platform.prisma.emailAddress.findUnique({ where: { userId: eve.id } }))?.recoveryMailDueAt;
    smtp.refuseNext(451);
    expect(await ask(eve.handle)).toEqual(granted);
    // Refused for now: due again a minute later (the retry), on whichever node claims it first.
    await expect
      .poll(async () => (await due())?.getTime() ?? 0, { timeout: 10_000 })
      .toBeGreaterThan(Date.now() + 30_000);
    expect(smtp.to(eve.address)).toHaveLength(1);
    // A minute on: the mail server takes it, and nothing stays due.
    await nodeA.platform.prisma.emailAddress.update({
      where: { userId: eve.id },
      data: { recoveryMailDueAt: new Date() },
    });
    const [, mail] = await mailsTo(eve.address, 2);
    expect((await reset(linkToken(mail!, 'recover'))).data).toEqual({
      resetPassword: { handle: eve.handle, endedSessions: 1 },
    });
    await expect.poll(due, { timeout: 5000 }).toBeNull();
  });

  it('drops a link the mail server refuses for good, and a link asked again goes', async () => {
    const finn = await account('rc-finn');
    const due = async () =>
      (await nodeA.platform.prisma.emailAddress.findUnique({ where: { userId: finn.id } }))
        ?.recoveryMailDueAt;
    smtp.refuseNext(550);
    expect(await ask(finn.address)).toEqual(granted);
    await expect.poll(() => smtp.refusalsLeft, { timeout: 10_000 }).toBe(0);
    await expect.poll(due, { timeout: 5000 }).toBeNull();
    expect(smtp.to(finn.address)).toHaveLength(1);
    expect(await ask(finn.handle)).toEqual(granted);
    await mailsTo(finn.address, 2);
  });
});
