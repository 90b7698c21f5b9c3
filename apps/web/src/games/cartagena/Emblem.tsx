import { PirateShape, SymbolShape } from './Symbols';

/** Cartagena's pirates on a lantern square and a hook square (see learn/GameEmblem). */
export function CartagenaEmblem() {
  return (
    <>
      <rect x="14" y="30" width="30" height="30" rx="4" fill="#efe3c2" stroke="#8a6d3b" />
      <SymbolShape symbol="lantern" x={29} y={45} scale={1} />
      <rect x="50" y="30" width="30" height="30" rx="4" fill="#efe3c2" stroke="#8a6d3b" />
      <SymbolShape symbol="hook" x={65} y={45} scale={1} />
      <PirateShape colour="red" x={24} y={20} scale={1} />
      <PirateShape colour="yellow" x={36} y={22} scale={1} />
      <PirateShape colour="blue" x={65} y={20} scale={1} />
    </>
  );
}
