import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.js';
import { expectFitsAfterResize, playRanked, settled, signUp, widerThanScreen } from './pages.js';
import { shot } from './screenshots.js';
import { startStack, type Stack } from './stack.js';

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

  beforeAll(async () => {
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
    await shot(anne, 'ranked-waiting.png', { fullPage: true });

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
    await shot(anne, 'ranked-match.png');

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
    await shot(bob, 'replay-following.png');
    await bob.getByTestId('replay-follow').selectOption('');
    await bob.getByTestId('spectating').waitFor();
    await bob.goto(matchUrl);
    await bob.locator('[data-testid="table"][data-status="FINISHED"]').waitFor();
    await shot(bob, 'ranked-finished.png');

    // Anne may queue again.
    await anne.goto(webUrl);
    await anne.getByTestId('play-ranked').waitFor();
    expect(errors).toEqual([]);
  });

  it('alone in the queue, a player who accepts rated bots after 30 s is told so, then plays one at its fixed rating and is rated against it', async () => {
    const { webUrl } = stack;
    const cleo = await page(1440, 900);
    await signUp(cleo, webUrl, 'cleo');
    await playRanked(cleo, 'cartagena', [2], '30');
    await cleo.getByTestId('queue-waiting').waitFor();
    expect(await cleo.getByTestId('queue-bots').textContent()).toMatch(
      /^Rated bots will fill the empty seats after 30 s \(in \d+ s\), if nobody comes first\.$/,
    );
    expect(await audit(cleo, 'waiting for bots')).toEqual([]);
    await shot(cleo, 'ranked-bots-waiting.png');

    // Nobody else comes: once the 30 s are over, a wave (every 3 s) seats Cleo with a bot, and the
    // match opens by itself.
    await cleo.waitForURL(MATCH_URL, { timeout: 60_000 });
    await cleo.locator('[data-testid="table"][data-status="ACTIVE"]').waitFor();
    const ratings = cleo.getByTestId('seat-rating');
    await ratings.first().waitFor();
    expect(await ratings.allTextContents()).toContain(' · 1543');
    expect(await cleo.getByTestId('rated-bot').textContent()).toBe('Rated bot: its rating is fixed');
    expect(await cleo.getByTestId('stakes').textContent()).toBe(
      'Your rating: 1500 (provisional). First place: +22; last place: −18.',
    );
    await cleo.getByTestId('board').waitFor();
    await shot(cleo, 'ranked-bots-match.png');
    await cleo.setViewportSize({ width: 390, height: 844 });
    await shot(cleo, 'ranked-bots-match-phone.png');
    await expectFitsAfterResize(cleo, 'a ranked match against bots on a phone');
    await cleo.setViewportSize({ width: 1440, height: 900 });

    // Cleo resigns: the bot wins; her rating moves against its 1543, which stays as it was.
    await cleo.getByTestId('resign').click();
    await cleo.getByTestId('resign-confirm').click();
    await cleo.getByTestId('rating-changes').waitFor({ timeout: 30_000 });
    const rows = await cleo.getByTestId('rating-change').allTextContents();
    expect(rows[0]).toMatch(/1543, fixed \(rated bot\)/);
    expect(rows[1]).toMatch(/cleo \(you\).*1500 → 1482 \(−18\)/);
    expect(errors).toEqual([]);
  });

  it('says when bots will come, in three languages, on a desktop and a phone', async () => {
    const { webUrl } = stack;
    for (const [locale, words] of [
      ['en', /after 3 min/],
      ['it', /dopo 3 min/],
      ['fr', /après 3 min/],
    ] as const) {
      const context = await stack.browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
      contexts.push(context);
      const reader = await context.newPage();
      await signUp(reader, webUrl, `bots-${locale}`);
      await reader.getByTestId('ranked-bots').selectOption('180');
      await reader.getByTestId('play-ranked').scrollIntoViewIfNeeded();
      await shot(reader, `ranked-bots-form-${locale}.png`);
      await playRanked(reader, 'pirates-cove', [2], '180');
      await reader.getByTestId('queue-waiting').waitFor();
      expect(await reader.getByTestId('queue-bots').textContent()).toMatch(words);
      await shot(reader, `ranked-bots-waiting-${locale}.png`);
      await reader.setViewportSize({ width: 390, height: 844 });
      await reader.getByTestId('queue-bots').scrollIntoViewIfNeeded();
      await shot(reader, `ranked-bots-waiting-${locale}-phone.png`);
      await expectFitsAfterResize(reader, `the ranked queue in ${locale} on a phone`);
      await reader.getByTestId('leave-queue').click();
      await reader.getByTestId('play-ranked').waitFor();
    }
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
    await shot(wide, 'ranked-stats.png', { fullPage: true });
    await wide.goto(`${webUrl}/players/anne`);
    await wide.getByTestId('rating-chart').waitFor();
    expect(await wide.getByTestId('history-row').count()).toBe(1);
    await shot(wide, 'ranked-profile.png', { fullPage: true });

    const phone = await page(375, 740);
    for (const address of ['/', '/ladder/cartagena', '/stats/cartagena', '/players/anne']) {
      await phone.goto(`${webUrl}${address}`);
      await settled(phone);
      expect(await widerThanScreen(phone), address).toEqual([]);
    }
    await shot(phone, 'ranked-profile-phone.png', { fullPage: true });
    expect(await phone.locator('.error-note').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
