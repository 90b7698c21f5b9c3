import { randomUUID } from 'node:crypto';
import type { Viewer } from '../accounts/viewer.js';
import type { Logger } from '../logger.js';
import type { TournamentRepository } from './repository.js';

export interface ArenaPresenceSettings {
  /** How often this node writes again which arenas its subscribers have in sight. */
  readonly heartbeatMs: number;
  /** How long a row holds without a heartbeat: the players of a node killed outright drop out after it. */
  readonly ttlMs: number;
}

export const DEFAULT_ARENA_PRESENCE: ArenaPresenceSettings = { heartbeatMs: 5_000, ttlMs: 15_000 };

/** One (arena, person) this node holds subscriptions for, and its row's writes, one after another. */
interface Held {
  readonly tournamentId: string;
  readonly userId: string;
  count: number;
  written: Promise<void>;
}

const keyOf = (tournamentId: string, userId: string) => `${tournamentId}:${userId}`;
const nothing = (): Promise<void> => Promise.resolve();

/**
 * Who is in an arena's pool, as Lichess's arena counts the players with its page open: a person is
 * present while one of their subscriptions that shows the arena is open on any node — its page
 * (`tournamentUpdated`) or their own table in it (`matchUpdated`, where a finished match leaves
 * them to be seated again). Leaving both, or closing the tab, takes them out of the next wave;
 * a program in an arena holds the same subscription. Each node keeps a row per (arena, person)
 * it holds in `tournament_presence`, made at the first such subscription, renewed every heartbeat
 * and deleted at the last one's close; the rows of a node killed outright expire on their own. The
 * database holds it, not a node's memory, so the wave's claim on any node reads the same pool.
 */
export class ArenaPresence {
  private readonly node = randomUUID();
  private readonly held = new Map<string, Held>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly repository: TournamentRepository,
    private readonly logger: Logger,
    private readonly settings: ArenaPresenceSettings = DEFAULT_ARENA_PRESENCE,
  ) {
    this.timer = setInterval(() => void this.heartbeat(), settings.heartbeatMs);
    this.timer.unref();
  }

  /**
   * `viewer` opened a subscription showing arena `tournamentId` (a running or scheduled one):
   * counted in its pool once this resolves, until what it returns is called.
   */
  async arrive(tournamentId: string, viewer: Viewer | null): Promise<() => Promise<void>> {
    if (!viewer) return nothing;
    const key = keyOf(tournamentId, viewer.id);
    let held = this.held.get(key);
    if (!held) {
      held = { tournamentId, userId: viewer.id, count: 0, written: Promise.resolve() };
      this.held.set(key, held);
    }
    const mine = held;
    mine.count += 1;
    if (mine.count === 1) await this.write(mine, () => this.enter(mine));
    let open = true;
    return async () => {
      if (!open) return;
      open = false;
      mine.count -= 1;
      if (mine.count > 0) return;
      await this.write(mine, () => this.leave(mine));
      // Kept until its row is gone: an arrival meanwhile found it and wrote after the delete.
      if (mine.count === 0 && this.held.get(key) === mine) this.held.delete(key);
    };
  }

  /** `viewer` opened a match's page: present in its arena if it is their table in a running one. */
  async atTable(matchId: string, viewer: Viewer | null): Promise<() => Promise<void>> {
    if (!viewer) return nothing;
    const arena = await this.repository.runningArenaOfSeat(matchId, viewer.id);
    return arena ? this.arrive(arena, viewer) : nothing;
  }

  /** This node stops: its rows go at once rather than at their time. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([...this.held.values()].map((held) => held.written));
    this.held.clear();
    await this.repository.leaveAllPresence(this.node).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'arena presence not removed; it expires by itself');
    });
  }

  /** One write after another for one (arena, person): a close and a new arrival never cross. */
  private write(held: Held, run: () => Promise<void>): Promise<void> {
    held.written = held.written.then(run);
    return held.written;
  }

  private async enter(held: Held): Promise<void> {
    try {
      await this.repository.enterPresence(this.node, held.tournamentId, held.userId, this.settings.ttlMs);
    } catch (error) {
      // The next heartbeat writes it; meanwhile this player may miss a wave.
      this.logger.warn({ err: error }, 'arena presence not written');
    }
  }

  private async leave(held: Held): Promise<void> {
    try {
      await this.repository.leavePresence(this.node, held.tournamentId, held.userId);
    } catch (error) {
      this.logger.warn({ err: error }, 'arena presence not removed; it expires by itself');
    }
  }

  /**
   * Renews this node's rows in one statement; writes again any it holds that is missing (its first
   * write failed, or it expired while the database was away). A row deleted by a close is not
   * renewed, whatever the order of the two.
   */
  private async heartbeat(): Promise<void> {
    // A node with no arena in sight writes nothing: other nodes' expired rows count for nothing.
    if (this.held.size === 0) return;
    try {
      const renewed = new Set(
        (await this.repository.renewPresence(this.node, this.settings.ttlMs)).map((row) =>
          keyOf(row.tournamentId, row.userId),
        ),
      );
      for (const [key, held] of this.held)
        if (held.count > 0 && !renewed.has(key)) void this.write(held, () => this.enter(held));
      await this.repository.forgetExpiredPresence();
    } catch (error) {
      this.logger.warn({ err: error }, 'arena presence not renewed');
    }
  }
}
