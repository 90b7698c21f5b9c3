import type { GameId } from '@brethren/engine/core';
import { GAME_EMBLEMS } from '@/games/registry';
import { EmblemFrame } from './EmblemFrame';

/**
 * A small picture of each game, drawn with its table's own pieces (`GAME_EMBLEMS` in games/registry):
 * Cartagena's pirates on a lantern square, Tortuga's two flags and a pawn, Port Royal's crew cards,
 * Pirate's Cove's ships at sea. A server component: its pieces' code stays on the server, and a
 * client page (the lobby's showcase) is handed the drawn emblems by its server page.
 */
export async function GameEmblem({ game, size = 96 }: { game: GameId; size?: number }) {
  const Drawing = await GAME_EMBLEMS[game]();
  return (
    <EmblemFrame game={game} size={size}>
      <Drawing />
    </EmblemFrame>
  );
}
