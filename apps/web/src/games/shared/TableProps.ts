import type { GameEventJson, LogEntry } from '@/lib/api/types';

/**
 * What every game's table is given (see matches/GameTable): the same props, the game's own view and
 * its log of the game's own events (`Event`, the engine's event body).
 */
export interface TableProps<View, Event extends { readonly type: string } = GameEventJson> {
  readonly view: View;
  /** Display names by seat. */
  readonly names: readonly string[];
  /** The seat whose view this is (its hand shown), or null for a spectator. */
  readonly viewerSeat: number | null;
  /**
   * The seat the words call "you", when it is not `viewerSeat`: a replay following another
   * player's seat gives null, and that seat goes by its name ("anne's hand"). Absent: `viewerSeat`.
   */
  readonly you?: number | null;
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

/**
 * What every game's face-up hands are given (see replay/ReplayPage): at one step of a finished
 * match, each seat's own view, as the engine makes it for that seat.
 */
export interface FaceUpProps<View> {
  /** Each seat's view, by seat. */
  readonly views: readonly View[];
  /** Display names by seat. */
  readonly names: readonly string[];
  /** The reader's own seat in the match, whose hand is "yours"; null for anyone else. */
  readonly you: number | null;
}
