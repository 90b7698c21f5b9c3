import type { LobbyEvent, MatchSummary } from '@/lib/api/types';

export interface LobbyLists {
  readonly open: readonly MatchSummary[];
  readonly live: readonly MatchSummary[];
}

function place(list: readonly MatchSummary[], match: MatchSummary): MatchSummary[] {
  const index = list.findIndex((item) => item.id === match.id);
  if (index === -1) return [match, ...list];
  const copy = [...list];
  copy[index] = match;
  return copy;
}

/** Applies one `lobbyUpdated` event: a table moves between open, live and gone. */
export function applyLobbyEvent(lists: LobbyLists, event: LobbyEvent): LobbyLists {
  const { match, kind } = event;
  const without = (list: readonly MatchSummary[]) => list.filter((item) => item.id !== match.id);
  if (kind === 'CLOSED' || kind === 'FINISHED' || match.status === 'FINISHED' || match.status === 'ABORTED') {
    return { open: without(lists.open), live: without(lists.live) };
  }
  if (match.status === 'OPEN') return { open: place(lists.open, match), live: without(lists.live) };
  return { open: without(lists.open), live: place(lists.live, match) };
}

/** The games this app can draw a table for; others are offered as "coming soon". */
export const DRAWABLE_GAMES: ReadonlySet<string> = new Set([
  'cartagena',
  'port-royal',
  'tortuga',
  'pirates-cove',
]);
