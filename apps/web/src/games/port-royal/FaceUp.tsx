'use client';

import type { PortRoyalView } from '@brethren/engine/port-royal';
import { useLocale, useTranslations } from 'next-intl';
import type { FaceUpProps } from '../shared/TableProps';
import type { Words } from './describe';
import { HandPanel } from './HandPanel';
import { groupMoves } from './moves';

const NO_MOVES = groupMoves([]);
const IGNORE = () => undefined;

/** Every seat's hand face up, as each seat saw it (with the cards it set aside): a finished match's replay. */
export function PortRoyalFaceUp({ views, names, you }: FaceUpProps<PortRoyalView>) {
  const t = useTranslations('portRoyal');
  const locale = useLocale();
  return (
    // The table's own class, for its cards' look; laid out as a grid of its own (globals.css).
    <div className="port-royal face-up-seats">
      {views.map((view, seat) => {
        const words: Words = { view, names, viewer: seat, you, t, locale };
        return (
          <HandPanel
            key={seat}
            view={view}
            words={words}
            moves={NO_MOVES}
            myTurn={false}
            busy={false}
            onAct={IGNORE}
          />
        );
      })}
    </div>
  );
}
