import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.js';
import { playUntil, playUntilVote, resignAndFinish, signUpByApi, startTableWithBots } from './graphql.js';
import { settled, signInQuietly, widerThanScreen } from './pages.js';
import { shot } from './screenshots.js';
import { joinSharedStack, type Stack } from './stack.js';

/** Where each table draws its board and the decision of the moment (the hand is `hand` in all four). */
const TABLES = {
  cartagena: { board: '.board-wrap', decision: '[data-testid="moves"]' },
  tortuga: { board: '.row-panel', decision: '[data-testid="moves"]' },
  'port-royal': { board: '.pr-harbour-wrap', decision: '[data-testid="decision"]' },
  'pirates-cove': { board: '.pc-board', decision: '[data-testid="moves"]' },
} as const;
type Game = keyof typeof TABLES;
const GAMES = Object.keys(TABLES) as Game[];
const LOCALES = ['en-GB', 'it-IT', 'fr-FR'] as const;

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** Whether a tap at its centre reaches it: nothing covers it there, no scrolling box hides it. */
  reached: boolean;
}

/** The first element for `selector` that shows, as it lies in the window (null when none shows). */
async function boxOf(page: Page, selector: string): Promise<Box | null> {
  return page.evaluate((wanted) => {
    for (const element of Array.from(document.querySelectorAll(wanted))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return {
        top: rect.top,
        bottom: rect.bottom,
        left: rect.left,
        right: rect.right,
        reached: hit !== null && element.contains(hit),
      };
    }
    return null;
  }, selector);
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The controls a decision offers, the plain list of every legal action left aside. */
function controlsOf(decision: string): string {
  return `${decision} button:not([data-testid="all-actions-toggle"]):not([data-testid="legal-action"])`;
}

describe('a table on a phone: the board, the hand and the decision on one screen', () => {
  let stack: Stack;
  const handle = 'thumbs';
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

  /** A page signed in as the tables' player, in `locale`, at the given size; closed after `use`. */
  async function signedIn(
    options: BrowserContextOptions,
    locale: string,
    use: (page: Page) => Promise<void>,
  ): Promise<void> {
    const context = await stack.browser.newContext({ ...options, locale });
    try {
      await signInQuietly(context, stack.webUrl, handle);
      const page = await context.newPage();
      await use(page);
    } finally {
      await context.close();
    }
  }

  /** Opens a table at its top, as a person arriving at it sees it; a secret vote's dialog is put aside. */
  async function openTable(page: Page, game: Game): Promise<void> {
    await page.goto(`${stack.webUrl}/matches/${tables[game]}`);
    await settled(page);
    await page.getByTestId('hand').waitFor();
    const vote = page.getByTestId('vote-dialog');
    if (await vote.isVisible()) {
      await vote.getByTestId('vote-hide').click();
      await vote.waitFor({ state: 'hidden' });
    }
    await page.evaluate(() => window.scrollTo(0, 0));
  }

  it('each table shows its board, the whole hand and the decision’s controls without scrolling, the chat button clear of them', async () => {
    const found: string[] = [];
    await signedIn(PHONE, 'en-GB', async (page) => {
      for (const game of GAMES) {
        await openTable(page, game);
        const height = page.viewportSize()!.height;
        const { board, decision } = TABLES[game];
        await shot(page, `phone-${game}-390.png`);
        const onScreen = (box: Box | null) =>
          box !== null && box.reached && box.top >= 0 && box.bottom <= height;
        const hand = await boxOf(page, '[data-testid="hand"]');
        expect(onScreen(hand), `${game}: the hand ${JSON.stringify(hand)} on the first screen`).toBe(true);
        const controls = (await boxOf(page, controlsOf(decision))) ?? (await boxOf(page, `${decision} h3`));
        expect(
          onScreen(controls),
          `${game}: the decision ${JSON.stringify(controls)} on the first screen`,
        ).toBe(true);
        const drawn = await boxOf(page, board);
        expect(
          drawn !== null && drawn.top < height - 120,
          `${game}: the board begins on the first screen`,
        ).toBe(true);
        const chat = await boxOf(page, '[data-testid="chat-launcher"]');
        expect(chat, `${game}: the chat button shows`).not.toBeNull();
        expect(overlaps(chat!, hand!), `${game}: the chat button clear of the hand`).toBe(false);
        expect(overlaps(chat!, controls!), `${game}: the chat button clear of the decision`).toBe(false);
        found.push(...(await audit(page, `${game} on a phone`)));
      }
    });
    expect(found, found.join('\n')).toEqual([]);
  }, 180_000);

  it('the tables read whole in English, Italian and French, on a phone and on a desktop', async () => {
    for (const locale of LOCALES)
      for (const [size, options] of [
        ['390', PHONE],
        ['1440', DESKTOP],
      ] as const)
        await signedIn(options, locale, async (page) => {
          for (const game of GAMES) {
            await openTable(page, game);
            expect(await widerThanScreen(page), `${game} in ${locale} at ${size}px`).toEqual([]);
            // Every control of the table's header in sight, however long a language's words.
            const outside = await page.evaluate((width) => {
              const out: string[] = [];
              for (const control of Array.from(
                document.querySelectorAll('.match-header-side :is(button, a, [role="button"])'),
              )) {
                const rect = control.getBoundingClientRect();
                if (rect.width > 0 && (rect.left < 0 || rect.right > width))
                  out.push(
                    `${control.textContent?.trim()} ${Math.round(rect.left)}–${Math.round(rect.right)}`,
                  );
              }
              return out;
            }, options.viewport!.width);
            expect(outside, `${game} in ${locale} at ${size}: header controls off the screen`).toEqual([]);
            const name = `phone-${game}-${locale.slice(0, 2)}-${size}`;
            await shot(page, `${name}.png`);
            // A screen further down: the board scrolls under the tray, which stays.
            await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.6));
            await shot(page, `${name}-scrolled.png`);
          }
        });
  }, 300_000);

  it('the chat button sits in a secret vote’s dialog, clear of its words, and under the Rules dialog’s backdrop', async () => {
    const vote = await startTableWithBots(stack.apiUrl, token, 'tortuga', 3);
    await playUntilVote(stack.apiUrl, token, vote);
    await signedIn(PHONE, 'en-GB', async (page) => {
      await page.goto(`${stack.webUrl}/matches/${vote}`);
      await settled(page);
      const dialog = page.getByTestId('vote-dialog');
      await dialog.waitFor();
      expect(
        await dialog.getByTestId('chat-launcher').count(),
        'the chat button is one of the dialog’s',
      ).toBe(1);
      const chat = (await boxOf(page, '[data-testid="chat-launcher"]'))!;
      for (const words of ['#tortuga-vote-title', '#tortuga-vote-rule', '[data-testid="vote-card"]']) {
        const box = await boxOf(page, words);
        expect(box !== null && !overlaps(chat, box), `the chat button clear of ${words}`).toBe(true);
      }
      await shot(page, 'phone-vote-chat-390.png');
      expect(await audit(page, 'the vote with its chat button')).toEqual([]);

      await dialog.getByTestId('vote-hide').click();
      await page.getByTestId('rules-button').click();
      await page.getByTestId('rules-dialog').waitFor();
      const under = await page.evaluate(() => {
        const launcher = document.querySelector('[data-testid="chat-launcher"]')!;
        const rect = launcher.getBoundingClientRect();
        const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return top !== null && !launcher.contains(top);
      });
      expect(under, 'the Rules dialog’s backdrop lies over the chat button').toBe(true);
    });
  });

  it('a finished table keeps no tray: its hand and results lie in the page, the board in full view', async () => {
    const over = await startTableWithBots(stack.apiUrl, token, 'cartagena', 2);
    await resignAndFinish(stack.apiUrl, token, over);
    await signedIn(PHONE, 'en-GB', async (page) => {
      await page.goto(`${stack.webUrl}/matches/${over}`);
      await settled(page);
      await page.locator('[data-testid="table"][data-status="FINISHED"]').waitFor();
      await page.getByTestId('hand').waitFor();
      expect(await page.locator('.table-tray').count()).toBe(0);
      const hand = await page.getByTestId('hand').evaluate((element) => {
        const tray = element.closest('.table-stack');
        return tray === null ? null : getComputedStyle(tray).position;
      });
      expect(hand, 'the hand lies in the page, not in a tray held to the screen').toBe('static');
      await shot(page, 'phone-finished-cartagena-390.png');
    });
  });

  it('a thumb’s targets: the start box’s pirates and the lobby’s radio buttons measure 24 pixels at least', async () => {
    await signedIn(PHONE, 'en-GB', async (page) => {
      const small = (selector: string) =>
        page.evaluate((wanted) => {
          const out: string[] = [];
          for (const element of Array.from(document.querySelectorAll(wanted))) {
            const rect = element.getBoundingClientRect();
            if (rect.width > 0 && (rect.width < 24 || rect.height < 24))
              out.push(
                `${element.outerHTML.slice(0, 60)} ${Math.round(rect.width)}×${Math.round(rect.height)}`,
              );
          }
          return out;
        }, selector);
      await openTable(page, 'cartagena');
      expect(await page.locator('.side-box [data-explain]').count()).toBeGreaterThan(0);
      expect(await small('.side-box [data-explain], .side-box [role="button"]')).toEqual([]);
      await page.goto(stack.webUrl);
      await settled(page);
      await page.locator('input[name="game"]').first().waitFor();
      expect(await small('input[type="radio"], input[type="checkbox"]')).toEqual([]);
      await shot(page.locator('.create-table'), 'phone-lobby-390.png');
    });
  });

  it('Pirate’s Cove in Italian: island names and the ship mat’s words stay clear of what is drawn beside them', async () => {
    for (const [size, options] of [
      ['390', PHONE],
      ['1440', DESKTOP],
    ] as const)
      await signedIn(options, 'it-IT', async (page) => {
        await openTable(page, 'pirates-cove');
        const spills = await page.evaluate(() => {
          const out: string[] = [];
          const box = (element: Element) => element.getBoundingClientRect();
          // An island's name, up to the loot card (or its empty place) beside it.
          for (const island of Array.from(document.querySelectorAll('.pc-island-group'))) {
            const name = island.querySelector('.pc-place-name');
            const card = island.querySelector(
              '.pc-island-drawn .pc-loot-card rect, .pc-island-drawn .pc-loot-empty',
            );
            if (name && card && box(name).right > box(card).left + 0.5)
              out.push(`island ${name.textContent}`);
          }
          // A mat row's name and value, within the row's label and clear of its mastercraft or parrot.
          for (const row of Array.from(document.querySelectorAll('[data-testid="ship-mat"] .pc-track'))) {
            const label = box(row.querySelector('.pc-track-label')!);
            const icon = row.querySelector(':scope > g[data-explain]');
            const end = icon ? Math.min(label.right, box(icon).left) : label.right;
            for (const text of Array.from(row.querySelectorAll('.pc-track-name, .pc-track-value')))
              if (box(text).right > end + 0.5) out.push(`mat ${text.textContent}`);
          }
          return out;
        });
        expect(spills, `at ${size}`).toEqual([]);
        await shot(page.locator('[data-testid="ship-mat"]'), `phone-pirates-cove-mat-it-${size}.png`);
        await shot(page.locator('.pc-board svg').first(), `phone-pirates-cove-map-it-${size}.png`);
      });
  });
});
