import { createMigratedTestDatabase } from '@brethren/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setModerator } from '../moderation/moderators.js';
import {
  Collector,
  data,
  errorCode,
  gql,
  signUp,
  startTestServer,
  wsClient,
  type TestServer,
} from '../testing/harness.js';
import {
  CHAT_REPORTS,
  REPORT_CHAT,
  RESOLVE_REPORT,
  type ChatReportsPage,
} from '../testing/moderation-operations.js';
import { BLOCK } from '../testing/people-operations.js';
import { CREATE_TOURNAMENT, JOIN_TOURNAMENT, LEAVE_TOURNAMENT } from '../tournaments/operations.js';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

const MESSAGE_FIELDS = 'id matchId tournamentId channel text hidden author { handle }';
const SEND = `mutation ($id: ID!, $text: String!) {
  sendTournamentChatMessage(tournamentId: $id, text: $text) { ${MESSAGE_FIELDS} } }`;
const CHAT = `query ($id: ID!, $inviteCode: String, $first: Int, $after: String) {
  tournament(id: $id, inviteCode: $inviteCode) { canChat chat(first: $first, after: $after) {
    edges { node { ${MESSAGE_FIELDS} } } pageInfo { hasNextPage endCursor } } } }`;
const POSTED = `subscription ($id: ID!, $inviteCode: String) {
  tournamentChatPosted(tournamentId: $id, inviteCode: $inviteCode) { ${MESSAGE_FIELDS} } }`;
const START_GUEST = 'mutation { startGuest(device: "Chromium · Linux") { token } }';

interface Message {
  id: string;
  matchId: string | null;
  tournamentId: string | null;
  channel: string;
  text: string;
  hidden: boolean;
  author: { handle: string };
}
interface Posted {
  tournamentChatPosted: Message;
}

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

/** Two nodes on one database and one Redis: a message written on one reaches readers on the other. */
let nodeA: TestServer;
let nodeB: TestServer;
let host: { token: string; id: string };
let anne: { token: string; id: string };
let bob: { token: string; id: string };
let stranger: { token: string; id: string };
let moderator: { token: string; id: string };
const feeds: Collector<Posted>[] = [];

beforeAll(async () => {
  const database = await createMigratedTestDatabase('tournament-chat');
  const options = { database, redisUrl: REDIS_URL };
  nodeA = await startTestServer(options);
  nodeB = await startTestServer(options);
  host = await signUp(nodeA.url, 'tc-host');
  anne = await signUp(nodeA.url, 'tc-anne');
  bob = await signUp(nodeA.url, 'tc-bob');
  stranger = await signUp(nodeA.url, 'tc-stranger');
  moderator = await signUp(nodeA.url, 'tc-mod');
  await setModerator(nodeA.platform.prisma, 'tc-mod', true);
}, 120_000);
afterAll(async () => {
  for (const feed of feeds) feed.dispose();
  await nodeB?.close({ keepDatabase: true });
  await nodeA?.close();
});

async function tournament(visibility: 'PUBLIC' | 'PRIVATE' = 'PUBLIC') {
  const { createTournament } = await data<{ createTournament: { id: string; inviteCode: string | null } }>(
    nodeA.url,
    CREATE_TOURNAMENT,
    {
      input: {
        name: 'Talking pirates',
        game: 'cartagena',
        format: 'SWISS',
        playersPerTable: 2,
        clock: 'RELAXED',
        rounds: 1,
        startsAt: inAnHour(),
        rated: false,
        visibility,
      },
    },
    host.token,
  );
  return createTournament;
}

const join = (url: string, id: string, token: string, inviteCode?: string | null) =>
  data(url, JOIN_TOURNAMENT, { id, inviteCode }, token);
const send = (url: string, id: string, text: string, token?: string) => gql(url, SEND, { id, text }, token);
const read = async (url: string, id: string, token?: string, inviteCode?: string | null) =>
  (
    await data<{ tournament: { canChat: boolean; chat: { edges: { node: Message }[] } } }>(
      url,
      CHAT,
      { id, inviteCode },
      token,
    )
  ).tournament;
const texts = async (url: string, id: string, token?: string) =>
  (await read(url, id, token)).chat.edges.map((edge) => edge.node.text);

/** A live feed of the tournament's chat on `url`, listening once a probe by `writer` reached it. */
async function listening(url: string, wsUrl: string, id: string, writer: string, token?: string) {
  const feed = new Collector<Posted>(wsClient(wsUrl, token), POSTED, { id });
  feeds.push(feed);
  const probe = `probe ${feeds.length}`;
  for (let tries = 0; !feed.items.some((item) => item.tournamentChatPosted.text === probe); tries++) {
    if (tries === 50) throw new Error('the tournament chat feed never started');
    await send(url, id, probe, writer);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return feed;
}

describe("a tournament's chat", () => {
  it('its players and its creator write; everyone reads, live on both nodes', async () => {
    const { id } = await tournament();
    await join(nodeA.url, id, anne.token);
    await join(nodeB.url, id, bob.token);
    expect((await read(nodeA.url, id, anne.token)).canChat).toBe(true);
    expect((await read(nodeA.url, id, host.token)).canChat).toBe(true);
    expect((await read(nodeA.url, id, stranger.token)).canChat).toBe(false);
    expect((await read(nodeA.url, id)).canChat).toBe(false);

    const anonymousOnB = await listening(nodeA.url, nodeB.wsUrl, id, anne.token);
    const strangerOnA = await listening(nodeB.url, nodeA.wsUrl, id, bob.token, stranger.token);

    const { data: sent } = await send(nodeA.url, id, '  Fair winds, all  ', anne.token);
    expect(sent?.['sendTournamentChatMessage']).toMatchObject({
      matchId: null,
      tournamentId: id,
      channel: 'TOURNAMENT',
      text: 'Fair winds, all',
      author: { handle: 'tc-anne' },
    });
    await send(nodeB.url, id, 'Round one at noon', host.token);
    for (const feed of [anonymousOnB, strangerOnA])
      await feed.until((items) =>
        ['Fair winds, all', 'Round one at noon'].every((text) =>
          items.some((item) => item.tournamentChatPosted.text === text),
        ),
      );
    expect((await texts(nodeB.url, id)).slice(0, 2)).toEqual(['Round one at noon', 'Fair winds, all']);
  });

  it('refuses a stranger, a guest, a withdrawn player and bad text, storing nothing', async () => {
    const { id } = await tournament();
    await join(nodeA.url, id, anne.token);
    const guest = (await data<{ startGuest: { token: string } }>(nodeA.url, START_GUEST, {})).startGuest;
    expect(await errorCode(nodeA.url, SEND, { id, text: 'let me in' }, stranger.token)).toBe('FORBIDDEN');
    expect(await errorCode(nodeA.url, SEND, { id, text: 'hello' }, guest.token)).toBe('FORBIDDEN');
    expect(await errorCode(nodeA.url, SEND, { id, text: 'hello' })).toBe('UNAUTHENTICATED');
    expect(await errorCode(nodeA.url, SEND, { id, text: '   ' }, anne.token)).toBe('BAD_USER_INPUT');
    expect(await errorCode(nodeA.url, SEND, { id, text: 'x'.repeat(501) }, anne.token)).toBe(
      'BAD_USER_INPUT',
    );
    expect(await errorCode(nodeA.url, SEND, { id, text: 'a\u0007b' }, anne.token)).toBe('BAD_USER_INPUT');
    const unknown = '01900000-0000-7000-8000-000000000000';
    expect(await errorCode(nodeA.url, SEND, { id: unknown, text: 'hello' }, anne.token)).toBe('NOT_FOUND');
    await data(nodeA.url, LEAVE_TOURNAMENT, { id }, anne.token);
    expect((await read(nodeA.url, id, anne.token)).canChat).toBe(false);
    expect(await errorCode(nodeA.url, SEND, { id, text: 'one last word' }, anne.token)).toBe('FORBIDDEN');
    expect(await texts(nodeA.url, id)).toEqual([]);
  });

  it('a private one: read and reported by its players and by link; a stranger without it finds nothing', async () => {
    const { id, inviteCode } = await tournament('PRIVATE');
    await join(nodeA.url, id, anne.token, inviteCode);
    const { data: said } = await send(nodeA.url, id, 'Just us', anne.token);
    const messageId = (said?.['sendTournamentChatMessage'] as Message).id;
    expect(await texts(nodeA.url, id, anne.token)).toEqual(['Just us']);
    const refused = new Collector<Posted>(wsClient(nodeA.wsUrl, stranger.token), POSTED, { id });
    feeds.push(refused);
    await expect(refused.until(() => false, 5_000)).rejects.toThrow(/NOT_FOUND|no tournament/);
    expect(await errorCode(nodeA.url, SEND, { id, text: 'hello?' }, stranger.token)).toBe('NOT_FOUND');
    const byLink = await read(nodeA.url, id, stranger.token, inviteCode);
    expect(byLink.chat.edges.map((edge) => edge.node.text)).toEqual(['Just us']);
    expect(byLink.canChat).toBe(false);

    // Reporting it asks for what reading it did: the link's code, or nothing is stored.
    const report = { id: messageId, category: 'SPAM', reason: 'read by link' };
    expect(await errorCode(nodeB.url, REPORT_CHAT, report, stranger.token)).toBe('NOT_FOUND');
    expect(
      await errorCode(nodeB.url, REPORT_CHAT, { ...report, inviteCode: 'not-the-code' }, stranger.token),
    ).toBe('NOT_FOUND');
    const reported = async () =>
      (
        await data<ChatReportsPage>(nodeA.url, CHAT_REPORTS, { first: 100 }, moderator.token)
      ).chatReports.edges
        .map((edge) => edge.node.message.id)
        .filter((reportedId) => reportedId === messageId);
    expect(await reported()).toEqual([]);
    expect(
      (await data(nodeB.url, REPORT_CHAT, { ...report, inviteCode }, stranger.token)).reportChatMessage,
    ).toBe(true);
    expect(await reported()).toEqual([messageId]);
  });

  it('leaves out a blocked author, and a message a moderator hid, live and in the list', async () => {
    const { id } = await tournament();
    await join(nodeA.url, id, anne.token);
    await join(nodeA.url, id, bob.token);
    await data(nodeA.url, BLOCK, { handle: 'tc-bob' }, anne.token);
    const annesFeed = await listening(nodeA.url, nodeB.wsUrl, id, host.token, anne.token);
    const readersFeed = await listening(nodeA.url, nodeB.wsUrl, id, host.token, stranger.token);
    const { data: said } = await send(nodeB.url, id, 'your ships will sink', bob.token);
    const messageId = (said?.['sendTournamentChatMessage'] as Message).id;
    await send(nodeA.url, id, 'after bob', host.token);
    await annesFeed.until((items) => items.some((item) => item.tournamentChatPosted.text === 'after bob'));
    expect(annesFeed.items.map((item) => item.tournamentChatPosted.text)).not.toContain(
      'your ships will sink',
    );
    expect(await texts(nodeA.url, id, anne.token)).not.toContain('your ships will sink');

    expect(
      (
        await data(
          nodeB.url,
          REPORT_CHAT,
          { id: messageId, category: 'ABUSE', reason: 'threat' },
          stranger.token,
        )
      ).reportChatMessage,
    ).toBe(true);
    const reports = (
      await data<ChatReportsPage>(nodeA.url, CHAT_REPORTS, { first: 100 }, moderator.token)
    ).chatReports.edges.map((edge) => edge.node.message);
    expect(reports).toContainEqual(
      expect.objectContaining({
        id: messageId,
        matchId: null,
        channel: 'TOURNAMENT',
        text: 'your ships will sink',
      }),
    );
    await data(nodeA.url, RESOLVE_REPORT, { id: messageId, action: 'HIDE_MESSAGE' }, moderator.token);
    await readersFeed.until((items) =>
      items.some((item) => item.tournamentChatPosted.id === messageId && item.tournamentChatPosted.hidden),
    );
    const notice = readersFeed.items.find((item) => item.tournamentChatPosted.hidden)!.tournamentChatPosted;
    expect(notice.text).toBe('');
    expect(await texts(nodeB.url, id, stranger.token)).not.toContain('your ships will sink');
  });
});
