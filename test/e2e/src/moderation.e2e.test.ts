import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.js';
import { graphql, signInByApi } from './graphql.js';
import { settled, signInQuietly } from './pages.js';
import { shot } from './screenshots.js';
import { root, startStack, type Stack } from './stack.js';
import { DESKTOP, PHONE, Visitors } from './visitors.js';

const INSULT = 'You are all scurvy dogs';
const KIND = 'Fair winds, good game';

async function chatTexts(page: Page): Promise<string[]> {
  return page.locator('[data-testid="chat-line"] .chat-text').allTextContents();
}

async function openChat(page: Page): Promise<void> {
  const launcher = page.getByTestId('chat-launcher');
  if ((await launcher.getAttribute('aria-expanded')) !== 'true') await launcher.click();
  await page.getByTestId('chat-panel').waitFor();
}

async function lineOf(page: Page, text: string) {
  const line = page.locator('[data-testid="chat-line"]', { hasText: text });
  await line.waitFor({ timeout: 15_000 });
  return line;
}

/** Opens the report form on the line saying `text`, from its ⋯ menu. */
async function openReport(page: Page, text: string): Promise<void> {
  const line = await lineOf(page, text);
  await line.locator('.chat-more').click();
  await line.getByTestId('chat-report').click();
  await page.locator('[data-testid="report-dialog"][open]').waitFor();
}

describe('reporting a chat message and moderating it, in Chromium on a real API', () => {
  let stack: Stack;
  const visitors = new Visitors(() => stack.browser);
  const { errors } = visitors;
  const page = (viewport = DESKTOP) => visitors.page(viewport);

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await visitors.close();
    await stack?.close();
  });

  it('a player reports with a reason, a moderator hides the message, and the other player no longer sees it', async () => {
    const { webUrl, apiUrl } = stack;
    const anne = await page(DESKTOP);
    const bob = await page(PHONE);
    const mia = await page(DESKTOP);
    await signInQuietly(anne.context(), webUrl, 'anne', { signUp: true });
    await signInQuietly(bob.context(), webUrl, 'bob', { signUp: true });
    await signInQuietly(mia.context(), webUrl, 'mia', { signUp: true });
    const [anneToken, bobToken] = [await signInByApi(apiUrl, 'anne'), await signInByApi(apiUrl, 'bob')];
    const { createMatch } = await graphql<{ createMatch: { id: string } }>(
      apiUrl,
      'mutation ($input: CreateMatchInput!) { createMatch(input: $input) { id } }',
      { input: { game: 'tortuga', seats: [{}, {}], visibility: 'PRIVATE' } },
      anneToken,
    );
    const matchId = createMatch.id;
    await graphql(
      apiUrl,
      'mutation ($id: ID!) { joinMatch(matchId: $id) { id } }',
      { id: matchId },
      bobToken,
    );
    await graphql(
      apiUrl,
      'mutation ($id: ID!) { startMatch(matchId: $id) { id } }',
      { id: matchId },
      anneToken,
    );
    for (const player of [anne, bob]) {
      await player.goto(`${webUrl}/matches/${matchId}`);
      await settled(player);
      await openChat(player);
    }
    const say = async (text: string) => {
      await anne.getByTestId('chat-input').fill(text);
      await anne.getByTestId('chat-input').press('Enter');
      await lineOf(bob, text);
    };
    await say(INSULT);
    await say(KIND);

    // Anne opens the form on her desktop and thinks better of it: Escape closes it, nothing sent.
    await graphql(
      apiUrl,
      'mutation ($m: ID!, $c: ChatChannel!, $t: String!) { sendChatMessage(matchId: $m, channel: $c, text: $t) { id } }',
      { m: matchId, c: 'PLAYERS', t: 'Arr' },
      bobToken,
    );
    await openReport(anne, 'Arr');
    await shot(anne, 'report-form-desktop.png');
    expect(await audit(anne, 'the report form on a desktop')).toEqual([]);
    await anne.keyboard.press('Escape');
    await anne.locator('[data-testid="report-dialog"][open]').waitFor({ state: 'detached' });

    // Bob reports on his phone, by keyboard: a category with the arrows, his words, then Send.
    await openReport(bob, INSULT);
    const dialog = bob.getByTestId('report-dialog');
    expect(await dialog.locator('blockquote').textContent()).toBe(INSULT);
    await shot(bob, 'report-form-phone.png');
    expect(await audit(bob, 'the report form on a phone')).toEqual([]);
    await bob.getByTestId('report-abuse').focus();
    await bob.keyboard.press('ArrowDown');
    await bob.keyboard.press('ArrowUp');
    expect(await bob.getByTestId('report-abuse').isChecked()).toBe(true);
    await bob.getByTestId('report-reason').focus();
    await bob.keyboard.type('Insults the whole table');
    await bob.keyboard.press('Tab');
    await bob.keyboard.press('Enter');
    await bob.locator('[data-testid="report-dialog"][open]').waitFor({ state: 'detached' });
    await expect.poll(() => bob.getByTestId('chat-note').textContent()).not.toBe('');

    // Only a moderator may see the reports: Anne is turned away, and has no link.
    await anne.goto(`${webUrl}/moderation`);
    await anne.getByTestId('moderation-refused').waitFor();
    expect(await anne.locator('#site-nav a[href="/moderation"]').count()).toBe(0);
    await shot(anne, 'moderation-refused-desktop.png');

    // The operator makes Mia a moderator with the script; her header links the page.
    const granted = execFileSync(
      process.execPath,
      [path.join(root, 'apps/server/dist/scripts/moderator.js'), 'mia'],
      {
        env: { ...process.env, DATABASE_URL: stack.databaseUrl },
        encoding: 'utf8',
      },
    );
    expect(granted.trim()).toBe('mia is now a moderator');
    await mia.goto(`${webUrl}/`);
    await mia.locator('#site-nav a[href="/moderation"]').click();
    await mia.waitForURL(`${webUrl}/moderation`);
    const reported = mia.locator('[data-testid="reported-message"]', { hasText: INSULT });
    await reported.waitFor();
    expect(await reported.textContent()).toContain('Insults the whole table');
    expect(await mia.locator('[data-testid="reported-message"]').count()).toBe(1);
    await shot(mia, 'moderation-desktop.png', { fullPage: true });
    expect(await audit(mia, 'the moderation page on a desktop')).toEqual([]);
    const miaPhone = await page(PHONE);
    await signInQuietly(miaPhone.context(), webUrl, 'mia');
    await miaPhone.goto(`${webUrl}/moderation`);
    await miaPhone.locator('[data-testid="reported-message"]').first().waitFor();
    await shot(miaPhone, 'moderation-phone.png', { fullPage: true });
    expect(await audit(miaPhone, 'the moderation page on a phone')).toEqual([]);

    // Hidden: gone from the list, and live from Bob's open chat; Anne's kind words stay.
    await reported.getByTestId('report-hide').click();
    await reported.waitFor({ state: 'detached' });
    await bob
      .locator('[data-testid="chat-line"] .chat-text', { hasText: INSULT })
      .waitFor({ state: 'detached', timeout: 15_000 });
    expect(await chatTexts(bob)).toContain(KIND);
    await bob.reload();
    await settled(bob);
    await openChat(bob);
    await lineOf(bob, KIND);
    expect(await chatTexts(bob)).not.toContain(INSULT);
    expect(errors).toEqual([]);
  });
});
