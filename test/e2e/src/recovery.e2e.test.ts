import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.js';
import { graphql } from './graphql.js';
import { widerThanScreen } from './pages.js';
import { shot } from './screenshots.js';
import { startStack, type Stack } from './stack.js';

/** Handles and addresses of this run's own: the API's limits count in a shared Redis. */
const RUN = randomBytes(3).toString('hex');
const NEW_PASSWORD = 'mizzen topsail lantern';

describe('a lost password in Chromium: asked for on the sign-in page, set from the mailed link', () => {
  let stack: Stack;
  let mailDir: string;
  const contexts: BrowserContext[] = [];
  const page = async (width: number, height: number, locale = 'en'): Promise<Page> => {
    const context = await stack.browser.newContext({ viewport: { width, height }, locale });
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    mailDir = await mkdtemp(path.join(tmpdir(), 'brethren-e2e-recover-'));
    stack = await startStack({ MAIL_DIR: mailDir, MAIL_DELAY_SECONDS: '0' });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await stack?.close();
    await rm(mailDir, { recursive: true, force: true });
  });

  /** The mails to `address` whose subject matches, once `count` of them are written. */
  const mailsTo = async (address: string, subject: RegExp, count = 1): Promise<ParsedMail[]> => {
    let found: ParsedMail[] = [];
    await expect
      .poll(
        async () => {
          found = [];
          for (const file of (await readdir(mailDir)).filter((name) => name.includes(address))) {
            const mail = await simpleParser(await readFile(path.join(mailDir, file)));
            if (subject.test(mail.subject ?? '')) found.push(mail);
          }
          return found.length >= count;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    return found;
  };
  const linkIn = (mail: ParsedMail, route: string) =>
    new RegExp(`(${stack.webUrl}${route}\\?token=[A-Za-z0-9._-]+)`).exec(mail.text ?? '')?.[1] ?? '';

  /** An account with a confirmed address, made through the API; its session token. */
  const account = async (handle: string, address: string): Promise<string> => {
    const { apiUrl } = stack;
    const made = await graphql<{ signUp: { token: string } }>(
      apiUrl,
      'mutation ($h: String!) { signUp(handle: $h, password: "correct horse battery") { token } }',
      { h: handle },
    );
    await graphql(
      apiUrl,
      'mutation ($a: String!) { setEmail(address: $a) { address } }',
      { a: address },
      made.signUp.token,
    );
    const [verification] = await mailsTo(address, /Confirm your email address/);
    const token = new URL(linkIn(verification!, '/mail/verify')).searchParams.get('token');
    await graphql(apiUrl, 'mutation ($t: String!) { verifyEmail(token: $t) { handle } }', { t: token });
    return made.signUp.token;
  };

  it('mails a link that sets a new password once, signs in with it, and ends the other sessions', async () => {
    const { webUrl, apiUrl } = stack;
    const handle = `lost-${RUN}`;
    const address = `${handle}@example.org`;
    const oldSession = await account(handle, address);

    // Sign-in page → "Forgot your password?" → the handle.
    const desk = await page(1440, 900);
    await desk.goto(`${webUrl}/signin`);
    await shot(desk, 'recover-signin-desk.png', { fullPage: true });
    await desk.getByTestId('auth-forgot').click();
    await desk.waitForURL(`${webUrl}/recover`);
    await desk.locator('input[name="login"]').fill(handle);
    await shot(desk, 'recover-ask-desk.png', { fullPage: true });
    expect(await audit(desk, 'recover, ask')).toEqual([]);
    await desk.getByTestId('recover-submit').click();
    const sent = await desk.getByTestId('recover-sent').textContent();
    expect(sent).toContain('If an account with a confirmed email address matches');
    await shot(desk, 'recover-sent-desk.png', { fullPage: true });

    // A name nobody has reads exactly the same.
    const stranger = await page(1440, 900);
    await stranger.goto(`${webUrl}/recover`);
    await stranger.locator('input[name="login"]').fill(`nobody-${RUN}@example.org`);
    await stranger.getByTestId('recover-submit').click();
    expect(await stranger.getByTestId('recover-sent').textContent()).toBe(sent);

    // The link, opened on a phone: a new password, and the person is signed in with it.
    const [mail] = await mailsTo(address, /Set a new password/);
    const link = linkIn(mail!, '/recover');
    expect(link).not.toBe('');
    const phone = await page(390, 844);
    await phone.goto(link);
    await phone.locator('input[name="password"]').fill(NEW_PASSWORD);
    await shot(phone, 'recover-set-phone.png', { fullPage: true });
    expect(await audit(phone, 'recover, new password')).toEqual([]);
    expect(await widerThanScreen(phone)).toEqual([]);
    await phone.getByTestId('recover-submit').click();
    await phone.waitForURL(`${webUrl}/`);
    await expect.poll(() => phone.locator('.site-header .handle').textContent()).toContain(handle);

    // The session from before has ended; the link is spent, and says so.
    const me = await fetch(apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${oldSession}` },
      body: JSON.stringify({ query: '{ me { handle } }' }),
    });
    expect(JSON.stringify(await me.json())).toContain('UNAUTHENTICATED');
    const again = await page(390, 844);
    await again.goto(link);
    await again.locator('input[name="password"]').fill('another fine password');
    await again.getByTestId('recover-submit').click();
    expect(await again.getByTestId('link-refused').textContent()).toContain('This link no longer works');
    await shot(again, 'recover-used-phone.png', { fullPage: true });
    expect(await audit(again, 'recover, spent link')).toEqual([]);
  });

  it.each(['it', 'fr'])('speaks %s on the sign-in link, the ask and a refused link', async (locale) => {
    const { webUrl } = stack;
    for (const [width, height, size] of [
      [1440, 900, 'desk'],
      [390, 844, 'phone'],
    ] as const) {
      const reader = await page(width, height, locale);
      await reader.goto(`${webUrl}/signin`);
      const forgot = await reader.getByTestId('auth-forgot').textContent();
      expect(forgot).toBe(locale === 'it' ? 'Password dimenticata?' : 'Mot de passe oublié ?');
      await reader.getByTestId('auth-forgot').click();
      await reader.waitForURL(`${webUrl}/recover`);
      await reader.locator('input[name="login"]').fill(`nobody-${RUN}`);
      await reader.getByTestId('recover-submit').click();
      await reader.getByTestId('recover-sent').waitFor();
      await shot(reader, `recover-sent-${locale}-${size}.png`, { fullPage: true });
      await reader.goto(`${webUrl}/recover?token=r.forged.1.x.y`);
      await reader.locator('input[name="password"]').fill(NEW_PASSWORD);
      await reader.getByTestId('recover-submit').click();
      await reader.getByTestId('link-refused').waitFor();
      expect(await widerThanScreen(reader)).toEqual([]);
      await shot(reader, `recover-refused-${locale}-${size}.png`, { fullPage: true });
    }
  });
});
