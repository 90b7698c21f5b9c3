import type { SeatInfo } from '@/lib/api/types';

/**
 * How a seat is named on screen: the player's handle, the bot's level, or an open seat. Bots of
 * the same level at one table (`seats`) also carry their seat number, so a log can tell them apart.
 */
export function seatName(seat: SeatInfo, seats: readonly SeatInfo[] = [seat]): string {
  if (seat.player) return seat.player.handle;
  if (seat.bot) {
    const twins = seats.filter((other) => !other.player && other.bot === seat.bot).length;
    return twins > 1 ? `Bot ${seat.seat + 1} (${seat.bot})` : `Bot (${seat.bot})`;
  }
  return 'Open seat';
}

export function seatNames(seats: readonly SeatInfo[]): string[] {
  return [...seats].sort((a, b) => a.seat - b.seat).map((seat) => seatName(seat, seats));
}

export function ordinal(n: number): string {
  const suffixes = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${suffixes[(v - 20) % 10] ?? suffixes[v] ?? 'th'}`;
}
