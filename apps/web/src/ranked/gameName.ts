import { games, isImplementedGame } from '@brethren/engine';

/** A game's name for page titles, from the engine; the id itself for a game it does not know. */
export function gameTitle(id: string): string {
  return isImplementedGame(id) ? games[id].name : id;
}
