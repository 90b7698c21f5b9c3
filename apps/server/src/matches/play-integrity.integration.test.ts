import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Collector,
  data,
  errorCode,
  gql,
  startTestServer,
  wsClient,
  type TestServer,
  isSeatUpdate,
} from '../testing/harness.js';
import { MATCH, MATCH_UPDATED, SUBMIT } from '../testing/operations.js';
import { startedDuel } from '../testing/tables.js';

interface Update {
  matchUpdated: {
    snapshot: boolean;
    seq: number;
    missed: { seq: number }[];
    entry: { seq: number } | null;
  };
}

describe('play integrity', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('50 concurrent submits on one seq: exactly one succeeds, the rest get STALE_SEQ, and the log has no gap', async () => {
    const table = await startedDuel(server.url, 'race');
    const { seat, match } = await table.mover();
    const action = match.legalActions[0];
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        gql(
          server.url,
          SUBMIT,
          { matchId: table.matchId, expectedSeq: match.seq, action },
          table.tokens[seat],
        ),
      ),
    );
    const succeeded = results.filter((result) => !result.errors);
    const codes = results.flatMap((result) => result.errors?.map((error) => error.extensions?.code) ?? []);
    expect(succeeded).toHaveLength(1);
    expect(codes).toEqual(new Array(49).fill('STALE_SEQ'));
    const after = await table.look(seat);
    expect(after.seq).toBe(match.seq + 1);
    const { match: withLog } = await data(
      server.url,
      `query ($id: ID!) { match(id: $id) { log { seq } } }`,
      { id: table.matchId },
      table.tokens[0],
    );
    expect(withLog.log.map((entry: { seq: number }) => entry.seq)).toEqual([1]);
  });

  it('a subscription starts with a snapshot; resuming with sinceSeq brings exactly the missed entries, then live ones', async () => {
    const table = await startedDuel(server.url, 'resume');
    const play = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const { seat, match } = await table.mover();
        await data(
          server.url,
          SUBMIT,
          { matchId: table.matchId, expectedSeq: match.seq, action: match.legalActions[0] },
          table.tokens[seat],
        );
      }
    };
    const client = wsClient(server.wsUrl, table.tokens[0]);
    const first = new Collector<Update>(client, MATCH_UPDATED, { matchId: table.matchId }, isSeatUpdate);
    await first.until((items) => items.length === 1);
    expect(first.items[0]!.matchUpdated).toMatchObject({ snapshot: true, seq: 0, missed: [], entry: null });
    await play(3);
    await first.until((items) => items.length === 4);
    expect(
      first.items.slice(1).map((item) => [item.matchUpdated.snapshot, item.matchUpdated.entry?.seq]),
    ).toEqual([
      [false, 1],
      [false, 2],
      [false, 3],
    ]);
    first.dispose();
    const lastSeen = first.items.at(-1)!.matchUpdated.seq;
    await play(4);
    const second = new Collector<Update>(
      client,
      MATCH_UPDATED,
      {
        matchId: table.matchId,
        sinceSeq: lastSeen,
      },
      isSeatUpdate,
    );
    await second.until((items) => items.length === 1);
    const [snapshot] = second.items;
    expect(snapshot!.matchUpdated).toMatchObject({ snapshot: true, seq: 7, entry: null });
    expect(snapshot!.matchUpdated.missed.map((entry) => entry.seq)).toEqual([4, 5, 6, 7]);
    await play(1);
    await second.until((items) => items.length === 2);
    expect(second.items[1]!.matchUpdated).toMatchObject({ snapshot: false, seq: 8, entry: { seq: 8 } });
    second.dispose();
    await client.dispose();
    // A client further behind than a snapshot carries reads the log in pages.

    const { match: paged } = await data(
      server.url,
      `query ($id: ID!) { match(id: $id) { log(sinceSeq: 2, first: 3) { seq } } }`,
      { id: table.matchId },
      table.tokens[0],
    );
    expect(paged.log.map((entry: { seq: number }) => entry.seq)).toEqual([3, 4, 5]);
  });

  it('refuses bad input with a code and changes nothing', async () => {
    const table = await startedDuel(server.url, 'bad');
    const { seat, match } = await table.mover();
    const other = 1 - seat;
    const submit = (action: unknown, token = table.tokens[seat], expectedSeq = match.seq) =>
      errorCode(server.url, SUBMIT, { matchId: table.matchId, expectedSeq, action }, token);

    expect(await submit({ type: 'moveBack', from: 'start' })).toBe('ILLEGAL_ACTION');
    expect(await submit({ type: 'endTurn' })).toBe('ILLEGAL_ACTION');
    expect(await submit({ type: 'fly' })).toBe('MALFORMED_ACTION');
    expect(await submit('playCard')).toBe('MALFORMED_ACTION');
    expect(await submit({ type: 'playCard', card: { symbol: 'rum' }, from: 'start', extra: 1 })).toBe(
      'MALFORMED_ACTION',
    );
    expect(await submit({ type: 'playCard', padding: 'x'.repeat(5000) })).toBe('MALFORMED_ACTION');
    expect(await submit(match.legalActions[0], table.tokens[other])).toBe('NOT_YOUR_TURN');
    expect(await submit(match.legalActions[0], table.tokens[seat], match.seq + 5)).toBe('STALE_SEQ');
    expect(await submit(match.legalActions[0], 'not-a-token')).toBe('UNAUTHENTICATED');
    expect(
      await errorCode(server.url, SUBMIT, { matchId: 'nope', expectedSeq: 0, action: {} }, table.tokens[0]),
    ).toBe('NOT_FOUND');
    expect(await errorCode(server.url, 'query { match(id: ')).toBe('GRAPHQL_PARSE_FAILED');
    expect(await errorCode(server.url, 'query { nonsense }')).toBe('GRAPHQL_VALIDATION_FAILED');

    // The schema has no cycles for a client to nest, but introspection does: 30 levels is refused.
    const ofType = (levels: number): string =>
      levels === 0 ? 'name' : `name ofType { ${ofType(levels - 1)} }`;
    expect(
      (await gql(server.url, `query { __type(name: "Match") { fields { type { ${ofType(6)} } } } }`)).errors,
    ).toBeUndefined();
    const tooDeep = await gql(
      server.url,
      `query { __type(name: "Match") { fields { type { ${ofType(27)} } } } }`,
    );
    expect(tooDeep.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const aliases = 'query { ' + Array.from({ length: 40 }, (_, i) => `a${i}: games { id }`).join(' ') + ' }';
    const aliasResult = await gql(server.url, aliases);
    expect(aliasResult.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(aliasResult.data ?? null).toBeNull();

    const oversized = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `query { games { id } } # ${'x'.repeat(100_000)}` }),
    });
    expect(oversized.status).toBe(413);
    const refusal = (await oversized.json()) as { errors: { extensions: { code: string } }[] };
    expect(refusal.errors[0]?.extensions.code).toBe('PAYLOAD_TOO_LARGE');

    const unchanged = await table.look(seat);
    expect(unchanged.seq).toBe(match.seq);
    expect(unchanged.viewJson).toEqual(match.viewJson);
  });

  it('a WebSocket with a bad token is closed with 4403; a subscription to an unknown match fails with NOT_FOUND', async () => {
    const bad = wsClient(server.wsUrl, 'brt_ses_forged');
    const closed = await new Promise<number>((resolve) => {
      bad.on('closed', (event) => resolve((event as { code: number }).code));
      bad.subscribe(
        { query: 'subscription { lobbyUpdated { kind } }' },
        { next: () => {}, error: () => {}, complete: () => {} },
      );
    });
    expect(closed).toBe(4403);
    const anonymous = wsClient(server.wsUrl);
    const feed = new Collector(anonymous, MATCH_UPDATED, { matchId: 'no-such-match' });
    await expect(feed.until(() => false, 5000)).rejects.toThrow(/NOT_FOUND/);
    await anonymous.dispose();
  });

  it('after a server restart a match carries on from its log', async () => {
    const table = await startedDuel(server.url, 'restart');
    for (let i = 0; i < 5; i++) {
      const { seat, match } = await table.mover();
      await data(
        server.url,
        SUBMIT,
        { matchId: table.matchId, expectedSeq: match.seq, action: match.legalActions[0] },
        table.tokens[seat],
      );
    }
    const before = await table.look(0);
    await server.close({ keepDatabase: true });
    server = await startTestServer({ database: server.database });
    const { match: after } = await data(server.url, MATCH, { id: table.matchId }, table.tokens[0]);
    expect(after.seq).toBe(5);
    expect(after.viewJson).toEqual(before.viewJson);
    const seat = after.activeSeats[0];
    const { match: mine } = await data(server.url, MATCH, { id: table.matchId }, table.tokens[seat]);
    const next = await data(
      server.url,
      SUBMIT,
      { matchId: table.matchId, expectedSeq: 5, action: mine.legalActions[0] },
      table.tokens[seat],
    );
    expect(next.submitAction.seq).toBe(6);
  });
});
