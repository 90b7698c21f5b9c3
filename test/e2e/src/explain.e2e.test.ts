import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.js';
import { playUntil, signInByApi, startTableWithBots } from './graphql.js';
import { settled, signUp } from './pages.js';
import { artifacts, startStack, type Stack } from './stack.js';

/** A piece on each table that is not a move control: a square, the galleon, a debt track, a track. */
const PIECES = {
  cartagena: '[data-square="1"] [data-explain]',
  tortuga: '[data-testid="galleon"]',
  'port-royal': '[data-testid="debt-track"]',
  'pirates-cove': '[data-testid="fame-track"]',
} as const;
type Game = keyof typeof PIECES;
const GAMES = Object.keys(PIECES) as Game[];

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

/** The explanation bubble: its words and whether it shows. */
async function bubble(page: Page): Promise<{ text: string; open: boolean; visible: boolean }> {
  const explanation = page.getByTestId('explanation');
  return {
    text: (await explanation.textContent()) ?? '',
    open: ((await explanation.getAttribute('class')) ?? '').includes('open'),
    visible: ((await explanation.boundingBox())?.width ?? 0) > 40,
  };
}

describe('cards, symbols and scores explain themselves on tap', () => {
  let stack: Stack;
  const handle = 'explainer';
  const tables = {} as Record<Game, string>;

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    stack = await startStack();
    const context = await stack.browser.newContext();
    await signUp(await context.newPage(), stack.webUrl, handle);
    await context.close();
    const token = await signInByApi(stack.apiUrl, handle);
    for (const game of GAMES) tables[game] = await startTableWithBots(stack.apiUrl, token, game, 3);
    await Promise.all(GAMES.map((game) => playUntil(stack.apiUrl, token, tables[game], 4)));
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
  });

  /** Opens each table as its player, signed in through the page. */
  async function openTables(options: BrowserContextOptions, each: (page: Page, game: Game) => Promise<void>) {
    const context = await stack.browser.newContext(options);
    try {
      const page = await context.newPage();
      await page.goto(`${stack.webUrl}/signin`);
      await page.locator('input[name="handle"]').fill(handle);
      await page.locator('input[name="password"]').fill('correct horse battery');
      await page.getByTestId('auth-submit').click();
      await page.waitForURL(`${stack.webUrl}/`);
      for (const game of GAMES) {
        await page.goto(`${stack.webUrl}/matches/${tables[game]}`);
        await settled(page);
        await page.getByTestId('table').waitFor();
        await page.locator(PIECES[game]).first().waitFor();
        await each(page, game);
      }
    } finally {
      await context.close();
    }
  }

  it('on a phone: a tap opens the words, axe finds nothing serious with them open, a tap elsewhere closes them', async () => {
    const found: string[] = [];
    await openTables(PHONE, async (page, game) => {
      const piece = page.locator(PIECES[game]).first();
      const words = (await piece.getAttribute('data-explain'))!;
      expect(words.length, game).toBeGreaterThan(3);
      await piece.scrollIntoViewIfNeeded();
      await piece.tap();
      await expect
        .poll(() => bubble(page), { timeout: 5_000 })
        .toEqual({ text: words, open: true, visible: true });
      await page.screenshot({ path: path.join(artifacts, `${game}-explain-390.png`) });
      found.push(...(await audit(page, `${game} explained @phone`)));

      await page.locator('h1').first().tap();
      await expect
        .poll(() => bubble(page), { timeout: 5_000 })
        .toEqual({ text: '', open: false, visible: false });
    });
    expect(found, found.join('\n')).toEqual([]);
  }, 180_000);

  it('on a desktop: a click opens the words, Escape closes them and gives focus back to the piece', async () => {
    await openTables(DESKTOP, async (page, game) => {
      const piece = page.locator(PIECES[game]).first();
      const words = (await piece.getAttribute('data-explain'))!;
      await piece.scrollIntoViewIfNeeded();
      await piece.click();
      await expect
        .poll(() => bubble(page), { timeout: 5_000 })
        .toEqual({ text: words, open: true, visible: true });
      await page.screenshot({ path: path.join(artifacts, `${game}-explain-1440.png`) });
      await piece.focus();
      await page.keyboard.press('Escape');
      await expect
        .poll(() => bubble(page), { timeout: 5_000 })
        .toEqual({ text: '', open: false, visible: false });
      await page.keyboard.press('Enter');
      await expect.poll(() => bubble(page).then((shown) => shown.text), { timeout: 5_000 }).toBe(words);
      await page.keyboard.press('Escape');
    });
  }, 180_000);
});
