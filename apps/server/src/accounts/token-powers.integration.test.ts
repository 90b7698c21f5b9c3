import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, gql, startTestServer, wsClient, type TestServer } from '../testing/harness.js';
import { SEND_CHAT } from '../testing/chat-operations.js';
import { MATCH, SUBMIT } from '../testing/operations.js';
import { startedDuel } from '../testing/tables.js';

const RIGHT = 'correct horse battery';
const ME = 'query { me { handle } }';
const CREATE_TOKEN = 'mutation { createApiToken(name: "child") { token apiToken { id } } }';
const API_TOKENS = 'query { apiTokens { edges { node { id } } } }';
const SESSIONS = 'query { sessions { edges { node { id current } } } }';
const SIGN_IN =
  'mutation ($handle: String!, $password: String!) { signIn(handle: $handle, password: $password) { token } }';

/** Each way a stolen API token could take the account over, lock its owner out or erase it. */
const SESSION_ONLY: readonly [string, string, (ids: Ids) => Record<string, unknown>][] = [
  ['createApiToken', CREATE_TOKEN, () => ({})],
  ['apiTokens', API_TOKENS, () => ({})],
  ['sessions', SESSIONS, () => ({})],
  ['revokeApiToken', 'mutation ($id: ID!) { revokeApiToken(id: $id) }', (ids) => ({ id: ids.apiTokenId })],
  ['endSession', 'mutation ($id: ID!) { endSession(id: $id) }', (ids) => ({ id: ids.sessionId })],
  ['signOutEverywhere', 'mutation { signOutEverywhere }', () => ({})],
  [
    'changePassword',
    'mutation ($current: String!) { changePassword(currentPassword: $current, newPassword: "taken over by a bot") }',
    () => ({ current: RIGHT }),
  ],
  [
    'deleteAccount',
    'mutation ($password: String!) { deleteAccount(password: $password) }',
    () => ({ password: RIGHT }),
  ],
];

interface Ids {
  readonly apiTokenId: string;
  readonly sessionId: string;
}

/** One operation on a WebSocket connection: the first error's extensions, or null. */
function operate(client: Client, query: string, variables: Record<string, unknown>) {
  return new Promise<Record<string, unknown> | null>((resolve, reject) => {
    client.subscribe(
      { query, variables },
      {
        next: ({ errors }) => resolve((errors?.[0]?.extensions as Record<string, unknown>) ?? null),
        error: (error) => reject(new Error(JSON.stringify(error))),
        complete: () => {},
      },
    );
  });
}

describe('an API token', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('cannot make tokens, end sessions, change the password or delete the account', async () => {
    const duel = await startedDuel(server.url, 'powers');
    const session = duel.tokens[0]!;
    const made = (await data(server.url, CREATE_TOKEN, {}, session)).createApiToken;
    const api: string = made.token;
    const ids: Ids = {
      apiTokenId: made.apiToken.id,
      sessionId: (await data(server.url, SESSIONS, {}, session)).sessions.edges[0].node.id,
    };

    for (const [name, query, variables] of SESSION_ONLY) {
      const answer = await gql(server.url, query, variables(ids), api);
      expect(answer.data ?? null, name).toBeNull();
      expect(answer.errors?.[0]?.extensions, name).toMatchObject({ code: 'FORBIDDEN', reason: 'API_TOKEN' });
      expect(answer.errors?.[0]?.message, name).toMatch(/API token cannot/);
    }
    // The same over the token's WebSocket.
    const client = wsClient(server.wsUrl, api);
    try {
      expect(await operate(client, CREATE_TOKEN, {})).toMatchObject({
        code: 'FORBIDDEN',
        reason: 'API_TOKEN',
      });
    } finally {
      await client.dispose();
    }

    // Nothing changed: one API token, the session alive, the password the same, the account there.
    expect((await data(server.url, API_TOKENS, {}, session)).apiTokens.edges).toEqual([
      { node: { id: ids.apiTokenId } },
    ]);
    expect((await data(server.url, ME, {}, session)).me.handle).toBe('powers-a');
    expect((await data(server.url, ME, {}, api)).me.handle).toBe('powers-a');
    expect((await data(server.url, SIGN_IN, { handle: 'powers-a', password: RIGHT })).signIn.token).toEqual(
      expect.any(String),
    );
  });

  it('still reads, plays a move and chats', async () => {
    const duel = await startedDuel(server.url, 'player');
    const api: string = (await data(server.url, CREATE_TOKEN, {}, duel.tokens[0])).createApiToken.token;
    // The seed picks who starts: the other player ends their turn until it is seat 0's.
    for (let turn = await duel.mover(); turn.seat !== 0; turn = await duel.mover()) {
      const { legalActions, seq } = turn.match;
      const action =
        legalActions.find((legal: { type: string }) => legal.type === 'endTurn') ?? legalActions[0];
      await data(server.url, SUBMIT, { matchId: duel.matchId, expectedSeq: seq, action }, duel.tokens[1]);
    }
    const match = (await data(server.url, MATCH, { id: duel.matchId }, api)).match;
    expect(match).toMatchObject({ viewerSeat: 0, activeSeats: [0] });
    expect(match.legalActions.length).toBeGreaterThan(0);
    const moved = await data(
      server.url,
      SUBMIT,
      { matchId: duel.matchId, expectedSeq: match.seq, action: match.legalActions[0] },
      api,
    );
    expect(moved.submitAction.seq).toBe(match.seq + 1);
    const said = await data(
      server.url,
      SEND_CHAT,
      { matchId: duel.matchId, channel: 'PLAYERS', text: 'good luck' },
      api,
    );
    expect(said.sendChatMessage.author.handle).toBe('player-a');
  });
});
