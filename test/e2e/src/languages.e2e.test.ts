import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseGame,
  clickThenFinishByApi,
  onPhone,
  PLAYTHROUGH,
  playToTheEnd,
  settled,
  signIn,
  signUp,
} from './pages.js';
import { shot } from './screenshots.js';
import { startStack, type Stack } from './stack.js';
import { untranslatedText } from './untranslated.js';

/** A table of one person and bots, created from the lobby's form; returns once it is under way. */
async function openTable(page: Page, game: string, players: number, bots: readonly number[]): Promise<void> {
  await chooseGame(page, game);
  await page.getByTestId('player-count').selectOption(String(players));
  for (const seat of bots) await page.getByTestId(`seat-${seat}`).selectOption('heuristic');
  await page.getByTestId('create-table').click();
  await page.waitForURL(/\/matches\/[0-9a-f-]+$/);
  await page.getByTestId('start').click();
  await page.locator('[data-testid="table"][data-status="ACTIVE"]').waitFor();
}

/** A browser whose own language is `locale` (its Accept-Language), as a person's would be. */
async function browserIn(browser: Browser, locale: string, contexts: BrowserContext[]): Promise<Page> {
  const context = await browser.newContext({
    ...PLAYTHROUGH,
    locale,
    viewport: { width: 1280, height: 900 },
  });
  contexts.push(context);
  return context.newPage();
}

/** Every handle this file signs up: names are people's, in no language. */
const HANDLES = ['anna-it', 'mary-switch', 'marked-reader'];

describe('the app in Italian, French and English, and no text without a message', () => {
  let stack: Stack;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // A stack of its own: the lobby's text is read whole, and other files' players would be in it.
    stack = await startStack();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await stack?.close();
  });

  // Begun by clicks and finished through the API: the test locale's Cartagena below is clicked to
  // its end.
  it('an Italian browser gets Italian and plays Cartagena to its end', async () => {
    const page = await browserIn(stack.browser, 'it-IT', contexts);
    await signUp(page, stack.webUrl, 'anna-it');
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
    await openTable(page, 'cartagena', 2, [1]);
    await shot(page, 'lang-it-cartagena.png', { fullPage: true });
    await onPhone(page, 'lang-it-cartagena');
    await page.getByRole('heading', { name: 'Cronaca' }).waitFor();
    await clickThenFinishByApi(page, stack, 'anna-it');
    await page.getByTestId('results').waitFor();
    await shot(page, 'lang-it-cartagena-finished.png', { fullPage: true });
  }, 240_000);

  it('the language switch changes the language, and the account keeps it for the next sign-in', async () => {
    const page = await browserIn(stack.browser, 'en-GB', contexts);
    await signUp(page, stack.webUrl, 'mary-switch');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.locator('.locale-switch select').selectOption('fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await shot(page, 'lang-fr-lobby.png', { fullPage: true });
    await onPhone(page, 'lang-fr-lobby');
    // A new browser, in English, signing in to the same account: French again.
    const other = await browserIn(stack.browser, 'en-GB', contexts);
    await signIn(other, stack.webUrl, 'mary-switch');
    await other.waitForFunction(() => document.documentElement.lang === 'fr');
  }, 60_000);

  describe('in the test locale, where every message is marked', () => {
    let page: Page;
    let lastMatch = '';
    const handle = 'marked-reader';
    const untranslated = (where: string) => async () => {
      expect(await untranslatedText(page, [...HANDLES, 'Brethren']), where).toEqual([]);
    };

    beforeAll(async () => {
      const context = await stack.browser.newContext({
        ...PLAYTHROUGH,
        viewport: { width: 1280, height: 900 },
      });
      contexts.push(context);
      await context.addCookies([{ name: 'NEXT_LOCALE', value: 'xx', url: stack.webUrl }]);
      page = await context.newPage();
      await signUp(page, stack.webUrl, handle);
    });

    for (const { game, players } of [
      { game: 'cartagena', players: 3 },
      { game: 'port-royal', players: 3 },
      { game: 'tortuga', players: 4 },
      { game: 'pirates-cove', players: 3 },
    ]) {
      it(`${game}: every text of the table, from the first move to the end, comes from a message`, async () => {
        await page.goto(`${stack.webUrl}/`);
        await untranslated('the lobby')();
        await openTable(
          page,
          game,
          players,
          Array.from({ length: players - 1 }, (_, index) => index + 1),
        );
        await shot(page, `lang-xx-${game}.png`, { fullPage: true });
        await playToTheEnd(page, 200_000, async (step) => {
          if (step % 10 === 0) await untranslated(`${game}, step ${step}`)();
        });
        await page.getByTestId('results').waitFor();
        await untranslated(`${game}, the end`)();
        lastMatch = page.url();
      }, 300_000);
    }

    it('every page around the tables comes from messages too', async () => {
      for (const route of [
        '/',
        '/account',
        '/matches/mine',
        `/players/${handle}`,
        '/ladder/cartagena',
        '/stats/tortuga',
        '/api-docs',
        '/games',
        '/games/cartagena',
        '/games/tortuga',
        '/games/port-royal',
        '/games/pirates-cove',
        '/no-such-page',
      ]) {
        await page.goto(`${stack.webUrl}${route}`);
        await settled(page);
        await untranslated(route)();
      }
      // The replay of the last match played above.
      await page.goto(`${lastMatch}/replay`);
      await page.getByTestId('verify').waitFor();
      await untranslated('a replay')();
      const signedOut = await stack.browser.newContext();
      contexts.push(signedOut);
      await signedOut.addCookies([{ name: 'NEXT_LOCALE', value: 'xx', url: stack.webUrl }]);
      page = await signedOut.newPage();
      for (const route of ['/', '/signin', '/signup', '/games/tortuga']) {
        await page.goto(`${stack.webUrl}${route}`);
        await untranslated(route)();
      }
    }, 300_000);
  });
});
