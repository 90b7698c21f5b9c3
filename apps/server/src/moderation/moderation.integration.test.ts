import { createMigratedTestDatabase } from '@brethren/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { CHAT_POSTED, MATCH_CHAT, SEND_CHAT, type Posted } from '../testing/chat-operations.js';
import {
  CHAT_REPORTS,
  ME_MODERATOR,
  REPORT_CHAT,
  RESOLVE_REPORT,
  type ChatReportsPage,
} from '../testing/moderation-operations.js';
import { startedDuel } from '../testing/tables.js';
import { setModerator } from './moderators.js';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/** Two nodes on one database and one Redis: hiding on one must reach readers on the other. */
let nodeA: TestServer;
let nodeB: TestServer;
let moderator: { token: string; id: string };
beforeAll(async () => {
  const database = await createMigratedTestDatabase('moderation');
  nodeA = await startTestServer({ database, redisUrl: REDIS_URL });
  nodeB = await startTestServer({ database, redisUrl: REDIS_URL });
  moderator = await signUp(nodeA.url, 'mod-keeper');
  expect(await setModerator(nodeA.platform.prisma, 'MOD-keeper', true)).toEqual({ handle: 'mod-keeper' });
});
afterAll(async () => {
  await nodeB.close({ keepDatabase: true });
  await nodeA.close();
});

/** A started duel where player 0 says `text` in PLAYERS; its id. */
async function saidAtTable(prefix: string, text: string) {
  const table = await startedDuel(nodeA.url, prefix);
  const { sendChatMessage } = await data<{ sendChatMessage: { id: string } }>(
    nodeA.url,
    SEND_CHAT,
    { matchId: table.matchId, channel: 'PLAYERS', text },
    table.tokens[0],
  );
  return { ...table, messageId: sendChatMessage.id };
}

const openReports = async () =>
  (
    await data<ChatReportsPage>(nodeA.url, CHAT_REPORTS, { first: 100 }, moderator.token)
  ).chatReports.edges.map((edge) => edge.node);

describe('who moderates', () => {
  it('is granted and revoked outside the API, and shown on me', async () => {
    const player = await signUp(nodeA.url, 'mod-someone');
    const me = async () => (await data(nodeA.url, ME_MODERATOR, {}, player.token)).me.moderator as boolean;
    expect(await me()).toBe(false);
    await setModerator(nodeA.platform.prisma, 'mod-someone', true);
    expect(await me()).toBe(true);
    await setModerator(nodeA.platform.prisma, 'mod-someone', false);
    expect(await me()).toBe(false);
    expect(await setModerator(nodeA.platform.prisma, 'mod-nobody', true)).toBe('NO_ACCOUNT');
  });

  it('refuses the list and the resolution to anyone else, and changes nothing', async () => {
    const { messageId, tokens } = await saidAtTable('mod-refuse', 'you sank my ship on purpose');
    await data(nodeA.url, REPORT_CHAT, { id: messageId, category: 'ABUSE', reason: '' }, tokens[1]);
    const refused = await gql(nodeA.url, CHAT_REPORTS, {}, tokens[1]);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_MODERATOR' });
    expect(refused.data).toBeNull();
    expect(
      await errorCode(nodeA.url, RESOLVE_REPORT, { id: messageId, action: 'HIDE_MESSAGE' }, tokens[1]),
    ).toBe('FORBIDDEN');
    expect(await errorCode(nodeA.url, CHAT_REPORTS, {})).toBe('UNAUTHENTICATED');
    const [report] = await nodeA.platform.prisma.chatReport.findMany({ where: { messageId } });
    expect(report).toMatchObject({ resolvedAt: null, resolution: null });
    const message = await nodeA.platform.prisma.chatMessage.findUniqueOrThrow({ where: { id: messageId } });
    expect(message.hiddenAt).toBeNull();
  });
});

describe('reports reach the moderators', () => {
  it('groups a message’s reports with their categories and reasons', async () => {
    const { messageId, matchId, tokens } = await saidAtTable('mod-list', 'my cousin will tell me your cards');
    const spectator = await signUp(nodeA.url, 'mod-list-c');
    await data(
      nodeA.url,
      REPORT_CHAT,
      { id: messageId, category: 'CHEATING', reason: '  collusion  ' },
      tokens[1],
    );
    // Reading the players' channel is not the rail's: the spectator cannot report it.
    expect(
      await errorCode(
        nodeA.url,
        REPORT_CHAT,
        { id: messageId, category: 'SPAM', reason: '' },
        spectator.token,
      ),
    ).toBe('NOT_FOUND');
    const reported = (await openReports()).find((node) => node.message.id === messageId);
    expect(reported).toMatchObject({
      message: { matchId, channel: 'PLAYERS', text: 'my cousin will tell me your cards', hidden: false },
      reporterCount: 1,
      reasons: [{ category: 'CHEATING', text: 'collusion' }],
    });
    expect(reported!.message.author.handle).toBe('mod-list-a');
    expect(reported!.firstReportedAt).toBe(reported!.reasons[0]!.at);
  });

  it('refuses a reason over 500 characters with a typed error and stores nothing', async () => {
    const { messageId, tokens } = await saidAtTable('mod-long', 'a long story');
    const result = await gql(
      nodeA.url,
      REPORT_CHAT,
      { id: messageId, category: 'OTHER', reason: 'x'.repeat(501) },
      tokens[1],
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'reason',
      reason: 'TOO_LONG',
    });
    expect(await nodeA.platform.prisma.chatReport.count({ where: { messageId } })).toBe(0);
    expect((await openReports()).some((node) => node.message.id === messageId)).toBe(false);
  });

  it('pages the open reports oldest first by key', async () => {
    const first = await saidAtTable('mod-page1', 'one');
    const second = await saidAtTable('mod-page2', 'two');
    for (const { messageId, tokens } of [first, second])
      await data(nodeA.url, REPORT_CHAT, { id: messageId, category: 'SPAM', reason: '' }, tokens[1]);
    const ids: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 50; pages++) {
      const page: ChatReportsPage = await data(nodeA.url, CHAT_REPORTS, { first: 1, after }, moderator.token);
      ids.push(...page.chatReports.edges.map((edge) => edge.node.message.id));
      if (!page.chatReports.pageInfo.hasNextPage) break;
      after = page.chatReports.pageInfo.endCursor;
    }
    expect(ids).toEqual((await openReports()).map((node) => node.message.id));
    expect(ids.indexOf(first.messageId)).toBeLessThan(ids.indexOf(second.messageId));
    expect(await errorCode(nodeA.url, CHAT_REPORTS, { after: 'not-a-cursor' }, moderator.token)).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('resolving', () => {
  it('DISMISS closes the reports and leaves the message; a second resolution finds nothing open', async () => {
    const { messageId, matchId, tokens } = await saidAtTable('mod-dismiss', 'good game');
    await data(nodeA.url, REPORT_CHAT, { id: messageId, category: 'OTHER', reason: 'oops' }, tokens[1]);
    expect(
      await data(nodeA.url, RESOLVE_REPORT, { id: messageId, action: 'DISMISS' }, moderator.token),
    ).toEqual({ resolveChatReport: 1 });
    expect((await openReports()).some((node) => node.message.id === messageId)).toBe(false);
    expect(
      await errorCode(nodeA.url, RESOLVE_REPORT, { id: messageId, action: 'HIDE_MESSAGE' }, moderator.token),
    ).toBe('NOT_FOUND');
    const { match } = await data(nodeA.url, MATCH_CHAT, { id: matchId }, tokens[1]);
    expect(match.chat.edges.map((edge: { node: { text: string } }) => edge.node.text)).toEqual(['good game']);
    const [report] = await nodeA.platform.prisma.chatReport.findMany({ where: { messageId } });
    expect(report).toMatchObject({ resolution: 'DISMISSED', resolvedById: moderator.id });
  });

  it('HIDE_MESSAGE removes the message from the history and, live, from readers on another node', async () => {
    const table = await startedDuel(nodeA.url, 'mod-hide');
    const feed = new Collector<Posted>(wsClient(nodeB.wsUrl, table.tokens[1]), CHAT_POSTED, {
      matchId: table.matchId,
    });
    const say = async (text: string) =>
      (
        await data<{ sendChatMessage: { id: string } }>(
          nodeA.url,
          SEND_CHAT,
          { matchId: table.matchId, channel: 'PLAYERS', text },
          table.tokens[0],
        )
      ).sendChatMessage.id;
    // A subscription gives no sign when it starts: write until the feed hears the table.
    for (let tries = 0; feed.items.length === 0; tries++) {
      if (tries === 50) throw new Error('the chat feed never started');
      await say('probe');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const insult = await say('you are all scurvy dogs');
    await feed.until((items) => items.some((item) => item.chatPosted.id === insult));
    await data(nodeA.url, REPORT_CHAT, { id: insult, category: 'ABUSE', reason: 'insults' }, table.tokens[1]);
    await data(nodeA.url, RESOLVE_REPORT, { id: insult, action: 'HIDE_MESSAGE' }, moderator.token);

    await feed.until((items) =>
      items.some((item) => item.chatPosted.id === insult && item.chatPosted.hidden),
    );
    const notice = feed.items.find((item) => item.chatPosted.hidden)!.chatPosted;
    expect(notice).toEqual({ ...notice, id: insult, text: '' });
    for (const [node, token] of [
      [nodeA, table.tokens[0]],
      [nodeB, table.tokens[1]],
    ] as const) {
      const { match } = await data(node.url, MATCH_CHAT, { id: table.matchId }, token);
      expect(match.chat.edges.map((edge: { node: { id: string } }) => edge.node.id)).not.toContain(insult);
    }
    expect((await openReports()).some((node) => node.message.id === insult)).toBe(false);
    // A hidden message is as unknown to reporters as one that never was.
    expect(
      await errorCode(nodeA.url, REPORT_CHAT, { id: insult, category: 'ABUSE', reason: '' }, table.tokens[1]),
    ).toBe('NOT_FOUND');
    feed.dispose();
  });
});
