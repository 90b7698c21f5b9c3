import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.js';
import { graphql, holdSubscription, playWhileMyTurn, signInByApi } from './graphql.js';
import { chooseGame, isMyTurn, playByClicking, settled, signInQuietly } from './pages.js';
import { startStack, type Stack } from './stack.js';
import { DESKTOP, PHONE, shotAsSeen, Visitors } from './visitors.js';

const SIGN_UP = 'mutation ($h: String!) { signUp(handle: $h, password: "correct horse battery") { token } }';
const CREATE = 'mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { id } }';
const JOIN = 'mutation ($id: ID!) { joinTournament(id: $id) { id } }';
const START = 'mutation ($id: ID!) { startTournament(id: $id) { id } }';
const SAY =
  'mutation ($id: ID!, $text: String!) { sendTournamentChatMessage(tournamentId: $id, text: $text) { id } }';
const RESIGN = 'mutation ($id: ID!) { resignMatch(matchId: $id) { id } }';
const PAUSE = 'mutation ($id: ID!) { pauseTournament(id: $id) { id } }';
const IN_POOL = 'query ($id: ID!) { tournament(id: $id) { paused present } }';
const WATCH = 'subscription ($id: ID!) { tournamentUpdated(id: $id) { id } }';
const ARENA_TABLES = `query ($id: ID!) { tournament(id: $id) {
  pairings { round tables { players { handle } match { id status } } } } }`;

interface ArenaTables {
  tournament: {
    pairings: {
      round: number;
      tables: { players: { handle: string }[]; match: { id: string; status: string } | null }[];
    }[];
  };
}
const PAIRINGS = `query ($id: ID!) { tournament(id: $id) {
  pairings { tables { players { handle } match { id } } } } }`;

interface Pairings {
  tournament: { pairings: { tables: { players: { handle: string }[]; match: { id: string } | null }[] }[] };
}

describe('a Swiss tournament in Chromium on a real API: joined in the page, standings live', () => {
  let stack: Stack;
  const visitors = new Visitors(() => stack.browser);
  const { errors } = visitors;
  const tokens = new Map<string, string>();
  const api = <T>(query: string, variables: Record<string, unknown>, handle?: string) =>
    graphql<T>(stack.apiUrl, query, variables, handle ? tokens.get(handle) : undefined);

  beforeAll(async () => {
    stack = await startStack();
    for (const handle of ['host', 'bonny', 'cyrus', 'dinah']) {
      const { signUp: account } = await api<{ signUp: { token: string } }>(SIGN_UP, { h: handle });
      tokens.set(handle, account.token);
    }
  });
  afterAll(async () => {
    await visitors.close();
    await stack?.close();
  });

  it('anne joins, talks in its chat, plays at her table, and each match that ends moves the standings on both pages', async () => {
    const { webUrl } = stack;
    const { createTournament } = await api<{ createTournament: { id: string } }>(
      CREATE,
      {
        input: {
          name: 'Cartagena duels',
          game: 'cartagena',
          format: 'SWISS',
          playersPerTable: 2,
          clock: 'RELAXED',
          rounds: 1,
          startsAt: new Date(Date.now() + 3600_000).toISOString(),
        },
      },
      'host',
    );
    const url = `${webUrl}/tournaments/${createTournament.id}`;
    for (const handle of ['bonny', 'cyrus', 'dinah']) await api(JOIN, { id: createTournament.id }, handle);

    const anne = await visitors.page(DESKTOP);
    await signInQuietly(anne.context(), webUrl, 'anne', { signUp: true });
    await anne.goto(`${webUrl}/tournaments`);
    await anne.getByText('Cartagena duels').waitFor();
    await settled(anne);
    await shotAsSeen(anne, 'tournaments-list-desktop.png');
    expect(await audit(anne, 'the tournaments list')).toEqual([]);

    // An Italian visitor on a phone watches, signed out.
    const watcher = await visitors.page(PHONE, (context) =>
      context.addCookies([{ name: 'NEXT_LOCALE', value: 'it', url: webUrl }]),
    );
    await watcher.goto(url);
    await watcher.locator('[data-testid="tournament-live"][data-live="live"]').waitFor();
    const rows = (page: Page) => page.getByTestId('standing-row');
    expect(await rows(watcher).count()).toBe(3);

    await anne.goto(url);
    await anne.locator('[data-testid="tournament-live"][data-live="live"]').waitFor();
    await anne.getByTestId('join-tournament').click();
    await anne.getByTestId('leave-tournament').waitFor();
    // The watcher's page hears of anne without reloading.
    await rows(watcher).filter({ hasText: 'anne' }).waitFor();
    await settled(anne);
    await shotAsSeen(anne, 'tournament-scheduled-desktop.png');
    expect(await audit(anne, 'a tournament taking players')).toEqual([]);

    // In the tournament's chat, a player writes and the signed-out watcher reads it live.
    await anne.getByTestId('chat-launcher').click();
    await anne.getByTestId('chat-input').fill('Fair winds, all');
    await anne.getByTestId('chat-input').press('Enter');
    await anne.getByTestId('chat-line').filter({ hasText: 'Fair winds, all' }).waitFor();
    await watcher.getByTestId('chat-launcher').click();
    await watcher.getByTestId('chat-line').filter({ hasText: 'Fair winds, all' }).waitFor();
    await watcher.getByText('Accedi per scrivere in chat.').waitFor();
    await api(SAY, { id: createTournament.id, text: 'Round one soon' }, 'host');
    await watcher.getByTestId('chat-line').filter({ hasText: 'Round one soon' }).waitFor();
    await settled(watcher);
    await shotAsSeen(watcher, 'tournament-chat-phone-it.png');
    expect(await audit(watcher, 'a tournament’s chat on a phone, in Italian')).toEqual([]);
    for (const page of [anne, watcher]) await page.getByTestId('chat-close').click();

    await api(START, { id: createTournament.id }, 'host');
    await anne.getByTestId('your-table').getByText('your table is table').waitFor();
    expect(await anne.locator('[data-testid="tournament-table"].own').count()).toBe(1);
    await watcher.getByTestId('tournament-table').first().waitFor();
    await settled(anne);
    await shotAsSeen(anne, 'tournament-running-desktop.png');
    expect(await audit(anne, 'a tournament under way, with the player’s own table')).toEqual([]);

    const { tournament } = await api<Pairings>(PAIRINGS, { id: createTournament.id });
    const tables = tournament.pairings[0]!.tables;
    const anneTable = tables.find((table) => table.players.some((p) => p.handle === 'anne'))!;
    const otherTable = tables.find((table) => table !== anneTable)!;
    const opponent = anneTable.players.find((p) => p.handle !== 'anne')!.handle;

    // Anne goes to her table from the tournament's page and plays: her moves by clicks, her
    // opponent's through the API.
    await anne.getByTestId('your-table').getByRole('link').click();
    await anne.waitForURL(`${webUrl}/matches/${anneTable.match!.id}`);
    await anne.locator('[data-testid="table"][data-status="ACTIVE"]').waitFor();
    const deadline = Date.now() + 60_000;
    for (let made = 0; made < 4;) {
      if (Date.now() > deadline) throw new Error(`anne made ${made} moves of 4 in time`);
      if (await isMyTurn(anne)) {
        await playByClicking(anne);
        made++;
      } else {
        await playWhileMyTurn(stack.apiUrl, tokens.get(opponent)!, anneTable.match!.id);
        await anne.waitForTimeout(100);
      }
    }
    await anne.goto(url);
    await anne.locator('[data-testid="tournament-live"][data-live="live"]').waitFor();

    // Then her opponent resigns through the API: her point reaches both pages without a reload.
    await api(RESIGN, { id: anneTable.match!.id }, opponent);
    const points = (page: Page, handle: string) =>
      rows(page).filter({ hasText: handle }).getByTestId('standing-points');
    await expect.poll(() => points(anne, 'anne').textContent(), { timeout: 20_000 }).toBe('1');
    await expect.poll(() => points(watcher, 'anne').textContent(), { timeout: 20_000 }).toBe('1');
    await settled(watcher);
    await shotAsSeen(watcher, 'tournament-running-phone-it.png');
    expect(await audit(watcher, 'a tournament under way on a phone, in Italian')).toEqual([]);

    // The last match ends: the round driver finishes the tournament, and both pages show results.
    await api(RESIGN, { id: otherTable.match!.id }, otherTable.players[1]!.handle);
    await anne.getByTestId('tournament-winner').waitFor({ timeout: 30_000 });
    await watcher.getByTestId('tournament-winner').waitFor({ timeout: 30_000 });
    await settled(anne);
    await shotAsSeen(anne, 'tournament-finished-desktop.png');
    await shotAsSeen(watcher, 'tournament-finished-phone-it.png');
    expect(await audit(watcher, 'a finished tournament on a phone, in Italian')).toEqual([]);

    // Her profile lists it with her place.
    await anne.goto(`${webUrl}/players/anne`);
    await anne.getByTestId('profile-tournaments').getByText('Cartagena duels').waitFor();
    expect(await anne.getByTestId('profile-tournaments').textContent()).toContain('1st of 4');

    // The form, on a phone in English: a table size the game does not allow cannot be chosen.
    const phone = await visitors.page(PHONE);
    await signInQuietly(phone.context(), webUrl, 'eva', { signUp: true });
    await phone.goto(`${webUrl}/tournaments/new`);
    await chooseGame(phone, 'cartagena');
    const sizes = await phone.getByTestId('players-per-table').locator('option').allTextContents();
    expect(sizes).toEqual(['2', '3', '4', '5']);
    await settled(phone);
    await shotAsSeen(phone, 'tournament-new-phone.png');
    expect(await audit(phone, 'the tournament form on a phone')).toEqual([]);
    await phone.goto(url);
    await phone.getByTestId('tournament-winner').waitFor();
    await settled(phone);
    await shotAsSeen(phone, 'tournament-finished-phone.png');

    // And the Italian words at a desktop's width.
    await anne.context().addCookies([{ name: 'NEXT_LOCALE', value: 'it', url: webUrl }]);
    await anne.goto(url);
    await anne.getByTestId('tournament-winner').waitFor();
    await settled(anne);
    await shotAsSeen(anne, 'tournament-finished-desktop-it.png');
    expect(await audit(anne, 'a finished tournament in Italian')).toEqual([]);
    expect(errors).toEqual([]);
    // Two browsers, five accounts and a round played on a shared box: generous, not a timing claim.
  }, 600_000);

  it('an arena made in the form: streaks and fire, pausing, in the pool on its page only', async () => {
    const { webUrl } = stack;
    const finn = await visitors.page(DESKTOP);
    await signInQuietly(finn.context(), webUrl, 'finn', { signUp: true });
    await finn.goto(`${webUrl}/tournaments/new`);
    await chooseGame(finn, 'cartagena');
    await finn.getByTestId('format-arena').check();
    await finn.getByTestId('tournament-duration').fill('30');
    // An arena is played at one sitting: the form offers no turn-based pace.
    expect(await finn.getByTestId('clock-days_1').count()).toBe(0);
    await finn.getByTestId('tournament-name').fill('Cartagena arena');
    await settled(finn);
    await shotAsSeen(finn, 'tournament-new-arena-desktop.png');
    expect(await audit(finn, 'the form making an arena')).toEqual([]);
    await finn.getByTestId('create-tournament').click();
    await finn.waitForURL((url) => /^\/tournaments\/(?!new$)[^/]+$/.test(url.pathname));
    const id = finn.url().split('/').pop()!;
    await finn.getByText(/^Arena of 30 minutes, tables of 2 \(Cartagena\)/).waitFor();
    await finn.getByTestId('join-tournament').click();
    await finn.getByTestId('leave-tournament').waitFor();
    await api(JOIN, { id }, 'host');
    // The host plays as a program: holding the arena's feed open keeps them in its pool.
    const hostLeaves = await holdSubscription(stack.apiUrl, WATCH, { id }, tokens.get('host')!);
    await finn.getByTestId('start-tournament').click();

    /** The match under way at the latest table of wave `round` where `handle` sits. */
    const matchOf = async (handle: string, round: number) => {
      const { tournament } = await api<ArenaTables>(ARENA_TABLES, { id });
      const wave = tournament.pairings.find((each) => each.round === round);
      return wave?.tables.find((table) => table.players.some((p) => p.handle === handle))?.match?.id ?? null;
    };
    const streak = () =>
      finn.getByTestId('standing-row').filter({ hasText: 'finn' }).getByTestId('standing-streak');

    // Wave 1: finn and host. Host resigns: finn's first win, and both are seated again at once.
    await finn.getByTestId('your-table').getByText('Your match: table 1 of wave 1.').waitFor();
    await api(RESIGN, { id: await matchOf('host', 1) }, 'host');
    await finn
      .getByTestId('your-table')
      .getByText(/of wave 2\./)
      .waitFor({ timeout: 30_000 });
    await expect.poll(() => streak().textContent(), { timeout: 20_000 }).toBe('1');

    // Host pauses and resigns wave 2: finn is on fire, alone in the pool.
    await api(PAUSE, { id }, 'host');
    await api(RESIGN, { id: await matchOf('host', 2) }, 'host');
    await expect.poll(() => streak().textContent(), { timeout: 20_000 }).toBe('2 on fire');
    await finn.getByText('You are in the pool: you are seated again as soon as a table fills.').waitFor();
    await settled(finn);
    await shotAsSeen(finn, 'tournament-arena-desktop.png');
    expect(await audit(finn, 'an arena under way, on fire')).toEqual([]);

    // Finn pauses with the button: the pause holds while he is elsewhere, until he resumes.
    const token = await signInByApi(stack.apiUrl, 'finn');
    const pool = async () =>
      (
        await graphql<{ tournament: { paused: boolean; present: boolean } }>(
          stack.apiUrl,
          IN_POOL,
          { id },
          token,
        )
      ).tournament;
    await finn.getByTestId('pause-tournament').click();
    await finn.getByText('Your pairing is paused: you are not seated until you resume it.').waitFor();
    expect(await pool()).toEqual({ paused: true, present: true });
    await finn.goto(`${webUrl}/tournaments`);
    await expect.poll(pool).toEqual({ paused: true, present: false });
    await finn.goto(`${webUrl}/tournaments/${id}`);
    await finn.getByTestId('resume-tournament').click();
    await finn.getByTestId('pause-tournament').waitFor();
    await expect.poll(pool).toEqual({ paused: false, present: true });

    // Leaving the page for another of the site, not to play: out of the pool until he comes back.
    await finn.locator('.site-header').getByRole('link', { name: 'Lobby', exact: true }).first().click();
    await finn.waitForURL(`${webUrl}/`);
    await expect.poll(pool).toEqual({ paused: false, present: false });
    // Closing the tab takes him out too; the server sees the page's connection go.
    await finn.goto(`${webUrl}/tournaments/${id}`);
    await expect.poll(pool).toEqual({ paused: false, present: true });
    await finn.close();
    await expect.poll(pool).toEqual({ paused: false, present: false });
    await hostLeaves();

    // A phone in French: the same arena, its waves and the streaks.
    const watcher = await visitors.page(PHONE, (context) =>
      context.addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: webUrl }]),
    );
    await watcher.goto(`${webUrl}/tournaments/${id}`);
    await watcher.getByRole('heading', { name: 'Vague 2' }).waitFor();
    await watcher.getByText(/^Arène de 30 minutes/).waitFor();
    await settled(watcher);
    await shotAsSeen(watcher, 'tournament-arena-phone-fr.png');
    expect(await audit(watcher, 'an arena on a phone, in French')).toEqual([]);
    expect(errors).toEqual([]);
  }, 300_000);
});
