import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRanked, signUp } from './pages.js';
import { shot } from './screenshots.js';
import { startStack, type Stack } from './stack.js';

const MATCH_URL = /\/matches\/[0-9a-f-]{36}$/;

describe('running out of time in a ranked match, in Chromium on a real API with a short clock', () => {
  let stack: Stack;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  const page = async (): Promise<Page> => {
    const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    contexts.push(context);
    const opened = await context.newPage();
    opened.on('pageerror', (error) => errors.push(`${opened.url()}: ${error.message}`));
    return opened;
  };

  beforeAll(async () => {
    // Eight seconds a move and a four-second bank: the warning shows under ten seconds left.
    stack = await startStack({ RANKED_CLOCK: '8+4' });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await stack?.close();
  });

  it('warns the idle player, plays for them as the platform (said so in the log), and at the third timeout tells them they ran out of time', async () => {
    const { webUrl } = stack;
    const anne = await page();
    const bob = await page();
    await signUp(anne, webUrl, 'anne');
    await signUp(bob, webUrl, 'bob');
    await playRanked(anne, 'cartagena', [2]);
    await anne.getByTestId('queue-waiting').waitFor();
    await playRanked(bob, 'cartagena', [2]);
    await bob.waitForURL(MATCH_URL);
    await anne.waitForURL(bob.url(), { timeout: 10_000 });
    for (const player of [anne, bob]) await player.getByTestId('board').waitFor();

    // Nobody plays: whoever is due sees the warning before the platform moves for them.
    const dueFirst = await Promise.race(
      [anne, bob].map((player) =>
        player
          .getByTestId('low-clock')
          .waitFor({ timeout: 20_000 })
          .then(() => player),
      ),
    );
    const warning = await dueFirst.getByTestId('low-clock').textContent();
    expect(warning).toMatch(
      /^Your clock is running out: 0:(0\d|10) left, bank included\. Then a move is played for you/,
    );
    expect(await dueFirst.getByTestId('sounds').textContent()).toBe('Clock sound: on');
    await shot(dueFirst, 'timeouts-warning-desktop.png');

    // Both stay idle: moves are played for each on timeout, marked so, until one has timed out
    // three times and loses on time; the duel ends there.
    await Promise.race(
      [anne, bob].map((player) =>
        player.locator('[data-testid="table"][data-status="FINISHED"]').waitFor({ timeout: 120_000 }),
      ),
    );
    for (const player of [anne, bob]) await player.getByTestId('results').waitFor({ timeout: 10_000 });
    const endings = await Promise.all(
      [anne, bob].map((player) => player.getByTestId('ending').textContent()),
    );
    expect(endings.filter((text) => text === 'You ran out of time: the match ended there.')).toHaveLength(1);
    expect(
      endings.filter((text) => /^(anne|bob) ran out of time: the match ended there\.$/.test(text ?? '')),
    ).toHaveLength(1);
    const loser = endings[0] === 'You ran out of time: the match ended there.' ? anne : bob;
    // The loser reads the moves played for them as theirs; the winner reads them named, never as
    // "played for you".
    const [winner, loserName] = loser === anne ? [bob, 'anne'] : [anne, 'bob'];
    expect(
      await loser.getByTestId('event-log').getByText('played for you on timeout').count(),
    ).toBeGreaterThan(0);
    expect(
      await winner.getByTestId('event-log').getByText(`played for ${loserName} on timeout`).count(),
    ).toBeGreaterThan(0);
    // The last timeout ended the duel: no bot plays on, and the log says so to both.
    expect(
      await winner
        .getByTestId('event-log')
        .getByText(`${loserName} ran out of time too often: the match ends there.`)
        .count(),
    ).toBe(1);
    expect(
      await loser
        .getByTestId('event-log')
        .getByText('You ran out of time too often: the match ends there.')
        .count(),
    ).toBe(1);
    await shot(loser, 'timeouts-lost-desktop.png', { fullPage: true });
    await shot(winner, 'timeouts-won-desktop.png', { fullPage: true });
    expect(errors).toEqual([]);
  });
});
