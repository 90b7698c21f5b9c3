import { Prisma, type PrismaClient } from '@brethren/db';

/** Users and tokens in PostgreSQL; the only accounts code that touches Prisma. */
export class AccountRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** Null when the handle is taken (the unique handle key decides races). */
  async createUser(handle: string, passwordHash: string) {
    try {
      return await this.prisma.user.create({
        data: { handle, handleKey: handle.toLowerCase(), passwordHash },
        select: { id: true, handle: true, createdAt: true },
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return null;
      throw error;
    }
  }

  findUserByHandle(handle: string) {
    return this.prisma.user.findUnique({
      where: { handleKey: handle.toLowerCase() },
      select: { id: true, handle: true, createdAt: true, passwordHash: true },
    });
  }

  findUserById(id: string) {
    return this.prisma.user.findUnique({
      where: { id },
      select: { id: true, handle: true, createdAt: true },
    });
  }

  createToken(userId: string, kind: 'SESSION' | 'API', name: string, tokenHash: string) {
    return this.prisma.apiToken.create({
      data: { userId, kind, name, tokenHash },
      select: { id: true, name: true, createdAt: true, lastUsedAt: true },
    });
  }

  findActiveToken(tokenHash: string) {
    return this.prisma.apiToken.findFirst({
      where: { tokenHash, revokedAt: null },
      select: { id: true, lastUsedAt: true, user: { select: { id: true, handle: true, createdAt: true } } },
    });
  }

  touchToken(id: string, at: Date) {
    return this.prisma.apiToken.update({ where: { id }, data: { lastUsedAt: at }, select: { id: true } });
  }

  listApiTokens(userId: string) {
    return this.prisma.apiToken.findMany({
      where: { userId, kind: 'API', revokedAt: null },
      orderBy: { createdAt: 'desc' },
      select: { id: true, name: true, createdAt: true, lastUsedAt: true },
    });
  }

  /** Revokes a token of this user; false when there was none to revoke. */
  async revokeToken(userId: string, id: string, kind?: 'SESSION' | 'API'): Promise<boolean> {
    const { count } = await this.prisma.apiToken.updateMany({
      where: { id, userId, revokedAt: null, ...(kind ? { kind } : {}) },
      data: { revokedAt: new Date() },
    });
    return count > 0;
  }
}
