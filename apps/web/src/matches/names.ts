import type { SeatInfo } from '@/lib/api/types';

/** How a seat is named on screen: the player's handle, the bot's level, or an open seat. */
export function seatName(seat: SeatInfo): string {
  if (seat.player) return seat.player.handle;
  if (seat.bot) return `Bot (${seat.bot})`;
  return 'Open seat';
}

export function seatNames(seats: readonly SeatInfo[]): string[] {
  return [...seats].sort((a, b) => a.seat - b.seat).map(seatName);
}

export function ordinal(n: number): string {
  const suffixes = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${suffixes[(v - 20) % 10] ?? suffixes[v] ?? 'th'}`;
}
