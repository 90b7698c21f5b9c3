import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseGame, isMyTurn, playByClicking, playUntil, signUp } from './pages.js';
import { shot } from './screenshots.js';
import { joinSharedStack, type Stack } from './stack.js';

/** What the page recorded while it played: positions received and drawn, and pieces animated. */
interface Recording {
  /** [ms, seq] each time the latest position changed. */
  readonly latest: [number, number][];
  /** [ms, seq] each time the drawn (paced) position changed. */
  readonly drawn: [number, number][];
  /** Each piece animation seen: its `data-motion` key and how many keyframes it went through. */
  readonly flights: { key: string; frames: number }[];
}

/** Starts recording in the page: attribute changes of the table, and running piece animations. */
async function record(page: Page): Promise<void> {
  await page.evaluate(() => {
    const recording: Recording = { latest: [], drawn: [], flights: [] };
    const seen = new WeakSet<Animation>();
    (window as unknown as { recording: Recording }).recording = recording;
    new MutationObserver((changes) => {
      for (const change of changes) {
        const element = change.target as Element;
        const value = Number(element.getAttribute(change.attributeName!));
        if (change.attributeName === 'data-seq') recording.latest.push([performance.now(), value]);
        else recording.drawn.push([performance.now(), value]);
      }
    }).observe(document.body, {
      attributes: true,
      subtree: true,
      attributeFilter: ['data-seq', 'data-shown-seq'],
    });
    const sample = () => {
      for (const animation of document.getAnimations()) {
        const effect = animation.effect as KeyframeEffect | null;
        const key = effect?.target?.getAttribute('data-motion');
        if (!key || seen.has(animation)) continue;
        seen.add(animation);
        recording.flights.push({ key, frames: effect!.getKeyframes().length });
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

/**
 * Waits for the pieces in flight to land. The position that makes the viewer due may itself carry
 * a bot's move, so its piece may still be travelling when the viewer's turn is shown.
 */
async function landed(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) =>
          (animation.effect as KeyframeEffect | null)?.target?.hasAttribute('data-motion'),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function recordingOf(page: Page): Promise<Recording> {
  return page.evaluate(() => (window as unknown as { recording: Recording }).recording);
}

/** When the latest position first reached `seq` (ms), from a recording. */
function arrival(recording: Recording, seq: number): number | undefined {
  return recording.latest.find(([, value]) => value >= seq)?.[0];
}

/** Plays the viewer's turn to its end by clicking, then waits for the bots and the viewer's next turn. */
async function playATurn(page: Page): Promise<number> {
  await page.getByTestId('moves').waitFor({ timeout: 30_000 });
  let last = 0;
  while (await isMyTurn(page)) last = await playByClicking(page);
  await page.getByTestId('moves').waitFor({ timeout: 30_000 });
  return last;
}

describe('motion at the table', () => {
  let stack: Stack;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    stack = await joinSharedStack();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await stack?.close();
  });

  it('pirates step along their path, bots’ moves are drawn one at a time, and reduced motion turns both off', async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signUp(page, stack.webUrl, 'mover');
    await chooseGame(page, 'cartagena');
    await page.getByTestId('player-count').selectOption('4');
    for (const seat of [1, 2, 3]) await page.getByTestId(`seat-${seat}`).selectOption('heuristic');
    await page.getByTestId('create-table').click();
    await page.waitForURL(/\/matches\/[0-9a-f-]+$/);
    await page.getByTestId('start').click();
    await page.getByTestId('board').waitFor();

    await record(page);
    const mine = await playATurn(page);
    const moving = await recordingOf(page);

    // The viewer's pirates travelled, each through the squares it crossed (start, …, landing).
    const own = moving.flights.filter((flight) => flight.key.startsWith('pawns-0-'));
    expect(own.length).toBeGreaterThan(0);
    expect(Math.max(...own.map((flight) => flight.frames))).toBeGreaterThan(2);
    // The bots' pirates travelled too.
    expect(moving.flights.some((flight) => /^pawns-[123]-/.test(flight.key))).toBe(true);

    // The answer to the viewer's own move was drawn as it came.
    const ownDrawn = moving.drawn.find(([, seq]) => seq >= mine)![0];
    expect(ownDrawn - arrival(moving, mine)!).toBeLessThan(300);
    // The bots' moves that followed were drawn one at a time, each for most of a paced step.
    const botSteps = moving.drawn.filter(([, seq]) => seq > mine);
    expect(botSteps.length).toBeGreaterThan(1);
    const pauses = botSteps.slice(1).map(([at], index) => at - botSteps[index]![0]);
    expect(Math.min(...pauses)).toBeGreaterThan(500);

    // Each seat's last move is marked on the board, the viewer's included.
    const marked = await page
      .locator('[data-last-moved]')
      .evaluateAll((pieces) => pieces.map((piece) => piece.getAttribute('data-last-moved')));
    expect(new Set(marked).size).toBeGreaterThan(1);
    await shot(page, 'motion-cartagena-desktop.png', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('board').scrollIntoViewIfNeeded();
    await shot(page, 'motion-cartagena-phone.png');

    // Reduced motion: nothing travels, every position is drawn as it comes.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await landed(page);
    await record(page);
    const next = await playATurn(page);
    const still = await recordingOf(page);
    expect(still.flights).toEqual([]);
    const lags = still.drawn
      .filter(([, seq]) => seq >= next)
      .map(([at, seq]) => at - (arrival(still, seq) ?? at));
    expect(lags.length).toBeGreaterThan(0);
    expect(Math.max(...lags)).toBeLessThan(300);
  }, 150_000);

  for (const { id, players } of [
    { id: 'tortuga', players: 4 },
    { id: 'port-royal', players: 4 },
    { id: 'pirates-cove', players: 3 },
  ]) {
    it(`${id}: the last moves of several seats are marked on the board, on a desktop and a phone`, async () => {
      const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
      contexts.push(context);
      const page = await context.newPage();
      await signUp(page, stack.webUrl, `marks-${id}`);
      await chooseGame(page, id);
      await page.getByTestId('player-count').selectOption(String(players));
      for (let seat = 1; seat < players; seat++)
        await page.getByTestId(`seat-${seat}`).selectOption('heuristic');
      await page.getByTestId('create-table').click();
      await page.waitForURL(/\/matches\/[0-9a-f-]+$/);
      await page.getByTestId('start').click();
      await page.locator('.paced-table').waitFor();
      await record(page);

      // Play until the last moves of two seats are marked on the board and a piece has travelled (a
      // match may open with moves that move no piece: a Tortuga vote, a peek).
      const markedSeats = async () =>
        new Set(
          await page
            .locator('[data-last-moved]')
            .evaluateAll((pieces) => pieces.map((piece) => piece.getAttribute('data-last-moved'))),
        ).size;
      const travelled = async () => (await recordingOf(page)).flights.length > 0;
      const marked = await playUntil(
        page,
        90_000,
        async () => (await markedSeats()) >= 2 && (await travelled()),
      );
      expect(marked).toBe(true);

      await shot(page, `motion-${id}-desktop.png`, { fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, `motion-${id}-phone-page.png`, { fullPage: true });
      // The table as a phone shows it, scrolled to its top.
      await page
        .locator('.paced-table > *')
        .first()
        .evaluate((table) => table.scrollIntoView());
      await shot(page, `motion-${id}-phone.png`);
      if (id === 'port-royal') {
        // The loot on display, the trick and the hand fit one phone screen.
        const top = await page.locator('.pr-harbour-wrap').boundingBox();
        const hand = await page.locator('.pr-hand-panel').boundingBox();
        expect(hand!.y + hand!.height - top!.y).toBeLessThanOrEqual(844);
      }
    }, 150_000);
  }
});
