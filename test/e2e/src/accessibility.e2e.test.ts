import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.js';
import { playUntil, resignAndFinish, signUpByApi, startTableWithBots } from './graphql.js';
import { settled, signInQuietly, widerThanScreen } from './pages.js';
import { shot } from './screenshots.js';
import { joinSharedStack, type Stack } from './stack.js';

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Tap targets smaller than 32 px either way, as "testid w×h" (none when all are big enough). */
async function tooSmall(targets: Locator): Promise<string[]> {
  const small: string[] = [];
  for (const target of await targets.all()) {
    const box = await target.boundingBox();
    if (box && (box.width < 32 || box.height < 32))
      small.push(
        `${await target.getAttribute('data-testid')} ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
  }
  return small;
}

describe('accessibility: axe-core finds no serious or critical violation', () => {
  let stack: Stack;
  const handle = 'auditor';
  const tables: Record<string, string> = {};
  let finished = '';

  beforeAll(async () => {
    stack = await joinSharedStack();
    const token = await signUpByApi(stack.apiUrl, handle);
    // Each game at a position a few turns in, the person to move; and a finished match to replay.
    const games = [
      ['cartagena', 3],
      ['tortuga', 4],
      ['port-royal', 3],
      ['pirates-cove', 3],
    ] as const;
    for (const [game, players] of games)
      tables[game] = await startTableWithBots(stack.apiUrl, token, game, players);
    await Promise.all(games.map(([game]) => playUntil(stack.apiUrl, token, tables[game]!, 6)));
    finished = await startTableWithBots(stack.apiUrl, token, 'cartagena', 2);
    await resignAndFinish(stack.apiUrl, token, finished);
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
  });

  /** Each page the auditor reads, by a name known before the tables exist, and what shows it is drawn. */
  const pages: readonly { name: string; path: () => string; drawn?: string }[] = [
    ...[
      '/',
      '/games',
      ...['cartagena', 'tortuga', 'port-royal', 'pirates-cove'].map((game) => `/games/${game}`),
      '/ladder',
      '/stats',
      `/players/${handle}`,
      '/account',
      '/api-docs',
      '/tournaments',
      '/tournaments/new',
      '/data',
    ].map((path) => ({ name: path, path: () => path })),
    { name: '/matches/mine', path: () => '/matches/mine', drawn: 'waiting-for-you' },
    ...['cartagena', 'tortuga', 'port-royal', 'pirates-cove'].map((game) => ({
      name: `a ${game} table`,
      path: () => `/matches/${tables[game]}`,
      drawn: 'table',
    })),
    { name: 'a finished table', path: () => `/matches/${finished}`, drawn: 'table' },
    { name: 'a replay', path: () => `/matches/${finished}/replay`, drawn: 'verify' },
  ];

  // A test a page: on a busy machine a page takes seconds to draw and audit, and one slow page must
  // not take the others' time.
  for (const size of WIDTHS) {
    describe(`at ${size.width}×${size.height}`, () => {
      let signedOut: BrowserContext;
      let own: BrowserContext;
      let mine: Page;

      beforeAll(async () => {
        signedOut = await stack.browser.newContext({ viewport: size });
        // The tables are the auditor's: signed in as them to see the hand and the moves.
        own = await stack.browser.newContext({ viewport: size });
        await signInQuietly(own, stack.webUrl, handle);
        mine = await own.newPage();
      }, 60_000);
      afterAll(async () => {
        await signedOut?.close();
        await own?.close();
      });

      for (const path of ['/signin', '/signup'])
        it(`${path}, signed out`, async () => {
          const page = await signedOut.newPage();
          await page.goto(`${stack.webUrl}${path}`);
          await settled(page);
          const found = await audit(page, `${path} @${size.name}`);
          await page.close();
          expect(found, found.join('\n')).toEqual([]);
        });

      for (const { name, path, drawn } of pages)
        it(name, async () => {
          await mine.goto(`${stack.webUrl}${path()}`);
          await settled(mine);
          if (drawn) await mine.getByTestId(drawn).waitFor();
          const found = await audit(mine, `${name} @${size.name}`);
          expect(found, found.join('\n')).toEqual([]);
        });
    });
  }

  it('on a phone every tap target of a table is at least 32 px; each table screenshot at both sizes', async () => {
    const small: string[] = [];
    for (const size of [{ width: 1280, height: 900 }, WIDTHS[1]]) {
      const context = await stack.browser.newContext({ viewport: size });
      await signInQuietly(context, stack.webUrl, handle);
      const page = await context.newPage();
      for (const [game, id] of Object.entries(tables)) {
        await page.goto(`${stack.webUrl}/matches/${id}`);
        await settled(page);
        await page.getByTestId('table').waitFor();
        await shot(page, `${game}-table-${size.width}.png`, { fullPage: true });
        if (size.width > 400) continue;
        // Nothing wider than the phone: the page never scrolls sideways.
        const wide = await widerThanScreen(page);
        if (wide.length > 0) small.push(`${game}: wider than the phone: ${wide.join(', ')}`);
        const cards = page.locator('[data-testid="card"]:not([disabled]), [data-testid="hand-card"]');
        small.push(...(await tooSmall(cards)).map((what) => `${game}: ${what}`));
        if (game === 'cartagena') {
          await cards.first().click();
          await page.getByTestId('pirate-target').first().waitFor();
          small.push(
            ...(await tooSmall(page.getByTestId('pirate-target'))).map((what) => `${game}: ${what}`),
          );
          await shot(page, `${game}-target-${size.width}.png`, { fullPage: true });
        }
        // A secret vote (Tortuga) covers the table with its own question: its choices are the targets.
        const vote = page.getByTestId('vote-dialog');
        if (await vote.isVisible()) {
          small.push(...(await tooSmall(vote.getByRole('button'))).map((what) => `${game}: vote ${what}`));
          continue;
        }
        const toggle = page.locator('[data-testid="all-actions-toggle"][aria-expanded="false"]');
        if ((await toggle.count()) > 0) await toggle.first().click();
        small.push(...(await tooSmall(page.getByTestId('legal-action'))).map((what) => `${game}: ${what}`));
      }
      await context.close();
    }
    expect(small, small.join('\n')).toEqual([]);
  }, 120_000);
});
