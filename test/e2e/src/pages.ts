import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PASSWORD, playToTheEndByApi, signInByApi } from './graphql.js';
import { shot } from './screenshots.js';

/** What a person does on the pages, in the page's own words where it can. Lands on the lobby. */
export async function signUp(page: Page, webUrl: string, handle: string): Promise<void> {
  await submitAuthForm(page, `${webUrl}/signup`, handle, PASSWORD);
  await signedInOnLobby(page, webUrl);
}

/** Signs in through the form; the page lands on the lobby. */
export async function signIn(page: Page, webUrl: string, handle: string, password = PASSWORD): Promise<void> {
  await submitAuthForm(page, `${webUrl}/signin`, handle, password);
  await signedInOnLobby(page, webUrl);
}

async function signedInOnLobby(page: Page, webUrl: string): Promise<void> {
  await page.waitForURL(`${webUrl}/`);
  // Attached, not visible: a phone's one-row header keeps the handle for screen readers only.
  await page.locator('.site-header .handle').waitFor({ state: 'attached' });
}

/** Fills the sign-in or sign-up form at `url` and submits it, leaving the page where it goes. */
async function submitAuthForm(page: Page, url: string, handle: string, password: string): Promise<void> {
  await page.goto(url);
  // By the fields' names, not their labels: the form speaks the reader's language.
  await page.locator('input[name="handle"]').fill(handle);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('auth-submit').click();
}

/**
 * Signs a browser in (or, with `signUp`, up) through the web app's own routes, as its form does —
 * a CSRF token from NextAuth, then the credentials posted — with no page drawn: the session cookie
 * lands in `context`, for its pages to open signed in. For the tests whose subject is what comes
 * after; the forms themselves are tested through the pages (`signUp`, `signIn`). A page load costs
 * Chromium, the web server and the API about a CPU-second each, and the form takes two.
 */
export async function signInQuietly(
  context: BrowserContext,
  webUrl: string,
  handle: string,
  { signUp = false } = {},
): Promise<void> {
  const csrf = (await (await context.request.get(`${webUrl}/api/auth/csrf`)).json()) as { csrfToken: string };
  const answer = await context.request.post(`${webUrl}/api/auth/callback/credentials`, {
    form: {
      handle,
      password: PASSWORD,
      ...(signUp ? { mode: 'signup' } : {}),
      csrfToken: csrf.csrfToken,
      callbackUrl: `${webUrl}/`,
      json: 'true',
    },
  });
  const { url } = (await answer.json()) as { url: string };
  const error = new URL(url, webUrl).searchParams.get('error');
  if (!answer.ok() || error) throw new Error(`signing ${handle} in failed: ${error ?? answer.status()}`);
}

export async function seqOf(page: Page): Promise<number> {
  return Number(await page.getByTestId('table').getAttribute('data-seq'));
}

/**
 * Waits until the table shows at least `seq`, without reloading: what live updates are for. A game's
 * table draws positions paced (one at a time, see the web's `matches/pacing.ts`): it waits for the
 * drawn position too.
 */
export async function waitForSeq(page: Page, seq: number, timeout = 20_000): Promise<void> {
  try {
    await page.waitForFunction(
      (wanted) => {
        const latest = Number(document.querySelector('[data-testid="table"]')?.getAttribute('data-seq'));
        const drawn = document.querySelector('.paced-table')?.getAttribute('data-shown-seq');
        return latest >= wanted && (drawn === null || drawn === undefined || Number(drawn) >= wanted);
      },
      seq,
      // Every 50 ms, not at each animation frame: a frame asked for sixty times a second is work.
      { polling: 50, timeout },
    );
  } catch (error) {
    throw new Error(`the table did not reach seq ${seq}: ${await tableState(page)}`, { cause: error });
  }
}

/** What the table shows, for a failure to say: its seq, the drawn seq, its status and any error. */
async function tableState(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const table = document.querySelector('[data-testid="table"]');
      const alerts = Array.from(document.querySelectorAll('[role="alert"]'), (alert) => alert.textContent);
      return JSON.stringify({
        seq: table?.getAttribute('data-seq'),
        shown: document.querySelector('.paced-table')?.getAttribute('data-shown-seq'),
        status: table?.getAttribute('data-status'),
        alerts,
      });
    })
    .catch((error: unknown) => `unreadable (${String(error)})`);
}

export async function isMyTurn(page: Page): Promise<boolean> {
  return (await page.getByTestId('moves').count()) > 0;
}

/**
 * One move the way a person makes it: a card, then a highlighted pirate on the board; with no card
 * to play, the first turn button (end turn, move back…) or the first legal move.
 */
export async function playByClicking(page: Page): Promise<number> {
  const before = await seqOf(page);
  const cards = page.locator('[data-testid="card"]:not([disabled])');
  if ((await cards.count()) > 0) {
    await cards.first().click();
    const target = page.getByTestId('pirate-target').first();
    await target.waitFor();
    await target.click();
  } else {
    const end = page.getByTestId('action-endTurn');
    if ((await end.count()) > 0) await end.click();
    else await clickLegalAction(page, 0);
  }
  await waitForSeq(page, before + 1);
  return before + 1;
}

/** Opens the table's list of every legal action (a toggle beside the table's own controls). */
async function openActionList(page: Page): Promise<void> {
  const toggle = page.getByTestId('all-actions-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

export async function legalActions(page: Page): Promise<Record<string, unknown>[]> {
  await openActionList(page);
  const raw = await page
    .getByTestId('legal-action')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-action') ?? 'null'));
  return raw.map((text) => JSON.parse(text) as Record<string, unknown>);
}

export async function clickLegalAction(page: Page, index: number): Promise<void> {
  await openActionList(page);
  await page.getByTestId('legal-action').nth(index).click();
}

/** A quick, sensible choice from the list of every legal move: advance the rearmost pirate. */
export function chooseQuickly(actions: readonly Record<string, unknown>[]): number {
  const rank = (from: unknown) => (from === 'start' ? 0 : typeof from === 'number' ? from : 999);
  let best = -1;
  actions.forEach((action, index) => {
    if (action['type'] !== 'playCard') return;
    if (best === -1 || rank(action['from']) < rank(actions[best]!['from'])) best = index;
  });
  if (best >= 0) return best;
  const back = actions.findIndex((action) => action['type'] === 'moveBack');
  if (back >= 0) return back;
  const end = actions.findIndex((action) => action['type'] === 'endTurn');
  return end >= 0 ? end : 0;
}

/**
 * The lobby's "Play ranked" control: one game, exactly these table sizes, the default preset, and
 * rated bots after `botWait` seconds (`never`, the default, for people only).
 */
export async function playRanked(
  page: Page,
  game: string,
  sizes: readonly number[],
  botWait: 'never' | '30' | '60' | '180' = 'never',
): Promise<void> {
  await page.getByTestId('play-ranked').waitFor();
  await hydrated(page, `[data-testid="ranked-game-${game}"]`);
  await page.getByTestId(`ranked-game-${game}`).check();
  for (const box of await page.locator('[data-testid^="ranked-size-"]').all()) {
    const size = Number((await box.getAttribute('data-testid'))?.replace('ranked-size-', ''));
    await box.setChecked(sizes.includes(size));
  }
  await page.getByTestId('ranked-bots').selectOption(botWait);
  await page.getByTestId('play-ranked').click();
}

/**
 * What makes the page wider than its window (it scrolls sideways), each named by its tag, class,
 * box and first words: empty when it fits. An element inside a box that scrolls or clips sideways is that box's business.
 */
export async function widerThanScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    const wide = Array.from(document.querySelectorAll('body *')).filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.right <= window.innerWidth + 1) return false;
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== 'visible') return false;
      return true;
    });
    const named = wide.slice(0, 3).map((element) => {
      const box = element.getBoundingClientRect();
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} (${Math.round(box.left)}–${Math.round(box.right)} px) "${text}"`;
    });
    return named.length > 0 ? named : [`the page, ${document.documentElement.scrollWidth} px`];
  });
}

/**
 * Every legal move the table lists, opening its "every legal action" list if needed (each game's
 * table offers one beside its own controls).
 */
async function legalButtons(page: Page) {
  const buttons = page.getByTestId('legal-action');
  if ((await buttons.count()) === 0) {
    const toggle = page.locator('[data-testid="all-actions-toggle"][aria-expanded="false"]');
    // A vote dialog may open over the table meanwhile: then the caller's next look handles it.
    if ((await toggle.count()) > 0)
      await toggle
        .first()
        .click({ timeout: 3_000 })
        .catch(() => undefined);
  }
  return buttons;
}

/**
 * Browser settings for whole games played through: reduced motion, so each table draws positions as
 * they come (no pacing: `motion.e2e` tests that) and a game takes the API's time, not 600 ms a move.
 */
export const PLAYTHROUGH = { reducedMotion: 'reduce' } as const;

/**
 * A person at a table of one person and bots: plays the first legal move each time until the end.
 * `look` runs before each move (a check of what the page shows at that moment).
 */
export async function playToTheEnd(
  page: Page,
  budgetMs: number,
  look: (step: number) => Promise<void> = async () => undefined,
): Promise<void> {
  const finished = async () => (await page.getByTestId('table').getAttribute('data-status')) === 'FINISHED';
  if (!(await playUntil(page, budgetMs, finished, look))) throw new Error('the match did not finish in time');
}

/**
 * For a test that needs a table's first decisions and its end but not every position between:
 * `clicks` decisions by clicks, then the rest of the match played through the API as `handle`
 * with the page away (the browser draws nothing meanwhile), then the table again, finished. The
 * languages' file plays each game to its end by clicks.
 */
export async function clickThenFinishByApi(
  page: Page,
  stack: { readonly apiUrl: string; readonly webUrl: string },
  handle: string,
  clicks = 8,
): Promise<void> {
  let made = 0;
  await playUntil(page, 60_000, async () => made++ >= clicks);
  const table = page.url();
  await page.goto(`${stack.webUrl}/`);
  const token = await signInByApi(stack.apiUrl, handle);
  await playToTheEndByApi(stack.apiUrl, token, table.split('/').pop()!, 200_000);
  await page.goto(table);
  await page.locator('[data-testid="table"][data-status="FINISHED"]').waitFor();
}

/**
 * Plays the first legal move each time (as `playToTheEnd`) until `done` says so; false if the
 * budget ran out first.
 */
export async function playUntil(
  page: Page,
  budgetMs: number,
  done: () => Promise<boolean>,
  look: (step: number) => Promise<void> = async () => undefined,
): Promise<boolean> {
  const deadline = Date.now() + budgetMs;
  for (let step = 0; Date.now() < deadline; step++) {
    await look(step);
    if (await done()) return true;
    await somethingToDo(page);
    // A secret vote opens a dialog over the table: pick a card and confirm. A vote refused as stale
    // (a bot voted at the same moment) keeps its card picked: then only confirm again.
    const dialog = page.getByTestId('vote-dialog');
    if (await dialog.isVisible().catch(() => false)) {
      const seq = await seqOf(page);
      const confirm = dialog.getByTestId('vote-confirm');
      const quick = { timeout: 3_000 };
      if (!(await confirm.isEnabled().catch(() => false)))
        await dialog
          .locator('[data-testid="vote-card"][aria-pressed="false"]:not([disabled])')
          .first()
          .click(quick)
          .catch(() => undefined);
      const voted = await confirm
        .click(quick)
        .then(() => true)
        .catch(() => false);
      if (voted) await waitForSeq(page, seq + 1).catch(() => undefined);
      continue;
    }
    // A secret course is set on the wheel: pick a handle, then set the course with its button.
    const handles = page.locator('[data-testid="helm-island"][data-select="course"]');
    if ((await handles.count()) > 0) {
      const seq = await seqOf(page);
      // The wheel changes as the others set their course and the round resolves: a handle or the
      // button gone by the time of the click is looked for again.
      const quick = { timeout: 3_000 };
      const count = await handles.count();
      const set =
        count > 0 &&
        (await handles
          .nth(Math.floor(Math.random() * count))
          .click(quick)
          .then(() => page.getByTestId('confirm-course').click(quick))
          .then(() => true)
          .catch(() => false));
      if (set) await waitForSeq(page, seq + 1).catch(() => undefined);
      continue;
    }
    const buttons = await legalButtons(page);
    if ((await buttons.count()) === 0) continue;
    const seq = await seqOf(page);
    // The table moves on as bots play: a dialog may open over the button, or the button go. Look again.
    const clicked = await buttons
      .first()
      .click({ timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (clicked) await waitForSeq(page, seq + 1).catch(() => undefined);
  }
  return false;
}

/**
 * Waits (a second at most, for the caller's own `done` to be asked again) until the table offers
 * the player something: a move, the list of every move to open, a secret vote, a course to set, or
 * its end. One look in the page every 25 ms while bots play, not a round of queries each: a look
 * is a selector in the page, and a look ten times a second kept each turn waiting 50 ms on average.
 */
async function somethingToDo(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.querySelector(
          [
            '[data-testid="legal-action"]',
            '[data-testid="all-actions-toggle"]',
            '[data-testid="vote-dialog"]',
            '[data-testid="helm-island"][data-select="course"]',
            '[data-testid="table"][data-status="FINISHED"]',
          ].join(', '),
        ) !== null,
      undefined,
      { polling: 25, timeout: 1_000 },
    )
    .catch(() => undefined);
}

/**
 * Waits until a page has drawn what it loads: the document loaded and no loading line left. Not
 * Playwright's `networkidle`, which waits for half a second without a request: on a busy machine
 * a page that refetches on a timer, or one slow request, keeps that from ever coming.
 */
export async function settled(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForLoadState('load', { timeout });
  await page.locator('main').waitFor({ timeout });
  await page.waitForFunction(() => document.querySelector('.loading') === null, undefined, { timeout });
}

/**
 * That the page, laid out again after its window changed size, is no wider than the window. Some of
 * it follows a frame or more late (GraphiQL's Monaco editor measures its box from a ResizeObserver,
 * at most once an animation frame): on a busy machine a look taken at once can catch the old width.
 */
export async function expectFitsAfterResize(page: Page, what: string): Promise<void> {
  await expect
    .poll(() => widerThanScreen(page), { message: `${what} scrolls sideways`, timeout: 5_000 })
    .toEqual([]);
}

/** The page as it reads on a phone (390×844), photographed, with nothing wider than the screen. */
export async function onPhone(page: Page, name: string): Promise<void> {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-phone.png`, { fullPage: true });
  await expectFitsAfterResize(page, `${name} on a phone`);
  if (desktop) await page.setViewportSize(desktop);
}

/**
 * Waits until React has hydrated the element at `selector` (it then carries React's props): a click
 * before that is lost on a busy machine, as React sets a controlled input back while it hydrates.
 */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const element = document.querySelector(wanted);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    },
    selector,
    { polling: 50, timeout: 30_000 },
  );
}

/**
 * Picks a game in the lobby's form to open a table of it. On a busy machine a click landed on the
 * hydrated radio and was gone by the time it was looked at (the form drawn again meanwhile, seen
 * once in the browser tier): the choice is made until it holds, as a person would click again.
 */
export async function chooseGame(page: Page, game: string): Promise<void> {
  const selector = `input[name="game"][value="${game}"]`;
  const radio = page.locator(selector);
  await expect
    .poll(async () => {
      await hydrated(page, selector);
      await radio.check({ timeout: 5_000 }).catch(() => undefined);
      return radio.isChecked();
    })
    .toBe(true);
}
