import type { TortugaEventBody } from '@brethren/engine/tortuga';
import type { LogEntry } from '@/lib/api/types';
import type { Motion } from '@/motion/flight';

/** The `data-motion` key of a seat's pawn (wherever it stands). */
export function pawnMotionKey(seat: number): string {
  return `pawn-${seat}`;
}

/** The `data-motion` key of a ship's hold. */
export function holdMotionKey(ship: string, hold: string): string {
  return `hold-${ship}-${hold}`;
}

/** A pawn that changed places: from where it stood before to where it stands now. */
function pawn(seat: number): Motion {
  const key = pawnMotionKey(seat);
  return { piece: key, path: [key, key] };
}

/**
 * What one log entry moved on the board: pawns that changed places (moved, marooned, reordered on
 * a ship) travel there; a hold that received treasure is marked.
 */
export function tortugaMotions(entry: Pick<LogEntry<TortugaEventBody>, 'events'>): Motion[] {
  return entry.events.flatMap((body): Motion[] => {
    switch (body.type) {
      case 'pirateMoved':
      case 'marooned':
        return [pawn(body.seat)];
      case 'pawnsReordered':
        return body.order.map(pawn);
      case 'treasureTaken':
        return [{ piece: holdMotionKey(body.ship, body.hold), path: [] }];
      case 'treasureShifted':
        return [{ piece: holdMotionKey(body.ship, body.to), path: [] }];
      default:
        return [];
    }
  });
}
