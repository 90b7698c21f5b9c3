import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.js';
import { graphql } from './graphql.js';
import { signInQuietly, widerThanScreen } from './pages.js';
import { shot } from './screenshots.js';
import { startStack, type Stack } from './stack.js';

/** Handles and addresses of this run's own: the API's limits count in a shared Redis. */
const RUN = randomBytes(3).toString('hex');

describe('email in Chromium: the account page’s section and the pages mail links open', () => {
  let stack: Stack;
  let mailDir: string;
  const contexts: BrowserContext[] = [];
  const page = async (width: number, height: number): Promise<Page> => {
    const context = await stack.browser.newContext({ viewport: { width, height } });
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    mailDir = await mkdtemp(path.join(tmpdir(), 'brethren-e2e-mail-'));
    // No SMTP_URL: the embedded default, mail written as .eml files, which the test opens.
    stack = await startStack({ MAIL_DIR: mailDir, MAIL_DELAY_SECONDS: '0' });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await stack?.close();
    await rm(mailDir, { recursive: true, force: true });
  });

  /** The mail to `address` whose subject matches, once the API has written it. */
  const mailTo = async (address: string, subject: RegExp): Promise<ParsedMail> => {
    let found: ParsedMail | undefined;
    await expect
      .poll(
        async () => {
          for (const file of (await readdir(mailDir)).filter((name) => name.includes(address))) {
            const mail = await simpleParser(await readFile(path.join(mailDir, file)));
            if (subject.test(mail.subject ?? '')) found = mail;
          }
          return found !== undefined;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    return found!;
  };
  const linkIn = (mail: ParsedMail, route: string) =>
    new RegExp(`(${stack.webUrl}${route}\\?token=[A-Za-z0-9._-]+)`).exec(mail.text ?? '')?.[1] ?? '';

  it('sets an address, confirms it from the mail signed out, chooses what is mailed, and stops mail from a link without signing in', async () => {
    const { webUrl, apiUrl } = stack;
    const handle = `mailer-${RUN}`;
    const address = `${handle}@example.org`;
    const desk = await page(1440, 900);
    await signInQuietly(desk.context(), webUrl, handle, { signUp: true });
    await desk.goto(`${webUrl}/account#email`);
    const section = desk.getByTestId('email');
    await section.getByTestId('email-input').fill(`${handle}@localhost`);
    await section.getByTestId('email-save').click();
    await expect
      .poll(() => section.getByTestId('email-error').getAttribute('data-error-code'))
      .toBe('BAD_USER_INPUT');

    await section.getByTestId('email-input').fill(address);
    await section.getByTestId('email-save').click();
    await expect
      .poll(() => section.getByTestId('email-state').getAttribute('class'))
      .toContain('email-unverified');
    expect(await section.getByTestId('resend-verification').isVisible()).toBe(true);
    await shot(desk, 'mail-account-unconfirmed.png', { fullPage: true });
    expect(await audit(desk, 'account, email unconfirmed')).toEqual([]);

    // The link in the mail, opened on a phone that is not signed in: confirmed at one click.
    const verification = await mailTo(address, /Confirm your email address/);
    const verifyLink = linkIn(verification, '/mail/verify');
    expect(verifyLink).not.toBe('');
    const phone = await page(390, 844);
    await phone.goto(verifyLink);
    await phone.getByTestId('verify-confirm').waitFor();
    await shot(phone, 'mail-verify-phone.png', { fullPage: true });
    expect(await audit(phone, 'verification page')).toEqual([]);
    expect(await widerThanScreen(phone)).toEqual([]);
    await phone.getByTestId('verify-confirm').click();
    await expect.poll(() => phone.getByTestId('verify-done').textContent()).toContain(handle);

    // Back on the account page: confirmed; a choice saved stays saved.
    await desk.reload();
    await expect
      .poll(() => section.getByTestId('email-state').getAttribute('class'))
      .toContain('email-verified');
    const results = section.getByTestId('mail-preference-MATCH_FINISHED').locator('select');
    await results.selectOption('EVERY');
    await section.getByTestId('mail-preference-MATCH_FINISHED').getByText('Saved.').waitFor();
    await desk.reload();
    expect(await section.getByTestId('mail-preference-MATCH_FINISHED').locator('select').inputValue()).toBe(
      'EVERY',
    );
    await shot(desk, 'mail-account.png', { fullPage: true });

    // Someone challenges: the mail's footer link stops challenges, signed out, after a click.
    const rival = await graphql<{ signUp: { token: string } }>(
      apiUrl,
      'mutation ($h: String!) { signUp(handle: $h, password: "correct horse battery") { token } }',
      { h: `rival-${RUN}` },
    );
    await graphql(
      apiUrl,
      'mutation ($h: String!) { challengePlayer(handle: $h, input: { game: "cartagena", seats: [{}, {}] }) { received } }',
      { h: handle },
      rival.signUp.token,
    );
    const challenged = await mailTo(address, /challenges you to Cartagena/);
    const stopLink = linkIn(challenged, '/mail/unsubscribe');
    expect(challenged.text).toContain(`${webUrl}/matches/`);
    const stranger = await page(390, 844);
    await stranger.goto(stopLink);
    await expect.poll(() => stranger.getByTestId('unsubscribe-ask').textContent()).toContain('Challenges');
    await shot(stranger, 'mail-unsubscribe-phone.png', { fullPage: true });
    expect(await audit(stranger, 'unsubscribe page')).toEqual([]);
    expect(await widerThanScreen(stranger)).toEqual([]);
    // Opening the page stopped nothing.
    await desk.reload();
    expect(await section.getByTestId('mail-preference-CHALLENGED').locator('select').inputValue()).toBe(
      'EVERY',
    );
    await stranger.getByTestId('unsubscribe-confirm').click();
    await expect.poll(() => stranger.getByTestId('unsubscribe-done').textContent()).toContain(handle);
    await desk.reload();
    await expect
      .poll(() => section.getByTestId('mail-preference-CHALLENGED').locator('select').inputValue())
      .toBe('OFF');

    // A forged link is refused, and the page says so.
    await stranger.goto(stopLink.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
    await stranger.getByTestId('link-refused').waitFor();

    // The account page on a phone: everything fits the width.
    const own = await page(390, 844);
    await signInQuietly(own.context(), webUrl, handle);
    await own.goto(`${webUrl}/account#email`);
    await own.getByTestId('email-state').waitFor();
    await shot(own, 'mail-account-phone.png', { fullPage: true });
    expect(await widerThanScreen(own)).toEqual([]);
    expect(await audit(own, 'account on a phone')).toEqual([]);
  });
});
