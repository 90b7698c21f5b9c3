import { GAME_IDS } from '@/games/ids';
import { GameEmblem } from '@/learn/GameEmblem';
import type { GameEmblems } from '@/learn/GameShowcase';
import { Lobby } from '@/lobby/Lobby';

export default function Home() {
  // Drawn here, on the server, so the lobby's code carries no game's pieces.
  const emblems = Object.fromEntries(GAME_IDS.map((game) => [game, <GameEmblem key={game} game={game} />]));
  return <Lobby emblems={emblems as GameEmblems} />;
}
