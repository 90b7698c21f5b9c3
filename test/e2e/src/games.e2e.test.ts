import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seqOf, signUp, waitForSeq } from './pages.js';
import { artifacts, startStack, type Stack } from './stack.js';

/**
 * Every legal move the table lists, opening its "every legal move" list if needed (each game's
 * table offers one beside its own controls).
 */
async function legalButtons(page: Page) {
  const buttons = page.getByTestId('legal-action');
  if ((await buttons.count()) === 0) {
    const toggle = page.locator(
      '[data-testid="all-actions-toggle"], details.all-moves:not([open]) > summary',
    );
    if ((await toggle.count()) > 0) await toggle.first().click();
  }
  return buttons;
}

/** A person at a table of one person and bots: plays the first legal move each time until the end. */
async function playToTheEnd(page: Page, budgetMs: number): Promise<void> {
  const deadline = Date.now() + budgetMs;
  while (Date.now() < deadline) {
    const table = page.getByTestId('table');
    if ((await table.getAttribute('data-status')) === 'FINISHED') return;
    // A secret vote opens a dialog over the table: cast the first card and confirm.
    const dialog = page.getByTestId('vote-dialog');
    if (await dialog.isVisible().catch(() => false)) {
      const seq = await seqOf(page);
      await dialog.locator('[data-testid="vote-card"]:not([disabled])').first().click();
      await dialog.getByTestId('vote-confirm').click();
      await waitForSeq(page, seq + 1).catch(() => undefined);
      continue;
    }
    const buttons = await legalButtons(page);
    if ((await buttons.count()) === 0) {
      await page.waitForTimeout(50);
      continue;
    }
    const seq = await seqOf(page);
    await buttons.first().click();
    await waitForSeq(page, seq + 1).catch(() => undefined);
  }
  throw new Error('the match did not finish in time');
}

describe('the other games in Chromium, one person and three bots', () => {
  let stack: Stack;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    stack = await startStack();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await stack?.close();
  });

  for (const { id, name } of [
    { id: 'port-royal', name: 'Port Royal' },
    { id: 'tortuga', name: 'Tortuga' },
  ]) {
    it(`${name}: a four-player game is played to the end in the browser`, async () => {
      const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      const page = await context.newPage();
      await signUp(page, stack.webUrl, `solo-${id}`);
      await page.locator(`input[name="game"][value="${id}"]`).check();
      await page.getByTestId('player-count').selectOption('4');
      for (const seat of [1, 2, 3]) await page.getByTestId(`seat-${seat}`).selectOption('heuristic');
      await page.getByTestId('create-table').click();
      await page.waitForURL(/\/matches\/[0-9a-f-]+$/);
      await page.getByTestId('start').click();
      await page.locator('[data-testid="table"][data-status="ACTIVE"]').waitFor();
      await page.screenshot({ path: path.join(artifacts, `${id}-table.png`), fullPage: true });
      await playToTheEnd(page, 150_000);
      await page.getByTestId('results').waitFor();
      expect(await page.getByTestId('seed').textContent()).toMatch(/^[0-9a-f]{64}$/);
      await page.screenshot({ path: path.join(artifacts, `${id}-finished.png`), fullPage: true });
    }, 240_000);
  }
});
