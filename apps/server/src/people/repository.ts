import type { PrismaClient } from '@brethren/db';
import { PENDING_CHALLENGE } from '../matches/repository.js';
import { FOLLOWING_CAP, PLAYING_NOW_CAP } from './list-caps.js';

/** A player as others see them. */
export interface PlayerRef {
  readonly id: string;
  readonly handle: string;
  readonly guest: boolean;
}

/** A pending challenge: its table, and who challenged whom. */
export interface ChallengeRow {
  readonly matchId: string;
  readonly challenger: { readonly id: string; readonly handle: string };
  readonly challenged: { readonly id: string; readonly handle: string };
  readonly createdAt: Date;
}

/** Follows, the blocks that limit what people see of each other, and pending challenges. */
export class PeopleRepository {
  constructor(private readonly prisma: PrismaClient) {}

  findPlayer(handle: string): Promise<PlayerRef | null> {
    return this.prisma.user.findUnique({
      where: { handleKey: handle.toLowerCase() },
      select: { id: true, handle: true, guest: true },
    });
  }

  async follow(followerId: string, followeeId: string): Promise<void> {
    await this.prisma.follow.upsert({
      where: { followerId_followeeId: { followerId, followeeId } },
      create: { followerId, followeeId },
      update: {},
    });
  }

  async unfollow(followerId: string, followeeId: string): Promise<void> {
    await this.prisma.follow.deleteMany({ where: { followerId, followeeId } });
  }

  async follows(followerId: string, followeeId: string): Promise<boolean> {
    const row = await this.prisma.follow.findUnique({
      where: { followerId_followeeId: { followerId, followeeId } },
      select: { createdAt: true },
    });
    return row !== null;
  }

  followerCount(followeeId: string): Promise<number> {
    return this.prisma.follow.count({ where: { followeeId } });
  }

  /** Whom `followerId` follows, by handle, at most FOLLOWING_CAP. */
  async following(followerId: string): Promise<{ id: string; handle: string }[]> {
    const rows = await this.prisma.follow.findMany({
      where: { followerId },
      select: { followee: { select: { id: true, handle: true, handleKey: true } } },
      orderBy: { followee: { handleKey: 'asc' } },
      take: FOLLOWING_CAP,
    });
    return rows.map(({ followee }) => ({ id: followee.id, handle: followee.handle }));
  }

  /** Whether `userId` blocked `blockedId` (see `blockPlayer`). */
  async blocked(userId: string, blockedId: string): Promise<boolean> {
    const row = await this.prisma.block.findUnique({
      where: { userId_blockedId: { userId, blockedId } },
      select: { createdAt: true },
    });
    return row !== null;
  }

  /** Which of `userIds` blocked `viewerId`. */
  async blockersAmong(viewerId: string, userIds: readonly string[]): Promise<ReadonlySet<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.prisma.block.findMany({
      where: { blockedId: viewerId, userId: { in: [...userIds] } },
      select: { userId: true },
    });
    return new Set(rows.map((row) => row.userId));
  }

  /**
   * For each of `userIds`, the matches they are playing, newest first: the public ones, and the
   * private ones `viewerId` sits at too (never another's private table). A live match counts only
   * if someone moved in it since `touchedSince` (as the lobby's live list): one everybody walked
   * away from waits to be abandoned, and nobody plays it. A turn-based one counts until it ends.
   */
  async playingNow(
    userIds: readonly string[],
    viewerId: string | null,
    touchedSince: Date,
  ): Promise<Map<string, string[]>> {
    const playing = new Map<string, string[]>();
    if (userIds.length === 0) return playing;
    const rows = await this.prisma.match.findMany({
      where: {
        status: 'ACTIVE',
        seats: { some: { userId: { in: [...userIds] } } },
        AND: [
          {
            OR: [
              { visibility: 'PUBLIC' },
              ...(viewerId === null ? [] : [{ seats: { some: { userId: viewerId } } }]),
            ],
          },
          { OR: [{ turnBased: true }, { touchedAt: { gte: touchedSince } }] },
        ],
      },
      select: { id: true, seats: { select: { userId: true } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: userIds.length * PLAYING_NOW_CAP,
    });
    for (const row of rows) {
      for (const { userId } of row.seats) {
        if (userId === null || !userIds.includes(userId)) continue;
        const ids = playing.get(userId) ?? [];
        if (ids.length < PLAYING_NOW_CAP) playing.set(userId, [...ids, row.id]);
      }
    }
    return playing;
  }

  /**
   * Challenges still waiting for an answer that `userId` made or received, newest first: open
   * tables whose challenged player sits there, not yet ready.
   */
  async pendingChallenges(userId: string): Promise<ChallengeRow[]> {
    const rows = await this.prisma.match.findMany({
      where: {
        ...PENDING_CHALLENGE,
        OR: [{ createdById: userId }, { challengedId: userId }],
      },
      select: {
        id: true,
        createdAt: true,
        createdBy: { select: { id: true, handle: true } },
        challenged: { select: { id: true, handle: true } },
        seats: { where: { ready: false }, select: { userId: true } },
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.flatMap((row) =>
      row.createdBy && row.challenged && row.seats.some((seat) => seat.userId === row.challenged?.id)
        ? [
            {
              matchId: row.id,
              challenger: row.createdBy,
              challenged: row.challenged,
              createdAt: row.createdAt,
            },
          ]
        : [],
    );
  }
}
