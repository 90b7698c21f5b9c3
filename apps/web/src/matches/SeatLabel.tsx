'use client';

import { useTranslations } from 'next-intl';
import type { SeatInfo } from '@/lib/api/types';
import { PlayerLink } from '@/ranked/PlayerLink';
import { seatName } from './names';

/** A seat's player as a link to their page, or the seat's name (a bot, an empty seat). */
export function SeatLabel({ seat }: { seat: SeatInfo }) {
  const tc = useTranslations('common');
  return seat.player ? <PlayerLink handle={seat.player.handle} /> : <span>{seatName(seat, tc)}</span>;
}
