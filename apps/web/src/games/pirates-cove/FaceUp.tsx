'use client';

import type { PiratesCoveView } from '@brethren/engine/pirates-cove';
import type { FaceUpProps } from '../shared/TableProps';
import type { Words } from './describe';
import { HandPanel } from './HandPanel';
import { groupMoves } from './moves';
import { useSpeech } from './speech';

const NO_MOVES = groupMoves([]);

/** Every seat's Tavern (and loot) hand face up, as each seat saw it: a finished match's replay. */
export function PiratesCoveFaceUp({ views, names, you }: FaceUpProps<PiratesCoveView>) {
  const speech = useSpeech();
  return (
    // The table's own class, for its cards' look; laid out as a grid of its own (globals.css).
    <div className="pirates-cove face-up-seats">
      {views.map((view, seat) => {
        const words: Words = { view, names, viewer: seat, you, ...speech };
        return <HandPanel key={seat} view={view} words={words} moves={NO_MOVES} />;
      })}
    </div>
  );
}
