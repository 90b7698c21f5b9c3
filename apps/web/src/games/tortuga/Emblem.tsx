import { Flag, PawnShape } from './Pieces';

/** Tortuga's two flags and three pawns (see learn/GameEmblem). */
export function TortugaEmblem() {
  return (
    <>
      <Flag nation="british" x={10} y={14} width={34} />
      <Flag nation="french" x={52} y={14} width={34} />
      <PawnShape seat={0} x={30} y={52} />
      <PawnShape seat={3} x={48} y={52} />
      <PawnShape seat={5} x={66} y={52} />
    </>
  );
}
