import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Collector,
  data,
  gql,
  signUp,
  startTestServer,
  wsClient,
  type TestServer,
} from '../testing/harness.js';
import { startedDuel } from '../testing/tables.js';
import {
  CHAT_POSTED,
  MATCH_CHAT as CHAT,
  RESIGN,
  SEND_CHAT as SEND,
  type Posted,
} from '../testing/chat-operations.js';

const CHAT_PER_MINUTE = 5;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    rateLimits: { authPerMinute: 10_000, actionsPerSecond: 10_000, chatPerMinute: CHAT_PER_MINUTE },
  });
});
afterAll(async () => {
  await server.close();
});

/** A started duel, a signed-in spectator, and each one's live chat feed (an anonymous one too). */
async function tableWithRail(prefix: string) {
  const table = await startedDuel(server.url, prefix);
  const spectator = await signUp(server.url, `${prefix}-c`);
  const tokens = [table.tokens[0]!, table.tokens[1]!, spectator.token];
  const feeds = [...tokens, undefined].map(
    (token) => new Collector<Posted>(wsClient(server.wsUrl, token), CHAT_POSTED, { matchId: table.matchId }),
  );
  const send = (who: number, channel: string, text: string) =>
    gql(server.url, SEND, { matchId: table.matchId, channel, text }, tokens[who]);
  const read = async (who: number, channel?: string) => {
    const { match } = await data(server.url, CHAT, { id: table.matchId, channel }, tokens[who]);
    return match as { chatChannels: string[]; chat: { edges: { node: { text: string } }[] } };
  };
  const texts = async (who: number) => said((await read(who)).chat.edges.map((edge) => edge.node.text));
  return { ...table, tokens, feeds, send, read, texts };
}

const PLAYERS_PROBE = 'probe: players';
const RAIL_PROBE = 'probe: rail';

/** What a feed received, without the probes that showed it was listening. */
const textsOf = (feed: Collector<Posted>) =>
  feed.items
    .map((item) => item.chatPosted.text)
    .filter((text) => text !== PLAYERS_PROBE && text !== RAIL_PROBE);

/**
 * Waits until every feed is live: a subscription gives no sign when it starts, so a probe is sent
 * in each channel until its readers receive it (the tests leave probes out of what they compare).
 */
async function allListening(table: Awaited<ReturnType<typeof tableWithRail>>) {
  const received = (feeds: Collector<Posted>[], probe: string) =>
    feeds.every((feed) => feed.items.some((item) => item.chatPosted.text === probe));
  const [playerA, playerB, spectator, anonymous] = table.feeds;
  for (const [writer, channel, probe, readers] of [
    [0, 'PLAYERS', PLAYERS_PROBE, [playerA!, playerB!]],
    [2, 'SPECTATORS', RAIL_PROBE, [spectator!, anonymous!]],
  ] as const) {
    for (let tries = 0; !received([...readers], probe); tries++) {
      if (tries === 50) throw new Error('the chat feeds never started');
      await table.send(writer, channel, probe);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The texts of a list, without probes. */
const said = (texts: string[]) => texts.filter((text) => text !== PLAYERS_PROBE && text !== RAIL_PROBE);

describe('chat during play: two channels that never meet', () => {
  it("players read only PLAYERS, spectators only SPECTATORS, and nobody writes in the other side's", async () => {
    const table = await tableWithRail('chat-sides');
    await allListening(table);
    expect((await table.send(0, 'PLAYERS', '  Ahoy, who is Dutch?  ')).data).toMatchObject({
      sendChatMessage: {
        channel: 'PLAYERS',
        text: 'Ahoy, who is Dutch?',
        author: { handle: 'chat-sides-a' },
      },
    });
    await table.send(2, 'SPECTATORS', 'the French one bluffs');
    const refusedSpectator = await table.send(2, 'PLAYERS', 'vote no!');
    expect(refusedSpectator.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const refusedPlayer = await table.send(1, 'SPECTATORS', 'help me');
    expect(refusedPlayer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await table.send(1, 'PLAYERS', 'not me');

    const [playerA, playerB, spectator, anonymous] = table.feeds as [
      Collector<Posted>,
      Collector<Posted>,
      Collector<Posted>,
      Collector<Posted>,
    ];
    // Each feed has its last message; a stray one would have come before it, in order.
    for (const feed of [playerA, playerB]) await feed.until(() => textsOf(feed).includes('not me'));
    for (const feed of [spectator, anonymous])
      await feed.until(() => textsOf(feed).includes('the French one bluffs'));
    for (const feed of [playerA, playerB]) {
      expect(textsOf(feed)).toEqual(['Ahoy, who is Dutch?', 'not me']);
      expect(feed.items.every((item) => item.chatPosted.channel === 'PLAYERS')).toBe(true);
    }
    for (const feed of [spectator, anonymous]) {
      expect(textsOf(feed)).toEqual(['the French one bluffs']);
      expect(feed.items.every((item) => item.chatPosted.channel === 'SPECTATORS')).toBe(true);
    }

    expect(await table.texts(1)).toEqual(['not me', 'Ahoy, who is Dutch?']);
    expect(await table.texts(2)).toEqual(['the French one bluffs']);
    expect((await table.read(2)).chatChannels).toEqual(['SPECTATORS']);
    const peek = await gql(server.url, CHAT, { id: table.matchId, channel: 'PLAYERS' }, table.tokens[2]);
    expect(peek.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const feed of table.feeds) feed.dispose();
  });

  it('after the end everyone reads both channels, merged newest first, and new messages reach everyone', async () => {
    const table = await tableWithRail('chat-end');
    await allListening(table);
    await table.send(0, 'PLAYERS', 'I am English');
    await table.send(2, 'SPECTATORS', 'no, French');
    await data(server.url, RESIGN, { matchId: table.matchId }, table.tokens[1]);
    expect((await table.read(2)).chatChannels).toEqual(['PLAYERS', 'SPECTATORS']);
    expect(await table.texts(2)).toEqual(['no, French', 'I am English']);
    expect(await table.texts(0)).toEqual(['no, French', 'I am English']);
    await table.send(0, 'PLAYERS', 'well played');
    await table.send(2, 'SPECTATORS', 'indeed');
    for (const feed of table.feeds) await feed.until(() => textsOf(feed).includes('well played'));
    for (const feed of table.feeds) await feed.until(() => textsOf(feed).includes('indeed'));
    // The chat is part of the match's record: its log download carries both channels, oldest first.
    const download = await fetch(
      `${server.url.replace(/\/graphql$/, '')}/matches/${table.matchId}/log.jsonl`,
    );
    const header = JSON.parse((await download.text()).split('\n')[0]!) as {
      chat: { channel: string; player: string; text: string }[];
    };
    expect(said(header.chat.map((line) => line.text))).toEqual([
      'I am English',
      'no, French',
      'well played',
      'indeed',
    ]);
    expect(header.chat[header.chat.length - 1]).toMatchObject({
      channel: 'SPECTATORS',
      player: 'chat-end-c',
    });
    for (const feed of table.feeds) feed.dispose();
  });

  it('pages newest first with cursors', async () => {
    const table = await tableWithRail('chat-pages');
    for (const text of ['one', 'two', 'three']) await table.send(0, 'PLAYERS', text);
    const first = await data(server.url, CHAT, { id: table.matchId, first: 2 }, table.tokens[0]);
    expect(first.match.chat.edges.map((edge: any) => edge.node.text)).toEqual(['three', 'two']);
    expect(first.match.chat.pageInfo.hasNextPage).toBe(true);
    const rest = await data(
      server.url,
      CHAT,
      { id: table.matchId, first: 2, after: first.match.chat.pageInfo.endCursor },
      table.tokens[0],
    );
    expect(rest.match.chat.edges.map((edge: any) => edge.node.text)).toEqual(['one']);
    for (const feed of table.feeds) feed.dispose();
  });
});

describe('chat limits', () => {
  it('refuses blank, too long and control characters with typed errors, and stores nothing', async () => {
    const table = await tableWithRail('chat-length');
    const refusals = await Promise.all(
      ['   ', 'x'.repeat(501), 'line\nbreak'].map(
        async (text) => (await table.send(0, 'PLAYERS', text)).errors?.[0],
      ),
    );
    expect(refusals.map((error) => [error?.extensions?.code, error?.extensions?.['reason']])).toEqual([
      ['BAD_USER_INPUT', 'BLANK'],
      ['BAD_USER_INPUT', 'TOO_LONG'],
      ['BAD_USER_INPUT', 'CONTROL_CHARACTER'],
    ]);
    expect(await table.texts(0)).toEqual([]);
    // 500 characters is the limit, counted in characters, not UTF-16 units.
    expect((await table.send(0, 'PLAYERS', '🏴'.repeat(500))).errors).toBeUndefined();
    for (const feed of table.feeds) feed.dispose();
  });

  it('rate limits each writer: over the limit is RATE_LIMITED with a wait, and nothing is stored', async () => {
    const table = await tableWithRail('chat-rate');
    for (let i = 1; i <= CHAT_PER_MINUTE; i++) await table.send(1, 'PLAYERS', `message ${i}`);
    const over = await table.send(1, 'PLAYERS', 'one too many');
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', scope: 'CHAT' });
    expect(over.errors?.[0]?.extensions?.['retryAfterSeconds']).toBeGreaterThan(0);
    expect(await table.texts(0)).toHaveLength(CHAT_PER_MINUTE);
    // Another writer has a budget of their own.
    expect((await table.send(0, 'PLAYERS', 'still here')).errors).toBeUndefined();
    for (const feed of table.feeds) feed.dispose();
  });
});

describe('blocks and reports', () => {
  it("a blocked player's messages are hidden from the blocker, live and in the list, and only from them", async () => {
    const table = await tableWithRail('chat-block');
    await allListening(table);
    await data(
      server.url,
      'mutation ($handle: String!) { blockPlayer(handle: $handle) }',
      { handle: 'chat-block-a' },
      table.tokens[1],
    );
    await table.send(0, 'PLAYERS', 'you are the Dutch!');
    await table.send(1, 'PLAYERS', 'marker');
    for (const feed of table.feeds.slice(0, 2)) await feed.until(() => textsOf(feed).includes('marker'));
    expect(textsOf(table.feeds[1]!)).toEqual(['marker']);
    expect(textsOf(table.feeds[0]!)).toEqual(['you are the Dutch!', 'marker']);
    expect(await table.texts(1)).toEqual(['marker']);
    expect(await table.texts(0)).toEqual(['marker', 'you are the Dutch!']);
    for (const feed of table.feeds) feed.dispose();
  });

  it('stores one report per reader and message, and only of a message the reader may read', async () => {
    const table = await tableWithRail('chat-report');
    const sent = await table.send(2, 'SPECTATORS', 'rude words');
    const messageId = sent.data!['sendChatMessage'].id as string;
    const REPORT =
      'mutation ($id: ID!, $reason: String!) { reportChatMessage(messageId: $id, reason: $reason) }';
    const spectator = await signUp(server.url, 'chat-report-d');
    for (let i = 0; i < 2; i++) {
      expect(await data(server.url, REPORT, { id: messageId, reason: 'insults' }, spectator.token)).toEqual({
        reportChatMessage: true,
      });
    }
    // A player cannot read the rail during play, so cannot report it either.
    const hidden = await gql(server.url, REPORT, { id: messageId, reason: 'x' }, table.tokens[0]);
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const reports = await server.platform.prisma.chatReport.findMany({ where: { messageId } });
    expect(reports.map((report) => [report.reporterId, report.reason])).toEqual([[spectator.id, 'insults']]);
    for (const feed of table.feeds) feed.dispose();
  });
});
