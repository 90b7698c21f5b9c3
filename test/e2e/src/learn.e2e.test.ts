import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseGame, expectFitsAfterResize, settled, signUp } from './pages.js';
import { shot } from './screenshots.js';
import { joinSharedStack, type Stack } from './stack.js';

const GAMES = ['cartagena', 'tortuga', 'port-royal', 'pirates-cove'] as const;
const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The page at both sizes, photographed, and never wider than a phone's screen. */
async function photograph(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await shot(page, `learn-${name}-${size.name}.png`, { fullPage: true });
    await expectFitsAfterResize(page, `${name} at ${size.width}px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('learning the games', () => {
  let stack: Stack;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    stack = await joinSharedStack();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await stack?.close();
  });

  async function newPage(): Promise<Page> {
    const context = await stack.browser.newContext({
      locale: 'en-GB',
      viewport: { width: 1280, height: 900 },
    });
    contexts.push(context);
    return context.newPage();
  }

  it('a first visit sees the four games, and each game’s rules read well on a desktop and a phone', async () => {
    const page = await newPage();
    await page.goto(`${stack.webUrl}/`);
    await page.getByTestId('showcase').waitFor();
    expect(await page.locator('[data-testid="showcase"] .showcase-game').count()).toBe(4);
    await photograph(page, 'lobby-signed-out');
    await page.goto(`${stack.webUrl}/games`);
    await photograph(page, 'index');
    for (const game of GAMES) {
      await page.goto(`${stack.webUrl}/games/${game}`);
      await page.locator('#scoring').waitFor();
      await photograph(page, game);
    }
  }, 90_000);

  it('every option of the table form links to its paragraph; a table’s Rules open in place; a bot table starts in one click', async () => {
    const page = await newPage();
    await signUp(page, stack.webUrl, 'learner');
    await settled(page);
    await photograph(page, 'lobby-signed-in');

    // Each option's "?" leads to an anchor that exists on its game's page.
    const links = new Map<string, string[]>();
    for (const game of GAMES) {
      await chooseGame(page, game);
      await page.locator('.advanced-options summary').first().click();
      const hrefs = await page
        .getByTestId('option-rules')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      links.set(game, hrefs);
    }
    for (const [game, hrefs] of links) {
      await page.goto(`${stack.webUrl}/games/${game}`);
      for (const href of hrefs) {
        const [where, anchor] = href.split('#');
        expect(where).toBe(`/games/${game}`);
        expect(await page.locator(`[id="${anchor}"]`).count(), href).toBe(1);
      }
    }

    // "Open a table for friends" brings the form with that game picked.
    await page.goto(`${stack.webUrl}/`);
    await page.locator('[data-game="port-royal"] a[href*="new=port-royal"]').click();
    await page.waitForURL(/new=port-royal/);
    await expect.poll(() => page.locator('input[name="game"][value="port-royal"]').isChecked()).toBe(true);

    // "Play a bot now": a started table against bots. Cartagena, whose bots never open a secret vote
    // over the table (a Tortuga vote dialog can cover the Rules button: it is played first there).
    await page.locator('[data-game="cartagena"] [data-testid="play-bots"]').click();
    await page.waitForURL(/\/matches\/[0-9a-f-]+$/);
    await page.locator('[data-testid="table"][data-status="ACTIVE"]').waitFor();
    // The game's table loads on its own after the page: its seats show once it has.
    await page.locator('.seat-list, [data-testid="seat"]').first().waitFor();

    // The Rules button opens the rules over the table, on a desktop and on a phone.
    await page.getByTestId('rules-button').click();
    const dialog = page.getByTestId('rules-dialog');
    await dialog.locator('#scoring').waitFor();
    await shot(page, 'learn-rules-dialog-desktop.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'learn-rules-dialog-phone.png');
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    await page.getByTestId('rules-close').click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  }, 90_000);
});
