import type { PrismaClient } from '@brethren/db';

/** What granting or revoking the role found: the account (by its handle), or why not. */
export type ModeratorChange = { readonly handle: string } | 'NO_ACCOUNT' | 'GUEST';

/**
 * Makes the account with this handle (case-insensitively) a moderator, or no longer one. Guests
 * are refused: their accounts are swept when unused, and nobody can sign in to them again.
 */
export async function setModerator(
  prisma: PrismaClient,
  handle: string,
  moderator: boolean,
): Promise<ModeratorChange> {
  const user = await prisma.user.findUnique({
    where: { handleKey: handle.toLowerCase() },
    select: { id: true, handle: true, guest: true },
  });
  if (!user) return 'NO_ACCOUNT';
  if (user.guest && moderator) return 'GUEST';
  await prisma.user.update({ where: { id: user.id }, data: { moderator } });
  return { handle: user.handle };
}
