import type { Translator } from '@/i18n/translator';
import type { MatchStatus } from '@/lib/api/types';
import { seatName } from '@/matches/names';
import type { MyGame } from './documents';

/**
 * The viewer's games that are not over (`myGames`), as the app keeps them: the API's answer, and how
 * far the server's clock was ahead of this browser's when it came, so time left counts down right
 * on a browser whose clock is off. Entries a table changes in place (see `withTableState`) keep it.
 */
export interface MyGamesData {
  readonly myGames: readonly MyGame[];
  readonly skewMs: number;
}

/** How far the server's clock is ahead of this browser's, from an answer received at `receivedAt`. */
export function measureSkew(games: readonly MyGame[], receivedAt: number): number {
  for (const game of games)
    if (game.deadline !== null && game.leftMs !== null)
      return Date.parse(game.deadline) - game.leftMs - receivedAt;
  return 0;
}

/** Time left before the platform plays for the seat, at the server's `now`; null without a clock. */
export function leftMsAt(game: MyGame, now: number): number | null {
  return game.deadline === null ? null : Math.max(0, Date.parse(game.deadline) - now);
}

/**
 * The API's order, kept after a table changed an entry: those waiting for the viewer first, then
 * those waiting for others; within each, the soonest deadline first and those without one after,
 * in the order they came (the API puts the longest waiting first).
 */
export function orderMyGames(games: readonly MyGame[]): MyGame[] {
  const deadline = (game: MyGame) =>
    game.deadline === null ? Number.POSITIVE_INFINITY : Date.parse(game.deadline);
  return games
    .map((game, index) => ({ game, index }))
    .sort(
      (a, b) =>
        Number(b.game.yourTurn) - Number(a.game.yourTurn) ||
        deadline(a.game) - deadline(b.game) ||
        a.index - b.index,
    )
    .map(({ game }) => game);
}

/** The soonest deadline after `now`, in this browser's time; null when none is to come. */
export function nextDeadline(data: MyGamesData | undefined, now: number): number | null {
  if (!data) return null;
  let soonest: number | null = null;
  for (const game of data.myGames) {
    if (game.deadline === null) continue;
    const at = Date.parse(game.deadline) - data.skewMs;
    if (at > now && (soonest === null || at < soonest)) soonest = at;
  }
  return soonest;
}

/** How many matches wait for the viewer. */
export function waitingCount(games: readonly MyGame[]): number {
  return games.filter((game) => game.yourTurn).length;
}

/** The match to go to after `currentId`: the first other one waiting for the viewer, if any. */
export function nextWaiting(games: readonly MyGame[], currentId: string): MyGame | undefined {
  return orderMyGames(games).find((game) => game.yourTurn && game.match.id !== currentId);
}

/** What a table knows of its match, live: enough to keep its entry of `myGames` current. */
export interface TableState {
  readonly id: string;
  readonly status: MatchStatus;
  readonly viewerSeat: number | null;
  readonly activeSeats: readonly number[];
  readonly clocks: readonly { readonly seat: number; readonly deadline: string | null }[];
}

/**
 * `games` as they stand once the table `table` shows has moved on: its entry with the seats due and
 * the deadline it shows, or left out once the match is over. The same array when nothing changed;
 * null when the match is not among them yet (a table that just started: read the list again).
 */
export function withTableState(games: readonly MyGame[], table: TableState): readonly MyGame[] | null {
  const index = games.findIndex((game) => game.match.id === table.id);
  const over = table.status === 'FINISHED' || table.status === 'ABORTED';
  if (index < 0) return over || table.viewerSeat === null ? games : null;
  if (over) return games.filter((_, at) => at !== index);
  const entry = games[index] as MyGame;
  const dueSeats = table.status === 'ACTIVE' ? [...table.activeSeats] : [];
  const yourTurn = table.viewerSeat !== null && dueSeats.includes(table.viewerSeat);
  const timed = table.clocks.filter(
    (clock) =>
      clock.deadline !== null && (yourTurn ? clock.seat === table.viewerSeat : dueSeats.includes(clock.seat)),
  );
  const soonest = timed.reduce<string | null>(
    (first, clock) =>
      first === null || Date.parse(clock.deadline as string) < Date.parse(first) ? clock.deadline : first,
    null,
  );
  if (
    entry.yourTurn === yourTurn &&
    entry.deadline === soonest &&
    entry.match.status === table.status &&
    entry.dueSeats.join() === dueSeats.join()
  )
    return games;
  const changed: MyGame = {
    ...entry,
    yourTurn,
    dueSeats,
    deadline: soonest,
    // Time left is counted from the deadline (see `leftMsAt`); the API's figure was for its answer.
    leftMs: null,
    match: { ...entry.match, status: table.status },
  };
  return orderMyGames(games.map((game, at) => (at === index ? changed : game)));
}

/** The other people and bots at the table, by name, in seat order. */
export function opponentNames(game: MyGame, t: Translator<'common'>): string[] {
  const { seats, viewerSeat } = game.match;
  return [...seats]
    .sort((a, b) => a.seat - b.seat)
    .filter(
      (seat) =>
        seat.seat !== viewerSeat && (seat.player !== null || seat.bot !== null || seat.accountDeleted),
    )
    .map((seat) => seatName(seat, t, seats));
}

/** Who the match waits for, by name (the viewer left out: the caller says "your turn"). */
export function dueNames(game: MyGame, t: Translator<'common'>): string[] {
  const { seats, viewerSeat } = game.match;
  return game.dueSeats
    .filter((due) => due !== viewerSeat)
    .flatMap((due) => {
      const seat = seats.find((candidate) => candidate.seat === due);
      return seat ? [seatName(seat, t, seats)] : [];
    });
}
