'use client';

import type { PiratesCoveSeatView, PiratesCoveView } from '@brethren/engine/pirates-cove';
import { useTranslations } from 'next-intl';
import type { Translator } from '@/i18n/translator';
import { explains } from '../shared/explain/explains';
import { SeatList } from '../shared/SeatList';
import { cardName, placeOf, type Speech, type Words } from './describe';
import { useSpeech } from './speech';
import { PieceIcon, SectionValues } from './Pieces';
import { playerValues } from './ships';

/** The players: ship, name (a button showing that ship's mat), leader, and what each has. */
export function Seats({
  view,
  words,
  activeSeats,
  live,
  shownSeat,
  onShow,
  lastMoves,
}: {
  view: PiratesCoveView;
  words: Words;
  activeSeats: readonly number[];
  live: boolean;
  lastMoves: ReadonlyMap<number, string>;
  shownSeat: number;
  onShow: (seat: number) => void;
}) {
  const t = useTranslations('piratesCove');
  const seatOf = (seat: number) => view.seats[seat]!;
  return (
    <SeatList
      className="panel pc-seats"
      seats={view.seats.map((seat) => seat.seat)}
      names={words.names}
      viewer={words.viewer}
      you={words.you}
      active={live ? activeSeats : []}
      lastMoves={lastMoves}
      icon={(seat) => <PieceIcon kind="ship" colour={seatOf(seat).colour} size={24} />}
      label={(seat, name) => (
        <button
          type="button"
          className="link-button pc-seat-button"
          aria-pressed={shownSeat === seat}
          onClick={() => onShow(seat)}
          title={t('seats.showMat')}
        >
          {name}
        </button>
      )}
      marks={(seat) =>
        view.leader === seat ? <span className="pc-leader"> {t('seats.leader')}</span> : null
      }
      details={(seat) => (
        <SeatDetails
          seat={seatOf(seat)}
          final={view.finalScores?.[seat] ?? null}
          course={courseText(view, seatOf(seat), words)}
          rudi={view.options.variant === 'rudi'}
        />
      )}
    />
  );
}

/** Where a seat's course stands while courses are set in secret or New Routes decided. */
function courseText(view: PiratesCoveView, seat: PiratesCoveSeatView, words: Words): string | null {
  const t: Translator<'piratesCove'> = words.t;
  if (view.phase === 'navigating')
    return seat.course !== null
      ? t('seats.course', { island: seat.course, secret: seat.seat === words.viewer ? 'yes' : 'no' })
      : seat.courseChosen
        ? t('seats.courseSet')
        : t('seats.choosingCourse');
  if (view.phase === 'newRoute') return seat.newRouteDecided ? t('seats.decided') : t('seats.deciding');
  return null;
}

function SeatDetails({
  seat,
  final,
  course,
  rudi,
}: {
  seat: PiratesCoveSeatView;
  final: number | null;
  course: string | null;
  rudi: boolean;
}) {
  const t = useTranslations('piratesCove');
  const speech: Speech = useSpeech();
  const fameTitle = t('seats.fameTitle', { final: final !== null && final !== seat.fame ? 'yes' : 'no' });
  // A count's title on hover, and on tap the same words with the count.
  const titled = (title: string) => ({ title, ...explains(title) });
  const stat = (what: string, value: string | number) => ({
    title: what,
    ...explains(t('seats.explain', { what, value: String(value) })),
  });
  return (
    <>
      <span className="seat-stats pc-seat-stats">
        <span
          {...stat(fameTitle, `${seat.fame}${final !== null && final !== seat.fame ? ` (${final})` : ''}`)}
        >
          <PieceIcon kind="star" size={15} label={t('seats.fame')} /> {seat.fame}
          {final !== null && final !== seat.fame ? ` (${final})` : ''}
        </span>
        <span {...stat(t('seats.gold'), seat.gold)}>
          <PieceIcon kind="coin" size={15} label={t('seats.gold')} /> {seat.gold}
        </span>
        <span {...stat(t('seats.treasuresTitle'), `${seat.treasures}/${seat.capacity ?? '∞'}`)}>
          <PieceIcon kind="chest" size={15} label={t('seats.treasures')} /> {seat.treasures}/
          {seat.capacity ?? '∞'}
        </span>
        <span {...stat(t('seats.handTitle'), seat.handSize)} data-testid="hand-size">
          <PieceIcon kind="card" size={15} label={t('seats.hand')} /> {seat.handSize}
        </span>
        {rudi ? (
          <span {...stat(t('seats.lootTitle'), `${seat.lootHandSize}/${seat.pileSize}`)}>
            {t('seats.loot', { hand: seat.lootHandSize, pile: seat.pileSize })}
          </span>
        ) : null}
        {seat.parrot ? (
          <span {...titled(t('seats.parrotTitle', { card: cardName(seat.parrot.card, speech) }))}>
            <PieceIcon kind="parrot" size={15} label={t('seats.parrot')} />
          </span>
        ) : null}
        {seat.mastercraft ? (
          <span {...titled(t('seats.mastercraftTitle', { section: seat.mastercraft.section }))}>
            <PieceIcon kind="mastercraft" size={15} label={t('seats.mastercraft')} />
          </span>
        ) : null}
      </span>
      <span className="pc-seat-where small muted">
        {placeOf(seat, speech)}
        {seat.retreated ? ` ${t('seats.retreated')}` : ''}
        {' · '}
        <SectionValues values={playerValues(seat)} />
        {course ? ` · ${course}` : ''}
        {seat.newRouteUsed ? ` · ${t('seats.newRouteUsed')}` : ''}
      </span>
    </>
  );
}
