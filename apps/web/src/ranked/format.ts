/** How ranked numbers read on screen: clocks, durations, ratings and rates. */

/** A clock reading: `m:ss`, or `h:mm:ss` from an hour; seconds are rounded up, so 0:00 means out. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** A length of time in words: `45 s`, `12 min 5 s`, `1 h 4 min`. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return `${total} s`;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  const rest = total % 60;
  return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
}

/** Ratings are kept as floats; people see whole points. */
export function formatRating(rating: number): string {
  return String(Math.round(rating));
}

/** A rating change in whole points, signed: `+16`, `−8` (a real minus sign), `±0`. */
export function formatDelta(before: number, after: number): string {
  const delta = Math.round(after) - Math.round(before);
  if (delta === 0) return '±0';
  return delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`;
}

/** A share as a whole percentage: `0.534` → `53%`. */
export function formatPercent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

/** What a win-rate group's key means: a seat number (0-based), a table size or a team name. */
export function groupLabel(kind: 'seat' | 'players' | 'team', key: string): string {
  if (kind === 'seat') {
    const seat = Number(key);
    return Number.isInteger(seat) ? `Seat ${seat + 1}${seat === 0 ? ' (starts)' : ''}` : key;
  }
  if (kind === 'players') return `${key} players`;
  return key;
}

/** The names of presets and table sizes in a sentence: `2, 3 or 4 players`. */
export function listSizes(counts: readonly number[]): string {
  const sorted = [...counts].sort((a, b) => a - b);
  if (sorted.length === 0) return 'no table size';
  if (sorted.length === 1) return `${sorted[0]} players`;
  return `${sorted.slice(0, -1).join(', ')} or ${sorted.at(-1)} players`;
}
