'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { SeatChangeInfo } from './logLines';

/**
 * What the platform knows of a table's seats apart from the game, for every table to show the
 * same way: who has no page of the match open (`Seat.away` in the API) and what happened to seats
 * besides their moves (`Match.seatChanges`: resigned, timed out, voted out, back).
 */
export interface PlatformSeats {
  readonly away: ReadonlySet<number>;
  readonly changes: readonly SeatChangeInfo[];
  /** The seq of the position drawn: changes after it wait (a paced table behind the latest). */
  readonly seq: number;
  /**
   * The seq at which the match ended, once it is over: a seat change at that seq ended it (a duel's
   * last timeout, a resignation that left nobody to play for), so no bot plays that seat on.
   */
  readonly endSeq?: number;
  /**
   * What the platform asks of the players now (the vote on an absent player), shown under the
   * turn bar, where they look, rather than at the top of the page.
   */
  readonly question?: ReactNode;
}

const NOTHING: PlatformSeats = { away: new Set(), changes: [], seq: 0 };

/** Provided around a match's table (matches/GameTable); a table drawn elsewhere (a replay) has none. */
export const PlatformSeatsContext = createContext<PlatformSeats>(NOTHING);

export function usePlatformSeats(): PlatformSeats {
  return useContext(PlatformSeatsContext);
}
