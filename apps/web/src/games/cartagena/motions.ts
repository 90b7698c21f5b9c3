import type { CartagenaEventBody, Place } from '@brethren/engine/cartagena';
import type { LogEntry } from '@/lib/api/types';
import type { Motion } from '@/motion/flight';

/** The `data-motion` key of a place on the board (a square, the start, the finish, the boat). */
export function placeMotionKey(place: Place): string {
  return `place-${place}`;
}

/** The `data-motion` key of a seat's pirates drawn at a place. */
export function pawnsMotionKey(seat: number, place: Place): string {
  return `pawns-${seat}-${place}`;
}

/**
 * The places a pirate passes from `from` to `to`, both included: every square between, forwards
 * or backwards (a pirate jumping ahead crosses the squares it skips). The start lies before square
 * 1 and the finish after the last; the boat is reached by sea, directly.
 */
export function placePath(from: Place, to: Place, squares: number): Place[] {
  const index = (place: Place) =>
    place === 'start' ? 0 : place === 'finish' ? squares + 1 : place === 'boat' ? null : place;
  const a = index(from);
  const b = index(to);
  if (a === null || b === null || a === b) return [from, to];
  const step = b > a ? 1 : -1;
  const path: Place[] = [];
  for (let at = a; at !== b + step; at += step)
    path.push(at === 0 ? 'start' : at === squares + 1 ? 'finish' : at);
  return path;
}

/** What one log entry moved on the board: each pirate group along the squares it crossed. */
export function cartagenaMotions(
  entry: Pick<LogEntry<CartagenaEventBody>, 'events'>,
  squares: number,
): Motion[] {
  return entry.events.flatMap((event) => {
    if (event.type !== 'pirateMoved') return [];
    return [
      {
        piece: pawnsMotionKey(event.seat, event.to),
        path: placePath(event.from, event.to, squares).map(placeMotionKey),
      },
    ];
  });
}
