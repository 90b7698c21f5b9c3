import { LegendShape, ShipShape } from './Pieces';

/** Pirate's Cove's ship and the legend at sea (see learn/GameEmblem). */
export function PiratesCoveEmblem() {
  return (
    <>
      <path d="M0 54 Q24 46 48 54 T96 54 V72 H0 Z" fill="#1f4a66" />
      <ShipShape colour="red" x={28} y={40} scale={1.15} />
      <LegendShape x={66} y={40} scale={1.2} />
    </>
  );
}
