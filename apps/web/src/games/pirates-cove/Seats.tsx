'use client';

import type { PiratesCoveSeatView, PiratesCoveView } from '@brethren/engine';
import { memo } from 'react';
import { placeOf, type Words } from './describe';
import { PieceIcon, SectionValues } from './Pieces';
import { sameProps } from '../shared/sameProps';
import { playerValues } from './ships';

export function SeatList({
  view,
  words,
  activeSeats,
  live,
  shownSeat,
  onShow,
}: {
  view: PiratesCoveView;
  words: Words;
  activeSeats: readonly number[];
  live: boolean;
  shownSeat: number;
  onShow: (seat: number) => void;
}) {
  return (
    <ul className="panel seat-list pc-seats" aria-label="Players">
      {view.seats.map((seat) => {
        let course: string | null = null;
        if (view.phase === 'navigating')
          course =
            seat.course !== null
              ? `course ${seat.course}${seat.seat === words.viewer ? ' (secret)' : ''}`
              : seat.courseChosen
                ? 'course set'
                : 'choosing a course';
        else if (view.phase === 'newRoute') course = seat.newRouteDecided ? 'decided' : 'deciding';
        return (
          <SeatRow
            key={seat.seat}
            seat={seat}
            name={words.names[seat.seat] ?? `Seat ${seat.seat + 1}`}
            you={seat.seat === words.viewer}
            active={live && activeSeats.includes(seat.seat)}
            leader={view.leader === seat.seat}
            final={view.finalScores?.[seat.seat] ?? null}
            course={course}
            rudi={view.options.variant === 'rudi'}
            shown={shownSeat === seat.seat}
            onShow={onShow}
          />
        );
      })}
    </ul>
  );
}

const SeatRow = memo(function SeatRow({
  seat,
  name,
  you,
  active,
  leader,
  final,
  course,
  rudi,
  shown,
  onShow,
}: {
  seat: PiratesCoveSeatView;
  name: string;
  you: boolean;
  active: boolean;
  leader: boolean;
  final: number | null;
  course: string | null;
  rudi: boolean;
  shown: boolean;
  onShow: (seat: number) => void;
}) {
  return (
    <li className={active ? 'active' : undefined} data-seat={seat.seat}>
      <PieceIcon kind="ship" colour={seat.colour} size={24} />
      <span className="seat-name">
        <button
          type="button"
          className="link-button pc-seat-button"
          aria-pressed={shown}
          onClick={() => onShow(seat.seat)}
          title="Show this ship’s mat"
        >
          {name}
        </button>
        {you ? <span className="muted"> (you)</span> : null}
        {leader ? <span className="pc-leader"> ⚑ Leader</span> : null}
        {active ? <span className="sr-only"> — to play</span> : null}
      </span>
      <span className="seat-stats pc-seat-stats">
        <span title="fame">
          <PieceIcon kind="star" size={15} label="fame" /> {seat.fame}
          {final !== null && final !== seat.fame ? ` (${final})` : ''}
        </span>
        <span title="gold">
          <PieceIcon kind="coin" size={15} label="gold" /> {seat.gold}
        </span>
        <span title="treasures aboard / hold">
          <PieceIcon kind="chest" size={15} label="treasures" /> {seat.treasures}/{seat.capacity ?? '∞'}
        </span>
        <span title="Tavern cards in hand" data-testid="hand-size">
          <PieceIcon kind="card" size={15} label="Tavern cards" /> {seat.handSize}
        </span>
        {rudi ? (
          <span title="loot cards in hand / in the personal pile">
            loot {seat.lootHandSize}/{seat.pileSize}
          </span>
        ) : null}
        {seat.parrot ? (
          <span title={`parrot: ${seat.parrot.card}`}>
            <PieceIcon kind="parrot" size={15} label="parrot" />
          </span>
        ) : null}
        {seat.mastercraft ? (
          <span title={`Mastercraft on the ${seat.mastercraft.section}`}>
            <PieceIcon kind="mastercraft" size={15} label="Mastercraft" />
          </span>
        ) : null}
      </span>
      <span className="pc-seat-where small muted">
        {placeOf(seat)}
        {seat.retreated ? ' (retreated)' : ''}
        {' · '}
        <SectionValues values={playerValues(seat)} />
        {course ? ` · ${course}` : ''}
        {seat.newRouteUsed ? ' · New Route used' : ''}
      </span>
    </li>
  );
}, sameProps);
