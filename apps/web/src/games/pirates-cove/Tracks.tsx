import type { PiratesCoveView } from '@brethren/engine/pirates-cove';
import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { seatFill } from './data';
import { shipName, type Words } from './describe';
import { useSpeech } from './speech';
import { explains } from '../shared/explain/explains';
import { listOf } from '../shared/words';

/** The fame track for every ship (with the solo goal), and the solo game's time track. */

const WIDTH = 600;
const LEFT = 18;
const RIGHT = 582;
/** How far apart two ships' markers on one space stand (a marker is 21 across). */
const MARKER_STEP = 23;

export interface FameMarker {
  readonly seat: number;
  readonly colour: string;
  readonly fame: number;
  readonly letter: string;
  /** "you", "bob". */
  readonly name: string;
}

/** The fame track's markers for a view: fame (final scores, Fame cards included, at the end). */
export function fameMarkers(view: PiratesCoveView, words: Words): FameMarker[] {
  const letters = markerLetters(view.seats.map((seat) => words.names[seat.seat] ?? `${seat.seat + 1}`));
  return view.seats.map((seat, i) => ({
    seat: seat.seat,
    colour: seat.colour,
    fame: view.finalScores?.[i] ?? seat.fame,
    letter: letters[i] ?? '?',
    name: shipName(seat.seat, words),
  }));
}

export const FameTrack = memo(function FameTrack({
  markers,
  goal,
  final,
}: {
  markers: readonly FameMarker[];
  goal: number | null;
  final: boolean;
}) {
  const top = Math.max(0, ...markers.map((marker) => marker.fame));
  const max = Math.max(30, goal ?? 0, Math.ceil((top + 3) / 10) * 10);
  const step = (RIGHT - LEFT) / max;
  const xOf = (fame: number) => LEFT + Math.min(max, fame) * step;
  const t = useTranslations('piratesCove');
  const { locale } = useSpeech();
  // A marker too close to one already placed (the same space, or the next on a narrow track)
  // stands above it, clear of it: the track grows upward for them.
  const levels: number[] = [];
  markers.forEach((marker, index) => {
    const near = (other: FameMarker) => Math.abs(xOf(other.fame) - xOf(marker.fame)) < MARKER_STEP;
    let level = 0;
    while (markers.slice(0, index).some((other, i) => levels[i] === level && near(other))) level++;
    levels.push(level);
  });
  const deepest = Math.max(0, ...levels);
  const above = deepest * MARKER_STEP;
  const scores = listOf(
    markers.map((marker) => t('tracks.marker', { name: marker.name, fame: marker.fame })),
    locale,
  );
  const label = t('tracks.fame', {
    final: final ? 'yes' : 'no',
    scores,
    hasGoal: goal ? 'yes' : 'no',
    goal: goal ?? 0,
  });
  return (
    <svg
      viewBox={`0 ${-above} ${WIDTH} ${78 + above}`}
      className="pc-fame-track"
      aria-label={label}
      {...explains(label, 'img')}
      data-testid="fame-track"
    >
      <rect x="4" y="24" width={WIDTH - 8} height="22" rx="11" className="pc-fame-bar" />
      {Array.from({ length: max + 1 }, (_, fame) => (
        <g key={fame}>
          <line
            x1={xOf(fame)}
            x2={xOf(fame)}
            y1={fame % 5 === 0 ? 26 : 31}
            y2={fame % 5 === 0 ? 44 : 39}
            className={fame % 5 === 0 ? 'pc-tick major' : 'pc-tick'}
          />
          {fame % 5 === 0 ? (
            <text x={xOf(fame)} y="68" textAnchor="middle" className="pc-tick-label">
              {fame}
            </text>
          ) : null}
        </g>
      ))}
      {goal ? (
        <g className="pc-goal">
          <line x1={xOf(goal)} x2={xOf(goal)} y1="6" y2="48" />
          <path d={`M${xOf(goal)} 6 L${xOf(goal) + 16} 11 L${xOf(goal)} 16 Z`} />
          <text x={xOf(goal) - 4} y="15" textAnchor="end" className="pc-tick-label strong">
            {t('tracks.goal')}
          </text>
        </g>
      ) : null}
      {markers.map((marker, index) => {
        const level = levels[index] ?? 0;
        const x = xOf(marker.fame);
        const y = 35 - level * MARKER_STEP;
        return (
          <g key={marker.seat} className="pc-fame-marker" data-seat={marker.seat} data-fame={marker.fame}>
            <circle cx={x} cy={y} r="10.5" fill={seatFill(marker.colour)} />
            <text
              x={x}
              y={y + 4}
              textAnchor="middle"
              // A player's initial: a name's, in no language (`notranslate`, as SVG has no `translate`).
              className={`notranslate${marker.colour === 'yellow' || marker.colour === 'white' ? ' dark' : ''}`}
            >
              {marker.letter}
            </text>
          </g>
        );
      })}
    </svg>
  );
});

/** One letter per seat, or letter and seat number where letters repeat. */
export function markerLetters(names: readonly string[]): string[] {
  const letters = names.map((name) => name.trim().slice(0, 1).toUpperCase() || '?');
  return letters.map((letter, i) =>
    letters.filter((other) => other === letter).length > 1 ? `${letter}${i + 1}` : letter,
  );
}

export function TimeTrack({ time, total }: { time: number; total: number }) {
  const t = useTranslations('piratesCove');
  const cell = (WIDTH - 28) / total;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} 44`}
      className="pc-time-track"
      aria-label={t('tracks.time', { time, total })}
      {...explains(t('tracks.time', { time, total }), 'img')}
      data-testid="time-track"
    >
      {Array.from({ length: total }, (_, i) => (
        <rect
          key={i}
          x={14 + i * cell}
          y="8"
          width={Math.max(1, cell - 1.5)}
          height="16"
          rx="2"
          className={i < time ? 'pc-time-cell left' : 'pc-time-cell'}
        />
      ))}
      {Array.from({ length: Math.floor(total / 10) + 1 }, (_, k) => (
        <text key={k} x={14 + k * 10 * cell} y="40" textAnchor="middle" className="pc-tick-label">
          {k * 10}
        </text>
      ))}
      <path d={`M${14 + time * cell - 6} 0 h12 l-6 7 Z`} className="pc-time-marker" />
    </svg>
  );
}
