'use client';

import Link from 'next/link';
import { useState } from 'react';
import { ErrorNote, Loading } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { LADDER } from '@/lib/api/operations';
import { errorCode } from '@/lib/api/request';
import type { LadderConnection } from '@/lib/api/types';
import { useQuery } from '@/lib/api/useQuery';
import { formatPercent, formatRating } from './format';
import { GameTabs } from './GameTabs';
import { PlayerLink } from './PlayerLink';
import './ranked.css';

export const LADDER_PAGE_SIZE = 50;

interface LadderAnswer {
  games: { id: string; name: string }[];
  ladder: LadderConnection;
}

/**
 * A game's ladder, a page of 50 at a time: rank, player, rating, games and wins. Provisional
 * ratings (fewer than 20 rated games) are marked. Pages are walked with the API's cursors.
 */
export function LadderView({ game }: { game: string }) {
  const api = useApi();
  // The cursors of the pages before this one (`null`: the first page).
  const [trail, setTrail] = useState<(string | null)[]>([]);
  const [after, setAfter] = useState<string | null>(null);
  const query = useQuery<LadderAnswer>(LADDER, { game, first: LADDER_PAGE_SIZE, after });
  const { data, error, loading } = query;
  const gameName = data?.games.find((entry) => entry.id === game)?.name ?? game;
  const entries = data?.ladder.edges.map((edge) => edge.node) ?? [];
  const unknown = errorCode(error) === 'UNKNOWN_GAME';

  const next = () => {
    if (!data?.ladder.pageInfo.endCursor) return;
    setTrail((list) => [...list, after]);
    setAfter(data.ladder.pageInfo.endCursor);
  };
  const previous = () => {
    setAfter(trail.at(-1) ?? null);
    setTrail((list) => list.slice(0, -1));
  };

  return (
    <div className="ranked-page" data-testid="ladder-page">
      <header className="ranked-page-header">
        <h1>{unknown ? 'No such ladder' : `${gameName} ladder`}</h1>
        {data ? <GameTabs games={data.games} current={game} base="/ladder" label="Ladders by game" /> : null}
      </header>
      <section className="panel" aria-labelledby="ladder-title" aria-busy={loading}>
        <h2 id="ladder-title" className="sr-only">
          Players by rating
        </h2>
        {loading && !data ? <Loading>Reading the ladder…</Loading> : null}
        {error ? (
          <ErrorNote
            error={error}
            title={unknown ? `There is no game “${game}”.` : 'The ladder could not be loaded.'}
          />
        ) : null}
        {data && entries.length === 0 ? (
          <p className="muted" data-testid="ladder-empty">
            Nobody is on the {gameName} ladder yet. Players appear after 10 rated games, with one in the last
            30 days. <Link href="/">Play ranked from the lobby</Link>.
          </p>
        ) : null}
        {entries.length > 0 ? (
          <div className="table-scroll">
            <table className="ladder-table" data-testid="ladder">
              <caption className="sr-only">
                {gameName} ladder, page {trail.length + 1}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="num">
                    Rank
                  </th>
                  <th scope="col">Player</th>
                  <th scope="col" className="num">
                    Rating
                  </th>
                  <th scope="col" className="num">
                    Games
                  </th>
                  <th scope="col" className="num">
                    Wins
                  </th>
                  <th scope="col" className="num wide-only">
                    Win rate
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr
                    key={entry.player.id}
                    data-testid="ladder-row"
                    className={entry.player.handle === api.handle ? 'own' : undefined}
                  >
                    <td className="num rank">{entry.rank}</td>
                    <td>
                      <PlayerLink handle={entry.player.handle} />
                      {entry.player.handle === api.handle ? <span className="muted"> (you)</span> : null}
                    </td>
                    <td className="num">
                      {formatRating(entry.rating)}
                      {entry.provisional ? (
                        <abbr
                          className="provisional"
                          title="Provisional: fewer than 20 rated games, so the rating still moves fast"
                        >
                          ?<span className="sr-only"> provisional</span>
                        </abbr>
                      ) : null}
                    </td>
                    <td className="num">{entry.games}</td>
                    <td className="num">{entry.wins}</td>
                    <td className="num wide-only">
                      {formatPercent(entry.games === 0 ? 0 : entry.wins / entry.games)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {entries.some((entry) => entry.provisional) ? (
          <p className="muted small">
            <span className="provisional" aria-hidden="true">
              ?
            </span>{' '}
            Provisional rating: fewer than 20 rated games, so it still moves fast.
          </p>
        ) : null}
        {data && (trail.length > 0 || data.ladder.pageInfo.hasNextPage) ? (
          <div className="pager">
            <button
              type="button"
              className="button secondary small"
              disabled={trail.length === 0 || loading}
              onClick={previous}
            >
              ← Better ranked
            </button>
            <span className="muted small">Page {trail.length + 1}</span>
            <button
              type="button"
              className="button secondary small"
              disabled={!data.ladder.pageInfo.hasNextPage || loading}
              onClick={next}
              data-testid="ladder-next"
            >
              Next {LADDER_PAGE_SIZE} →
            </button>
          </div>
        ) : null}
      </section>
      <p className="small">
        Players with at least 10 rated games and one in the last 30 days, best first. See also the{' '}
        <Link href={`/stats/${encodeURIComponent(game)}`}>{gameName} statistics</Link>.
      </p>
    </div>
  );
}
