'use client';

import type { PortRoyalAction, PortRoyalView } from '@brethren/engine/port-royal';
import { useTranslations } from 'next-intl';
import type { MoveGroups } from './moves';
import { PlayerBoard } from './PlayerBoard';

/**
 * Every player's board, the viewer's first and the others in seat order after it; only the
 * viewer's own ships take the loot to load.
 */
export function Seats({
  view,
  names,
  viewerSeat,
  reader,
  activeSeats,
  live,
  lastMoves,
  moves,
  busy,
  onAct,
}: {
  view: PortRoyalView;
  names: readonly string[];
  viewerSeat: number | null;
  /** The seat the words call "you" (see `TableProps.you`). */
  reader: number | null;
  activeSeats: readonly number[];
  live: boolean;
  lastMoves: ReadonlyMap<number, string>;
  moves: MoveGroups;
  busy: boolean;
  onAct: (action: PortRoyalAction) => void;
}) {
  const t = useTranslations('portRoyal');
  const order =
    viewerSeat === null ? view.seats : [...view.seats.slice(viewerSeat), ...view.seats.slice(0, viewerSeat)];
  return (
    <div className="pr-boards" data-players={view.players}>
      {order.map((seat) => (
        <PlayerBoard
          key={seat.seat}
          trump={view.trump}
          seat={seat}
          name={names[seat.seat] ?? t('board.seat', { number: seat.seat + 1 })}
          isViewer={seat.seat === viewerSeat}
          isYou={seat.seat === reader}
          active={live && activeSeats.includes(seat.seat)}
          lastMove={lastMoves.get(seat.seat)}
          {...(seat.seat === viewerSeat ? { shipTargets: moves.load, onAct, busy } : {})}
        />
      ))}
    </div>
  );
}
