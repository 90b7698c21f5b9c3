import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.js';
import { chooseGame, expectFitsAfterResize, isMyTurn, playByClicking, settled, signUp } from './pages.js';
import { shot } from './screenshots.js';
import { joinSharedStack, type Stack } from './stack.js';

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The page at both sizes: photographed, audited, never wider than a phone's screen. */
async function inspect(page: Page, name: string): Promise<string[]> {
  const violations: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await shot(page, `guest-${name}-${size.name}.png`, { fullPage: true });
    await expectFitsAfterResize(page, `${name} at ${size.width}px`);
    violations.push(...(await audit(page, `${name} at ${size.width}px`)));
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  return violations;
}

describe('playing as a guest', () => {
  let stack: Stack;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    stack = await joinSharedStack();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await stack?.close();
  });

  it('an anonymous visitor plays a bot game from the landing page in one click, then keeps the account and the match', async () => {
    const context = await stack.browser.newContext({
      locale: 'en-GB',
      viewport: { width: 1440, height: 900 },
    });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${stack.webUrl}/`);
    await settled(page);

    // One click: a guest account, a table against bots, started.
    await page.locator('[data-game="cartagena"] [data-testid="play-bots"]').click();
    await page.waitForURL(/\/matches\/[0-9a-f-]+$/);
    const matchUrl = page.url();
    await page.locator('[data-testid="table"][data-status="ACTIVE"]').waitFor();
    await page.locator('.seat-list, [data-testid="seat"]').first().waitFor();
    // The header names the guest: "(guest-…)".
    expect(await page.locator('.site-header .handle').textContent()).toMatch(/^\(guest-[a-z2-9]{6}\)$/);
    await expect.poll(() => isMyTurn(page), { timeout: 20_000 }).toBe(true);
    expect(await playByClicking(page)).toBeGreaterThan(0);
    const violations = await inspect(page, 'table');

    // Back in the lobby, the guest keeps the account with a handle and password of their own.
    await page.goto(`${stack.webUrl}/`);
    const claim = page.getByTestId('claim-guest');
    await claim.waitFor();
    violations.push(...(await inspect(page, 'lobby')));
    await claim.locator('input[name="username"]').fill('kept-guest');
    await claim.locator('input[name="new-password"]').fill('correct horse battery');
    await page.getByTestId('claim-submit').click();
    await expect
      .poll(() => page.locator('.site-header .handle').textContent(), { timeout: 20_000 })
      .toBe('(kept-guest)');
    await expect.poll(() => claim.count()).toBe(0);

    // The match is in the new account's history.
    await page.goto(`${stack.webUrl}/players/kept-guest`);
    await settled(page);
    const matchId = matchUrl.split('/').pop() ?? '';
    await page.locator(`a[href*="${matchId}"]`).first().waitFor();
    expect(violations).toEqual([]);
  }, 120_000);

  it('a guest is asked before signing out, and may delete the account from the account page', async () => {
    const context = await stack.browser.newContext({
      locale: 'en-GB',
      viewport: { width: 1440, height: 900 },
    });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${stack.webUrl}/`);
    await settled(page);
    await page.locator('[data-game="tortuga"] [data-testid="play-bots"]').click();
    await page.waitForURL(/\/matches\/[0-9a-f-]+$/);
    // From the lobby: at the table, a secret vote's dialog may be open over the page.
    await page.goto(`${stack.webUrl}/`);
    await settled(page);
    const handle = ((await page.locator('.site-header .handle').textContent()) ?? '').slice(1, -1);

    // Signing out would lose the account: the guest is asked, and may stay.
    await page.getByTestId('sign-out').click();
    const question = page.getByTestId('guest-sign-out');
    await question.waitFor();
    expect(await question.textContent()).toContain(`${handle} is a guest account`);
    const violations = await inspect(page, 'sign-out-question');
    await question.getByRole('button', { name: 'Stay signed in' }).click();
    await expect.poll(() => question.isVisible()).toBe(false);
    expect(await page.locator('.site-header .handle').textContent()).toBe(`(${handle})`);

    // The account page offers to keep the account first, asks no password, and deletes it.
    await page.goto(`${stack.webUrl}/account`);
    await page.getByTestId('claim-guest').waitFor();
    await settled(page);
    expect(await page.getByTestId('change-password').count()).toBe(0);
    const deletion = page.getByTestId('delete-account');
    expect(await deletion.locator('input[type="password"]').count()).toBe(0);
    violations.push(...(await inspect(page, 'account')));
    await deletion.getByLabel(`Type your handle, ${handle}, to confirm`).fill(handle);
    await page.getByTestId('delete-account-submit').click();
    await page.waitForURL(/\/signin\?deleted=1/);
    expect(violations).toEqual([]);
  }, 120_000);

  it('the host removes a person from a seat, turns the open seats into bots and starts', async () => {
    const pages: Page[] = [];
    for (const handle of ['seat-host', 'seat-visitor']) {
      const context = await stack.browser.newContext({
        locale: 'en-GB',
        viewport: { width: 1440, height: 900 },
      });
      contexts.push(context);
      const page = await context.newPage();
      await signUp(page, stack.webUrl, handle);
      pages.push(page);
    }
    const [host, visitor] = pages as [Page, Page];
    await chooseGame(host, 'cartagena');
    await host.getByTestId('player-count').selectOption('3');
    for (const seat of [1, 2]) await host.getByTestId(`seat-${seat}`).selectOption('');
    await host.getByTestId('create-table').click();
    await host.waitForURL(/\/matches\/[0-9a-f-]+$/);

    // Someone sits down; the host frees the seat again, and the visitor sees it open.
    await visitor.goto(host.url());
    await visitor.getByTestId('join').click();
    const remove = host.getByTestId('remove-from-seat');
    await remove.waitFor();
    const violations = await inspect(host, 'waiting-room');
    await remove.click();
    await expect.poll(() => visitor.getByTestId('join').count(), { timeout: 20_000 }).toBe(1);

    // Both open seats become bots, one after the other, and the table starts. The seat is looked
    // at through its state, not its words: its menu's options name the bots while it is still open.
    for (const index of [0, 1]) {
      await host.getByTestId('seat-kind').nth(index).selectOption('heuristic');
      const seat = host.getByTestId('seat').nth(index + 1);
      await expect.poll(() => seat.getAttribute('class'), { timeout: 20_000 }).toBe('taken');
      expect(await seat.getByTestId('seat-kind').inputValue()).toBe('heuristic');
    }
    await host.locator('[data-testid="start"]:not([disabled])').click();
    await host.locator('[data-testid="table"][data-status="ACTIVE"]').waitFor();
    expect(violations).toEqual([]);
  }, 120_000);
});
