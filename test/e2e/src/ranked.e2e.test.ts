import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRanked, scrollsSideways, settled, signUp } from './pages.js';
import { artifacts, startStack, type Stack } from './stack.js';

const MATCH_URL = /\/matches\/[0-9a-f-]+$/;

describe('ranked play in Chromium, on a real API', () => {
  let stack: Stack;
  const contexts: BrowserContext[] = [];
  /** Script errors on any page: each scenario ends by checking there were none. */
  const errors: string[] = [];
  const page = async (width = 1280, height = 900): Promise<Page> => {
    const context = await stack.browser.newContext({ viewport: { width, height } });
    contexts.push(context);
    const opened = await context.newPage();
    opened.on('pageerror', (error) => errors.push(`${opened.url()}: ${error.message}`));
    return opened;
  };
  const shot = (of: Page, name: string, fullPage = true) =>
    of.screenshot({ path: path.join(artifacts, name), fullPage });

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    stack = await startStack();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await stack?.close();
  });

  it('two people queue for 2-player Cartagena, meet at one match with clocks; one resigns, the other wins, both are rated', async () => {
    const { webUrl } = stack;
    const anne = await page();
    const bob = await page();
    await signUp(anne, webUrl, 'anne');
    await signUp(bob, webUrl, 'bob');

    // Anne queues first and waits, watching the time go by and the queue.
    await playRanked(anne, 'cartagena', [2]);
    await anne.getByTestId('queue-waiting').waitFor();
    expect(Number(await anne.getByTestId('queue-players').textContent())).toBeGreaterThanOrEqual(1);
    await anne.waitForFunction(
      () => document.querySelector('[data-testid="queue-waited"]')?.textContent !== '0:00',
      undefined,
      { timeout: 5000 },
    );
    await shot(anne, 'ranked-waiting.png');

    // Bob's join runs a matchmaking wave at once: both land on the same match, Anne without a reload.
    await playRanked(bob, 'cartagena', [2]);
    await bob.waitForURL(MATCH_URL);
    const matchUrl = bob.url();
    await anne.waitForURL(matchUrl, { timeout: 10_000 });
    for (const player of [anne, bob]) {
      await player.locator('[data-testid="table"][data-status="ACTIVE"]').waitFor();
      await player.getByTestId('play-panel').waitFor();
      expect(await player.getByTestId('seat-clock').count()).toBe(2);
      expect(await player.getByTestId('resign').isVisible()).toBe(true);
      // The game's table loads on its own after the page: wait for it to draw the board.
      await player.getByTestId('board').waitFor();
      expect(await player.getByTestId('board').count()).toBe(1);
    }

    // The clock of the seat to play counts down between the API's updates.
    const running = anne.locator(
      '[data-testid="seat-clock"][data-running="true"] [data-testid="clock-time"]',
    );
    const before = await running.textContent();
    await anne.waitForFunction(
      (shown) =>
        document.querySelector('[data-testid="seat-clock"][data-running="true"] [data-testid="clock-time"]')
          ?.textContent !== shown,
      before,
      { timeout: 3000 },
    );
    await shot(anne, 'ranked-match.png', false);

    // Bob looks in on the lobby: he is in a ranked match, and is sent back to it.
    await bob.goto(webUrl);
    await bob.getByTestId('return-to-match').click();
    await bob.waitForURL(matchUrl);

    // Anne resigns, after confirming: a two-player match ends there, live for Bob. He wins; both are rated.
    await anne.getByTestId('resign').click();
    await anne.getByTestId('resign-confirm').click();
    for (const player of [anne, bob]) {
      await player.locator('[data-testid="table"][data-status="FINISHED"]').waitFor({ timeout: 30_000 });
      expect(await player.getByTestId('ending').textContent()).toBe(
        player === anne ? 'You resigned: the match ended there.' : 'anne resigned: the match ended there.',
      );
      await player.getByTestId('rating-changes').waitFor();
      expect(await player.getByTestId('rating-change').count()).toBe(2);
      expect(await player.getByTestId('rating-changes').textContent()).toMatch(/1500 → \d+/);
    }
    expect(await bob.getByTestId('winners').textContent()).toBe('You won!');
    expect(await anne.getByTestId('winners').textContent()).toBe('bob won.');
    // The replay proves it: the log replays from the seed, and the game was not over.
    await bob.goto(`${matchUrl}/replay`);
    await bob.locator('[data-testid="verify"].ok').waitFor();
    // Over, nothing is hidden: the replay follows either seat, its hand shown, or hides both.
    await bob.getByTestId('spectating').waitFor();
    const handOf = async (seat: string) => {
      await bob.getByTestId('replay-follow').selectOption(seat);
      await bob.getByTestId('hand').waitFor();
      return bob.getByTestId('hand').innerHTML();
    };
    const hands = [await handOf('0'), await handOf('1')];
    expect(hands[0]).not.toBe(hands[1]);
    await shot(bob, 'replay-following.png', false);
    await bob.getByTestId('replay-follow').selectOption('');
    await bob.getByTestId('spectating').waitFor();
    await bob.goto(matchUrl);
    await bob.locator('[data-testid="table"][data-status="FINISHED"]').waitFor();
    await shot(bob, 'ranked-finished.png', false);

    // Anne may queue again.
    await anne.goto(webUrl);
    await anne.getByTestId('play-ranked').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the Cartagena ladder, statistics and a profile, on a phone too', async () => {
    const { webUrl } = stack;
    const wide = await page();
    await wide.goto(`${webUrl}/ladder/cartagena`);
    await wide.getByRole('heading', { name: 'Cartagena ladder' }).waitFor();
    // Nobody has the 10 rated games a ladder asks for yet.
    await wide.getByTestId('ladder-empty').waitFor();
    await wide.getByRole('link', { name: 'Stats', exact: true }).click();
    await wide.waitForURL(`${webUrl}/stats/cartagena`);
    await wide.getByTestId('matches-played').waitFor();
    expect(Number(await wide.getByTestId('matches-played').textContent())).toBeGreaterThanOrEqual(1);
    await shot(wide, 'ranked-stats.png');
    await wide.goto(`${webUrl}/players/anne`);
    await wide.getByTestId('rating-chart').waitFor();
    expect(await wide.getByTestId('history-row').count()).toBe(1);
    await shot(wide, 'ranked-profile.png');

    const phone = await page(375, 740);
    for (const address of ['/', '/ladder/cartagena', '/stats/cartagena', '/players/anne']) {
      await phone.goto(`${webUrl}${address}`);
      await settled(phone);
      expect(await scrollsSideways(phone), address).toBe(false);
    }
    await shot(phone, 'ranked-profile-phone.png');
    expect(await phone.locator('.error-note').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
