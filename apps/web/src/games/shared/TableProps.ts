import type { GameEventJson, LogEntry } from '@/lib/api/types';

/**
 * What every game's table is given (see matches/GameTable): the same props, the game's own view and
 * its log of the game's own events (`Event`, the engine's event body).
 */
export interface TableProps<View, Event extends { readonly type: string } = GameEventJson> {
  readonly view: View;
  /** Display names by seat. */
  readonly names: readonly string[];
  readonly viewerSeat: number | null;
  readonly legalActions: readonly unknown[];
  readonly activeSeats: readonly number[];
  readonly log: readonly LogEntry<Event>[];
  /** Whether play goes on (false once the match is over). */
  readonly live: boolean;
  /** Sends one legal action, unchanged. */
  readonly onAct: (action: unknown) => void;
  /** An action is on its way: buttons wait. */
  readonly busy: boolean;
}
