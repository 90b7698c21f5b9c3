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
import { CREATE_MATCH, START_MATCH } from '../testing/operations.js';
import { MAX_DOCUMENT_COST, MAX_DOCUMENT_ITEMS } from './document-limits.js';

/**
 * The attack of issue #29: fifteen aliases of a hundred live matches with their views, legal
 * actions, logs and chats, sized by a variable (or left to the default page size) so that a measure
 * reading only literal `first`s priced it at a fraction of the limit. Eight at once answered 1,500
 * matches each and starved the database pool. Priced with their variables, they are refused before
 * anything runs, while other people's requests and the bots carry on.
 */
const HEAVY_MATCH =
  'node { viewJson legalActions log { seq action events } chat { edges { node { text } } } }';
const SIZED = `query ($n: Int) { ${Array.from(
  { length: 15 },
  (_, i) => `a${i}: matches(first: $n, filter: { status: ACTIVE }) { edges { ${HEAVY_MATCH} } }`,
).join(' ')} }`;
const UNSIZED = `{ ${Array.from(
  { length: 15 },
  (_, i) => `a${i}: matches(filter: { status: ACTIVE }) { edges { ${HEAVY_MATCH} } }`,
).join(' ')} }`;
/** What the people someone follows play, with each match's log: 2,000 matches. */
const NESTED = '{ me { following { playingNow { viewJson log { seq action events } } } } }';
const LIGHT = 'query ($id: ID!) { match(id: $id) { seq status } }';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 200 });
});

afterAll(async () => {
  await server.close();
});

function refusal(answer: Awaited<ReturnType<typeof gql>>) {
  return { status: answer.status, code: answer.errors?.[0]?.extensions?.code, data: answer.data ?? null };
}

describe('one operation over the limits on a document', () => {
  it('is refused before it runs, however its lists are sized, while others read and bots play on', async () => {
    const { token } = await signUp(server.url, 'limits-player');
    // Tortuga tables of eight bots and a person, started as the attack begins: the bots play until
    // the person's turn comes, so each table has bot moves to make right after its start.
    const tables: string[] = [];
    for (let i = 0; i < 6; i++) {
      const seats = [...Array.from({ length: 8 }, () => ({ bot: 'heuristic' })), {}];
      const created = await data(server.url, CREATE_MATCH, { input: { game: 'tortuga', seats } }, token);
      tables.push(created.createMatch.id);
    }
    const observer = await signUp(server.url, 'limits-observer');

    const attacks = [
      ...Array.from({ length: 8 }, () => gql(server.url, SIZED, { n: 100 })),
      ...Array.from({ length: 8 }, () => gql(server.url, UNSIZED)),
    ];
    const starts = tables.map((matchId) => data(server.url, START_MATCH, { matchId }, token));
    const light = gql(server.url, LIGHT, { id: tables[0] }, observer.token);
    for (const answer of await Promise.all(attacks))
      expect(refusal(answer)).toEqual({ status: 400, code: 'QUERY_TOO_COMPLEX', data: null });
    const sized = await gql(server.url, SIZED, { n: 100 });
    expect(sized.errors?.[0]?.extensions).toMatchObject({
      maxCost: MAX_DOCUMENT_COST,
      maxItems: MAX_DOCUMENT_ITEMS,
    });
    expect(Number(sized.errors?.[0]?.extensions?.['cost'])).toBeGreaterThan(1_000_000);

    expect((await light).errors).toBeUndefined();
    // The bots moved on meanwhile: the tables' seqs passed where their starts left them (the person
    // sits first at a table one time in nine, so six tables all waiting on them is out of reach).
    const seqOf = async (id: string) => (await data(server.url, LIGHT, { id }, observer.token)).match.seq;
    const atStart = (await Promise.all(starts)).reduce((sum, started) => sum + started.startMatch.seq, 0);
    await expect
      .poll(async () => (await Promise.all(tables.map(seqOf))).reduce((sum, seq) => sum + seq, 0), {
        timeout: 15_000,
      })
      .toBeGreaterThan(atStart);
  });

  it('counts lists without a first at their usual size: the people followed, and what each plays', async () => {
    const { token } = await signUp(server.url, 'limits-follower');
    expect(refusal(await gql(server.url, NESTED, {}, token))).toEqual({
      status: 400,
      code: 'QUERY_TOO_COMPLEX',
      data: null,
    });
  });

  it('refuses a mutation whose answer asks too much, and the mutation changes nothing', async () => {
    const { token } = await signUp(server.url, 'limits-creator');
    const greedy = `mutation ($input: CreateMatchInput!) {
      createMatch(input: $input) { id createdBy { playingNow { log { seq action events } } } }
    }`;
    const answer = await gql(server.url, greedy, { input: { game: 'cartagena', seats: [{}, {}] } }, token);
    expect(refusal(answer)).toEqual({ status: 400, code: 'QUERY_TOO_COMPLEX', data: null });
    const mine = await data(
      server.url,
      '{ matches(filter: { player: "limits-creator", status: OPEN }) { edges { node { id } } } }',
    );
    expect(mine.matches.edges).toEqual([]);
  });

  it('refuses it over WebSocket too', async () => {
    const client = wsClient(server.wsUrl);
    const feed = new Collector(client, SIZED, { n: 100 });
    await expect(feed.until(() => false, 5000)).rejects.toThrow(/QUERY_TOO_COMPLEX/);
    await client.dispose();
  });
});
