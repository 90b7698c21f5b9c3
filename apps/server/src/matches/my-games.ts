import type { Viewer } from '../accounts/service.js';
import type { EnginePort } from '../engine/port.js';
import { seatDeadline, type ClockSettings, type MatchClock, type SeatPauses } from './clock.js';
import type { LazyMatchModel, MatchRecord } from './model.js';
import type { ClockPauses } from './pauses.js';
import type { MatchReader } from './reader.js';
import type { MatchStore } from './store.js';
import { clockSettingsOf } from './table-clocks.js';

/** The most matches `myGames` lists (an account sits in at most 30 turn-based ones). */
export const MY_GAMES_LIMIT = 100;

/** One entry of `myGames`: a match the viewer sits in, whose turn it is and when time runs out. */
export interface MyGameModel {
  readonly match: LazyMatchModel;
  readonly yourTurn: boolean;
  readonly dueSeats: readonly number[];
  readonly deadline: Date | null;
  readonly leftMs: number | null;
}

/**
 * A player's games that are not over, those waiting for them first. Read from the database on
 * every call (any node answers alike); whose turn it is comes from the clock where the match has
 * one, else from the game state.
 */
export class MyGames {
  constructor(
    private readonly store: MatchStore,
    private readonly reader: MatchReader,
    private readonly engine: EnginePort,
    private readonly clockFor: (game: string) => ClockSettings,
    private readonly pauses: ClockPauses,
    private readonly now: () => number = Date.now,
  ) {}

  async of(viewer: Viewer): Promise<MyGameModel[]> {
    const records = await this.store.unfinishedOf(viewer.id, MY_GAMES_LIMIT);
    const matches = this.reader.lazyAll(records);
    const pauses = await this.pauses.ofAll(records);
    const now = this.now();
    const games = await Promise.all(
      matches.map(async (match) => {
        const dueSeats = await this.dueSeats(match);
        const seat = this.reader.seatOf(match.record, viewer);
        const yourTurn = seat !== null && dueSeats.includes(seat);
        const deadline = this.deadlineOf(
          match.record,
          yourTurn ? [seat] : dueSeats,
          pauses.get(match.record.id) ?? new Map(),
        );
        return {
          match,
          yourTurn,
          dueSeats,
          deadline: deadline === null ? null : new Date(deadline),
          leftMs: deadline === null ? null : Math.max(0, deadline - now),
        };
      }),
    );
    return orderMyGames(games);
  }

  /** Who must act: from the clock where it runs (no replay), else from the game state. */
  private async dueSeats(match: LazyMatchModel): Promise<readonly number[]> {
    if (match.record.status !== 'ACTIVE') return [];
    const clock = match.record.clock as MatchClock | null;
    if (clock && clock.seats.length > 0)
      return clock.seats.flatMap((seat, index) => (seat.activeSince === null ? [] : [index]));
    const state = await match.loadState();
    return state === null ? [] : this.engine.activeSeats(match.record.game, state);
  }

  /** The soonest moment one of `seats` runs out of time, vacations counted; null without a clock. */
  private deadlineOf(record: MatchRecord, seats: readonly number[], pauses: SeatPauses): number | null {
    const settings = clockSettingsOf(record, this.clockFor);
    const clock = record.clock as MatchClock | null;
    if (!settings || !clock || record.status !== 'ACTIVE') return null;
    const deadlines = seats.flatMap((seat) => {
      const held = clock.seats[seat];
      const deadline = held ? seatDeadline(held, settings, pauses.get(seat)) : null;
      return deadline === null ? [] : [deadline];
    });
    return deadlines.length === 0 ? null : Math.min(...deadlines);
  }
}

/**
 * Waiting for the viewer first, then waiting for others; within each, the soonest deadline first,
 * those without one after, the one that waited longest (least recently touched) first.
 */
export function orderMyGames(games: readonly MyGameModel[]): MyGameModel[] {
  const deadline = (game: MyGameModel) => game.deadline?.getTime() ?? Number.POSITIVE_INFINITY;
  return [...games].sort(
    (a, b) =>
      Number(b.yourTurn) - Number(a.yourTurn) ||
      deadline(a) - deadline(b) ||
      a.match.record.touchedAt.getTime() - b.match.record.touchedAt.getTime(),
  );
}
