import type { MatchAgents } from '../matches/agents.js';
import { DomainError, isDomainError } from '../errors.js';
import type { AuditLog } from './audit.js';
import type { Credentials } from './credentials.js';
import type { AccountRepository } from './repository.js';
import type { TokenKeeper } from './token-keeper.js';
import type { Viewer } from './viewer.js';

/**
 * Deletes accounts. The person gives their password (a guest has none); then every token ends (so nothing new can be
 * done in their name meanwhile), they leave the ranked queue, resign the matches they are playing
 * (a bot plays their seat on, as after any resignation, so the others can finish) and leave the
 * tables they sit at, and the account goes. Finished matches keep their seats, which name no one
 * from then on; ratings, rating history, queue tickets, blocks and tokens go with the account.
 * Chat messages someone reported stay for moderators, with their reports, and the handle stays
 * taken, for `keepMs` (see `DepartedAccount` and the DepartedSweeper).
 */
export class AccountCloser {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly credentials: Credentials,
    private readonly tokens: TokenKeeper,
    private readonly matches: Pick<MatchAgents, 'tables' | 'forfeits'>,
    /** Takes the person out of the ranked queue, so no wave seats them while they go. */
    private readonly leaveQueue: (viewer: Viewer) => Promise<unknown>,
    private readonly audit: AuditLog,
    /** How long a deleted account's reported messages and handle are kept. */
    private readonly keepMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A guest has no password: their session is all they hold, and it is enough. */
  async deleteAccount(viewer: Viewer, password: string | null, address: string): Promise<boolean> {
    if (!viewer.guest) {
      if (password === null)
        throw new DomainError('BAD_USER_INPUT', 'password: give your password to delete your account', {
          field: 'password',
        });
      await this.credentials.check(viewer.handle, password, address, 'delete_account');
    }
    const { deleted, ...counts } = await this.close(viewer, 'account_deleted');
    this.audit.record({
      event: 'account_deleted',
      userId: viewer.id,
      handleKey: viewer.handle.toLowerCase(),
      address,
      ...counts,
    });
    return deleted;
  }

  /** Deletes a guest nobody came back to (see GuestSweeper): the same path, without a password. */
  async deleteIdleGuest(guest: Viewer): Promise<boolean> {
    const { deleted, ...counts } = await this.close(guest, 'guest_swept');
    this.audit.record({ event: 'guest_swept', userId: guest.id, ...counts });
    return deleted;
  }

  private async close(viewer: Viewer, reason: 'account_deleted' | 'guest_swept') {
    const ended = await this.tokens.end(viewer.id, {}, reason);
    await this.leaveQueue(viewer);
    let resigned = 0;
    let leftTables = 0;
    for (const seat of await this.accounts.liveSeats(viewer.id)) {
      try {
        if (seat.status === 'ACTIVE') {
          await this.matches.forfeits.resign(viewer, seat.matchId);
          resigned += 1;
        } else {
          await this.matches.tables.leave(viewer, seat.matchId);
          leftTables += 1;
        }
      } catch (error) {
        // The match moved on meanwhile (it ended, or started): nothing left to leave there.
        if (!isDomainError(error)) throw error;
      }
    }
    const { deleted, keptMessages } = await this.accounts.deleteUser(
      viewer.id,
      new Date(this.now() + this.keepMs),
    );
    return { deleted, resigned, leftTables, endedTokens: ended.length, keptMessages };
  }
}
