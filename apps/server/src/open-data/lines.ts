import { FORMAT_VERSION, type LineSeat, type LineSeatChange, type MatchLine } from './format.js';
import type { ExportMatchRow, ExportSeatChangeRow, ExportSeatRow } from './repository.js';

/**
 * Names deleted accounts within one file: `deleted-1`, `deleted-2`, … in the order they first
 * appear, the same name each time the same departed player appears in the file.
 */
export class DepartedNames {
  private readonly names = new Map<string, string>();

  nameOf(departedKey: string): string {
    let name = this.names.get(departedKey);
    if (!name) {
      name = `deleted-${this.names.size + 1}`;
      this.names.set(departedKey, name);
    }
    return name;
  }
}

/**
 * One match's line (without its newline): its row, its seats (in seat order), its seat changes (in
 * order) and the JSON text of its log (see `DataExportRepository.logs`), put in as it is.
 */
export function matchLine(
  match: ExportMatchRow,
  seats: readonly ExportSeatRow[],
  changes: readonly ExportSeatChangeRow[],
  log: string,
  departed: DepartedNames,
): string {
  const { result, ...head } = {
    version: FORMAT_VERSION,
    id: match.id,
    game: match.game,
    options: match.options,
    players: match.playerCount,
    ranked: match.ranked,
    turnBased: match.turnBased,
    clock: match.clock ?? null,
    startedAt: match.startedAt.toISOString(),
    endedAt: match.finishedAt.toISOString(),
    seed: match.seed,
    seedHash: match.seedHash,
    seats: seats.map((seat) => lineSeat(seat, departed)),
    seatChanges: changes.map((change): LineSeatChange => ({
      seat: change.seat,
      kind: change.kind as LineSeatChange['kind'],
      seq: change.seq,
      at: change.at.toISOString(),
    })),
    result: match.result,
  } satisfies Omit<MatchLine, 'log'>;
  return `${JSON.stringify(head).slice(0, -1)},"log":${log},"result":${JSON.stringify(result)}}`;
}

function lineSeat(seat: ExportSeatRow, departed: DepartedNames): LineSeat {
  const player = seat.handle ?? (seat.departedKey === null ? null : departed.nameOf(seat.departedKey));
  return {
    seat: seat.seat,
    player,
    bot: seat.botLevel,
    forfeited: seat.forfeited,
    placement: seat.placement,
    rating:
      seat.ratingBefore === null || seat.ratingAfter === null
        ? null
        : { before: seat.ratingBefore, after: seat.ratingAfter, games: seat.games },
    botRating: seat.botRating,
  };
}
