import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.js';
import { playOn, playUntil, playUntilVote, signUpByApi, startTableWithBots } from './graphql.js';
import { settled, signInQuietly } from './pages.js';
import { shot } from './screenshots.js';
import { joinSharedStack, type Stack } from './stack.js';

/** A piece on each table that is not a move control: a square, the galleon, a debt track, a track. */
const PIECES = {
  cartagena: '[data-square="1"] [data-explain]',
  tortuga: '[data-testid="galleon"]',
  'port-royal': '[data-testid="debt-track"]',
  'pirates-cove': '[data-testid="fame-track"]',
} as const;
type Game = keyof typeof PIECES;
const GAMES = Object.keys(PIECES) as Game[];

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

/**
 * Pieces once told only by a title (hover) or by nothing a tap reaches, with the words each tells.
 * A table is played on until it shows one (dice are rolled, and sections damaged, in fights only).
 */
const SCENES: readonly {
  game: Game;
  kind: string;
  piece: string;
  words: RegExp;
  /** Where to tap it, from its top left corner, when pieces of its own lie over its middle. */
  at?: { x: number; y: number };
}[] = [
  // The start tile, tapped by its title: its pirates stand over its middle.
  {
    game: 'cartagena',
    kind: 'start',
    piece: '.side-box [data-explain]',
    words: /\w{4}/,
    at: { x: 12, y: 10 },
  },
  { game: 'tortuga', kind: 'ship', piece: '[data-testid="ship-panel"]', words: /: \d of 5 aboard/ },
  {
    game: 'tortuga',
    kind: 'island',
    piece: '[data-testid="island-panel"]',
    words: /^Tortuga: .*British area \d/,
  },
  {
    game: 'port-royal',
    kind: 'greyed-card',
    piece: '[data-testid="hand-card"][aria-disabled="true"]',
    words: /^(red|blue|green|black|ghost) \d+.*: \w+/,
  },
  { game: 'pirates-cove', kind: 'cove', piece: '.pc-cove[data-explain]', words: /^Pirate’s Cove: / },
  {
    game: 'pirates-cove',
    kind: 'dice',
    piece: '.pc-dice[data-explain], [data-testid="repair-marker"][data-explain]',
    words:
      /^((die|dice) [\d, and]+(: .* hits? on \d or more, drawn red\))?|A Cove repair restores \w+ to \d+)$/,
  },
];

/** The explanation bubble: its words and whether it shows. */
async function bubble(page: Page): Promise<{ text: string; open: boolean; visible: boolean }> {
  const explanation = page.getByTestId('explanation');
  return {
    text: (await explanation.textContent()) ?? '',
    open: ((await explanation.getAttribute('class')) ?? '').includes('open'),
    visible: ((await explanation.boundingBox())?.width ?? 0) > 40,
  };
}

describe('cards, symbols and scores explain themselves on tap', () => {
  let stack: Stack;
  const handle = 'explainer';
  const tables = {} as Record<Game, string>;
  let token = '';

  beforeAll(async () => {
    stack = await joinSharedStack();
    token = await signUpByApi(stack.apiUrl, handle);
    for (const game of GAMES) tables[game] = await startTableWithBots(stack.apiUrl, token, game, 3);
    await Promise.all(GAMES.map((game) => playUntil(stack.apiUrl, token, tables[game], 4)));
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
  });

  /** A page signed in as the tables' player, at the given size; closed after `use`. */
  async function signedIn(options: BrowserContextOptions, use: (page: Page) => Promise<void>) {
    const context = await stack.browser.newContext(options);
    try {
      await signInQuietly(context, stack.webUrl, handle);
      const page = await context.newPage();
      await use(page);
    } finally {
      await context.close();
    }
  }

  async function openTable(page: Page, game: Game, vote: 'aside' | 'open' = 'aside') {
    await page.goto(`${stack.webUrl}/matches/${tables[game]}`);
    await settled(page);
    await page.getByTestId('table').waitFor();
    await page.locator(PIECES[game]).first().waitFor();
    // A Tortuga table may wait on the player's secret vote, whose dialog covers the board: put it
    // aside, as a person looking at the pieces would (a person about to play leaves it open).
    const dialog = page.getByTestId('vote-dialog');
    if (vote === 'aside' && (await dialog.isVisible())) {
      await dialog.getByTestId('vote-hide').click();
      await dialog.waitFor({ state: 'hidden' });
    }
  }

  /** Opens each table as its player, signed in through the page. */
  async function openTables(
    options: BrowserContextOptions,
    each: (page: Page, game: Game) => Promise<void>,
    vote: 'aside' | 'open' = 'aside',
  ) {
    await signedIn(options, async (page) => {
      for (const game of GAMES) {
        await openTable(page, game, vote);
        await each(page, game);
      }
    });
  }

  /** Plays the table on, a decision at a time, until it shows `piece` (a fight's dice take a while). */
  async function playUntilShown(page: Page, game: Game, piece: string) {
    for (let decisions = 0; decisions < 60; decisions++) {
      await openTable(page, game);
      if ((await page.locator(piece).count()) > 0) return;
      await playOn(stack.apiUrl, token, tables[game], 1);
    }
    throw new Error(`${game} never showed ${piece}`);
  }

  it('on a phone: a tap opens the words, axe finds nothing serious with them open, a tap elsewhere closes them', async () => {
    const found: string[] = [];
    await openTables(PHONE, async (page, game) => {
      const piece = page.locator(PIECES[game]).first();
      const words = (await piece.getAttribute('data-explain'))!;
      expect(words.length, game).toBeGreaterThan(3);
      await piece.scrollIntoViewIfNeeded();
      await piece.tap();
      await expect
        .poll(() => bubble(page), { timeout: 5_000 })
        .toEqual({ text: words, open: true, visible: true });
      await shot(page, `${game}-explain-390.png`);
      found.push(...(await audit(page, `${game} explained @phone`)));

      await page.locator('h1').first().tap();
      await expect
        .poll(() => bubble(page), { timeout: 5_000 })
        .toEqual({ text: '', open: false, visible: false });
    });
    expect(found, found.join('\n')).toEqual([]);
  }, 180_000);

  it('on a desktop: a click opens the words, Escape closes them and gives focus back to the piece', async () => {
    await openTables(DESKTOP, async (page, game) => {
      const piece = page.locator(PIECES[game]).first();
      const words = (await piece.getAttribute('data-explain'))!;
      await piece.scrollIntoViewIfNeeded();
      await piece.click();
      await expect
        .poll(() => bubble(page), { timeout: 5_000 })
        .toEqual({ text: words, open: true, visible: true });
      await shot(page, `${game}-explain-1440.png`);
      await piece.focus();
      await page.keyboard.press('Escape');
      await expect
        .poll(() => bubble(page), { timeout: 5_000 })
        .toEqual({ text: '', open: false, visible: false });
      await page.keyboard.press('Enter');
      await expect.poll(() => bubble(page).then((shown) => shown.text), { timeout: 5_000 }).toBe(words);
      await page.keyboard.press('Escape');
    });
  }, 180_000);

  it('from the keyboard the pieces are one Tab stop, walked with the arrow keys, the words following', async () => {
    await openTables(DESKTOP, async (page, game) => {
      const frame = page.locator('.explain-frame');
      await expect
        .poll(() => frame.locator('[data-explain][tabindex="0"]').count(), { timeout: 5_000 })
        .toBe(1);
      expect(await frame.locator('[data-explain][tabindex="-1"]').count(), game).toBeGreaterThan(1);
      const stop = frame.locator('[data-explain][tabindex="0"]');
      await stop.focus();
      await page.keyboard.press('Enter');
      const first = (await bubble(page)).text;
      expect(first, game).toBe(await stop.getAttribute('data-explain'));
      await page.keyboard.press('ArrowRight');
      const next = await page.evaluate(() => document.activeElement?.getAttribute('data-explain') ?? null);
      expect(next, game).not.toBeNull();
      await expect.poll(() => bubble(page).then((shown) => shown.text), { timeout: 5_000 }).toBe(next);
      // The stop moved with the walk: tabbing back into the table lands on the piece walked to.
      expect(await frame.locator('[data-explain][tabindex="0"]').getAttribute('data-explain')).toBe(next);
      await page.keyboard.press('Escape');
    });
  }, 180_000);

  it('pieces once told on hover alone: a tap on a phone and a click on a desktop open their words', async () => {
    const found: string[] = [];
    const shown = async (page: Page, scene: (typeof SCENES)[number], width: number) => {
      const piece = page.locator(scene.piece).first();
      const words = (await piece.getAttribute('data-explain'))!;
      expect(words, scene.kind).toMatch(scene.words);
      await piece.scrollIntoViewIfNeeded();
      // Playwright will not tap what is marked aria-disabled (a greyed card); a finger does.
      const how = { ...(scene.at ? { position: scene.at } : {}), force: true };
      if (width < 400) await piece.tap(how);
      else await piece.click(how);
      await expect
        .poll(() => bubble(page), { timeout: 5_000 })
        .toEqual({ text: words, open: true, visible: true });
      // The bubble lies inside the screen, whole.
      const box = (await page.getByTestId('explanation').boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.x, scene.kind).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, scene.kind).toBeLessThanOrEqual(viewport.width);
      await shot(page, `${scene.game}-${scene.kind}-explain-${width}.png`);
    };
    await signedIn(PHONE, async (page) => {
      for (const scene of SCENES) {
        await playUntilShown(page, scene.game, scene.piece);
        await shown(page, scene, 390);
        found.push(...(await audit(page, `${scene.game} ${scene.kind} explained @phone`)));
      }
    });
    await signedIn(DESKTOP, async (page) => {
      for (const scene of SCENES) {
        await openTable(page, scene.game);
        await shown(page, scene, 1440);
        // From the keyboard too: Escape closes, Space opens again (a greyed card is a real button,
        // whose own click on Space must not close what the key opened).
        const piece = page.locator(scene.piece).first();
        await piece.focus();
        await page.keyboard.press('Escape');
        await expect.poll(() => bubble(page).then((now) => now.open), { timeout: 5_000 }).toBe(false);
        await page.keyboard.press(' ');
        await expect.poll(() => bubble(page).then((now) => now.open), { timeout: 5_000 }).toBe(true);
        await page.waitForTimeout(300);
        expect((await bubble(page)).text, scene.kind).toBe(await piece.getAttribute('data-explain'));
        await page.keyboard.press('Escape');
      }
    });
    expect(found, found.join('\n')).toEqual([]);
  }, 600_000);

  it('a course to pick: the sea map’s islands stay buttons named by what they show, axe finds nothing serious', async () => {
    await signedIn(PHONE, async (page) => {
      await playUntilShown(page, 'pirates-cove', '[data-testid="island-pick"]');
      const found = await audit(page, 'pirates-cove picking a course @phone');
      expect(found, found.join('\n')).toEqual([]);
      // A tap on an island's loot card picks the island, as a tap on its name does.
      const group = page
        .locator('.pc-island-group.target')
        .filter({ has: page.locator('.pc-loot-card') })
        .first();
      const loot = group.locator('.pc-loot-card').first();
      await loot.scrollIntoViewIfNeeded();
      const box = (await loot.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect
        .poll(() => group.locator('[data-testid="island-pick"]').getAttribute('aria-pressed'), {
          timeout: 5_000,
        })
        .toBe('true');
      await shot(page, 'pirates-cove-course-390.png');
    });
  }, 600_000);

  it('a keyboard player plays on from the table: each next decision in reach, focus following play', async () => {
    /** A control that decides something now: a move, or what the next move is about. */
    const OPEN = ':is([data-action], [data-select]):not([disabled]):not([aria-disabled="true"])';
    /** A card of the hand in Tortuga's secret vote: picked first, then the vote it makes is confirmed. */
    const VOTE_CARD = '[data-testid="vote-card"]:not([disabled])';
    const focusedMatches = (selector: string) =>
      page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);
    /** What holds the focus, for a failure to say. */
    const focused = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 300) ?? 'nothing');
    const shownSeq = async () => Number(await page.locator('.paced-table').getAttribute('data-shown-seq'));
    const over = async () => (await page.getByTestId('table').getAttribute('data-status')) !== 'ACTIVE';
    let page: Page;
    const keysPerAction: Record<string, number[]> = {};
    // Tables of its own, at the player's turn: the tests before played the others on, and one may
    // have ended.
    for (const game of GAMES) tables[game] = await startTableWithBots(stack.apiUrl, token, game, 3);
    await Promise.all(GAMES.map((game) => playUntil(stack.apiUrl, token, tables[game], 4)));
    // Tortuga's first decision is a secret vote, whose dialog a keyboard player plays through too.
    await playUntilVote(stack.apiUrl, token, tables.tortuga);
    await openTables(
      DESKTOP,
      async (opened, game) => {
        page = opened;
        keysPerAction[game] = [];
        const decisions = page.locator(`.paced-table ${OPEN}, ${VOTE_CARD}`);
        await expect
          .poll(() => decisions.count(), { timeout: 20_000, message: `${game}: a decision to make` })
          .toBeGreaterThan(0);
        await decisions.first().focus();
        for (let action = 0; action < 3 && !(await over()); action++) {
          const before = await shownSeq();
          let keys = 0;
          // A dialog that opened with the turn (Tortuga's vote) holds the focus on its title: on to its first choice.
          for (let walked = 0; walked < 20 && !(await focusedMatches(`${OPEN}, ${VOTE_CARD}`)); walked++) {
            await page.keyboard.press('Tab');
            keys++;
          }
          // A choice first (a card, then the pirate it moves): the move it opens is a few Tabs on.
          // (A choice already made, pressed, stays made: its move is walked to.)
          if (await focusedMatches(`[data-select], ${VOTE_CARD}`)) {
            if (await focusedMatches('[aria-pressed]:not([aria-pressed="true"])')) {
              await page.keyboard.press('Enter');
              keys++;
            }
            // El Dorado's vote asks for two cards: the next one too.
            const voteMade = () =>
              page
                .locator('[data-testid="vote-confirm"]:not([disabled])')
                .waitFor({ timeout: 3_000 })
                .then(
                  () => true,
                  () => false,
                );
            if ((await focusedMatches(VOTE_CARD)) && !(await voteMade())) {
              await page.keyboard.press('Tab');
              await page.keyboard.press('Enter');
              keys += 2;
            }
            // The moves it opens are drawn after the key (late on a busy machine): walk once they are.
            await expect
              .poll(() => page.locator(`[data-action]${OPEN}`).count(), { timeout: 10_000 })
              .toBeGreaterThan(0);
            // Each move it opens is reachable (a pirate on the board was once left out of the Tab order).
            expect(await page.locator('.paced-table [data-action][tabindex="-1"]').count(), game).toBe(0);
            // Forward, then back: a move the choice opens may be drawn before it (on the board).
            for (const [key, most] of [
              ['Tab', 20],
              ['Shift+Tab', 40],
            ] as const) {
              for (
                let walked = 0;
                walked < most && !(await focusedMatches(`[data-action]${OPEN}`));
                walked++
              ) {
                await page.keyboard.press(key);
                keys++;
              }
            }
          }
          expect(
            await focusedMatches(`[data-action]${OPEN}`),
            `${game}: a move in reach, not ${await focused()}`,
          ).toBe(true);
          await page.keyboard.press('Enter');
          keysPerAction[game].push(keys + 1);
          await expect.poll(shownSeq, { timeout: 20_000 }).toBeGreaterThan(before);
          // Bots play on until it is this player's turn again: focus waits there, on the next decision.
          const waiting = async () =>
            (await over()) || (await focusedMatches(`.paced-table ${OPEN}, [role="dialog"] *, dialog *`))
              ? 'on a decision'
              : await focused();
          await expect.poll(waiting, { timeout: 30_000, message: game }).toBe('on a decision');
        }
      },
      'open',
    );
    for (const [game, keys] of Object.entries(keysPerAction)) {
      expect(keys.length, game).toBeGreaterThan(0);
      // Before, every action cost a Tab through the header and the board: 78 keys for 3 in Cartagena.
      // Here a move is a few keys from the choice before it (4, then 1 a move in the other games).
      expect(Math.max(...keys), `${game}: ${keys.join(', ')} keys an action`).toBeLessThanOrEqual(61);
    }
  }, 600_000);
});
