import type { PiratesCoveEventBody } from '@brethren/engine/pirates-cove';
import type { LogEntry } from '@/lib/api/types';
import type { Motion } from '@/motion/flight';

/** The `data-motion` key of a piece on the sea map (`s1` a seat's ship, `l0` a legend, `navy`). */
export function pieceMotionKey(piece: string): string {
  return `ship-${piece}`;
}

/** A piece that sailed: from the island it lay at to the one it lies at now. */
function sailed(piece: string): Motion {
  const key = pieceMotionKey(piece);
  return { piece: key, path: [key, key] };
}

/** A seat's ship that sailed: its own seat's move, whoever's action set it sailing. */
function shipSailed(seat: number): Motion {
  return { ...sailed(`s${seat}`), seat };
}

/**
 * What one log entry moved on the sea map: every ship whose course was revealed or that sailed or
 * fled, the legendary pirates and the navy as they move.
 */
export function piratesCoveMotions(entry: Pick<LogEntry<PiratesCoveEventBody>, 'events'>): Motion[] {
  return entry.events.flatMap((body): Motion[] => {
    switch (body.type) {
      case 'coursesRevealed':
        return body.courses.flatMap((course, seat) => (course === null ? [] : [shipSailed(seat)]));
      case 'newRoutesRevealed':
        return body.routes.map((route) => shipSailed(route.seat));
      case 'shipSailed':
      case 'shipFled':
        return [shipSailed(body.seat)];
      case 'legendMoved':
        return [sailed(`l${body.ship}`)];
      case 'navyArrived':
        return [sailed('navy')];
      default:
        return [];
    }
  });
}
