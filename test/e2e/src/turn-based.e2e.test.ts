import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.js';
import { graphql, signInByApi } from './graphql.js';
import { settled, signUp, widerThanScreen } from './pages.js';
import { startStack, type Stack } from './stack.js';
import { DESKTOP, PHONE, shotAsSeen, Visitors } from './visitors.js';

/**
 * A turn-based pace of an hour a move (and a bank of two hours), so nothing times out while the
 * test runs and the time left reads in hours.
 */
const TEST_PACE_MS = '3600000';

interface Due {
  seq: number;
  status: string;
  viewerSeat: number | null;
  activeSeats: number[];
  legalActions: unknown[];
}

/** Opens a turn-based Cartagena duel for anne and bob through the API and starts it. */
async function startDuel(apiUrl: string, anne: string, bob: string): Promise<string> {
  const created = await graphql<{ createMatch: { id: string } }>(
    apiUrl,
    'mutation ($input: CreateMatchInput!) { createMatch(input: $input) { id } }',
    { input: { game: 'cartagena', seats: [{}, {}], clock: 'DAYS_1' } },
    anne,
  );
  const id = created.createMatch.id;
  await graphql(apiUrl, 'mutation ($id: ID!) { joinMatch(matchId: $id) { id } }', { id }, bob);
  await graphql(apiUrl, 'mutation ($id: ID!) { startMatch(matchId: $id) { id } }', { id }, anne);
  return id;
}

/** Plays the token's whole turn at `id` through the API (its first legal action each time), if it is due. */
async function playTurn(apiUrl: string, token: string, id: string): Promise<void> {
  for (let step = 0; step < 20; step++) {
    const { match } = await graphql<{ match: Due }>(
      apiUrl,
      'query ($id: ID!) { match(id: $id) { seq status viewerSeat activeSeats legalActions } }',
      { id },
      token,
    );
    if (
      match.status !== 'ACTIVE' ||
      match.viewerSeat === null ||
      !match.activeSeats.includes(match.viewerSeat)
    )
      return;
    await graphql(
      apiUrl,
      'mutation ($id: ID!, $seq: Int!, $action: JSON!) { submitAction(matchId: $id, expectedSeq: $seq, action: $action) { seq } }',
      { id, seq: match.seq, action: match.legalActions[0] },
      token,
    );
  }
  throw new Error(`the turn at ${id} did not end`);
}

/**
 * The page as a person looking elsewhere has it: `document.visibilityState` follows `__hidden`, and
 * every browser notification the page shows is kept in `__shown` (title, tag, and the notification
 * itself, to click).
 */
const WATCH_NOTIFICATIONS = () => {
  const state = window as unknown as {
    __hidden: boolean;
    __shown: { title: string; tag: string; n: Notification }[];
  };
  state.__hidden = false;
  state.__shown = [];
  Object.defineProperty(document, 'visibilityState', { get: () => (state.__hidden ? 'hidden' : 'visible') });
  const Shown = window.Notification;
  window.Notification = class extends Shown {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      state.__shown.push({ title, tag: options?.tag ?? '', n: this });
    }
  } as typeof Notification;
};

async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((value) => {
    (window as unknown as { __hidden: boolean }).__hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** The header's count of matches waiting, as the page shows it now (0 when it shows none). */
async function waitingCount(page: Page): Promise<number> {
  const count = page.getByTestId('waiting-count');
  return (await count.count()) === 0 ? 0 : Number(await count.getAttribute('data-count'));
}

/** On a phone: the count in its short form, its whole sentence kept as the link's name. */
async function expectShortCount(page: Page, short: string, name: string): Promise<void> {
  const count = page.getByTestId('waiting-count');
  expect(await count.locator('[aria-hidden="true"]').innerText()).toBe(short);
  expect(await count.boundingBox().then((box) => box && box.width < 120)).toBe(true);
  expect(await page.getByRole('link', { name, exact: true }).count()).toBe(1);
}

async function expectHeader(page: Page, waiting: number, unread: number): Promise<void> {
  await page.waitForFunction(
    ([count, bell]) => {
      const shown =
        document.querySelector('[data-testid="waiting-count"]')?.getAttribute('data-count') ?? '0';
      const unreadNow = document.querySelector('[data-testid="bell"]')?.getAttribute('data-unread');
      return shown === String(count) && unreadNow === String(bell);
    },
    [waiting, unread] as const,
    { timeout: 15_000 },
  );
}

describe('turn-based play as a player sees it, in Chromium on a real API', () => {
  let stack: Stack;
  const visitors = new Visitors(() => stack.browser);
  const { errors } = visitors;

  beforeAll(async () => {
    // The full browser: the headless shell denies notifications, which bob's browser shows.
    stack = await startStack({ TURN_BASED_TEST_PACE_MS: TEST_PACE_MS }, 'chromium');
  });
  afterAll(async () => {
    await visitors.close();
    await stack?.close();
  });

  it('bob is told live, in the header, the bell and his browser, each time anne moves, on a desktop and a phone', async () => {
    const { apiUrl, webUrl } = stack;
    const anneSignsUp = await visitors.page(DESKTOP);
    await signUp(anneSignsUp, webUrl, 'anne');
    const bob = await visitors.page(DESKTOP, async (context) => {
      await context.grantPermissions(['notifications'], { origin: webUrl });
      await context.addInitScript(WATCH_NOTIFICATIONS);
    });
    await signUp(bob, webUrl, 'bob');
    const [anne, bobToken] = [await signInByApi(apiUrl, 'anne'), await signInByApi(apiUrl, 'bob')];

    // Two duels, each waiting for anne (bob's first turn played for him where he starts).
    const first = await startDuel(apiUrl, anne, bobToken);
    const second = await startDuel(apiUrl, anne, bobToken);
    for (const id of [first, second]) await playTurn(apiUrl, bobToken, id);

    // Bob's games: both wait for anne; nothing waits for him. He asks to be told in this browser.
    await bob.goto(`${webUrl}/matches/mine`);
    await settled(bob);
    await bob.locator('[data-testid="turn-alerts"][data-feed="live"]').waitFor();
    await expectHeader(bob, 0, 0);
    expect(await bob.getByTestId('waiting-for-others').getByTestId('my-game').count()).toBe(2);
    // The browser allowed notifications before: the switch starts on, and turns off and on again.
    const toggle = bob.getByTestId('browser-notify');
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    await toggle.check();
    expect(await toggle.isChecked()).toBe(true);
    await shotAsSeen(bob, 'turn-based-my-games-waiting-desktop.png');
    expect(await audit(bob, 'Your games, waiting for others')).toEqual([]);

    // Anne plays her turn in the first duel while bob looks elsewhere: his page follows without a
    // reload, and his browser tells him; its notification opens the table.
    await setHidden(bob, true);
    await playTurn(apiUrl, anne, first);
    await expectHeader(bob, 1, 1);
    expect(await bob.getByTestId('waiting-count').textContent()).toContain('1 match waits for you');
    const yours = bob.getByTestId('waiting-for-you').getByTestId('my-game');
    await yours.first().waitFor();
    expect(await yours.getAttribute('data-match')).toBe(first);
    expect(await yours.getByTestId('time-left').textContent()).toMatch(/^[12] h \d+ min left$/);
    const told = await bob.evaluate(() =>
      (window as unknown as { __shown: { title: string; tag: string }[] }).__shown.map(({ title, tag }) => ({
        title,
        tag,
      })),
    );
    expect(told).toEqual([{ title: 'Your turn in Cartagena against anne', tag: `turn-${first}` }]);
    await setHidden(bob, false);
    await shotAsSeen(bob, 'turn-based-my-games-your-turn-desktop.png');

    await bob.getByTestId('bell').click();
    expect(await bob.getByTestId('bell').getAttribute('aria-expanded')).toBe('true');
    const line = bob.getByTestId('notification').first();
    expect(await line.textContent()).toContain('Your turn in Cartagena against anne');
    await shotAsSeen(bob, 'turn-based-bell-desktop.png');
    expect(await audit(bob, 'Your games with the bell open')).toEqual([]);
    await bob.keyboard.press('Escape');
    expect(await bob.getByTestId('bell').getAttribute('aria-expanded')).toBe('false');
    expect(await bob.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('bell');

    await bob.evaluate(() =>
      (window as unknown as { __shown: { n: Notification }[] }).__shown[0]?.n.onclick?.(new Event('click')),
    );
    await bob.waitForURL(`${webUrl}/matches/${first}`);
    await bob.getByTestId('board').waitFor();
    // The table's bank reads in hours; nothing else waits for bob yet.
    expect(await bob.locator('[data-testid="seat-clock"][data-running="true"]').textContent()).toContain(
      'bank 2 h',
    );
    expect(await bob.getByTestId('next-waiting').count()).toBe(0);

    // Anne plays in the second duel: at the first table, bob is offered the next match waiting.
    await playTurn(apiUrl, anne, second);
    await expectHeader(bob, 2, 2);
    await bob.getByTestId('next-waiting').waitFor();
    expect(await bob.getByTestId('next-waiting').textContent()).toBe('Next match waiting for you (1)');
    await shotAsSeen(bob, 'turn-based-table-next-desktop.png');
    expect(await audit(bob, 'a turn-based table with the next match waiting')).toEqual([]);

    // On his phone now. His move at this table is in (through the API): the count drops at once, and
    // the turn he had here is read; the next match is one tap away.
    await bob.setViewportSize(PHONE);
    await playTurn(apiUrl, bobToken, first);
    await expectHeader(bob, 1, 1);
    await expectShortCount(bob, '1 to play', '1 match waits for you');
    await bob.getByTestId('next-waiting').click();
    await bob.waitForURL(`${webUrl}/matches/${second}`);
    await bob.getByTestId('board').waitFor();
    expect(await bob.getByTestId('next-waiting').count()).toBe(0);

    // Anne moves at the first table: bob's phone header and bell follow without a reload.
    await playTurn(apiUrl, anne, first);
    await expectHeader(bob, 2, 2);
    await expectShortCount(bob, '2 to play', '2 matches wait for you');
    expect(await widerThanScreen(bob)).toEqual([]);
    await shotAsSeen(bob, 'turn-based-table-phone.png');
    expect(await audit(bob, 'a turn-based table on a phone')).toEqual([]);
    await bob.getByTestId('bell').click();
    await bob.getByTestId('bell-panel').waitFor();
    expect(await widerThanScreen(bob)).toEqual([]);
    await shotAsSeen(bob, 'turn-based-bell-phone.png');
    expect(await audit(bob, 'the bell open on a phone')).toEqual([]);
    await bob.getByTestId('mark-all-read').click();
    await expectHeader(bob, 2, 0);
    await bob.keyboard.press('Escape');

    await bob.goto(`${webUrl}/matches/mine`);
    await settled(bob);
    await bob.getByTestId('waiting-for-you').getByTestId('my-game').nth(1).waitFor();
    await shotAsSeen(bob, 'turn-based-my-games-phone.png');
    expect(await audit(bob, 'Your games on a phone')).toEqual([]);
    expect(await waitingCount(bob)).toBe(2);
    expect(errors).toEqual([]);
  });
});
