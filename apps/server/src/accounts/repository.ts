import { randomUUID } from 'node:crypto';
import { Prisma, type PrismaClient } from '@brethren/db';
import type pg from 'pg';
import type { CreatedKey } from '../pagination.js';

export type TokenKind = 'SESSION' | 'API';

const USER = { id: true, handle: true, createdAt: true, locale: true, guest: true } as const;
const LISTED_TOKEN = { id: true, name: true, createdAt: true, lastUsedAt: true, expiresAt: true } as const;

/** Which of a user's working tokens to end: some ids, one kind, all but one. */
export interface TokenSelection {
  readonly ids?: readonly string[];
  readonly kind?: TokenKind;
  readonly exceptId?: string;
}

/** A token found by its hash, with the user it speaks for. */
export interface FoundToken {
  readonly id: string;
  readonly name: string;
  readonly kind: TokenKind;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly expiresAt: Date | null;
  readonly revokedAt: Date | null;
  readonly user: {
    readonly id: string;
    readonly handle: string;
    readonly createdAt: Date;
    readonly locale: string | null;
    readonly guest: boolean;
  };
}

interface FoundTokenRow extends Omit<FoundToken, 'user'> {
  readonly userId: string;
  readonly handle: string;
  readonly userCreatedAt: Date;
  readonly locale: string | null;
  readonly guest: boolean;
}

/** Every authenticated request runs this: a prepared statement, planned once per connection. */
const FIND_TOKEN = {
  name: 'find-token',
  text: `SELECT t.id, t.name, t.kind, t.created_at AS "createdAt", t.last_used_at AS "lastUsedAt",
           t.expires_at AS "expiresAt", t.revoked_at AS "revokedAt", u.id AS "userId", u.handle,
           u.created_at AS "userCreatedAt", u.locale, u.is_guest AS guest
         FROM api_tokens t JOIN users u ON u.id = t.user_id
         WHERE t.token_hash = $1`,
};

/**
 * Thrown inside a transaction that gave someone a handle a departed account holds (see
 * `DepartedAccount`), to undo it.
 */
class HandleHeld extends Error {}

/** The handle is taken: by a user (the unique key), or held by a departed account. */
function handleTaken(error: unknown): boolean {
  return (
    error instanceof HandleHeld ||
    (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
  );
}

/**
 * Refuses, inside the transaction that just gave it out, a handle a departed account holds. Checked
 * after the user row is written: a deletion under way holds that handle's unique key until it
 * commits, so this read then sees the departed record it wrote.
 */
async function refuseHeldHandle(tx: Prisma.TransactionClient, handleKey: string): Promise<void> {
  const held = await tx.departedAccount.findUnique({ where: { handleKey }, select: { id: true } });
  if (held) throw new HandleHeld();
}

/** What deleting a user did. */
export interface Deletion {
  readonly deleted: boolean;
  /** Reported chat messages kept for moderators (see `DepartedAccount`). */
  readonly keptMessages: number;
}

/** Users and tokens in PostgreSQL; the only accounts code that touches the database. */
export class AccountRepository {
  constructor(
    private readonly prisma: PrismaClient,
    /** Prisma's own pool, for the per-request token look-up (see `Database.pool`). */
    private readonly pool: pg.Pool,
  ) {}

  /**
   * Null when the handle is taken (the unique handle key decides races) or held by a departed
   * account.
   */
  async createUser(handle: string, passwordHash: string) {
    const handleKey = handle.toLowerCase();
    try {
      return await this.prisma.$transaction(async (tx) => {
        const user = await tx.user.create({ data: { handle, handleKey, passwordHash }, select: USER });
        await refuseHeldHandle(tx, handleKey);
        return user;
      });
    } catch (error) {
      if (handleTaken(error)) return null;
      throw error;
    }
  }

  /** A guest with this handle and no password; null when the handle is taken (try another). */
  async createGuest(handle: string) {
    try {
      return await this.prisma.user.create({
        data: { handle, handleKey: handle.toLowerCase(), passwordHash: null, guest: true },
        select: USER,
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return null;
      throw error;
    }
  }

  /**
   * Turns a guest into an ordinary account with this handle and password, keeping everything else
   * (seats, matches). Null when the handle is taken or held by a departed account; 'NOT_GUEST' when
   * the account is not a guest's.
   */
  async claimGuest(userId: string, handle: string, passwordHash: string) {
    const handleKey = handle.toLowerCase();
    try {
      return await this.prisma.$transaction(async (tx) => {
        const { count } = await tx.user.updateMany({
          where: { id: userId, guest: true },
          data: { handle, handleKey, passwordHash, guest: false },
        });
        if (count === 0) return 'NOT_GUEST' as const;
        await refuseHeldHandle(tx, handleKey);
        return await tx.user.findUniqueOrThrow({ where: { id: userId }, select: USER });
      });
    } catch (error) {
      if (handleTaken(error)) return null;
      throw error;
    }
  }

  /**
   * Guests made before `before` whose tokens were none of them made or used since then: nobody has
   * come back to them. Oldest first, at most `limit`.
   */
  idleGuests(before: Date, limit: number) {
    return this.prisma.user.findMany({
      where: {
        guest: true,
        createdAt: { lt: before },
        apiTokens: { none: { OR: [{ createdAt: { gte: before } }, { lastUsedAt: { gte: before } }] } },
      },
      orderBy: { createdAt: 'asc' },
      take: limit,
      select: USER,
    });
  }

  findUserByHandle(handle: string) {
    return this.prisma.user.findUnique({
      where: { handleKey: handle.toLowerCase() },
      select: { ...USER, passwordHash: true },
    });
  }

  findUserById(id: string) {
    return this.prisma.user.findUnique({ where: { id }, select: USER });
  }

  setPassword(userId: string, passwordHash: string) {
    return this.prisma.user.update({ where: { id: userId }, data: { passwordHash }, select: { id: true } });
  }

  /** Sets the password only if the hash is still `current` (a reset link works once); whether it did. */
  async replacePassword(userId: string, current: string, passwordHash: string): Promise<boolean> {
    const { count } = await this.prisma.user.updateMany({
      where: { id: userId, passwordHash: current },
      data: { passwordHash },
    });
    return count === 1;
  }

  setLocale(userId: string, locale: string | null) {
    return this.prisma.user.update({ where: { id: userId }, data: { locale }, select: USER });
  }

  /**
   * Deletes the user; tokens, ratings and queue tickets go with it, while seats stay with their
   * match and the reports they made stay too, both without their name (SetNull). Chat messages go
   * with the user, except those someone reported: in the same transaction they pass to a record of
   * the departed account, which holds the handle back until `keepUntil`, when the sweep
   * (`sweepDeparted`) removes it with them.
   */
  async deleteUser(userId: string, keepUntil: Date): Promise<Deletion> {
    return this.prisma.$transaction(async (tx) => {
      // Locked, so a second deletion of the same account at once waits, then finds nobody.
      const [user] = await tx.$queryRaw<{ handle: string; handleKey: string }[]>`
        SELECT handle, handle_key AS "handleKey" FROM users WHERE id = ${userId} FOR UPDATE`;
      if (!user) return { deleted: false, keptMessages: 0 };
      const reported = { authorId: userId, reports: { some: {} } };
      let keptMessages = 0;
      if ((await tx.chatMessage.count({ where: reported })) > 0) {
        await tx.departedAccount.create({
          data: { id: userId, handle: user.handle, handleKey: user.handleKey, keepUntil },
          select: { id: true },
        });
        const moved = await tx.chatMessage.updateMany({
          where: reported,
          data: { authorId: null, departedAuthorId: userId },
        });
        keptMessages = moved.count;
      }
      // The seats go on naming no one, but keep one random key in common, so the open data can
      // number this departed player alike across their matches (`deleted-N`).
      await tx.seat.updateMany({ where: { userId }, data: { departedKey: randomUUID() } });
      const { count } = await tx.user.deleteMany({ where: { id: userId } });
      return { deleted: count > 0, keptMessages };
    });
  }

  /**
   * Removes up to `limit` departed accounts kept until `now` or before, with their kept messages and
   * those messages' reports (cascading), which frees their handles. Rows another node is removing
   * are skipped, so two sweeps never wait on each other; how many it removed.
   */
  sweepDeparted(now: Date, limit: number): Promise<number> {
    return this.prisma.$executeRaw`
      DELETE FROM departed_accounts WHERE id IN (
        SELECT id FROM departed_accounts WHERE keep_until <= ${now}
        ORDER BY keep_until LIMIT ${limit} FOR UPDATE SKIP LOCKED)`;
  }

  /** The open tables and matches under way where the user holds a seat (not forfeited). */
  async liveSeats(userId: string): Promise<{ matchId: string; status: 'OPEN' | 'ACTIVE' }[]> {
    const seats = await this.prisma.seat.findMany({
      where: { userId, forfeited: false, match: { status: { in: ['OPEN', 'ACTIVE'] } } },
      select: { matchId: true, match: { select: { status: true } } },
      orderBy: { matchId: 'asc' },
    });
    return seats.map((seat) => ({ matchId: seat.matchId, status: seat.match.status as 'OPEN' | 'ACTIVE' }));
  }

  createToken(userId: string, kind: TokenKind, name: string, tokenHash: string, expiresAt: Date | null) {
    return this.prisma.apiToken.create({
      data: { userId, kind, name, tokenHash, expiresAt },
      select: LISTED_TOKEN,
    });
  }

  /** The token with this hash, whatever its state (the caller decides whether it still works). */
  async findToken(tokenHash: string): Promise<FoundToken | null> {
    const { rows } = await this.pool.query<FoundTokenRow>({ ...FIND_TOKEN, values: [tokenHash] });
    const row = rows[0];
    if (!row) return null;
    const { userId, handle, userCreatedAt, locale, guest, ...token } = row;
    return { ...token, user: { id: userId, handle, createdAt: userCreatedAt, locale, guest } };
  }

  /** Records a use, and the session's new end (null for API tokens). */
  touchToken(id: string, at: Date, expiresAt: Date | null) {
    return this.prisma.apiToken.update({
      where: { id },
      data: { lastUsedAt: at, ...(expiresAt ? { expiresAt } : {}) },
      select: { id: true },
    });
  }

  /**
   * Which of these token ids still work at `now`: not revoked, and for sessions neither past their
   * end nor made before `sessionsMadeAfter` (the absolute limit).
   */
  async workingTokenIds(ids: readonly string[], now: Date, sessionsMadeAfter: Date): Promise<Set<string>> {
    const rows = await this.prisma.apiToken.findMany({
      where: {
        id: { in: [...ids] },
        revokedAt: null,
        OR: [
          { kind: 'API' },
          { kind: 'SESSION', expiresAt: { gt: now }, createdAt: { gt: sessionsMadeAfter } },
        ],
      },
      select: { id: true },
    });
    return new Set(rows.map((row) => row.id));
  }

  /** A user's working tokens of one kind, newest first (then by id), after the token with key `after`. */
  listTokens(userId: string, kind: TokenKind, take: number, after: CreatedKey | null, now: Date) {
    return this.prisma.apiToken.findMany({
      where: {
        userId,
        kind,
        revokedAt: null,
        ...(kind === 'SESSION' ? { expiresAt: { gt: now } } : {}),
        ...(after
          ? {
              OR: [
                { createdAt: { lt: after.createdAt } },
                { createdAt: after.createdAt, id: { lt: after.id } },
              ],
            }
          : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
      select: LISTED_TOKEN,
    });
  }

  /** Revokes the selected working tokens of this user; returns the ids it revoked. */
  async revokeTokens(userId: string, selection: TokenSelection): Promise<string[]> {
    const rows = await this.prisma.apiToken.updateManyAndReturn({
      where: {
        userId,
        revokedAt: null,
        ...(selection.kind ? { kind: selection.kind } : {}),
        ...(selection.ids || selection.exceptId
          ? {
              id: {
                ...(selection.ids ? { in: [...selection.ids] } : {}),
                ...(selection.exceptId ? { not: selection.exceptId } : {}),
              },
            }
          : {}),
      },
      data: { revokedAt: new Date() },
      select: { id: true },
    });
    return rows.map((row) => row.id);
  }
}
