import type { GameId } from './game.js';

/**
 * What a page may know of a game without loading its rules: its name and player counts. Each game
 * declares these once (`games/<game>/meta.ts`) and its definition spreads them, so the two agree.
 */
export interface GameMeta {
  readonly id: GameId;
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
}
