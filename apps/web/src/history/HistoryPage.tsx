'use client';

import Link from 'next/link';
import { useState } from 'react';
import { ErrorNote, Loading, StatusBadge, formatDate } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { HISTORY } from '@/lib/api/operations';
import type { MatchSummary } from '@/lib/api/types';
import { useQuery } from '@/lib/api/useQuery';
import { ordinal, seatName } from '@/matches/names';

interface HistoryPage {
  matches: {
    edges: { cursor: string; node: MatchSummary }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

export function HistoryView({ handle }: { handle: string }) {
  const api = useApi();
  const first = useQuery<HistoryPage>(HISTORY, { player: handle });
  const [more, setMore] = useState<MatchSummary[]>([]);
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const pageInfo =
    cursor === undefined ? first.data?.matches.pageInfo : { hasNextPage: cursor !== null, endCursor: cursor };
  const matches = [...(first.data?.matches.edges.map((edge) => edge.node) ?? []), ...more];

  const loadMore = async () => {
    if (!pageInfo?.endCursor) return;
    setLoadingMore(true);
    try {
      const page = await api.request<HistoryPage>(HISTORY, { player: handle, after: pageInfo.endCursor });
      setMore((list) => [...list, ...page.matches.edges.map((edge) => edge.node)]);
      setCursor(page.matches.pageInfo.hasNextPage ? page.matches.pageInfo.endCursor : null);
    } catch (failure) {
      setError(failure);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section className="panel history">
      <h1>{handle}’s matches</h1>
      {first.loading && !first.data ? <Loading>Reading the logbook…</Loading> : null}
      {first.error ? <ErrorNote error={first.error} /> : null}
      {first.data && matches.length === 0 ? <p className="muted">No matches yet.</p> : null}
      {matches.length > 0 ? (
        <table className="history-table" data-testid="history">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Game</th>
              <th scope="col">Players</th>
              <th scope="col">Result</th>
              <th scope="col">
                <span className="sr-only">Links</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {matches.map((match) => {
              const own = match.seats.find(
                (seat) => seat.player?.handle.toLowerCase() === handle.toLowerCase(),
              );
              return (
                <tr key={match.id} data-testid="history-row">
                  <td>{formatDate(match.finishedAt ?? match.startedAt ?? match.createdAt)}</td>
                  <td>{match.game.name}</td>
                  <td className="small">
                    {[...match.seats]
                      .sort((a, b) => (a.placement ?? a.seat + 10) - (b.placement ?? b.seat + 10))
                      .map(
                        (seat) => `${seat.placement ? `${ordinal(seat.placement)} ` : ''}${seatName(seat)}`,
                      )
                      .join(' · ')}
                  </td>
                  <td>
                    {match.status === 'FINISHED' && own?.placement ? (
                      <strong className={own.placement === 1 ? 'win' : undefined}>
                        {ordinal(own.placement)}
                      </strong>
                    ) : (
                      <StatusBadge status={match.status} />
                    )}
                  </td>
                  <td className="links">
                    <Link href={`/matches/${match.id}`}>Table</Link>
                    {match.status === 'FINISHED' ? (
                      <>
                        {' · '}
                        <Link href={`/matches/${match.id}/replay`}>Replay</Link>
                      </>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {error ? <ErrorNote error={error} /> : null}
      {pageInfo?.hasNextPage ? (
        <button
          type="button"
          className="button secondary"
          disabled={loadingMore}
          onClick={() => void loadMore()}
        >
          {loadingMore ? 'Loading…' : 'Older matches'}
        </button>
      ) : null}
    </section>
  );
}
