import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, errorCode, gql, signUp, startTestServer, type TestServer } from './testing/harness.js';
import { CREATE_MATCH, START_MATCH } from './testing/operations.js';

/**
 * Every connection of the API, read page by page over HTTP against PostgreSQL: more items than a
 * page, each seen exactly once in the list's order, with the PageInfo a client relies on; `first`
 * out of range and cursors that are not the list's own are refused with BAD_USER_INPUT.
 */

const PAGE_INFO = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';

interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}
interface Page {
  edges: { cursor: string; node: any }[];
  pageInfo: PageInfo;
}

/**
 * Reads a whole list `first` at a time: `ask(after)` answers one page. Checks each page's PageInfo
 * and returns the nodes in order, and the pages' sizes.
 */
async function walk(
  first: number,
  ask: (variables: { first: number; after: string | null }) => Promise<Page>,
  between?: () => Promise<void>,
): Promise<{ nodes: any[]; sizes: number[] }> {
  const nodes: any[] = [];
  const sizes: number[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const page: Page = await ask({ first, after });
    const { edges, pageInfo } = page;
    expect(pageInfo.hasPreviousPage).toBe(after !== null);
    expect(pageInfo.startCursor).toBe(edges[0]?.cursor ?? null);
    expect(pageInfo.endCursor).toBe(edges.at(-1)?.cursor ?? null);
    expect(edges.length).toBeLessThanOrEqual(first);
    if (pageInfo.hasNextPage) expect(edges).toHaveLength(first);
    nodes.push(...edges.map((edge) => edge.node));
    sizes.push(edges.length);
    if (!pageInfo.hasNextPage) return { nodes, sizes };
    after = pageInfo.endCursor;
    await between?.();
  }
  throw new Error('the list did not end');
}

/** A cursor as a client could forge it: base64url JSON. */
const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('connections', () => {
  let server: TestServer;
  let host: { token: string; id: string };
  const openIds: string[] = [];
  const liveIds: string[] = [];

  const openTable = async () => {
    const created = await data(
      server.url,
      CREATE_MATCH,
      { input: { game: 'cartagena', seats: [{}, {}] } },
      host.token,
    );
    return created.createMatch.id as string;
  };

  beforeAll(async () => {
    server = await startTestServer();
    host = await signUp(server.url, 'pager');
    // Oldest first here; every list answers newest first.
    for (let i = 0; i < 7; i++) openIds.unshift(await openTable());
    for (let i = 0; i < 5; i++) {
      const created = await data(
        server.url,
        CREATE_MATCH,
        { input: { game: 'cartagena', seats: [{}, { bot: 'heuristic' }] } },
        host.token,
      );
      await data(server.url, START_MATCH, { matchId: created.createMatch.id }, host.token);
      liveIds.unshift(created.createMatch.id);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  it('openMatches pages newest first without gaps or repeats, even as tables open meanwhile', async () => {
    const query = `query ($first: Int, $after: String) {
      openMatches(game: "cartagena", first: $first, after: $after) { edges { cursor node { id status } } ${PAGE_INFO} }
    }`;
    const opened: string[] = [];
    const { nodes, sizes } = await walk(
      3,
      async (variables) => (await data(server.url, query, variables)).openMatches,
      // A table opened while a client pages lands before its first page, not in a later one.
      async () => void opened.push(await openTable()),
    );
    expect(nodes.map((node: { id: string }) => node.id)).toEqual(openIds);
    expect(sizes).toEqual([3, 3, 1]);
    expect(nodes.every((node: { status: string }) => node.status === 'OPEN')).toBe(true);
    const everything = await data(server.url, query, { first: 100, after: null });
    expect(everything.openMatches.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([
      ...opened.reverse(),
      ...openIds,
    ]);
    expect(everything.openMatches.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });

  it('liveMatches pages newest first', async () => {
    const query = `query ($first: Int, $after: String) {
      liveMatches(first: $first, after: $after) { edges { cursor node { id status } } ${PAGE_INFO} }
    }`;
    const { nodes, sizes } = await walk(
      2,
      async (variables) => (await data(server.url, query, variables)).liveMatches,
    );
    expect(nodes.map((node: { id: string }) => node.id)).toEqual(liveIds);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('matches and a profile’s recentMatches page the same history', async () => {
    const history = `query ($first: Int, $after: String) {
      matches(filter: { player: "pager" }, first: $first, after: $after) { edges { cursor node { id } } ${PAGE_INFO} }
    }`;
    const fromHistory = await walk(
      2,
      async (variables) => (await data(server.url, history, variables)).matches,
    );
    // The history holds matches under way or finished: the open tables are not in it.
    expect(fromHistory.nodes.map((node: { id: string }) => node.id)).toEqual(liveIds);
    const recent = `query ($first: Int, $after: String) {
      player(handle: "pager") { recentMatches(first: $first, after: $after) { edges { cursor node { id } } ${PAGE_INFO} } }
    }`;
    const fromProfile = await walk(
      3,
      async (variables) => (await data(server.url, recent, variables)).player.recentMatches,
    );
    expect(fromProfile.nodes.map((node: { id: string }) => node.id)).toEqual(liveIds);
  });

  it('ladder pages best first with ranks that run on across pages, ties broken by player', async () => {
    const ratings = [1700, 1650, 1650, 1650, 1600, 1550, 1500];
    const players = [];
    for (const [i, rating] of ratings.entries()) {
      const player = await signUp(server.url, `ladder-${i}`);
      players.push({ ...player, rating });
    }
    await server.platform.prisma.rating.createMany({
      data: players.map((player) => ({
        userId: player.id,
        game: 'tortuga',
        rating: player.rating,
        games: 25,
        wins: 5,
        lastRatedAt: new Date(),
      })),
    });
    const query = `query ($first: Int, $after: String) {
      ladder(game: "tortuga", first: $first, after: $after) { edges { cursor node { rank rating player { id } } } ${PAGE_INFO} }
    }`;
    const { nodes, sizes } = await walk(
      3,
      async (variables) => (await data(server.url, query, variables)).ladder,
    );
    const expected = [...players].sort((a, b) => b.rating - a.rating || (a.id < b.id ? -1 : 1));
    expect(nodes.map((node: { player: { id: string } }) => node.player.id)).toEqual(
      expected.map((player) => player.id),
    );
    expect(nodes.map((node: { rank: number }) => node.rank)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(sizes).toEqual([3, 3, 1]);
  });

  it('a rating history pages newest first, for one game', async () => {
    const rated = await signUp(server.url, 'rated');
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    await server.platform.prisma.rating.create({
      data: { userId: rated.id, game: 'cartagena', rating: 1560, games: 7, wins: 4, lastRatedAt: at(7) },
    });
    // Seven rated matches; two were rated in the same millisecond (the id breaks the tie).
    const minutes = [0, 1, 2, 3, 3, 5, 6];
    await server.platform.prisma.ratingHistory.createMany({
      data: minutes.map((minute, i) => ({
        userId: rated.id,
        game: 'cartagena',
        matchId: openIds[i]!,
        ratingBefore: 1500 + 10 * i,
        ratingAfter: 1510 + 10 * i,
        createdAt: at(minute),
      })),
    });
    const rows = await server.platform.prisma.ratingHistory.findMany({
      where: { userId: rated.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    const query = `query ($first: Int, $after: String) {
      player(handle: "rated") {
        rating(game: "cartagena") { history(first: $first, after: $after) { edges { cursor node { rating matchId at } } ${PAGE_INFO} } }
        ratings { game { id } history(first: 1) { edges { node { rating } } } }
      }
    }`;
    const { nodes, sizes } = await walk(
      3,
      async (variables) => (await data(server.url, query, variables)).player.rating.history,
    );
    expect(nodes.map((node: { matchId: string }) => node.matchId)).toEqual(rows.map((row) => row.matchId));
    expect(nodes[0]).toMatchObject({ rating: 1570, at: at(6).toISOString() });
    expect(sizes).toEqual([3, 3, 1]);
    const profile = await data(server.url, query, { first: 1, after: null });
    expect(profile.player.ratings).toEqual([
      { game: { id: 'cartagena' }, history: { edges: [{ node: { rating: 1570 } }] } },
    ]);
    const none = await data(
      server.url,
      'query { player(handle: "rated") { rating(game: "tortuga") { rating } } }',
    );
    expect(none.player.rating).toBeNull();
  });

  it('apiTokens pages the viewer’s working tokens newest first', async () => {
    const owner = await signUp(server.url, 'tokens');
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const created = await data(
        server.url,
        'mutation ($name: String!) { createApiToken(name: $name) { apiToken { id } } }',
        { name: `bot ${i}` },
        owner.token,
      );
      ids.unshift(created.createApiToken.apiToken.id);
    }
    await data(server.url, 'mutation ($id: ID!) { revokeApiToken(id: $id) }', { id: ids[3] }, owner.token);
    const query = `query ($first: Int, $after: String) {
      apiTokens(first: $first, after: $after) { edges { cursor node { id name } } ${PAGE_INFO} }
    }`;
    const { nodes, sizes } = await walk(
      2,
      async (variables) => (await data(server.url, query, variables, owner.token)).apiTokens,
    );
    expect(nodes.map((node: { id: string }) => node.id)).toEqual(ids.filter((_, i) => i !== 3));
    expect(sizes).toEqual([2, 2, 2]);
  });

  /** Each connection, as a field to ask with `first` and `after`, and who asks. */
  const connections: { name: string; field: string; signedIn?: boolean }[] = [
    { name: 'openMatches', field: 'openMatches(first: $first, after: $after) { edges { node { id } } }' },
    { name: 'liveMatches', field: 'liveMatches(first: $first, after: $after) { edges { node { id } } }' },
    { name: 'matches', field: 'matches(first: $first, after: $after) { edges { node { id } } }' },
    {
      name: 'ladder',
      field: 'ladder(game: "tortuga", first: $first, after: $after) { edges { node { rank } } }',
    },
    {
      name: 'recentMatches',
      field:
        'player(handle: "pager") { recentMatches(first: $first, after: $after) { edges { node { id } } } }',
    },
    {
      name: 'ratingHistory',
      field:
        'player(handle: "rated") { ratings { history(first: $first, after: $after) { edges { node { rating } } } } }',
    },
    {
      name: 'apiTokens',
      field: 'apiTokens(first: $first, after: $after) { edges { node { id } } }',
      signedIn: true,
    },
  ];

  it.each(connections)('$name refuses first out of 1–100 and cursors not its own', async (connection) => {
    const query = `query ($first: Int, $after: String) { ${connection.field} }`;
    const token = connection.signedIn ? host.token : null;
    const ask = (variables: { first?: number; after?: string }) =>
      errorCode(server.url, query, variables, token);
    expect(await ask({ first: 0 })).toBe('BAD_USER_INPUT');
    expect(await ask({ first: 101 })).toBe('BAD_USER_INPUT');
    expect(await ask({ first: -5 })).toBe('BAD_USER_INPUT');
    expect(await ask({ after: 'not-a-cursor' })).toBe('BAD_USER_INPUT');
    expect(await ask({ after: forge(['someOtherList', '2026-01-01T00:00:00.000Z', 'x']) })).toBe(
      'BAD_USER_INPUT',
    );
    expect(await ask({ after: forge([connection.name, { rating: 'high' }]) })).toBe('BAD_USER_INPUT');
    expect(await ask({ after: forge({ list: connection.name }) })).toBe('BAD_USER_INPUT');
    const refused = await gql(server.url, query, { first: 101 }, token);
    expect(refused.errors?.[0]?.message).toMatch(/first: ask for 1 to 100/);
    // The most a page may hold is fine.
    const fine = await gql(server.url, query, { first: 100 }, token);
    expect(fine.errors).toBeUndefined();
  });

  it('a cursor of one list does not page another', async () => {
    const open = await data(server.url, 'query { openMatches(first: 1) { pageInfo { endCursor } } }');
    const cursor = open.openMatches.pageInfo.endCursor as string;
    expect(
      await errorCode(server.url, 'query ($after: String) { matches(after: $after) { edges { cursor } } }', {
        after: cursor,
      }),
    ).toBe('BAD_USER_INPUT');
    const page = await data(
      server.url,
      'query ($after: String) { openMatches(first: 1, after: $after) { edges { cursor } } }',
      { after: cursor },
    );
    expect(page.openMatches.edges).toHaveLength(1);
  });
});
