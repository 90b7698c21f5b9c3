import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.js';
import { graphql, signInByApi, signUpByApi } from './graphql.js';
import { settled, signInQuietly } from './pages.js';
import { shot } from './screenshots.js';
import { startStack, type Stack } from './stack.js';
import { DESKTOP, PHONE, Visitors } from './visitors.js';

interface Seen {
  id: string;
  seq: number;
  status: string;
  viewerSeat: number | null;
  activeSeats: number[];
  legalActions: { type: string }[];
}

const SEEN = 'id seq status viewerSeat activeSeats legalActions';

/** The texts of the chat lines a page shows. */
async function chatTexts(page: Page): Promise<string[]> {
  return page.locator('[data-testid="chat-line"] .chat-text').allTextContents();
}

async function openChat(page: Page): Promise<void> {
  const launcher = page.getByTestId('chat-launcher');
  if ((await launcher.getAttribute('aria-expanded')) !== 'true') await launcher.click();
  await page.getByTestId('chat-panel').waitFor();
}

async function say(page: Page, text: string): Promise<void> {
  await openChat(page);
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
  await waitForLine(page, text);
}

async function waitForLine(page: Page, text: string): Promise<void> {
  await page
    .locator('[data-testid="chat-line"] .chat-text', { hasText: text })
    .first()
    .waitFor({ timeout: 15_000 });
}

/** Lets a test hide a page as a switch to another tab does (headless pages never are hidden). */
async function canHide(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    let hidden = false;
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    (window as unknown as { setHidden: (value: boolean) => void }).setHidden = (value) => {
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });
}

async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate(
    (value) => (window as unknown as { setHidden: (value: boolean) => void }).setHidden(value),
    hidden,
  );
}

describe('talking at the table, invitations and turn signals, in Chromium on a real API', () => {
  let stack: Stack;
  const visitors = new Visitors(() => stack.browser);
  const { errors } = visitors;
  const page = (viewport = DESKTOP, hideable = false) =>
    visitors.page(viewport, hideable ? canHide : undefined);
  const read = async (token: string, id: string) =>
    (
      await graphql<{ match: Seen }>(
        stack.apiUrl,
        `query ($id: ID!) { match(id: $id) { ${SEEN} } }`,
        { id },
        token,
      )
    ).match;
  const submit = (token: string, match: Seen, action: unknown) =>
    graphql(
      stack.apiUrl,
      'mutation ($id: ID!, $seq: Int!, $action: JSON!) { submitAction(matchId: $id, expectedSeq: $seq, action: $action) { seq } }',
      { id: match.id, seq: match.seq, action },
      token,
    ).catch(() => undefined);

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await visitors.close();
    await stack?.close();
  });

  it("an invite link seats a second person at a private Tortuga table; the two talk, on a phone during a secret vote too, and a spectator's chat stays apart", async () => {
    const { webUrl, apiUrl } = stack;
    const anne = await page(DESKTOP);
    const bob = await page(PHONE);
    const carl = await page(DESKTOP);
    await signInQuietly(anne.context(), webUrl, 'anne', { signUp: true });
    await signInQuietly(bob.context(), webUrl, 'bob', { signUp: true });
    await signInQuietly(carl.context(), webUrl, 'carl', { signUp: true });
    const tokens = [await signInByApi(apiUrl, 'anne'), await signInByApi(apiUrl, 'bob')];
    const created = await graphql<{ createMatch: { id: string } }>(
      apiUrl,
      'mutation ($input: CreateMatchInput!) { createMatch(input: $input) { id } }',
      { input: { game: 'tortuga', seats: [{}, {}], visibility: 'PRIVATE' } },
      tokens[0],
    );
    const matchId = created.createMatch.id;

    // The host's waiting room: a private badge and the link to send.
    await anne.goto(`${webUrl}/matches/${matchId}`);
    await settled(anne);
    await anne.getByTestId('invite').waitFor();
    expect(await anne.getByTestId('private-badge').isVisible()).toBe(true);
    const link = await anne.getByTestId('invite-link').inputValue();
    expect(link).toBe(`${webUrl}/matches/${matchId}`);
    await shot(anne, 'invite-private-desktop.png');

    // Bob opens the link on his phone and sits.
    await bob.goto(link);
    await settled(bob);
    await shot(bob, 'invite-private-phone.png');
    expect(await audit(bob, 'the waiting room on a phone')).toEqual([]);
    await bob.getByTestId('join').click();
    await anne.getByTestId('start').waitFor();
    await anne.locator('[data-testid="start"]:not([disabled])').click();
    for (const player of [anne, bob])
      await player.locator('[data-testid="table"][data-status="ACTIVE"]').waitFor();

    // Players' table talk; the spectator's rail.
    await carl.goto(link);
    await settled(carl);
    await say(anne, 'Ahoy, who is Dutch?');
    await openChat(bob);
    await waitForLine(bob, 'Ahoy, who is Dutch?');
    await say(carl, 'The French one bluffs');
    await bob.getByTestId('chat-quick').first().click();
    await waitForLine(anne, 'Good luck!');
    // Anne's word reached Bob after Carl spoke: had Carl's reached the players, it would show by now.
    expect(await chatTexts(bob)).not.toContain('The French one bluffs');
    expect(await chatTexts(anne)).not.toContain('The French one bluffs');
    expect(await chatTexts(carl)).toEqual(['The French one bluffs']);
    await shot(anne, 'chat-players-desktop.png');
    await shot(carl, 'chat-spectators-desktop.png');
    expect(await audit(anne, 'the open chat')).toEqual([]);

    // Play on until Bob has a secret vote to cast, in a dialog over his phone's table: he talks over it.
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error('no secret vote came');
      const seen = await Promise.all(tokens.map((token) => read(token, matchId)));
      if (seen[1]!.legalActions.some((action) => action.type === 'vote')) break;
      const seat = seen.findIndex((match) => match.legalActions.length > 0);
      if (seat === -1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      const actions = seen[seat]!.legalActions;
      const calling = actions.find((action) => ['mutiny', 'attack', 'brawl'].includes(action.type));
      await submit(tokens[seat]!, seen[seat]!, calling ?? actions[0]);
    }
    await bob.getByTestId('chat-close').click();
    await bob.getByTestId('vote-dialog').waitFor();
    await shot(bob, 'chat-vote-phone-closed.png');
    await say(bob, 'I vote with you, trust me');
    await waitForLine(anne, 'I vote with you, trust me');
    expect(await bob.getByTestId('vote-dialog').count()).toBe(1);
    await shot(bob, 'chat-vote-phone.png');
    expect(await audit(bob, 'the chat over the vote on a phone')).toEqual([]);
    expect(await chatTexts(carl)).toEqual(['The French one bluffs']);
    expect(errors).toEqual([]);
  });

  it('the title and icon signal your turn while you look elsewhere, and the lobby lists the match as waiting for you', async () => {
    const { webUrl, apiUrl } = stack;
    const erin = await page(DESKTOP, true);
    const daveToken = await signUpByApi(apiUrl, 'dave');
    await signInQuietly(erin.context(), webUrl, 'erin', { signUp: true });
    const erinToken = await signInByApi(apiUrl, 'erin');
    const created = await graphql<{ createMatch: { id: string } }>(
      apiUrl,
      'mutation ($input: CreateMatchInput!) { createMatch(input: $input) { id } }',
      { input: { game: 'cartagena', seats: [{}, {}] } },
      daveToken,
    );
    const matchId = created.createMatch.id;
    await graphql(
      apiUrl,
      'mutation ($id: ID!) { joinMatch(matchId: $id) { id } }',
      { id: matchId },
      erinToken,
    );
    await graphql(
      apiUrl,
      'mutation ($id: ID!) { startMatch(matchId: $id) { id } }',
      { id: matchId },
      daveToken,
    );

    await erin.goto(`${webUrl}/matches/${matchId}`);
    await settled(erin);
    await erin.locator('[data-testid="table"][data-status="ACTIVE"]').waitFor();
    const title = await erin.title();
    expect(title).not.toContain('●');
    await setHidden(erin, true);
    // Dave plays until the turn passes to Erin (each Cartagena turn is up to three actions).
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error("the turn never came to Erin's seat");
      const seen = await read(erinToken, matchId);
      if (seen.viewerSeat !== null && seen.activeSeats.includes(seen.viewerSeat)) break;
      const daves = await read(daveToken, matchId);
      if (daves.legalActions.length > 0) await submit(daveToken, daves, daves.legalActions[0]);
    }
    await erin
      .waitForFunction(() => document.title.startsWith('●'), undefined, { timeout: 15_000 })
      .catch(async (error: unknown) => {
        // Which side failed: the page's feed, the position it shows, or the title.
        const page = await erin.evaluate(() => ({
          feed: document.querySelector('[data-testid="live"]')?.getAttribute('data-live'),
          seq: document.querySelector('[data-testid="table"]')?.getAttribute('data-seq'),
          title: document.title,
        }));
        const server = await read(erinToken, matchId);
        throw new Error(
          `no turn signal in the title; the page: ${JSON.stringify(page)}; the API: seq ${server.seq}, seats due ${server.activeSeats.join()}`,
          { cause: error },
        );
      });
    expect(await erin.title()).toBe(`● Your turn — ${title}`);
    // The title and the icon are marked together, and kept marked while the page writes its head
    // (signals/tabMark.ts): every icon link must come to be the mark.
    await expect
      .poll(() =>
        erin
          .locator('link[rel~="icon"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')),
      )
      .toSatisfy(
        (icons: string[]) => icons.length > 0 && icons.every((href) => href.startsWith('data:image/svg+xml')),
      );
    // Looking again puts everything back.
    await setHidden(erin, false);
    await erin.waitForFunction((before) => document.title === before, title, { timeout: 5000 });

    await erin.goto(webUrl);
    await settled(erin);
    await erin.locator('[data-testid="your-match"][data-waiting="true"]').waitFor();
    await shot(erin, 'lobby-your-turn.png');
    expect(errors).toEqual([]);
  });
});
