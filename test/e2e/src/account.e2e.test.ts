import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './graphql.js';
import { signIn, signInQuietly, signUp, widerThanScreen } from './pages.js';
import { shot } from './screenshots.js';
import { joinSharedStack, type Stack } from './stack.js';

const NEW_PASSWORD = 'a brand new sea shanty';

describe('the account page in Chromium', () => {
  let stack: Stack;
  const contexts: BrowserContext[] = [];
  const page = async (
    width = 1280,
    height = 900,
    extraHTTPHeaders: Record<string, string> = {},
  ): Promise<Page> => {
    const context = await stack.browser.newContext({ viewport: { width, height }, extraHTTPHeaders });
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    stack = await joinSharedStack();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await stack?.close();
  });

  it('lists a second session, ends it (that browser is signed out), and changes the password', async () => {
    const { webUrl } = stack;
    const desk = await page();
    await signUp(desk, webUrl, 'keeper');
    // The same person on a second browser, watching the lobby live.
    const laptop = await page();
    await signIn(laptop, webUrl, 'keeper');

    await desk.goto(`${webUrl}/account`);
    const rows = desk.getByTestId('session-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await desk.locator('[data-testid="session-row"][data-current="true"]').count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Chrome');
    await shot(desk, 'account.png', { fullPage: true });

    // The second session ends from the first browser…
    const other = desk.locator('[data-testid="session-row"][data-current="false"]');
    await other.getByTestId('end-session').click();
    await other.getByTestId('end-session-confirm').click();
    await expect.poll(() => rows.count()).toBe(1);
    // …and the second browser is signed out at once, told why.
    await laptop.waitForURL(/\/signin\?ended=1/, { timeout: 15_000 });
    await laptop.getByTestId('auth-notice').waitFor();
    expect(await laptop.locator('.site-header .handle').count()).toBe(0);

    // A new password: the old one no longer signs in, the new one does.
    const form = desk.getByTestId('password');
    await form.locator('input[name="current-password"]').fill(PASSWORD);
    await form.locator('input[name="new-password"]').fill(NEW_PASSWORD);
    await form.locator('input[name="repeat-password"]').fill(NEW_PASSWORD);
    await form.getByTestId('change-password').click();
    await desk.getByTestId('password-changed').waitFor();

    await laptop.locator('input[name="handle"]').fill('keeper');
    await laptop.locator('input[name="password"]').fill(PASSWORD);
    await laptop.getByTestId('auth-submit').click();
    await laptop.getByTestId('auth-error').waitFor();
    expect(await laptop.getByTestId('auth-error').getAttribute('data-error-code')).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(await laptop.getByTestId('auth-error').textContent()).toBe('Wrong handle or password.');
    await signIn(laptop, webUrl, 'keeper', NEW_PASSWORD);

    // The page on a phone: everything fits the width.
    const phone = await page(390, 844);
    await signIn(phone, webUrl, 'keeper', NEW_PASSWORD);
    await phone.goto(`${webUrl}/account`);
    await expect.poll(() => phone.getByTestId('session-row').count()).toBe(3);
    await shot(phone, 'account-phone.png', { fullPage: true });
    expect(await widerThanScreen(phone)).toEqual([]);
  });

  it('a browser that forges its address is throttled by account, and the API sees its real address', async () => {
    const { webUrl } = stack;
    // With REDIS_URL the API's counts outlive a run: a handle of this run's own.
    const handle = `guarded-${randomBytes(3).toString('hex')}`;
    const owner = await page();
    await signInQuietly(owner.context(), webUrl, handle, { signUp: true });
    const forger = await page(1280, 900, {
      'x-forwarded-for': '203.0.113.77',
      'x-brethren-client-address': '198.51.100.66',
    });
    await forger.goto(`${webUrl}/signin`);
    const error = forger.getByTestId('auth-error');
    const failuresLogged = () =>
      stack
        .apiLog()
        .split('\n')
        .filter(
          (line) => line.includes('"event":"sign_in_failed"') && line.includes(`"handleKey":"${handle}"`),
        );
    for (let i = 0; i < 5; i++) {
      await forger.locator('input[name="handle"]').fill(handle);
      await forger.locator('input[name="password"]').fill(`wrong guess ${i}`);
      await forger.getByTestId('auth-submit').click();
      await expect.poll(() => failuresLogged().length).toBe(i + 1);
      await expect.poll(() => error.getAttribute('data-error-code')).toBe('INVALID_CREDENTIALS');
      await expect.poll(() => forger.getByTestId('auth-submit').isEnabled()).toBe(true);
    }
    // The sixth guess waits, whatever address the browser claims; the form says how long.
    await forger.locator('input[name="password"]').fill('wrong guess 5');
    await forger.getByTestId('auth-submit').click();
    await expect.poll(() => error.getAttribute('data-error-code')).toBe('RATE_LIMITED');
    expect(await error.textContent()).toMatch(
      /^Too many wrong passwords for this account: wait \d+ seconds before trying again\.$/,
    );
    expect(await forger.getByTestId('auth-submit').isDisabled()).toBe(true);

    const failures = failuresLogged();
    expect(failures).toHaveLength(5);
    for (const line of failures) expect(JSON.parse(line)).toMatchObject({ address: '127.0.0.1' });
    expect(stack.apiLog()).not.toContain('203.0.113.77');
    expect(stack.apiLog()).not.toContain('198.51.100.66');
  });

  it('deletes the account after the handle is typed out', async () => {
    const { webUrl } = stack;
    const leaving = await page();
    await signInQuietly(leaving.context(), webUrl, 'farewell', { signUp: true });
    await leaving.goto(`${webUrl}/account`);
    const panel = leaving.getByTestId('delete-account');
    await panel.locator('input[name="delete-password"]').fill(PASSWORD);
    const submit = panel.getByTestId('delete-account-submit');
    expect(await submit.isDisabled()).toBe(true);
    await panel.locator('input[name="delete-confirm"]').fill('farewell');
    await submit.click();
    await leaving.waitForURL(/\/signin\?deleted=1/);
    await leaving.getByTestId('auth-notice').waitFor();
  });
});
