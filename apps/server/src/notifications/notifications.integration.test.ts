import { createMigratedTestDatabase } from '@brethren/db/testing';
import { games, Random } from '@brethren/engine';
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
import { CREATE_MATCH, JOIN_MATCH, MATCH, START_MATCH, SUBMIT } from '../testing/operations.js';
import { challenge } from '../testing/people-operations.js';
import { NotificationRepository } from './repository.js';
import { notificationChannel } from './service.js';
import { NotificationSweeper } from './sweeper.js';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

const NOTIFICATION_FIELDS = 'id kind matchId game seat opponents placement players from createdAt readAt';
const NOTIFICATIONS = `query ($first: Int, $after: String) {
  notifications(first: $first, after: $after) {
    edges { cursor node { ${NOTIFICATION_FIELDS} match { id status } } }
    pageInfo { hasNextPage endCursor }
    unreadCount
    unreadByKind { kind count }
  }
}`;
const MARK_READ = `mutation ($ids: [ID!], $all: Boolean) {
  markNotificationsRead(ids: $ids, all: $all) { marked unreadCount }
}`;
const NOTIFICATION_ADDED = `subscription { notificationAdded { ${NOTIFICATION_FIELDS} } }`;

interface Notification {
  id: string;
  kind: string;
  matchId: string | null;
  game: string;
  seat: number | null;
  opponents: string[];
  placement: number | null;
  players: number | null;
  from: string | null;
  createdAt: string;
  readAt: string | null;
}

interface Page {
  edges: { cursor: string; node: Notification & { match: { id: string; status: string } | null } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  unreadCount: number;
  unreadByKind: { kind: string; count: number }[];
}

const notifications = async (url: string, token: string, first = 100): Promise<Page> =>
  (await data<{ notifications: Page }>(url, NOTIFICATIONS, { first }, token)).notifications;

const heuristic = games.cartagena.bots['heuristic']!;

type Feed = Collector<{ notificationAdded: Notification }>;

/** What a feed heard, probes left out. */
const heard = (feed: Feed) =>
  feed.items.map((item) => item.notificationAdded).filter((notification) => notification.id !== 'probe');

interface Player {
  readonly handle: string;
  readonly token: string;
  readonly id: string;
}

describe('notifications on two server nodes (one PostgreSQL, one Redis)', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  beforeAll(async () => {
    const database = await createMigratedTestDatabase('notify');
    nodeA = await startTestServer({ database, redisUrl: REDIS_URL });
    nodeB = await startTestServer({ database, redisUrl: REDIS_URL });
  });
  afterAll(async () => {
    await nodeB.close({ keepDatabase: true });
    await nodeA.close();
  });

  /**
   * Resolves once `feed` (of the user `userId`) is live on its node: a subscription gives no sign
   * when it starts, so a probe is published on the user's channel until the feed hears one. Probes
   * are left out of `heard`.
   */
  const whenLive = async (feed: Feed, userId: string) => {
    const probe = {
      id: 'probe',
      recipient_id: userId,
      kind: 'TOURNAMENT_ROUND',
      match_id: null,
      tournament_id: null,
      payload: { game: '', opponents: [] },
      created_at: new Date().toISOString(),
      read_at: null,
    };
    while (!feed.items.some((item) => item.notificationAdded.id === 'probe')) {
      await nodeA.platform.services.pubsub.publish(notificationChannel(userId), probe);
      await feed.until((items) => items.length > 0, 200).catch(() => undefined);
    }
  };

  const player = async (url: string, handle: string): Promise<Player> => ({
    handle,
    ...(await signUp(url, handle)),
  });

  /** A started two-seat Cartagena table at `clock`: `first` creates (node A) and starts, `second` joins (node B). */
  const table = async (first: Player, second: Player, clock: string): Promise<string> => {
    const created = await data(
      nodeA.url,
      CREATE_MATCH,
      { input: { game: 'cartagena', seats: [{}, {}], clock } },
      first.token,
    );
    const matchId: string = created.createMatch.id;
    await data(nodeB.url, JOIN_MATCH, { matchId }, second.token);
    await data(nodeA.url, START_MATCH, { matchId }, first.token);
    return matchId;
  };

  /** The match as `who` sees it. */
  const look = async (matchId: string, who: Player) =>
    (await data(nodeA.url, MATCH, { id: matchId }, who.token)).match;

  /** How many notification rows the database holds for a match (for counting what a move writes). */
  const rowsOf = (matchId: string) => nodeA.platform.prisma.notification.count({ where: { matchId } });

  it('a DAYS_1 Cartagena: whoever becomes due is told once, live on the other node; reading; the end tells both their placement', async () => {
    const anne = await player(nodeA.url, 'nt-anne');
    const bob = await player(nodeB.url, 'nt-bob');
    const people = [anne, bob];
    // Each follows their own notifications on the node they did not sign up on.
    const clients = [wsClient(nodeB.wsUrl, anne.token), wsClient(nodeA.wsUrl, bob.token)];
    const feeds: Feed[] = clients.map((client) => new Collector(client, NOTIFICATION_ADDED, {}));
    await whenLive(feeds[0]!, anne.id);
    await whenLive(feeds[1]!, bob.id);

    const matchId = await table(anne, bob, 'DAYS_1');
    const seatOf = (who: Player) => people.indexOf(who);
    const dueAt = async () => {
      const match = await look(matchId, anne);
      return { match, due: people[match.activeSeats[0] as number]! };
    };
    /** Who's unread YOUR_TURN notifications for this match. */
    const turnsFor = async (who: Player) =>
      (await notifications(nodeA.url, who.token)).edges.filter(
        (edge) => edge.node.kind === 'YOUR_TURN' && edge.node.matchId === matchId && !edge.node.readAt,
      );

    // Bob is told at the start only if the lot made him first: anne started the table herself.
    const { due: first } = await dueAt();
    expect(await turnsFor(anne)).toEqual([]);
    expect((await turnsFor(bob)).length).toBe(first === bob ? 1 : 0);
    if (first === bob) await data(nodeB.url, MARK_READ, { all: true }, bob.token);

    // Anne moves until her turn passes to bob (bob moves first if the lot chose him).
    const random = Random.fromSeed('notify');
    /** Plays one heuristic move for whoever is due; how many notification rows it wrote. */
    const step = async () => {
      const { match, due } = await dueAt();
      const mine = await look(matchId, due);
      const action = heuristic.choose({
        seat: seatOf(due),
        view: mine.viewJson,
        legalActions: mine.legalActions,
        random,
      });
      const before = await rowsOf(matchId);
      await data(nodeB.url, SUBMIT, { matchId, expectedSeq: match.seq, action }, due.token);
      return { by: due, wrote: (await rowsOf(matchId)) - before };
    };
    for (let guard = 0; guard < 20 && (await dueAt()).due === bob; guard++) await step();
    let handover: { by: Player; wrote: number } | null = null;
    for (let guard = 0; guard < 20 && !handover; guard++) {
      const moved = await step();
      // A move that keeps the turn writes nothing; the one that passes it writes one row.
      if ((await dueAt()).due === anne) expect(moved.wrote).toBe(0);
      else handover = moved;
    }
    expect(handover).toMatchObject({ by: anne, wrote: 1 });

    // Bob holds one unread YOUR_TURN for the match; anne none for her own move.
    const [told, ...more] = await turnsFor(bob);
    expect(more).toEqual([]);
    expect(told!.node).toMatchObject({
      kind: 'YOUR_TURN',
      matchId,
      game: 'cartagena',
      seat: seatOf(bob),
      opponents: ['nt-anne'],
      placement: null,
      readAt: null,
      match: { id: matchId, status: 'ACTIVE' },
    });
    expect(await turnsFor(anne)).toEqual([]);
    // Bob's subscription on the other node received it as it was committed.
    await feeds[1]!.until(() => heard(feeds[1]!).some((notification) => notification.id === told!.node.id));
    expect(heard(feeds[1]!).at(-1)).toMatchObject({ kind: 'YOUR_TURN', matchId });
    // Anne's feed holds no YOUR_TURN from her own move (only one from bob's, if he began).
    expect(
      heard(feeds[0]!).filter(
        (notification) =>
          notification.kind === 'YOUR_TURN' &&
          Date.parse(notification.createdAt) >= Date.parse(told!.node.createdAt),
      ),
    ).toEqual([]);

    // Anne may not mark bob's notification: NOT_FOUND, and it stays unread.
    const refused = await gql(nodeA.url, MARK_READ, { ids: [told!.node.id] }, anne.token);
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    // Neither argument is refused too.
    expect((await gql(nodeA.url, MARK_READ, {}, bob.token)).errors?.[0]?.extensions?.['code']).toBe(
      'BAD_USER_INPUT',
    );
    const bobs = await notifications(nodeB.url, bob.token);
    expect(bobs.unreadCount).toBe(1);
    expect(bobs.edges.find((edge) => edge.node.id === told!.node.id)!.node.readAt).toBeNull();

    // Bob marks it read: unreadCount falls to 0; marking it again changes nothing.
    const marked = await data(nodeB.url, MARK_READ, { ids: [told!.node.id] }, bob.token);
    expect(marked.markNotificationsRead).toEqual({ marked: 1, unreadCount: 0 });
    const again = await data(nodeA.url, MARK_READ, { ids: [told!.node.id] }, bob.token);
    expect(again.markNotificationsRead).toEqual({ marked: 0, unreadCount: 0 });
    expect((await notifications(nodeA.url, bob.token)).unreadCount).toBe(0);

    // Play to the end with the heuristic. Every move writes at most one row (one per seat made due).
    let status = 'ACTIVE';
    for (let guard = 0; guard < 3000 && status === 'ACTIVE'; guard++) {
      const { by, wrote } = await step();
      status = (await look(matchId, anne)).status;
      expect(wrote).toBeLessThanOrEqual(status === 'ACTIVE' ? 1 : 2);
      // Never the player who just acted.
      if (status === 'ACTIVE' && wrote === 1) expect((await dueAt()).due).not.toBe(by);
    }
    expect(status).toBe('FINISHED');
    const final = await look(matchId, anne);

    // Both are told the result, each their own placement, on both nodes' lists and live.
    for (const [seat, who] of people.entries()) {
      const finished = (await notifications(seat === 0 ? nodeB.url : nodeA.url, who.token)).edges.filter(
        (edge) => edge.node.kind === 'MATCH_FINISHED',
      );
      expect(finished.map((edge) => edge.node)).toEqual([
        expect.objectContaining({
          matchId,
          seat,
          placement: final.result.placements[seat],
          players: 2,
          opponents: [people[1 - seat]!.handle],
          readAt: null,
        }),
      ]);
      await feeds[seat]!.until(() =>
        heard(feeds[seat]!).some(
          (notification) => notification.kind === 'MATCH_FINISHED' && notification.matchId === matchId,
        ),
      );
    }
    // Each YOUR_TURN went to a person made due by the other's move, at that move's moment.
    const rows = await nodeA.platform.prisma.notification.findMany({ where: { matchId, kind: 'YOUR_TURN' } });
    const log = await nodeA.platform.prisma.matchEvent.findMany({
      where: { matchId },
      orderBy: { seq: 'asc' },
    });
    for (const row of rows) {
      const entry = log.find((candidate) => candidate.createdAt.getTime() === row.createdAt.getTime());
      if (!entry) continue; // told at the start
      expect(people[entry.seat!]!.id).not.toBe(row.recipientId);
    }
    // The match is over: no turn of it is left unread.
    expect(rows.filter((row) => row.readAt === null)).toEqual([]);
    // One row for each time the turn passed, none for the moves within a turn.
    const handovers = log.filter((entry, i) => i > 0 && entry.seat !== log[i - 1]!.seat).length;
    const fromMoves = rows.filter((row) =>
      log.some((entry) => entry.createdAt.getTime() === row.createdAt.getTime()),
    );
    expect(fromMoves.length).toBe(handovers);

    // Newest first, paged by cursor without repeats.
    const all: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 100; guard++) {
      const page: Page = (
        await data<{ notifications: Page }>(nodeA.url, NOTIFICATIONS, { first: 3, after }, bob.token)
      ).notifications;
      all.push(...page.edges.map((edge) => edge.node.createdAt));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(all.length).toBe((await notifications(nodeA.url, bob.token)).edges.length);
    expect([...all].sort().reverse()).toEqual(all);

    // `all: true` reads everything.
    await data(nodeA.url, MARK_READ, { all: true }, anne.token);
    expect((await notifications(nodeB.url, anne.token)).unreadCount).toBe(0);
    for (const feed of feeds) feed.dispose();
    for (const client of clients) await client.dispose();
  });

  it('a move that fails (ILLEGAL_ACTION, STALE_SEQ in the append itself) writes no notification', async () => {
    const carl = await player(nodeA.url, 'nt-carl');
    const dora = await player(nodeB.url, 'nt-dora');
    const people = [carl, dora];
    const matchId = await table(carl, dora, 'DAYS_3');
    await data(nodeA.url, MARK_READ, { all: true }, dora.token);
    // Play on until the due player may end their turn (Cartagena: after at least one action).
    let match = await look(matchId, carl);
    let due = people[match.activeSeats[0] as number]!;
    for (let guard = 0; guard < 30; guard++) {
      match = await look(matchId, carl);
      due = people[match.activeSeats[0] as number]!;
      match = await look(matchId, due);
      if ((match.legalActions as { type: string }[]).some((action) => action.type === 'endTurn')) break;
      await data(
        nodeA.url,
        SUBMIT,
        { matchId, expectedSeq: match.seq, action: match.legalActions[0] },
        due.token,
      );
    }
    const rowsBefore = await rowsOf(matchId);
    const illegal = await gql(
      nodeA.url,
      SUBMIT,
      { matchId, expectedSeq: match.seq, action: { type: 'sail', to: 99 } },
      due.token,
    );
    expect(illegal.errors?.[0]?.extensions?.['code']).toMatch(/ILLEGAL_ACTION|MALFORMED_ACTION/);
    expect(await rowsOf(matchId)).toBe(rowsBefore);

    // Node B caches the match at this seq; the due player ends the turn through node A, and the
    // waiting player reads everything. The same move sent again through node B, whose cache is now
    // behind, passes every check there and loses only in the append itself: STALE_SEQ, and no
    // notification (were it written apart from the append, the waiting player would get a second).
    await data(nodeB.url, MATCH, { id: matchId }, due.token);
    const passing = { type: 'endTurn' };
    await data(nodeA.url, SUBMIT, { matchId, expectedSeq: match.seq, action: passing }, due.token);
    const dueNow = people[(await look(matchId, carl)).activeSeats[0] as number]!;
    expect(dueNow).not.toBe(due);
    expect((await rowsOf(matchId)) - rowsBefore).toBe(1);
    await data(nodeA.url, MARK_READ, { all: true }, dueNow.token);
    const stale = await gql(
      nodeB.url,
      SUBMIT,
      { matchId, expectedSeq: match.seq, action: passing },
      due.token,
    );
    expect(stale.errors?.[0]?.extensions?.['code']).toBe('STALE_SEQ');
    expect((await rowsOf(matchId)) - rowsBefore).toBe(1);
    expect((await notifications(nodeB.url, dueNow.token)).unreadCount).toBe(0);

    // Carl resigns: the duel ends at once, and both are told, carl last and dora first.
    await data(
      nodeB.url,
      'mutation ($id: ID!) { resignMatch(matchId: $id) { id } }',
      { id: matchId },
      carl.token,
    );
    for (const [who, placement] of [
      [carl, 2],
      [dora, 1],
    ] as const) {
      const finished = (await notifications(nodeA.url, who.token)).edges.filter(
        (edge) => edge.node.kind === 'MATCH_FINISHED',
      );
      expect(finished.map((edge) => [edge.node.matchId, edge.node.placement])).toEqual([
        [matchId, placement],
      ]);
    }

    // Dora offers a rematch: carl is invited, dora is not.
    const offered = await data(
      nodeA.url,
      'mutation ($id: ID!) { offerRematch(matchId: $id) { id } }',
      { id: matchId },
      dora.token,
    );
    const invited = (await notifications(nodeB.url, carl.token)).edges[0]!.node;
    expect(invited).toMatchObject({ kind: 'INVITED', matchId: offered.offerRematch.id, from: 'nt-dora' });
    expect((await notifications(nodeB.url, dora.token)).edges[0]!.node.kind).toBe('MATCH_FINISHED');
  });

  it('a challenge tells the player challenged (live, on the other node); a live table tells nobody whose turn it is', async () => {
    const erin = await player(nodeA.url, 'nt-erin');
    const finn = await player(nodeB.url, 'nt-finn');
    const client = wsClient(nodeA.wsUrl, finn.token);
    const feed: Feed = new Collector(client, NOTIFICATION_ADDED, {});
    await whenLive(feed, finn.id);
    const made = await challenge(nodeB.url, erin.token, 'nt-finn');
    await feed.until(() => heard(feed).length === 1);
    expect(heard(feed)[0]).toMatchObject({
      kind: 'CHALLENGED',
      matchId: made.match.id,
      from: 'nt-erin',
      game: 'cartagena',
      readAt: null,
    });
    const finns = await notifications(nodeA.url, finn.token);
    expect(finns.edges.map((edge) => edge.node.kind)).toEqual(['CHALLENGED']);
    expect(finns.unreadByKind).toEqual([{ kind: 'CHALLENGED', count: 1 }]);
    expect((await notifications(nodeA.url, erin.token)).edges).toEqual([]);

    // A table without a turn-based pace: moves tell nobody.
    const live = await table(erin, finn, 'NONE');
    for (let i = 0; i < 8; i++) {
      const match = await look(live, erin);
      const due = [erin, finn][match.activeSeats[0] as number]!;
      const mine = await look(live, due);
      await data(
        nodeA.url,
        SUBMIT,
        { matchId: live, expectedSeq: mine.seq, action: mine.legalActions[0] },
        due.token,
      );
    }
    expect(await rowsOf(live)).toBe(0);
    feed.dispose();
    await client.dispose();
  });

  it('a sweep prunes notifications read long ago; unread and recently read ones stay', async () => {
    const gina = await player(nodeA.url, 'nt-gina');
    const hugo = await player(nodeB.url, 'nt-hugo');
    const ivan = await player(nodeB.url, 'nt-ivan');
    // Three challenges for gina; one read long ago, one read just now, one unread.
    for (const from of [hugo, ivan, hugo]) await challenge(nodeA.url, from.token, 'nt-gina');
    const [unread, recent, old] = (await notifications(nodeA.url, gina.token)).edges.map(
      (edge) => edge.node.id,
    );
    await data(nodeA.url, MARK_READ, { ids: [recent, old] }, gina.token);
    const DAY_MS = 24 * 3600_000;
    await nodeA.platform.prisma.notification.update({
      where: { id: old! },
      data: { readAt: new Date(Date.now() - 31 * DAY_MS) },
    });
    const sweeper = new NotificationSweeper(
      new NotificationRepository(nodeA.platform.prisma),
      { keepReadMs: 30 * DAY_MS, sweepIntervalMs: 3_600_000 },
      nodeA.platform.services.logger,
    );
    expect(await sweeper.sweep()).toBe(1);
    const left = await notifications(nodeB.url, gina.token);
    expect(left.edges.map((edge) => edge.node.id)).toEqual([unread, recent]);
    expect(left.unreadCount).toBe(1);
    expect(await sweeper.sweep()).toBe(0);
  });

  it('requires signing in', async () => {
    const list = await gql(nodeA.url, NOTIFICATIONS, {});
    expect(list.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    const mark = await gql(nodeA.url, MARK_READ, { all: true });
    expect(mark.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });
});
