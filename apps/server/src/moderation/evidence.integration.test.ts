import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEPARTED_SETTINGS } from '../accounts/departed-sweeper.js';
import { data, errorCode, signUp, startTestServer, type TestServer } from '../testing/harness.js';
import { MATCH_CHAT, SEND_CHAT } from '../testing/chat-operations.js';
import { REPORT_CHAT, RESOLVE_REPORT } from '../testing/moderation-operations.js';
import { startedDuel } from '../testing/tables.js';
import { setModerator } from './moderators.js';

const RIGHT = 'correct horse battery';
const DELETE = 'mutation ($password: String!) { deleteAccount(password: $password) }';
const SIGN_UP =
  'mutation ($handle: String!) { signUp(handle: $handle, password: "correct horse battery") { token } }';
const CLAIM =
  'mutation ($handle: String!) { claimGuest(handle: $handle, password: "correct horse battery") { handle } }';
const REPORTS = `query { chatReports(first: 50) { edges { node {
  message { id text authorDeleted author { id handle } }
  reporterCount reasons { category text } keptUntil } } } }`;

interface Reported {
  message: { id: string; text: string; authorDeleted: boolean; author: { id: string; handle: string } };
  reporterCount: number;
  reasons: { category: string; text: string }[];
  keptUntil: string | null;
}

let server: TestServer;
let moderator: string;
beforeAll(async () => {
  server = await startTestServer();
  moderator = (await signUp(server.url, 'evidence-mod')).token;
  await setModerator(server.platform.prisma, 'evidence-mod', true);
});
afterAll(async () => {
  await server.close();
});

const reportsFor = async (messageId: string): Promise<Reported[]> =>
  (await data(server.url, REPORTS, {}, moderator)).chatReports.edges
    .map((edge: { node: Reported }) => edge.node)
    .filter((node: Reported) => node.message.id === messageId);

/** A started duel where seat 0 said `text` in the players' chat; the message's id. */
async function said(prefix: string, ...texts: string[]) {
  const duel = await startedDuel(server.url, prefix);
  const ids: string[] = [];
  for (const text of texts) {
    const { sendChatMessage } = await data(
      server.url,
      SEND_CHAT,
      { matchId: duel.matchId, channel: 'PLAYERS', text },
      duel.tokens[0],
    );
    ids.push(sendChatMessage.id);
  }
  return { ...duel, ids };
}

describe('a deleted account’s reported messages', () => {
  it('stay for moderators with their reports, the handle held back, until the sweep after the period', async () => {
    const duel = await said('harasser', 'you are a disgrace', 'good game');
    const [abusive, harmless] = duel.ids as [string, string];
    const harasserId = (await data(server.url, 'query { me { id } }', {}, duel.tokens[0])).me.id;
    await data(
      server.url,
      REPORT_CHAT,
      { id: abusive, category: 'ABUSE', reason: 'insults' },
      duel.tokens[1],
    );

    const deletedAt = Date.now();
    expect(await data(server.url, DELETE, { password: RIGHT }, duel.tokens[0])).toEqual({
      deleteAccount: true,
    });

    // Moderators still read the reported message, its author named, and how long it is kept.
    const [kept] = await reportsFor(abusive);
    expect(kept).toMatchObject({
      message: {
        text: 'you are a disgrace',
        authorDeleted: true,
        author: { id: harasserId, handle: 'harasser-a' },
      },
      reporterCount: 1,
      reasons: [{ category: 'ABUSE', text: 'insults' }],
    });
    const keptUntil = new Date(kept?.keptUntil ?? 0).getTime();
    expect(keptUntil).toBeGreaterThanOrEqual(deletedAt + DEFAULT_DEPARTED_SETTINGS.keepMs);
    expect(keptUntil).toBeLessThanOrEqual(Date.now() + DEFAULT_DEPARTED_SETTINGS.keepMs);
    // Readers see neither message any more; the one nobody reported is gone.
    const chat = await data(server.url, MATCH_CHAT, { id: duel.matchId }, duel.tokens[1]);
    expect(chat.match.chat.edges).toEqual([]);
    expect(await server.platform.prisma.chatMessage.count({ where: { id: harmless } })).toBe(0);
    expect(
      await errorCode(server.url, REPORT_CHAT, { id: abusive, category: 'SPAM', reason: '' }, duel.tokens[1]),
    ).toBe('NOT_FOUND');

    // Nobody takes the handle meanwhile, by signing up or by claiming a guest account.
    expect(await errorCode(server.url, SIGN_UP, { handle: 'Harasser-A' })).toBe('HANDLE_TAKEN');
    const guest = (await data(server.url, 'mutation { startGuest { token } }')).startGuest.token;
    expect(await errorCode(server.url, CLAIM, { handle: 'harasser-a' }, guest)).toBe('HANDLE_TAKEN');
    // Resolving the report keeps the evidence; a sweep before its time removes nothing.
    expect(
      await data(server.url, RESOLVE_REPORT, { id: abusive, action: 'HIDE_MESSAGE' }, moderator),
    ).toEqual({
      resolveChatReport: 1,
    });
    expect(await server.platform.services.accounts.departed.sweep()).toBe(0);
    expect(await errorCode(server.url, SIGN_UP, { handle: 'harasser-a' })).toBe('HANDLE_TAKEN');
    expect(await server.platform.prisma.chatReport.count({ where: { messageId: abusive } })).toBe(1);

    // The period ends: the sweep removes the message and its reports, and frees the handle.
    await server.platform.prisma.departedAccount.updateMany({
      where: { id: harasserId },
      data: { keepUntil: new Date(Date.now() - 1000) },
    });
    expect(await server.platform.services.accounts.departed.sweep()).toBe(1);
    expect(await server.platform.prisma.chatMessage.count({ where: { id: abusive } })).toBe(0);
    expect(await server.platform.prisma.chatReport.count({ where: { messageId: abusive } })).toBe(0);
    expect((await data(server.url, SIGN_UP, { handle: 'harasser-a' })).signUp.token).toEqual(
      expect.any(String),
    );
  });

  it('reports made by a deleted account stay, without its name', async () => {
    const duel = await said('witness', 'cheater!');
    const [message] = duel.ids as [string];
    await data(server.url, REPORT_CHAT, { id: message, category: 'ABUSE', reason: 'rude' }, duel.tokens[1]);
    await data(server.url, DELETE, { password: RIGHT }, duel.tokens[1]);
    expect(await reportsFor(message)).toMatchObject([
      {
        message: { authorDeleted: false, author: { handle: 'witness-a' } },
        reporterCount: 1,
        keptUntil: null,
      },
    ]);
    // Nothing of theirs was reported: their handle is free at once.
    await data(server.url, SIGN_UP, { handle: 'witness-b' });
  });
});
