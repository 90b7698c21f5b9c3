import type { GameId } from '@brethren/engine/core';
import { SymbolShape, PirateShape } from '@/games/cartagena/Symbols';
import { LegendShape, ShipShape } from '@/games/pirates-cove/Pieces';
import { CrewCard } from '@/games/port-royal/Pieces';
import { Flag, PawnShape } from '@/games/tortuga/Pieces';

/**
 * A small picture of each game, drawn with its table's own pieces: Cartagena's pirates on a lantern
 * square, Tortuga's two flags and a pawn, Port Royal's crew cards, Pirate's Cove's ships at sea.
 */
export function GameEmblem({ game, size = 96 }: { game: GameId; size?: number }) {
  return (
    <svg
      width={size}
      height={(size * 3) / 4}
      viewBox="0 0 96 72"
      aria-hidden="true"
      className={`game-emblem game-emblem-${game}`}
    >
      <rect x="0" y="0" width="96" height="72" rx="10" className="game-emblem-ground" />
      {EMBLEMS[game]()}
    </svg>
  );
}

const EMBLEMS: Readonly<Record<GameId, () => React.JSX.Element>> = {
  cartagena: () => (
    <>
      <rect x="14" y="30" width="30" height="30" rx="4" fill="#efe3c2" stroke="#8a6d3b" />
      <SymbolShape symbol="lantern" x={29} y={45} scale={1} />
      <rect x="50" y="30" width="30" height="30" rx="4" fill="#efe3c2" stroke="#8a6d3b" />
      <SymbolShape symbol="hook" x={65} y={45} scale={1} />
      <PirateShape colour="red" x={24} y={20} scale={1} />
      <PirateShape colour="yellow" x={36} y={22} scale={1} />
      <PirateShape colour="blue" x={65} y={20} scale={1} />
    </>
  ),
  tortuga: () => (
    <>
      <Flag nation="british" x={10} y={14} width={34} />
      <Flag nation="french" x={52} y={14} width={34} />
      <PawnShape seat={0} x={30} y={52} />
      <PawnShape seat={3} x={48} y={52} />
      <PawnShape seat={5} x={66} y={52} />
    </>
  ),
  'port-royal': () => (
    <>
      <CrewCard card={{ id: 'r7', colour: 'red', value: 7 }} x={14} y={10} width={34} height={48} />
      <CrewCard card={{ id: 'x5', colour: null, value: 5 }} x={32} y={14} width={34} height={48} />
      <CrewCard card={{ id: 'g8', colour: 'green', value: 8 }} x={50} y={10} width={34} height={48} />
    </>
  ),
  'pirates-cove': () => (
    <>
      <path d="M0 54 Q24 46 48 54 T96 54 V72 H0 Z" fill="#1f4a66" />
      <ShipShape colour="red" x={28} y={40} scale={1.15} />
      <LegendShape x={66} y={40} scale={1.2} />
    </>
  ),
};
