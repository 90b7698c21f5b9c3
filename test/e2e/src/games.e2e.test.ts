import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseGame, clickThenFinishByApi, onPhone, PLAYTHROUGH, signUp } from './pages.js';
import { shot } from './screenshots.js';
import { joinSharedStack, type Stack } from './stack.js';

describe('the other games in Chromium, one person and bots', () => {
  let stack: Stack;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    stack = await joinSharedStack();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await stack?.close();
  });

  // Each table's first decisions are clicked and its end shown in the browser; the positions
  // between are played through the API with the page away, since the languages' file plays every
  // game to its end by clicks. Tortuga's is in a French browser (the app in French, as the
  // languages' file checks for Italian).
  for (const { id, name, locale, lang } of [
    { id: 'port-royal', name: 'Port Royal', locale: 'en-GB', lang: 'en' },
    { id: 'tortuga', name: 'Tortuga (2nd edition), in a French browser', locale: 'fr-FR', lang: 'fr' },
  ]) {
    it(`${name}: a four-player game, begun by clicks and finished, in the browser`, async () => {
      const context = await stack.browser.newContext({
        ...PLAYTHROUGH,
        locale,
        viewport: { width: 1280, height: 900 },
      });
      contexts.push(context);
      const page = await context.newPage();
      await signUp(page, stack.webUrl, `solo-${id}`);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      await chooseGame(page, id);
      await page.getByTestId('player-count').selectOption('4');
      for (const seat of [1, 2, 3]) await page.getByTestId(`seat-${seat}`).selectOption('heuristic');
      await page.getByTestId('create-table').click();
      await page.waitForURL(/\/matches\/[0-9a-f-]+$/);
      await page.getByTestId('start').click();
      await page.locator('[data-testid="table"][data-status="ACTIVE"]').waitFor();
      await shot(page, `${id}-table.png`, { fullPage: true });
      await onPhone(page, `${id}-table`);
      await clickThenFinishByApi(page, stack, `solo-${id}`);
      await page.getByTestId('results').waitFor();
      expect(await page.getByTestId('seed').textContent()).toMatch(/^[0-9a-f]{64}$/);
      await shot(page, `${id}-finished.png`, { fullPage: true });
    }, 240_000);
  }

  it("Pirate's Cove: a three-player game to its end; a spectator sees no hand, then the result", async () => {
    const context = await stack.browser.newContext({
      ...PLAYTHROUGH,
      viewport: { width: 1280, height: 900 },
    });
    contexts.push(context);
    const page = await context.newPage();
    await signUp(page, stack.webUrl, 'solo-pirates-cove');
    await chooseGame(page, 'pirates-cove');
    await page.getByTestId('player-count').selectOption('3');
    for (const seat of [1, 2]) await page.getByTestId(`seat-${seat}`).selectOption('heuristic');
    await page.getByTestId('create-table').click();
    await page.waitForURL(/\/matches\/[0-9a-f-]+$/);
    await page.getByTestId('start').click();
    await page.locator('[data-testid="table"][data-status="ACTIVE"]').waitFor();
    await page.getByTestId('moves').waitFor();
    await shot(page, 'pirates-cove-table.png', { fullPage: true });

    const watcher = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(watcher);
    const spectator = await watcher.newPage();
    await spectator.goto(page.url());
    await spectator.getByTestId('spectating').waitFor();
    await spectator.getByTestId('no-hand').waitFor();
    expect(await spectator.getByTestId('hand').count()).toBe(0);

    await clickThenFinishByApi(page, stack, 'solo-pirates-cove');
    await page.getByTestId('results').waitFor();
    expect(await page.getByTestId('seed').textContent()).toMatch(/^[0-9a-f]{64}$/);
    // The spectator's page followed every move live.
    await spectator.getByTestId('results').waitFor();
    await shot(page, 'pirates-cove-finished.png', { fullPage: true });

    // The replay recomputes the match in the browser and steps through it on the game's own table.
    await page.getByRole('link', { name: 'Replay' }).first().click();
    await page.getByTestId('verify').waitFor();
    expect(await page.getByTestId('verify').textContent()).toMatch(
      /the result matches.*sha256\(seed\) matches/,
    );
    await page.getByRole('region', { name: 'The board' }).waitFor();
    await page.keyboard.press('Home');
    expect(await page.getByTestId('replay').getAttribute('data-step')).toBe('0');
    await page.getByTestId('next').click();
    expect(await page.getByTestId('replay-step').textContent()).toMatch(/^Step 1: /);
    await shot(page, 'pirates-cove-replay.png', { fullPage: true });
  }, 300_000);

  it("Pirate's Cove: a solo game is played against time to its end", async () => {
    const context = await stack.browser.newContext({
      ...PLAYTHROUGH,
      viewport: { width: 1280, height: 900 },
    });
    contexts.push(context);
    const page = await context.newPage();
    await signUp(page, stack.webUrl, 'solo-pirates-cove-alone');
    await chooseGame(page, 'pirates-cove');
    await page.getByTestId('player-count').selectOption('1');
    await page.getByTestId('create-table').click();
    await page.waitForURL(/\/matches\/[0-9a-f-]+$/);
    await page.getByTestId('start').click();
    await page.locator('[data-testid="table"][data-status="ACTIVE"]').waitFor();
    await clickThenFinishByApi(page, stack, 'solo-pirates-cove-alone');
    await page.getByTestId('results').waitFor();
    expect(await page.getByTestId('turn-bar').textContent()).toMatch(/goal is reached|time ran out/);
    await shot(page, 'pirates-cove-solo-finished.png', { fullPage: true });
  }, 300_000);
});
