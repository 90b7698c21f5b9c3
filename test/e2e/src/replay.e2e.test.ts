import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.js';
import { graphql, playUntil, resignAndFinish, signUpByApi, startTableWithBots } from './graphql.js';
import { onPhone, settled, signInQuietly, widerThanScreen } from './pages.js';
import { shot } from './screenshots.js';
import { joinSharedStack, type Stack } from './stack.js';

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
    // On the shared stack a review searches each decision 150 times (shared-stack.ts).
    stack = await joinSharedStack();
    token = await signUpByApi(stack.apiUrl, handle);
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
      await signInQuietly(context, stack.webUrl, handle);
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
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
        await shot(page, `replay-follow-bot-port-royal-${size}.png`);

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
        await shot(page, `replay-face-up-port-royal-${size}.png`, { fullPage: true });

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
            await shot(page, `replay-follow-${game}-${locale.slice(0, 2)}-${size}.png`);
            await page.getByTestId('replay-follow').selectOption('all');
            const faceUp = page.locator('[data-testid="replay-face-up"] [data-testid="hand"]');
            await faceUp.nth(PLAYERS - 1).waitFor();
            expect(await faceUp.count(), `${game}: one hand a seat`).toBe(PLAYERS);
            await shot(
              page.getByTestId('replay-face-up'),
              `replay-face-up-${game}-${locale.slice(0, 2)}-${size}.png`,
            );
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

  it('"Review my play" on a finished match fills in the review, and a judged step says what was worth more', async () => {
    const id = finished.cartagena;
    const found: string[] = [];
    await signedIn(DESKTOP, 'en-GB', async (page) => {
      await page.goto(`${stack.webUrl}/matches/${id}`);
      await settled(page);
      await page.getByTestId('review-my-play').waitFor();
      await shot(page, 'review-button-cartagena-1440.png');
      await onPhone(page, 'review-button-cartagena');
      await page.getByTestId('review-my-play').click();
      // The replay opens following the reader's seat, and the review fills in there.
      await page.waitForURL(`${stack.webUrl}/matches/${id}/replay?seat=0`);
      await page.locator('[data-testid="verify"].ok').waitFor();
      expect(await page.getByTestId('replay-follow').inputValue()).toBe('0');
      await page.getByRole('heading', { name: 'Your play, reviewed' }).waitFor();
      await page.locator('[data-testid="review"][data-status="DONE"]').waitFor({ timeout: 120_000 });

      // The page shows what the API holds: each decision counted once under its label.
      const { match } = await graphql<{
        match: { review: { decisions: { seq: number; label: string; loss: number }[] } };
      }>(
        stack.apiUrl,
        'query ($id: ID!) { match(id: $id) { review(seat: 0) { decisions { seq label loss } } } }',
        { id },
        token,
      );
      const decisions = match.review.decisions;
      expect(decisions.length).toBeGreaterThan(0);
      const counts = await page.locator('.review-count').allTextContents();
      const counted = counts.reduce((sum, text) => sum + Number(/: (\d+)$/.exec(text)?.[1]), 0);
      expect(counted).toBe(decisions.length);
      expect(await page.getByTestId('review-accuracy').textContent()).toMatch(/^Accuracy \d+%$/);
      await page.locator('[data-testid="review-curve"] svg.recharts-surface').waitFor();
      expect(await page.locator('[data-testid="review-curve"] figcaption').textContent()).toContain(
        `${decisions.length} decision`,
      );

      // Stepping onto the first decision: the note says what the reader chose, from what they knew.
      const seqs = (
        await graphql<{ match: { log: { seq: number }[] } }>(
          stack.apiUrl,
          'query ($id: ID!) { match(id: $id) { log { seq } } }',
          { id },
          token,
        )
      ).match.log.map((entry) => entry.seq);
      const first = decisions[0]!;
      const step = seqs.indexOf(first.seq);
      await page.getByRole('slider', { name: 'Step' }).fill(String(step));
      await page.locator(`[data-testid="replay"][data-step="${step}"]`).waitFor();
      const note = (await page.getByTestId('review-note').textContent()) ?? '';
      expect(note).toMatch(
        /You chose “.+”(: the best choice from what you knew|; “.+” was worth \+\d\.\d\d from what you knew)/,
      );
      expect(
        note.startsWith(
          `${{ BEST: 'Best', GOOD: 'Good', INACCURACY: 'Inaccuracy', MISTAKE: 'Mistake', BLUNDER: 'Blunder' }[first.label]} at step ${step}.`,
        ),
      ).toBe(true);
      // Below it, labelled apart, the same choice with every hidden card seen.
      expect(await page.getByTestId('review-face-up').textContent()).toMatch(
        /^With everything face up: “.+” was (the best choice \(\d\.\d\d\)|best \(\d\.\d\d against \d\.\d\d\)), every hidden card seen/,
      );

      // Each mark (a choice that cost an inaccuracy or more) goes to its step.
      const marked = decisions.filter((decision) =>
        ['INACCURACY', 'MISTAKE', 'BLUNDER'].includes(decision.label),
      );
      expect(await page.getByTestId('review-mark').count()).toBe(marked.length);
      if (marked.length > 0) {
        await page.getByTestId('review-mark').first().click();
        await page.locator(`[data-testid="replay"][data-step="${seqs.indexOf(marked[0]!.seq)}"]`).waitFor();
        expect(await page.getByTestId('review-note').textContent()).toMatch(
          /was worth \+\d\.\d\d from what you knew/,
        );
      }
      found.push(...(await audit(page, 'the review at 1440')));
      await shot(page, 'review-cartagena-1440.png', { fullPage: true });
    });

    // In Italian and French, at a phone's width: the same review in the reader's words.
    const words = {
      'it-IT': {
        title: 'Il tuo gioco, analizzato',
        chose: /Hai scelto «.+»/,
        faceUp: /^A carte scoperte: «.+»/,
      },
      'fr-FR': {
        title: 'Votre jeu, analysé',
        chose: /Vous avez choisi « .+ »/,
        faceUp: /^Cartes sur table : « .+ »/,
      },
    } as const;
    for (const locale of Object.keys(words) as (keyof typeof words)[])
      await signedIn(PHONE, locale, async (page) => {
        await page.goto(`${stack.webUrl}/matches/${id}/replay?seat=0`);
        await settled(page);
        await page.getByRole('heading', { name: words[locale].title }).waitFor();
        await page.locator('[data-testid="review"][data-status="DONE"]').waitFor();
        for (let at = 0; at < 40 && (await page.getByTestId('review-note').count()) === 0; at++)
          await page.getByTestId('next').click();
        expect(await page.getByTestId('review-note').textContent()).toMatch(words[locale].chose);
        expect(await page.getByTestId('review-face-up').textContent()).toMatch(words[locale].faceUp);
        found.push(...(await audit(page, `the review in ${locale} at 390`)));
        expect(await widerThanScreen(page), `the review in ${locale} at 390px`).toEqual([]);
        await shot(page, `review-cartagena-${locale.slice(0, 2)}-390.png`, { fullPage: true });
      });
    expect(found, found.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
  }, 240_000);
});
