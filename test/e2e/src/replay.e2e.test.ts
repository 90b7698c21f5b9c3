import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.js';
import { graphql, playUntil, resignAndFinish, signInByApi, startTableWithBots } from './graphql.js';
import { settled, signUp } from './pages.js';
import { artifacts, startStack, type Stack } from './stack.js';

const GAMES = ['port-royal', 'cartagena', 'tortuga', 'pirates-cove'] as const;
type Game = (typeof GAMES)[number];
const PLAYERS = 3;

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };
const SIZES = [
  ['1440', DESKTOP],
  ['390', PHONE],
] as const;

/**
 * A finished match's replay shows the table as a spectator saw it, or as any seat saw it (its
 * hand, its secret choices), or every seat face up; a match under way shows none of it.
 */
describe('a finished match replayed from any seat, or all face up', () => {
  let stack: Stack;
  const handle = 'reader';
  const finished = {} as Record<Game, string>;
  let playing = '';
  let token = '';
  /** Script errors on any page: each scenario ends by checking there were none. */
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    stack = await startStack();
    const context = await stack.browser.newContext();
    await signUp(await context.newPage(), stack.webUrl, handle);
    await context.close();
    token = await signInByApi(stack.apiUrl, handle);
    // Each game played a few moves in, then resigned: a replay of some steps, over.
    for (const game of GAMES) finished[game] = await startTableWithBots(stack.apiUrl, token, game, PLAYERS);
    playing = await startTableWithBots(stack.apiUrl, token, 'port-royal', PLAYERS);
    await Promise.all([
      ...GAMES.map(async (game) => {
        await playUntil(stack.apiUrl, token, finished[game], 8);
        await resignAndFinish(stack.apiUrl, token, finished[game]);
      }),
      playUntil(stack.apiUrl, token, playing, 2),
    ]);
  }, 300_000);
  afterAll(async () => {
    await stack?.close();
  });

  /** A page signed in as the reader, in `locale`, at the given size; closed after `use`. */
  async function signedIn(
    options: BrowserContextOptions,
    locale: string,
    use: (page: Page) => Promise<void>,
  ): Promise<void> {
    const context = await stack.browser.newContext({ ...options, locale });
    try {
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      await page.goto(`${stack.webUrl}/signin`);
      await page.locator('input[name="handle"]').fill(handle);
      await page.locator('input[name="password"]').fill('correct horse battery');
      await page.getByTestId('auth-submit').click();
      await page.waitForURL(`${stack.webUrl}/`);
      await use(page);
    } finally {
      await context.close();
    }
  }

  /** Opens a finished match's replay, proven, a few steps into the game. */
  async function openReplay(page: Page, game: Game): Promise<void> {
    await page.goto(`${stack.webUrl}/matches/${finished[game]}/replay`);
    await settled(page);
    await page.locator('[data-testid="verify"].ok').waitFor();
    await page
      .getByTestId('board')
      .or(page.locator('.pr-harbour-wrap, .row-panel, .pc-board'))
      .first()
      .waitFor();
    for (let step = 0; step < 3; step++) await page.getByTestId('next').click();
    await page.locator('[data-testid="replay"][data-step="3"]').waitFor();
  }

  const hands = (page: Page) => page.locator('[data-testid="hand"]');
  /** The names of the hands shown: their panel's title. */
  const titles = (page: Page) =>
    page.locator('section:has([data-testid="hand"]) :is(h3, .hand-title)').allTextContents();

  it('Port Royal: a spectator sees no hand; a followed seat shows its own, named; face up shows all', async () => {
    for (const [size, options] of SIZES)
      await signedIn(options, 'en-GB', async (page) => {
        await openReplay(page, 'port-royal');
        const found: string[] = [];

        // The default: as a spectator saw it, no hand at all.
        await page.getByTestId('spectating').waitFor();
        expect(await hands(page).count()).toBe(0);

        // A bot's seat: its hand, called by its name, never "yours".
        await page.getByTestId('replay-follow').selectOption('1');
        await hands(page).waitFor();
        expect(await hands(page).count()).toBe(1);
        const botHand = await hands(page).innerHTML();
        const [botTitle] = await titles(page);
        expect(botTitle).toMatch(/^Bot( \d)? \(heuristic\)’s hand \(\d+\)/);
        expect(await page.locator('main').textContent()).not.toMatch(/Your hand|Your turn|\(you\)[^:]/);
        found.push(...(await audit(page, `following a bot at ${size}`)));
        await page.screenshot({ path: path.join(artifacts, `replay-follow-bot-port-royal-${size}.png`) });

        // The reader's own seat: "your hand", and another hand than the bot's.
        await page.getByTestId('replay-follow').selectOption('0');
        await page.getByText(/^Your hand \(\d+\)/).waitFor();
        expect(await hands(page).innerHTML()).not.toBe(botHand);

        // Every seat face up: one hand each, the reader's "yours", the others by name.
        await page.getByTestId('replay-follow').selectOption('all');
        await page.getByTestId('replay-face-up').waitFor();
        await page
          .locator('[data-testid="replay-face-up"] [data-testid="hand"]')
          .nth(PLAYERS - 1)
          .waitFor();
        expect(await page.locator('[data-testid="replay-face-up"] [data-testid="hand"]').count()).toBe(
          PLAYERS,
        );
        const faceUp = await titles(page);
        expect(faceUp[0]).toMatch(/^Your hand \(\d+\)/);
        expect(faceUp.slice(1).every((title) => /^Bot( \d)? \(heuristic\)’s hand/.test(title))).toBe(true);
        found.push(...(await audit(page, `all face up at ${size}`)));
        await page.screenshot({
          path: path.join(artifacts, `replay-face-up-port-royal-${size}.png`),
          fullPage: true,
        });

        // Back to the spectator's view: hidden again.
        await page.getByTestId('replay-follow').selectOption('');
        await page.getByTestId('spectating').waitFor();
        expect(await hands(page).count()).toBe(0);
        expect(found, found.join('\n')).toEqual([]);
      });
    expect(errors).toEqual([]);
  }, 180_000);

  it('every game follows a seat and lays every seat face up, in English, Italian and French', async () => {
    const others = {
      'en-GB': /Your|\(you\)/,
      'it-IT': /La tua mano|Le tue carte|\(tu\)/,
      'fr-FR': /Votre main|Vos cartes|\(vous\)/,
    } as const;
    for (const locale of Object.keys(others) as (keyof typeof others)[])
      for (const [size, options] of SIZES)
        await signedIn(options, locale, async (page) => {
          for (const game of GAMES) {
            await openReplay(page, game);
            expect(await hands(page).count(), `${game}: a spectator sees no hand`).toBe(0);
            await page.getByTestId('replay-follow').selectOption('2');
            await hands(page).waitFor();
            const [title] = await titles(page);
            expect(title, `${game} in ${locale}: a bot's hand is named`).not.toMatch(others[locale]);
            await page.screenshot({
              path: path.join(artifacts, `replay-follow-${game}-${locale.slice(0, 2)}-${size}.png`),
            });
            await page.getByTestId('replay-follow').selectOption('all');
            const faceUp = page.locator('[data-testid="replay-face-up"] [data-testid="hand"]');
            await faceUp.nth(PLAYERS - 1).waitFor();
            expect(await faceUp.count(), `${game}: one hand a seat`).toBe(PLAYERS);
            await page.getByTestId('replay-face-up').screenshot({
              path: path.join(artifacts, `replay-face-up-${game}-${locale.slice(0, 2)}-${size}.png`),
            });
          }
        });
    expect(errors).toEqual([]);
  }, 300_000);

  it('a match under way cannot be followed as another seat: no seed, no replay, no choice of seat', async () => {
    // The API tells the player their own seat's view, and keeps the seed until the end: nothing
    // to replay another seat's hand from.
    const { match } = await graphql<{
      match: { status: string; seed: string | null; viewerSeat: number; viewJson: { viewer: number } };
    }>(
      stack.apiUrl,
      'query ($id: ID!) { match(id: $id) { status seed viewerSeat viewJson } }',
      { id: playing },
      token,
    );
    expect(match).toMatchObject({ status: 'ACTIVE', seed: null, viewerSeat: 0, viewJson: { viewer: 0 } });
    await signedIn(PHONE, 'en-GB', async (page) => {
      await page.goto(`${stack.webUrl}/matches/${playing}/replay`);
      await settled(page);
      await page.getByText(/this one is still being played/).waitFor();
      expect(await page.getByTestId('replay-follow').count()).toBe(0);
      expect(await hands(page).count()).toBe(0);
    });
  });
});
