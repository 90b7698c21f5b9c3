import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseQuickly,
  clickLegalAction,
  isMyTurn,
  legalActions,
  playByClicking,
  seqOf,
  signUp,
  waitForSeq,
  widerThanScreen,
} from './pages.js';
import { shot } from './screenshots.js';
import { startStack, type Stack } from './stack.js';

describe('the web app in Chromium, on a real API', () => {
  let stack: Stack;
  const contexts: BrowserContext[] = [];
  const page = async (width = 1280, height = 900): Promise<Page> => {
    const context = await stack.browser.newContext({ viewport: { width, height } });
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await stack?.close();
  });

  it('two people sign up, meet at a table with a bot, play live, one reloads, a spectator sees no hand', async () => {
    const { webUrl } = stack;
    const anne = await page();
    const bob = await page();
    await signUp(anne, webUrl, 'anne');
    await signUp(bob, webUrl, 'bob');

    // Anne opens a table for three: herself, a heuristic bot, an open seat.
    await anne.getByTestId('player-count').selectOption('3');
    await anne.getByTestId('seat-1').selectOption('heuristic');
    await anne.getByTestId('seat-2').selectOption('');
    await anne.getByTestId('create-table').click();
    await anne.waitForURL(/\/matches\/[0-9a-f-]+$/);
    const matchId = anne.url().split('/').at(-1)!;

    // Bob's lobby shows the table as it opens (lobbyUpdated), and he joins from there.
    const listed = bob.locator(`[data-testid="open-table"][data-match="${matchId}"]`);
    await listed.waitFor();
    await shot(bob, 'lobby.png', { fullPage: true });
    await listed.getByTestId('join-table').click();
    await bob.waitForURL(`${webUrl}/matches/${matchId}`);

    // Anne sees Bob sit down without reloading, and starts.
    await anne.getByTestId('seats').getByText('bob', { exact: true }).waitFor();
    await anne.getByTestId('start').click();
    for (const player of [anne, bob]) {
      await player
        .locator('[data-testid="table"][data-status="ACTIVE"]')
        .waitFor()
        .catch(async (error: unknown) => {
          await shot(player, 'failure.png', { fullPage: true });
          throw error;
        });
      // The game's table loads on its own after the page: wait for it, then count.
      await player.getByTestId('hand').waitFor();
      expect(await player.getByTestId('hand').count()).toBe(1);
    }

    // A spectator (not signed in) watches: the board, never a hand.
    const cleo = await page();
    await cleo.goto(`${webUrl}/matches/${matchId}`);
    await cleo.getByTestId('board').waitFor();
    await cleo.getByTestId('spectating').waitFor();
    expect(await cleo.getByTestId('hand').count()).toBe(0);
    expect(await cleo.getByTestId('card').count()).toBe(0);

    // They play. Every move shows up on the other screens live; Bob reloads halfway.
    const moves = { anne: 0, bob: 0 };
    let reloaded = false;
    let screenshot = false;
    const deadline = Date.now() + 90_000;
    while ((moves.anne < 5 || moves.bob < 4) && Date.now() < deadline) {
      let acted = false;
      for (const [name, player] of [
        ['anne', anne],
        ['bob', bob],
      ] as const) {
        if (!(await isMyTurn(player))) continue;
        if (
          name === 'anne' &&
          !screenshot &&
          moves.anne >= 3 &&
          (await player.locator('[data-testid="card"]:not([disabled])').count()) > 0
        ) {
          await player.locator('[data-testid="card"]:not([disabled])').first().click();
          await player.getByTestId('pirate-target').first().waitFor();
          await shot(player, 'table.png');
          await player.locator('[data-testid="card"][aria-pressed="true"]').click();
          screenshot = true;
        }
        const seq = await playByClicking(player);
        moves[name] += 1;
        acted = true;
        const others = [anne, bob, cleo].filter((other) => other !== player);
        await Promise.all(others.map((other) => waitForSeq(other, seq)));
        if (name === 'bob' && moves.bob === 2 && !reloaded) {
          await bob.reload();
          await bob.locator('[data-testid="table"][data-status="ACTIVE"]').waitFor();
          expect(await seqOf(bob)).toBeGreaterThanOrEqual(seq);
          // The game's table loads on its own after the page: wait for it to draw the hand.
          await bob.getByTestId('hand').waitFor();
          expect(await bob.getByTestId('hand').count()).toBe(1);
          reloaded = true;
        }
      }
      if (!acted) await anne.waitForTimeout(100);
    }
    expect(moves.anne).toBeGreaterThanOrEqual(4);
    expect(moves.bob).toBeGreaterThanOrEqual(4);
    expect(reloaded).toBe(true);
    if (!screenshot) await shot(anne, 'table.png');

    // The log tells what happened in words, the same for everyone who may see it.
    await expect(anne.getByTestId('event-log').textContent()).resolves.toMatch(/bob moved a (\w+) pirate/);
    expect(await cleo.getByTestId('hand').count()).toBe(0);
    expect(await seqOf(cleo)).toBe(await seqOf(anne));
  });

  it('a person plays a short game against a bot to the end, replays it, makes an API token and finds the match in the history', async () => {
    const { webUrl } = stack;
    const dora = await page();
    await signUp(dora, webUrl, 'dora');
    await dora.getByLabel('Path tiles', { exact: true }).fill('4');
    await dora.getByLabel('Pirates per player', { exact: true }).fill('4');
    await dora.getByTestId('create-table').click();
    await dora.waitForURL(/\/matches\/[0-9a-f-]+$/);
    await dora.getByTestId('start').click();
    await dora.locator('[data-testid="table"][data-status="ACTIVE"]').waitFor();
    // Moves travel on the table's WebSocket, not as HTTP requests.
    const movesOverHttp: string[] = [];
    dora.on('request', (request) => {
      if (request.method() === 'POST' && request.postData()?.includes('SubmitAction'))
        movesOverHttp.push(request.url());
    });
    let played = 0;

    const deadline = Date.now() + 100_000;
    while (Date.now() < deadline) {
      if ((await dora.getByTestId('table').getAttribute('data-status')) === 'FINISHED') break;
      if (!(await isMyTurn(dora))) {
        await dora.waitForTimeout(50);
        continue;
      }
      const seq = await seqOf(dora);
      const actions = await legalActions(dora);
      if (actions.length === 0) continue;
      await clickLegalAction(dora, chooseQuickly(actions));
      await waitForSeq(dora, seq + 1);
      played++;
    }
    await dora.getByTestId('results').waitFor();
    expect(played).toBeGreaterThan(0);
    expect(movesOverHttp).toEqual([]);
    expect(await dora.getByTestId('seed').textContent()).toMatch(/^[0-9a-f]{64}$/);
    expect(await dora.getByTestId('log-url').getAttribute('href')).toMatch(/\/matches\/.+\/log\.jsonl$/);
    await shot(dora, 'finished.png', { fullPage: true });

    // The replay recomputes the match in the browser from the revealed seed and agrees.
    await dora.getByRole('link', { name: 'Replay' }).first().click();
    await dora.getByTestId('verify').waitFor();
    expect(await dora.getByTestId('verify').textContent()).toMatch(
      /the result matches.*sha256\(seed\) matches/,
    );
    // It opens before the first move; End goes to the last.
    expect(await dora.getByTestId('replay').getAttribute('data-step')).toBe('0');
    await dora.keyboard.press('End');
    const last = Number(await dora.getByTestId('replay').getAttribute('data-step'));
    await dora.getByTestId('prev').click();
    await dora.keyboard.press('ArrowLeft');
    expect(Number(await dora.getByTestId('replay').getAttribute('data-step'))).toBe(last - 2);
    // The move list beside it marks the step shown; a move clicked shows the table after it, in the
    // words the table's log ends with, and the arrow keys walk on from it.
    const moves = dora.getByTestId('move-list');
    const marked = moves.locator('[aria-current="step"]');
    expect(await marked.getAttribute('data-step')).toBe(String(last - 2));
    await moves.locator('[data-step="3"]').click();
    expect(await dora.getByTestId('replay').getAttribute('data-step')).toBe('3');
    const told = (await marked.locator('span').nth(1).textContent()) ?? '';
    const logged = (await dora.getByTestId('event-log').locator('li').last().textContent()) ?? '';
    expect(logged.length).toBeGreaterThan(0);
    expect(told.endsWith(logged)).toBe(true);
    await dora.keyboard.press('ArrowDown');
    expect(await dora.getByTestId('replay').getAttribute('data-step')).toBe('4');
    expect(await marked.evaluate((button) => button === document.activeElement)).toBe(true);
    await dora.setViewportSize({ width: 1440, height: 900 });
    await shot(dora, 'replay.png');
    await dora.setViewportSize({ width: 390, height: 844 });
    await shot(dora, 'replay-phone.png');

    // An API token for a program: shown once, listed, revoked.
    await dora.goto(`${webUrl}/account`);
    await dora.getByLabel('Name', { exact: true }).fill('my bot');
    await dora.getByTestId('create-token').click();
    const token = (await dora.getByTestId('token-value').textContent()) ?? '';
    expect(token.length).toBeGreaterThan(20);
    const me = await fetch(stack.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ me { handle } }' }),
    });
    expect(await me.json()).toEqual({ data: { me: { handle: 'dora' } } });
    await dora.getByTestId('token-row').getByRole('button', { name: 'Revoke…' }).click();
    await dora.getByRole('button', { name: 'Revoke now' }).click();
    await dora.getByText('No API tokens yet.').waitFor();

    // The API page's explorer reads the whole schema and runs its example query.
    await dora.goto(`${webUrl}/api-docs`);
    await dora.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    await dora.locator('.graphiql-doc-explorer').getByRole('link', { name: 'Mutation' }).waitFor();
    // The editor (Monaco) loads after the schema; a press before it holds the example runs nothing.
    await dora
      .locator('.graphiql-query-editor')
      .getByText(/query\s+Lobby/)
      .waitFor();
    await dora.locator('.graphiql-execute-button').click();
    const answer = dora.locator('.result-window');
    await answer.getByText('"data"').waitFor({ timeout: 60_000 });
    expect(await answer.innerText()).not.toContain('"errors"');

    await dora.goto(`${webUrl}/players/dora`);
    await dora.getByTestId('history-row').first().waitFor();
    expect(await dora.getByTestId('history-row').count()).toBe(1);
  });

  it('reads well on a phone: no sideways scrolling on the lobby and a table', async () => {
    const phone = await page(375, 740);
    await phone.goto(stack.webUrl);
    await phone.getByTestId('open-tables').waitFor();
    expect(await widerThanScreen(phone)).toEqual([]);
    // The first scenario's match is still being played: watch it.
    const live = phone.getByTestId('live-match').first();
    await live.waitFor();
    await live.getByRole('link', { name: 'Watch' }).click();
    await phone.getByTestId('board').waitFor();
    expect(await widerThanScreen(phone)).toEqual([]);
    await shot(phone, 'table-phone.png', { fullPage: true });
  });
});
