/** What a `Player` resolves from: the account's id and handle (every other field is computed). */
export interface PlayerModel {
  readonly id: string;
  readonly handle: string;
  /**
   * Presence already worked out for a whole list at once (`following`), so each player of it costs
   * no queries of its own; absent elsewhere, where the fields ask for themselves.
   */
  readonly seen?: SeenPresence;
}

/** What a viewer may see of a player's presence: null `online` when they may not know. */
export interface SeenPresence {
  readonly online: boolean | null;
  /** Ids of the matches under way the viewer may see, newest first. */
  readonly playingNow: readonly string[];
}

/** What a `User` resolves from: the signed-in account (`following` is computed). */
export interface UserModel extends PlayerModel {
  readonly createdAt: Date;
  readonly locale: string | null;
  readonly guest: boolean;
}
