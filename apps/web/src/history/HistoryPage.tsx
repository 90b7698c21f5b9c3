'use client';

import Link from 'next/link';
import { useState } from 'react';
import { ErrorNote, Loading, StatusBadge, formatDate } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { HISTORY, PLAYER_PROFILE } from '@/lib/api/operations';
import type { MatchSummary, PlayerProfile } from '@/lib/api/types';
import { useQuery } from '@/lib/api/useQuery';
import { ordinal, seatName } from '@/matches/names';
import { formatDelta } from '@/ranked/format';
import { PlayerLink } from '@/ranked/PlayerLink';
import { PlayerRatings } from '@/ranked/PlayerRatings';
import { BlockControl } from './BlockControl';

interface HistoryPage {
  matches: {
    edges: { cursor: string; node: MatchSummary }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

/**
 * A player's page: their ratings per game (with a chart of each), win rates, and every match they
 * sat in, newest first.
 */
export function HistoryView({ handle }: { handle: string }) {
  const profile = useQuery<{ player: PlayerProfile | null }>(PLAYER_PROFILE, { handle });
  const api = useApi();
  const own = api.handle !== null && api.handle.toLowerCase() === handle.toLowerCase();
  if (profile.data && profile.data.player === null) {
    return (
      <section className="panel" data-testid="no-player">
        <h1>No such player</h1>
        <p>
          Nobody on Brethren is called “{handle}”. <Link href="/">Back to the lobby</Link>.
        </p>
      </section>
    );
  }
  const name = profile.data?.player?.player.handle ?? handle;
  return (
    <div className="profile" data-testid="profile">
      <header className="ranked-page-header">
        <h1>
          {name}
          {own ? <span className="muted small"> (you)</span> : null}
        </h1>
        {api.handle && !own ? <BlockControl handle={name} /> : null}
      </header>
      {profile.loading && !profile.data ? <Loading>Reading {handle}’s ratings…</Loading> : null}
      {profile.error ? <ErrorNote error={profile.error} title="The ratings could not be loaded." /> : null}
      {profile.data?.player ? <PlayerRatings handle={name} ratings={profile.data.player.ratings} /> : null}
      <MatchHistory handle={handle} />
    </div>
  );
}

function MatchHistory({ handle }: { handle: string }) {
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
    <section className="panel history" aria-labelledby="matches-title">
      <h2 id="matches-title">Matches</h2>
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
                  <td>
                    {match.game.name}
                    {match.ranked ? <span className="badge ranked-badge">Ranked</span> : null}
                  </td>
                  <td className="small">
                    {[...match.seats]
                      .sort((a, b) => (a.placement ?? a.seat + 10) - (b.placement ?? b.seat + 10))
                      .map((seat, index) => (
                        <span key={seat.seat}>
                          {index > 0 ? ' · ' : ''}
                          {seat.placement ? `${ordinal(seat.placement)} ` : ''}
                          {seat.player ? (
                            <PlayerLink handle={seat.player.handle} />
                          ) : (
                            seatName(seat, match.seats)
                          )}
                          {seat.forfeited ? ' (forfeited)' : ''}
                        </span>
                      ))}
                  </td>
                  <td>
                    {match.status === 'FINISHED' && own?.placement ? (
                      <strong className={own.placement === 1 ? 'win' : undefined}>
                        {ordinal(own.placement)}
                      </strong>
                    ) : (
                      <StatusBadge status={match.status} />
                    )}
                    {own && own.ratingBefore !== null && own.ratingAfter !== null ? (
                      <span className="small muted" title="Rating change">
                        {' '}
                        {formatDelta(own.ratingBefore, own.ratingAfter)}
                      </span>
                    ) : null}
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
