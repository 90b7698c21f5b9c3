'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ErrorNote, Loading, formatDate } from '@/components/Status';
import { seatName } from '@/matches/names';
import { PlayerLink } from '@/ranked/PlayerLink';
import { useApi } from '@/lib/api/ApiProvider';
import { subscribeLive, type LiveStatus } from '@/lib/api/live';
import { GAMES, JOIN_MATCH, LOBBY, LOBBY_UPDATED } from '@/lib/api/operations';
import type { GameInfo, LobbyEvent, MatchSummary } from '@/lib/api/types';
import { useQuery } from '@/lib/api/useQuery';
import { CreateTable } from './CreateTable';
import { applyLobbyEvent, type LobbyLists } from './lobbyState';
import { RankedPlay } from './RankedPlay';

export function Lobby() {
  const api = useApi();
  const games = useQuery<{ games: GameInfo[] }>(GAMES);
  const lobby = useQuery<{ openMatches: MatchSummary[]; liveMatches: MatchSummary[] }>(LOBBY);
  const [live, setLive] = useState<LiveStatus>('connecting');
  const { ws } = api;
  const { update: updateLobby, refetch: refetchLobby } = lobby;

  useEffect(() => {
    if (!ws) return;
    return subscribeLive<{ lobbyUpdated: LobbyEvent }>(ws, () => ({ query: LOBBY_UPDATED }), {
      next: ({ lobbyUpdated }) =>
        updateLobby((data) => {
          const lists: LobbyLists = applyLobbyEvent(
            { open: data.openMatches, live: data.liveMatches },
            lobbyUpdated,
          );
          return { openMatches: [...lists.open], liveMatches: [...lists.live] };
        }),
      status: setLive,
      beforeResubscribe: refetchLobby,
      afterSubscribe: refetchLobby,
    });
  }, [ws, updateLobby, refetchLobby]);

  return (
    <div className="lobby">
      <section className="hero">
        <h1>The Brethren lobby</h1>
        <p>
          Open a table, fill seats with friends or bots, and play live. Every match is logged and can be
          replayed and verified once it ends.
        </p>
      </section>
      <div className="lobby-grid">
        <div className="lobby-lists">
          <section className="panel" aria-labelledby="open-title" data-testid="open-tables">
            <h2 id="open-title">
              Open tables{' '}
              <span className={`live-dot ${api.connected && live !== 'reconnecting' ? 'on' : ''}`}>
                {api.connected && live !== 'reconnecting'
                  ? 'Live'
                  : live === 'reconnecting'
                    ? 'Reconnecting…'
                    : 'Connecting…'}
              </span>
            </h2>
            {lobby.loading && !lobby.data ? <Loading>Looking for tables…</Loading> : null}
            {lobby.error && !lobby.data ? (
              <ErrorNote error={lobby.error} title="The lobby could not be loaded." />
            ) : null}
            {lobby.data ? <OpenTables matches={lobby.data.openMatches} /> : null}
          </section>
          <section className="panel" aria-labelledby="live-title" data-testid="live-matches">
            <h2 id="live-title">Matches to watch</h2>
            {lobby.data ? (
              <LiveMatches matches={lobby.data.liveMatches} />
            ) : lobby.loading ? (
              <Loading />
            ) : null}
          </section>
        </div>
        <div>
          <RankedPlay />
          {api.handle ? (
            games.data ? (
              <CreateTable games={games.data.games} />
            ) : games.error ? (
              <ErrorNote error={games.error} title="The games could not be loaded." />
            ) : (
              <Loading>Loading games…</Loading>
            )
          ) : api.sessionLoading ? null : (
            <section className="panel">
              <h2>Open a table</h2>
              <p>
                <Link href="/signup">Sign up</Link> or <Link href="/signin">sign in</Link> to open a table or
                take a seat. Anyone can watch.
              </p>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

function OpenTables({ matches }: { matches: readonly MatchSummary[] }) {
  const api = useApi();
  const router = useRouter();
  const [joining, setJoining] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const join = async (id: string) => {
    setJoining(id);
    setError(null);
    try {
      await api.request(JOIN_MATCH, { matchId: id });
      router.push(`/matches/${id}`);
    } catch (failure) {
      setError(failure);
      setJoining(null);
    }
  };
  if (matches.length === 0) return <p className="muted">No open tables. Open one!</p>;
  return (
    <>
      {error ? <ErrorNote error={error} title="Could not join:" /> : null}
      <ul className="match-list">
        {matches.map((match) => {
          const open = match.seats.filter((seat) => seat.open).length;
          const mine = api.handle !== null && match.seats.some((seat) => seat.player?.handle === api.handle);
          return (
            <li key={match.id} className="match-item" data-testid="open-table" data-match={match.id}>
              <div>
                <strong>{match.game.name}</strong>{' '}
                <span className="muted small">
                  by {match.createdBy?.handle ?? 'someone'} · {formatDate(match.createdAt)}
                </span>
                <div className="small">
                  {match.seats.map((seat) => (
                    <span key={seat.seat} className={seat.open ? 'chip open' : 'chip'}>
                      {seatName(seat, match.seats)}
                    </span>
                  ))}
                </div>
              </div>
              <div className="match-item-actions">
                {mine ? (
                  <Link className="button small secondary" href={`/matches/${match.id}`}>
                    Open
                  </Link>
                ) : api.handle && open > 0 ? (
                  <button
                    type="button"
                    className="button small"
                    disabled={joining !== null}
                    onClick={() => void join(match.id)}
                    data-testid="join-table"
                  >
                    {joining === match.id ? 'Joining…' : 'Join'}
                  </button>
                ) : (
                  <Link className="button small secondary" href={`/matches/${match.id}`}>
                    View
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function LiveMatches({ matches }: { matches: readonly MatchSummary[] }) {
  if (matches.length === 0) return <p className="muted">No match is being played right now.</p>;
  return (
    <ul className="match-list">
      {matches.map((match) => (
        <li key={match.id} className="match-item" data-testid="live-match">
          <div>
            <strong>{match.game.name}</strong>
            {match.ranked ? <span className="badge ranked-badge">Ranked</span> : null}{' '}
            <span className="muted small">started {formatDate(match.startedAt)}</span>
            <div className="small">
              {match.seats.map((seat, index) => (
                <span key={seat.seat}>
                  {index > 0 ? ' · ' : ''}
                  {seat.player ? <PlayerLink handle={seat.player.handle} /> : seatName(seat, match.seats)}
                </span>
              ))}
            </div>
          </div>
          <Link className="button small secondary" href={`/matches/${match.id}`}>
            Watch
          </Link>
        </li>
      ))}
    </ul>
  );
}
