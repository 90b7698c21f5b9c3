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
import { CREATE_MATCH, JOIN_MATCH, START_MATCH } from '../testing/operations.js';
import {
  BLOCK,
  CHALLENGES_UPDATED,
  FOLLOW,
  FOLLOWING,
  PLAYER,
  UNFOLLOW,
} from '../testing/people-operations.js';

interface PlayerShape {
  handle: string;
  online: boolean | null;
  followedByMe: boolean;
  followers: number;
  playingNow: { id: string; visibility: string }[];
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const follow = async (token: string, handle: string) =>
  (await data<{ followPlayer: PlayerShape }>(server.url, FOLLOW, { handle }, token)).followPlayer;
const profile = async (handle: string, token?: string) =>
  (await data<{ player: { player: PlayerShape } }>(server.url, PLAYER, { handle }, token)).player.player;
const following = async (token: string) =>
  (await data<{ me: { following: PlayerShape[] } }>(server.url, FOLLOWING, {}, token)).me.following;

/** A started duel between two players, public or private. */
async function duel(first: string, second: string, visibility: 'PUBLIC' | 'PRIVATE'): Promise<string> {
  const created = await data(
    server.url,
    CREATE_MATCH,
    { input: { game: 'cartagena', seats: [{}, {}], visibility } },
    first,
  );
  const matchId: string = created.createMatch.id;
  await data(server.url, JOIN_MATCH, { matchId }, second);
  await data(server.url, START_MATCH, { matchId }, first);
  return matchId;
}

describe('following players', () => {
  it('follows and unfollows: followedByMe, the followers count and the following list agree', async () => {
    const anne = await signUp(server.url, 'fol-anne');
    const bob = await signUp(server.url, 'fol-bob');
    const cleo = await signUp(server.url, 'fol-cleo');
    expect(await follow(anne.token, 'FOL-BOB')).toMatchObject({
      handle: 'fol-bob',
      followedByMe: true,
      followers: 1,
    });
    // Following twice changes nothing.
    expect((await follow(anne.token, 'fol-bob')).followers).toBe(1);
    await follow(cleo.token, 'fol-bob');
    await follow(anne.token, 'fol-cleo');
    expect(await profile('fol-bob', anne.token)).toMatchObject({ followedByMe: true, followers: 2 });
    expect(await profile('fol-bob', bob.token)).toMatchObject({ followedByMe: false, followers: 2 });
    expect(await profile('fol-bob')).toMatchObject({ followedByMe: false, online: null });
    expect((await following(anne.token)).map((player) => player.handle)).toEqual(['fol-bob', 'fol-cleo']);

    const unfollowed = await data(server.url, UNFOLLOW, { handle: 'fol-bob' }, anne.token);
    expect(unfollowed.unfollowPlayer).toMatchObject({ followedByMe: false, followers: 1 });
    await data(server.url, UNFOLLOW, { handle: 'fol-bob' }, anne.token);
    expect((await following(anne.token)).map((player) => player.handle)).toEqual(['fol-cleo']);
  });

  it('refuses with typed errors and changes nothing', async () => {
    const anne = await signUp(server.url, 'folerr-anne');
    const bob = await signUp(server.url, 'folerr-bob');
    const guest = (await data(server.url, 'mutation { startGuest { token user { handle } } }')).startGuest;
    const refusal = async (token: string | null, handle: string) => {
      const result = await gql(server.url, FOLLOW, { handle }, token);
      expect(result.data).toBeNull();
      return result.errors?.[0]?.extensions;
    };
    expect(await refusal(null, 'folerr-bob')).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await refusal(anne.token, 'nobody-here')).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(anne.token, 'FolErr-Anne')).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'SELF',
    });
    expect(await refusal(guest.token, 'folerr-bob')).toMatchObject({ code: 'FORBIDDEN', reason: 'GUEST' });
    await data(server.url, BLOCK, { handle: 'folerr-anne' }, bob.token);
    expect(await refusal(anne.token, 'folerr-bob')).toMatchObject({ code: 'FORBIDDEN', reason: 'BLOCKED' });
    expect(await profile('folerr-bob')).toMatchObject({ followers: 0 });
    expect(await following(anne.token)).toEqual([]);
    expect(
      (await gql(server.url, UNFOLLOW, { handle: 'nobody-here' }, anne.token)).errors?.[0]?.extensions,
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('shows who is online while a connection is open, and what they play', async () => {
    const anne = await signUp(server.url, 'on-anne');
    const bob = await signUp(server.url, 'on-bob');
    const cleo = await signUp(server.url, 'on-cleo');
    await follow(anne.token, 'on-bob');
    expect(await following(anne.token)).toMatchObject([{ handle: 'on-bob', online: false, playingNow: [] }]);

    const connection = wsClient(server.wsUrl, bob.token);
    const feed = new Collector(connection, CHALLENGES_UPDATED, {});
    await feed.until((items) => items.length > 0);
    const publicMatch = await duel(bob.token, cleo.token, 'PUBLIC');
    expect(await following(anne.token)).toMatchObject([
      { handle: 'on-bob', online: true, playingNow: [{ id: publicMatch, visibility: 'PUBLIC' }] },
    ]);

    feed.dispose();
    await connection.dispose();
    for (let tries = 0; (await profile('on-bob', anne.token)).online; tries++) {
      if (tries === 50) throw new Error('bob never went offline');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await following(anne.token))[0]?.online).toBe(false);
  });

  it('never lists a private match to someone who does not sit at it', async () => {
    const anne = await signUp(server.url, 'priv-anne');
    const bob = await signUp(server.url, 'priv-bob');
    const cleo = await signUp(server.url, 'priv-cleo');
    const hidden = await duel(bob.token, cleo.token, 'PRIVATE');
    const open = await duel(cleo.token, bob.token, 'PUBLIC');
    await follow(anne.token, 'priv-bob');
    const ids = (player: PlayerShape) => player.playingNow.map((match) => match.id);
    expect(ids((await following(anne.token))[0]!)).toEqual([open]);
    expect(ids(await profile('priv-bob', anne.token))).toEqual([open]);
    expect(ids(await profile('priv-bob'))).toEqual([open]);
    // Those who sit at it see it.
    expect(ids(await profile('priv-bob', cleo.token)).sort()).toEqual([hidden, open].sort());
    expect(ids(await profile('priv-bob', bob.token)).sort()).toEqual([hidden, open].sort());
  });

  it('shows as played only the live matches someone moved in lately, and turn-based ones until they end', async () => {
    const bob = await signUp(server.url, 'stale-bob');
    const cleo = await signUp(server.url, 'stale-cleo');
    const left = await duel(bob.token, cleo.token, 'PUBLIC');
    const fresh = await duel(cleo.token, bob.token, 'PUBLIC');
    const created = await data(
      server.url,
      CREATE_MATCH,
      { input: { game: 'cartagena', seats: [{}, {}], visibility: 'PUBLIC', clock: 'DAYS_1' } },
      bob.token,
    );
    const slow: string = created.createMatch.id;
    await data(server.url, JOIN_MATCH, { matchId: slow }, cleo.token);
    await data(server.url, START_MATCH, { matchId: slow }, bob.token);
    // Nobody moved in `left` (a tab closed) nor in `slow` (a day a move) for sixteen minutes: the
    // live one waits to be abandoned and is not being played; the turn-based one is.
    const quiet = new Date(Date.now() - 16 * 60_000);
    await server.platform.prisma.match.updateMany({
      where: { id: { in: [left, slow] } },
      data: { touchedAt: quiet },
    });
    const ids = (player: PlayerShape) => player.playingNow.map((match) => match.id).sort();
    expect(ids(await profile('stale-bob'))).toEqual([fresh, slow].sort());
    expect(ids(await profile('stale-bob', bob.token))).toEqual([fresh, slow].sort());
  });

  it('a player who blocked you shows you neither presence nor matches', async () => {
    const anne = await signUp(server.url, 'blk-anne');
    const bob = await signUp(server.url, 'blk-bob');
    const cleo = await signUp(server.url, 'blk-cleo');
    await follow(anne.token, 'blk-bob');
    await duel(bob.token, cleo.token, 'PUBLIC');
    await data(server.url, BLOCK, { handle: 'blk-anne' }, bob.token);
    expect(await following(anne.token)).toMatchObject([{ handle: 'blk-bob', online: null, playingNow: [] }]);
    expect(await profile('blk-bob', cleo.token)).toMatchObject({ online: false });
    expect((await profile('blk-bob', cleo.token)).playingNow).toHaveLength(1);
  });

  it('deleting an account removes its follows both ways', async () => {
    const anne = await signUp(server.url, 'del-anne');
    const bob = await signUp(server.url, 'del-bob');
    await follow(anne.token, 'del-bob');
    await follow(bob.token, 'del-anne');
    await data(
      server.url,
      'mutation ($p: String!) { deleteAccount(password: $p) }',
      { p: 'correct horse battery' },
      bob.token,
    );
    expect(await following(anne.token)).toEqual([]);
    expect(await profile('del-anne', anne.token)).toMatchObject({ followers: 0 });
  });
});
