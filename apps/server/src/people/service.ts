import { refuseGuest } from '../accounts/guests.js';
import type { Viewer } from '../accounts/viewer.js';
import { DomainError } from '../errors.js';
import { LIVE_LISTING_MS, type MatchReader } from '../matches/reader.js';
import type { MatchModel } from '../matches/model.js';
import type { PlayerModel, SeenPresence } from './models.js';
import type { Presence } from './presence.js';
import type { PeopleRepository, PlayerRef } from './repository.js';

/** What a player who blocked the viewer shows them. */
const HIDDEN: SeenPresence = { online: null, playingNow: [] };

/**
 * Following players, and what others may see of each other: whether they are online and which
 * matches they are playing. A player who blocked you shows you neither.
 */
export class PeopleService {
  constructor(
    private readonly repository: PeopleRepository,
    private readonly presence: Presence,
    private readonly matches: MatchReader,
    private readonly now: () => number = Date.now,
  ) {}

  /** Since when a live match must have seen a move to count as played (see `playingNow`). */
  private touchedSince(): Date {
    return new Date(this.now() - LIVE_LISTING_MS);
  }

  async follow(viewer: Viewer, handle: string): Promise<PlayerModel> {
    refuseGuest(viewer, 'follow players');
    const player = await this.other(viewer, handle);
    if (await this.repository.blocked(player.id, viewer.id))
      throw new DomainError('FORBIDDEN', `${player.handle} blocked you`, { reason: 'BLOCKED' });
    await this.repository.follow(viewer.id, player.id);
    return player;
  }

  async unfollow(viewer: Viewer, handle: string): Promise<PlayerModel> {
    const player = await this.find(handle);
    await this.repository.unfollow(viewer.id, player.id);
    return { id: player.id, handle: player.handle };
  }

  /**
   * Whom `userId` follows, each with what that user may see of their presence, worked out for the
   * whole list in three look-ups (blocks, presence, matches) rather than per player.
   */
  async following(userId: string): Promise<PlayerModel[]> {
    const players = await this.repository.following(userId);
    const ids = players.map((player) => player.id);
    const [blockers, online, playing] = await Promise.all([
      this.repository.blockersAmong(userId, ids),
      this.presence.online(ids),
      this.repository.playingNow(ids, userId, this.touchedSince()),
    ]);
    return players.map((player) => ({
      ...player,
      seen: blockers.has(player.id)
        ? HIDDEN
        : { online: online.has(player.id), playingNow: playing.get(player.id) ?? [] },
    }));
  }

  async followedBy(viewer: Viewer | null, player: PlayerModel): Promise<boolean> {
    return viewer !== null && (await this.repository.follows(viewer.id, player.id));
  }

  followerCount(player: PlayerModel): Promise<number> {
    return this.repository.followerCount(player.id);
  }

  /** Whether `player` is online, as `viewer` may know it: null when anonymous, or blocked by them. */
  async online(viewer: Viewer | null, player: PlayerModel): Promise<boolean | null> {
    if (player.seen) return player.seen.online;
    if (viewer === null) return null;
    if (viewer.id !== player.id && (await this.repository.blocked(player.id, viewer.id))) return null;
    return (await this.presence.online([player.id])).has(player.id);
  }

  /** The matches `player` plays now that `viewer` may see; none when `player` blocked them. */
  async playingNow(viewer: Viewer | null, player: PlayerModel): Promise<MatchModel[]> {
    const ids = player.seen ? player.seen.playingNow : await this.visibleMatches(viewer, player);
    const models = await Promise.all(ids.map((id) => this.matches.get(id)));
    return models.filter((model): model is MatchModel => model !== null);
  }

  private async visibleMatches(viewer: Viewer | null, player: PlayerModel): Promise<readonly string[]> {
    if (viewer && viewer.id !== player.id && (await this.repository.blocked(player.id, viewer.id))) return [];
    return (
      (await this.repository.playingNow([player.id], viewer?.id ?? null, this.touchedSince())).get(
        player.id,
      ) ?? []
    );
  }

  /** Someone else, by handle: NOT_FOUND for nobody, BAD_USER_INPUT (SELF) for the viewer. */
  async other(viewer: Viewer, handle: string): Promise<PlayerRef> {
    const player = await this.find(handle);
    if (player.id === viewer.id)
      throw new DomainError('BAD_USER_INPUT', 'handle: that is you', { field: 'handle', reason: 'SELF' });
    return player;
  }

  private async find(handle: string): Promise<PlayerRef> {
    const player = await this.repository.findPlayer(handle);
    if (!player) throw new DomainError('NOT_FOUND', `no player "${handle}"`);
    return player;
  }
}
