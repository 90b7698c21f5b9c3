/**
 * Motion that explains: a piece that moved is drawn travelling from where it was, through the
 * places it passed, to where it is now (a Cartagena pirate steps along each square it crossed; a
 * card slides from the harbour to a ship). Tables name their pieces and places with `data-motion`
 * keys; each game says which keys a log entry moved (`MotionsOf`), and `useBoardMotion` plays them.
 */

/** One piece's journey, in `data-motion` keys. */
export interface Motion {
  /** The element that moved, where it stands now. */
  readonly piece: string;
  /**
   * The places it went through, from where it started (read where it was drawn before the move)
   * to where it ends (read where it is drawn now); empty for a piece marked but not moved.
   */
  readonly path: readonly string[];
  /**
   * The seat whose move this shows, when not the one that acted: in Pirate's Cove the last course
   * set reveals every course, and each ship's voyage is its own seat's move.
   */
  readonly seat?: number;
}

/** What a log entry moved on the board (and so marks as its seat's last move). */
export type MotionsOf<Entry> = (entry: Entry) => readonly Motion[];

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Rect extends Point {
  readonly width: number;
  readonly height: number;
}

export function centre(rect: Rect): Point {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

/**
 * The transforms that carry a piece along `points` (screen centres of its path, the last being
 * where the path ends now), as offsets from where the piece stands, in the piece's own units:
 * `scale` is screen pixels per unit (an SVG drawn smaller than its viewBox has scale < 1).
 */
export function flightFrames(points: readonly Point[], scale: Point = { x: 1, y: 1 }): string[] {
  const end = points.at(-1);
  if (!end) return [];
  return points.map((point) => {
    const dx = round((point.x - end.x) / scale.x);
    const dy = round((point.y - end.y) / scale.y);
    return `translate(${dx}px, ${dy}px)`;
  });
}

function round(value: number): number {
  return Math.round(value * 10) / 10 || 0;
}

/** A journey's length in ms: longer for more steps, always done before the next paced position. */
export function flightMs(steps: number): number {
  return Math.min(540, 220 + 80 * Math.max(0, steps - 1));
}

/** A log entry as far as motion reads it. */
export interface MotionEntry {
  readonly seq: number;
  readonly seat: number | null;
}

/**
 * Each seat's last move on the board, until it acts again: the keys of the pieces its latest action
 * (and what followed from it, told as its own by `Motion.seat`) moved, and of the places they
 * reached, with the seat.
 */
export function lastMoveMarks<E extends MotionEntry>(
  log: readonly E[],
  motionsOf: MotionsOf<E>,
): { readonly key: string; readonly seat: number }[] {
  const acted = new Map<number, number>();
  for (const entry of log) if (entry.seat !== null) acted.set(entry.seat, entry.seq);
  if (acted.size === 0) return [];
  const from = Math.min(...acted.values());
  const marks = new Map<string, number>();
  for (const entry of log) {
    if (entry.seq < from) continue;
    for (const motion of motionsOf(entry)) {
      const seat = motion.seat ?? entry.seat;
      if (seat === null || entry.seq < (acted.get(seat) ?? Infinity)) continue;
      for (const key of [motion.piece, motion.path.at(-1)]) if (key !== undefined) marks.set(key, seat);
    }
  }
  return [...marks].map(([key, seat]) => ({ key, seat }));
}
