import type { LobbyEvent, LobbyTable } from '@/lib/api/types';

/** The lobby's two lists: tables waiting for players, and matches under way. */
export type LobbyList = 'open' | 'live';

/** Which list a table belongs in after an event: none once it finished or closed. */
export function lobbyListOf(event: LobbyEvent): LobbyList | null {
  const { match, kind } = event;
  if (kind === 'CLOSED' || kind === 'FINISHED' || match.status === 'FINISHED' || match.status === 'ABORTED')
    return null;
  return match.status === 'OPEN' ? 'open' : 'live';
}

/**
 * One `lobbyUpdated` event applied to one list, read page by page (newest first): a table that
 * belongs in it is replaced where it is, or put first when new to it; any other is taken out.
 */
export function applyLobbyEvent(
  pages: readonly (readonly LobbyTable[])[],
  event: LobbyEvent,
  list: LobbyList,
): LobbyTable[][] {
  const { match } = event;
  const belongs = lobbyListOf(event) === list;
  const present = pages.some((page) => page.some((item) => item.id === match.id));
  const next = pages.map((page) =>
    belongs
      ? page.map((item) => (item.id === match.id ? match : item))
      : page.filter((item) => item.id !== match.id),
  );
  if (belongs && !present) {
    const [first = [], ...rest] = next;
    return [[match, ...first], ...rest];
  }
  return next;
}
