import { randomUUID } from 'node:crypto';
import { createMigratedTestDatabase, type TestDatabase } from '@brethren/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  data,
  gql,
  signUp,
  startTestServer,
  type GraphQLResponse,
  type TestServer,
} from '../testing/harness.js';
import { startedDuel } from '../testing/tables.js';
import { TcpProxy } from '../testing/tcp-proxy.js';

/**
 * The database fails under a real server, as seen from the server: its connections go through a
 * TCP proxy that a test cuts (the database went away) or that loses the answers after a statement
 * went through (it committed; the answer never came). The shared PostgreSQL itself is not touched.
 */

const SIGN_IN =
  'mutation ($handle: String!, $password: String!) { signIn(handle: $handle, password: $password) { token } }';
const SUBMIT = `mutation ($matchId: ID!, $expectedSeq: Int!, $action: JSON!, $idempotencyKey: String) {
  submitAction(matchId: $matchId, expectedSeq: $expectedSeq, action: $action, idempotencyKey: $idempotencyKey) { seq }
}`;
const LOG = 'query ($id: ID!) { match(id: $id) { seq log { seq seat } } }';
/** The statement that appends a move (see matches/repository.ts): its name travels with each run. */
const APPEND_MOVE = 'append-move';

const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code ?? null;

let database: TestDatabase;
let proxy: TcpProxy;
let server: TestServer;

beforeAll(async () => {
  database = await createMigratedTestDatabase('outage');
  const target = new URL(database.databaseUrl);
  proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
  server = await startTestServer({
    database: { ...database, databaseUrl: proxy.through(database.databaseUrl) },
    // A statement's answer is given up on after 2.5 s (its timeout and the client's 1 s margin).
    databaseTimeouts: { connectMs: 3000, statementMs: 1500 },
  });
});

afterAll(async () => {
  proxy.heal();
  await server.close();
  await proxy.close();
});

describe('the database goes away during sign-ins', () => {
  it('attempts it could not check count for nothing: the account signs in the moment it is back', async () => {
    const handle = `outage-${randomUUID().slice(0, 8)}`;
    await signUp(server.url, handle);

    proxy.cut();
    const codes: unknown[] = [];
    // More than the free failures (5): had they counted, the account would now wait.
    for (let i = 0; i < 8; i++) {
      codes.push(codeOf(await gql(server.url, SIGN_IN, { handle, password: 'correct horse battery' })));
    }
    proxy.heal();

    expect(codes).toEqual(new Array(8).fill('SERVICE_UNAVAILABLE'));
    const signedIn = await gql(server.url, SIGN_IN, { handle, password: 'correct horse battery' });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data?.['signIn']?.token).toEqual(expect.any(String));
    // Nor do they count towards the next wait: a wrong password is just wrong.
    const wrong = await gql(server.url, SIGN_IN, { handle, password: 'wrong horse battery' });
    expect(codeOf(wrong)).toBe('INVALID_CREDENTIALS');
  });
});

describe('a move whose answer is lost after the commit', () => {
  it('is answered as committed when the log can be read again', async () => {
    const table = await startedDuel(server.url, `lost-${randomUUID().slice(0, 6)}`);
    const { seat, match } = await table.mover();
    const action = match.legalActions[0];

    const sprung = proxy.loseAnswers(APPEND_MOVE, { everywhere: false });
    const answer = await gql(
      server.url,
      SUBMIT,
      { matchId: table.matchId, expectedSeq: match.seq, action },
      table.tokens[seat],
    );
    await sprung;
    proxy.heal();

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['submitAction']?.seq).toBe(match.seq + 1);
    const { match: after } = await data(server.url, LOG, { id: table.matchId }, table.tokens[seat]);
    expect(after.log.at(-1)).toEqual({ seq: match.seq + 1, seat });
  });

  it('while the database stays away: SERVICE_UNAVAILABLE, and its retry with the same key is answered as applied', async () => {
    const table = await startedDuel(server.url, `away-${randomUUID().slice(0, 6)}`);
    const { seat, match } = await table.mover();
    const action = match.legalActions[0];
    const variables = {
      matchId: table.matchId,
      expectedSeq: match.seq,
      action,
      idempotencyKey: randomUUID(),
    };

    const sprung = proxy.loseAnswers(APPEND_MOVE, { everywhere: true });
    const first = await gql(server.url, SUBMIT, variables, table.tokens[seat]);
    await sprung;
    proxy.heal();

    expect(codeOf(first)).toBe('SERVICE_UNAVAILABLE');
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).not.toBeNull();
    // It was applied all the same: the retry is told so, not STALE_SEQ.
    const retry = await gql(server.url, SUBMIT, variables, table.tokens[seat]);
    expect(retry.errors).toBeUndefined();
    expect(retry.data?.['submitAction']?.seq).toBe(match.seq + 1);
    // Without the key, or with another, a stale seq is still a stale seq.
    const stale = await gql(
      server.url,
      SUBMIT,
      { ...variables, idempotencyKey: randomUUID() },
      table.tokens[seat],
    );
    expect(codeOf(stale)).toBe('STALE_SEQ');
    const { match: after } = await data(server.url, LOG, { id: table.matchId }, table.tokens[seat]);
    expect(after.seq).toBe(match.seq + 1);
    expect(after.log.at(-1)).toEqual({ seq: match.seq + 1, seat });
  });

  it('refuses a malformed idempotency key', async () => {
    const table = await startedDuel(server.url, `key-${randomUUID().slice(0, 6)}`);
    const { seat, match } = await table.mover();
    const answer = await gql(
      server.url,
      SUBMIT,
      {
        matchId: table.matchId,
        expectedSeq: match.seq,
        action: match.legalActions[0],
        idempotencyKey: 'x'.repeat(65),
      },
      table.tokens[seat],
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
    expect((await table.look(seat)).seq).toBe(match.seq);
  });
});
