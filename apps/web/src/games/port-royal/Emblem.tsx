import { CrewCard } from './Pieces';

/** Port Royal's crew cards, fanned (see learn/GameEmblem). */
export function PortRoyalEmblem() {
  return (
    <>
      <CrewCard card={{ id: 'r7', colour: 'red', value: 7 }} x={14} y={10} width={34} height={48} />
      <CrewCard card={{ id: 'x5', colour: null, value: 5 }} x={32} y={14} width={34} height={48} />
      <CrewCard card={{ id: 'g8', colour: 'green', value: 8 }} x={50} y={10} width={34} height={48} />
    </>
  );
}
