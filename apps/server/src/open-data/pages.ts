import { DepartedNames, matchLine } from './lines.js';
import type { DataExportRepository, ExportCursor, ExportMatchRow } from './repository.js';

/** Matches read from the database at a time: one page (with seats and logs) is all a reader holds. */
export const EXPORT_PAGE = 100;

/** Reads the next page of matches after `cursor`, in finishing order. */
export type MatchPageReader = (cursor: ExportCursor | null, limit: number) => Promise<ExportMatchRow[]>;

/**
 * The lines of the matches `read` pages through, one page of lines (each ending in a newline) at a
 * time, with the page's match count: what a monthly file and a player's own download are made of.
 * Deleted accounts are numbered across the whole run.
 */
export async function* linePages(
  repository: DataExportRepository,
  read: MatchPageReader,
): AsyncGenerator<{ readonly text: string; readonly matches: number }> {
  const departed = new DepartedNames();
  let cursor: ExportCursor | null = null;
  for (;;) {
    const page = await read(cursor, EXPORT_PAGE);
    if (page.length === 0) return;
    const ids = page.map((match) => match.id);
    const [seats, changes, logs] = await Promise.all([
      repository.seats(ids),
      repository.seatChanges(ids),
      repository.logs(ids),
    ]);
    const seatsOf = groupBy(seats, (seat) => seat.matchId);
    const changesOf = groupBy(changes, (change) => change.matchId);
    let text = '';
    for (const match of page)
      text += `${matchLine(match, seatsOf.get(match.id) ?? [], changesOf.get(match.id) ?? [], logs.get(match.id) ?? '[]', departed)}\n`;
    yield { text, matches: page.length };
    const last = page[page.length - 1] as ExportMatchRow;
    cursor = { finishedAt: last.finishedAt, id: last.id };
    if (page.length < EXPORT_PAGE) return;
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
