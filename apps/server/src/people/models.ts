/** What a `Player` resolves from: the account's id and handle (every other field is computed). */
export interface PlayerModel {
  readonly id: string;
  readonly handle: string;
}

/** What a `User` resolves from: the signed-in account (`following` is computed). */
export interface UserModel extends PlayerModel {
  readonly createdAt: Date;
  readonly locale: string | null;
  readonly guest: boolean;
}
