import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.js';
import { graphql, signInByApi } from './graphql.js';
import { hydrated, settled, signInQuietly } from './pages.js';
import { shot } from './screenshots.js';
import { startStack, type Stack } from './stack.js';
import { DESKTOP, PHONE, Visitors } from './visitors.js';

interface Seen {
  id: string;
  seq: number;
  viewerSeat: number | null;
  activeSeats: number[];
  legalActions: unknown[];
}

describe('the table around the game, in Chromium on a real API: clocks, absence, resigning, rematch', () => {
  let stack: Stack;
  const visitors = new Visitors(() => stack.browser);
  const { errors } = visitors;
  const page = (viewport = DESKTOP) => visitors.page(viewport);
  const read = async (token: string, id: string) =>
    (
      await graphql<{ match: Seen }>(
        stack.apiUrl,
        'query ($id: ID!) { match(id: $id) { id seq viewerSeat activeSeats legalActions } }',
        { id },
        token,
      )
    ).match;
  const active = (of: Page) => of.locator('[data-testid="table"][data-status="ACTIVE"]').waitFor();

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await visitors.close();
    await stack?.close();
  });

  it('a table opened with a relaxed clock says so in the waiting room, and its clocks run at the table', async () => {
    const carl = await page(DESKTOP);
    await signInQuietly(carl.context(), stack.webUrl, 'carl', { signUp: true });
    await carl.goto(`${stack.webUrl}/?new=cartagena#new-table`);
    await settled(carl);
    await hydrated(carl, '[data-testid="clock-relaxed"]');
    await carl.getByTestId('clock-relaxed').check();
    // A table opened for friends leaves its seats open: a bot takes the second.
    await carl.getByTestId('seat-1').selectOption('heuristic');
    await carl.getByTestId('create-table').click();
    await carl.waitForURL(/\/matches\//);
    await settled(carl);
    expect(await carl.getByTestId('table-clock').textContent()).toContain('5:00 for every move');
    await carl.locator('[data-testid="start"]:not([disabled])').click();
    await active(carl);
    const panel = carl.getByTestId('play-panel');
    await panel.waitFor();
    expect(await panel.textContent()).toContain('Casual');
    expect(await carl.getByTestId('seat-clock').count()).toBe(2);
    await shot(carl, 'lifecycle-relaxed-clock-desktop.png', { fullPage: true });
    expect(errors).toEqual([]);
  });

  it('a casual duel without a clock: the one kept waiting may vote, a resignation ends it for both, and a rematch starts once both accept', async () => {
    const { webUrl, apiUrl } = stack;
    const anne = await page(DESKTOP);
    const bob = await page(PHONE);
    await signInQuietly(anne.context(), webUrl, 'anne', { signUp: true });
    await signInQuietly(bob.context(), webUrl, 'bob', { signUp: true });
    const tokens = { anne: await signInByApi(apiUrl, 'anne'), bob: await signInByApi(apiUrl, 'bob') };
    const created = await graphql<{ createMatch: { id: string } }>(
      apiUrl,
      'mutation ($input: CreateMatchInput!) { createMatch(input: $input) { id } }',
      { input: { game: 'cartagena', seats: [{}, {}] } },
      tokens.anne,
    );
    const matchId = created.createMatch.id;
    await anne.goto(`${webUrl}/matches/${matchId}`);
    await bob.goto(`${webUrl}/matches/${matchId}`);
    await settled(bob);
    await bob.getByTestId('join').click();
    await anne.locator('[data-testid="start"]:not([disabled])').click();
    await Promise.all([active(anne), active(bob)]);

    // Whoever is not due waits; after ABSENT_PLAYER_SECONDS the page offers the vote.
    const first = await read(tokens.anne, matchId);
    const anneDue = first.activeSeats.includes(first.viewerSeat ?? -1);
    const [waiter, dueToken] = anneDue ? [bob, tokens.anne] : [anne, tokens.bob];
    const vote = waiter.getByTestId('absence-vote');
    await vote.waitFor({ timeout: 20_000 });
    expect(await waiter.getByTestId('absence-replace').textContent()).toBe('Claim the win');
    await shot(waiter, `lifecycle-absence-${waiter === bob ? 'phone' : 'desktop'}.png`, { fullPage: true });
    expect(await audit(waiter, 'the absence vote')).toEqual([]);
    // The absent player comes back and plays: the offer goes away.
    const seen = await read(dueToken, matchId);
    await graphql(
      apiUrl,
      'mutation ($id: ID!, $seq: Int!, $action: JSON!) { submitAction(matchId: $id, expectedSeq: $seq, action: $action) { seq } }',
      { id: matchId, seq: seen.seq, action: seen.legalActions[0] },
      dueToken,
    );
    await vote.waitFor({ state: 'detached', timeout: 10_000 });

    // Anne resigns: the duel ends at once, for both, each told in their own words.
    await anne.getByTestId('resign').click();
    await anne.getByTestId('resign-confirm').click();
    await anne.getByTestId('results').waitFor();
    await bob.getByTestId('results').waitFor();
    expect(await anne.getByTestId('ending').textContent()).toBe('You resigned: the match ended there.');
    expect(await bob.getByTestId('winners').textContent()).toBe('You won!');
    expect(await bob.getByTestId('ending').textContent()).toBe('anne resigned: the match ended there.');
    // Both logs tell the resignation, each in its own words.
    await bob.getByTestId('event-log').getByText('anne resigned.').waitFor();
    await anne.getByTestId('event-log').getByText('You resigned.').waitFor();
    await shot(bob, 'lifecycle-resigned-phone.png', { fullPage: true });

    // Bob offers a rematch; Anne, still on the finished match, is asked and accepts; it starts.
    await bob.getByTestId('offer-rematch').click();
    await bob.waitForURL((url) => url.pathname.startsWith('/matches/') && !url.pathname.endsWith(matchId));
    await settled(bob);
    expect(await bob.getByTestId('seats').textContent()).toContain('has not accepted yet');
    await shot(bob, 'lifecycle-rematch-waiting-phone.png', { fullPage: true });
    const accept = anne.getByTestId('play-again').getByTestId('accept-rematch');
    await accept.waitFor({ timeout: 15_000 });
    // The offer names who made it.
    expect(await anne.getByTestId('rematch-offered').textContent()).toBe(
      'bob offered a rematch: the same seats, a new deal, and the next seat starts.',
    );
    await shot(anne, 'lifecycle-rematch-offered-desktop.png', { fullPage: true });
    expect(await audit(anne, 'the end of a match with a rematch offered')).toEqual([]);
    await accept.click();
    await anne.waitForURL((url) => !url.pathname.endsWith(matchId));
    await Promise.all([active(anne), active(bob)]);
    expect(new URL(anne.url()).pathname).toBe(new URL(bob.url()).pathname);
    // The start passes to the other seat.
    const rematch = await read(tokens.anne, new URL(anne.url()).pathname.split('/').at(-1)!);
    expect(rematch.seq).toBe(0);
    expect(rematch.activeSeats).toEqual([((first.activeSeats[0] ?? 0) + 1) % 2]);
    expect(errors).toEqual([]);
  });

  it('a player who closes the page shows away at once; voted out, they come back and take their seat from the bot', async () => {
    const { webUrl, apiUrl } = stack;
    const pages = { dora: await page(DESKTOP), emil: await page(PHONE) };
    await signInQuietly(pages.dora.context(), webUrl, 'dora', { signUp: true });
    await signInQuietly(pages.emil.context(), webUrl, 'emil', { signUp: true });
    const tokens = { dora: await signInByApi(apiUrl, 'dora'), emil: await signInByApi(apiUrl, 'emil') };
    const created = await graphql<{ createMatch: { id: string } }>(
      apiUrl,
      'mutation ($input: CreateMatchInput!) { createMatch(input: $input) { id } }',
      { input: { game: 'cartagena', seats: [{}, {}, { bot: 'heuristic' }] } },
      tokens.dora,
    );
    const matchId = created.createMatch.id;
    await pages.dora.goto(`${webUrl}/matches/${matchId}`);
    await pages.emil.goto(`${webUrl}/matches/${matchId}`);
    await settled(pages.emil);
    await pages.emil.getByTestId('join').click();
    await pages.dora.locator('[data-testid="start"]:not([disabled])').click();
    await Promise.all([active(pages.dora), active(pages.emil)]);

    // Whoever of the two people is due first walks away: the bot moves until a person is due.
    let seen = await read(tokens.dora, matchId);
    for (let tries = 0; tries < 50 && seen.activeSeats.includes(2); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      seen = await read(tokens.dora, matchId);
    }
    const doraDue = seen.activeSeats.includes(seen.viewerSeat ?? -1);
    const [leaver, stayer] = doraDue ? (['dora', 'emil'] as const) : (['emil', 'dora'] as const);
    const leaverSeat = (await read(tokens[leaver], matchId)).viewerSeat!;
    const watcher = pages[stayer];
    const seatRow = watcher.locator(`[data-testid="seat-list"] li[data-seat="${leaverSeat}"]`);
    expect(await seatRow.getByTestId('away').count()).toBe(0);
    // The tab closes; the browser keeps the session, as a browser does.
    const session = pages[leaver].context();
    await pages[leaver].close();
    // Away at once, by the seat.
    await seatRow.getByTestId('away').waitFor({ timeout: 10_000 });
    expect(await seatRow.getByTestId('away').textContent()).toBe('away');

    // The vote shows under the turn bar, where the player looks; one vote carries (one other person).
    const vote = watcher.locator('[data-testid="turn-bar"] + [data-testid="absence-vote"]');
    await vote.waitFor({ timeout: 20_000 });
    await shot(watcher, `lifecycle-away-vote-${stayer === 'emil' ? 'phone' : 'desktop'}.png`, {
      fullPage: true,
    });
    await watcher.getByTestId('absence-replace').click();
    const log = watcher.getByTestId('event-log');
    await log.getByText(`${leaver} stopped playing: the others voted a bot into the seat.`).waitFor();

    // The player comes back: told a bot plays their seat, they take it back; the other is told.
    const back = await session.newPage();
    back.on('pageerror', (error) => errors.push(`${back.url()}: ${error.message}`));
    await back.goto(`${webUrl}/matches/${matchId}`);
    await active(back);
    const reclaim = back.getByTestId('reclaim');
    await reclaim.waitFor();
    expect(await reclaim.textContent()).toContain(
      'You were away, and the others voted a bot into your seat.',
    );
    await shot(back, `lifecycle-reclaim-${leaver === 'emil' ? 'phone' : 'desktop'}.png`, { fullPage: true });
    expect(await audit(back, 'the way back to a seat')).toEqual([]);
    await back.getByTestId('reclaim-seat').click();
    await back.getByTestId('resign').waitFor();
    await log.getByText(`${leaver} is back and plays the seat again.`).waitFor();
    await seatRow.getByTestId('away').waitFor({ state: 'detached', timeout: 10_000 });
    await back.getByTestId('event-log').getByText('You are back: you play your seat again.').waitFor();
    // Each seat's last move is its own action, never whose turn came next.
    for (const lastMove of await watcher.getByTestId('last-move').allTextContents())
      expect(lastMove).not.toMatch(/turn/i);
    await shot(watcher, `lifecycle-back-${stayer === 'emil' ? 'phone' : 'desktop'}.png`, { fullPage: true });
    expect((await read(tokens[leaver], matchId)).viewerSeat).toBe(leaverSeat);
    expect(errors).toEqual([]);
  });
});
