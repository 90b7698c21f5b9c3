'use client';

import Link from 'next/link';
import { ErrorNote, Loading } from '@/components/Status';
import { GAME_STATS } from '@/lib/api/operations';
import { errorCode } from '@/lib/api/request';
import type { GameStats } from '@/lib/api/types';
import { useQuery } from '@/lib/api/useQuery';
import { formatDuration } from './format';
import { GameTabs } from './GameTabs';
import { WinRates } from './WinRates';
import './ranked.css';

interface StatsAnswer {
  games: { id: string; name: string }[];
  gameStats: GameStats;
}

/** How a game goes on Brethren: matches played, their average length, and who wins from where. */
export function StatsView({ game }: { game: string }) {
  const { data, error, loading } = useQuery<StatsAnswer>(GAME_STATS, { game });
  const unknown = errorCode(error) === 'UNKNOWN_GAME';
  const stats = data?.gameStats;
  const gameName = stats?.game.name ?? data?.games.find((entry) => entry.id === game)?.name ?? game;

  return (
    <div className="ranked-page" data-testid="stats-page">
      <header className="ranked-page-header">
        <h1>{unknown ? 'No such game' : `${gameName} statistics`}</h1>
        {data ? (
          <GameTabs games={data.games} current={game} base="/stats" label="Statistics by game" />
        ) : null}
      </header>
      {loading && !data ? <Loading>Counting the matches…</Loading> : null}
      {error ? (
        <ErrorNote
          error={error}
          title={unknown ? `There is no game “${game}”.` : 'The statistics could not be loaded.'}
        />
      ) : null}
      {stats ? (
        <>
          <section className="panel" aria-labelledby="totals-title">
            <h2 id="totals-title">Finished matches</h2>
            <dl className="stat-figures" data-testid="stat-figures">
              <div>
                <dt>Matches played</dt>
                <dd data-testid="matches-played">{stats.matchesPlayed}</dd>
              </div>
              <div>
                <dt>Average length</dt>
                <dd>
                  {stats.averageDurationSeconds === null ? '—' : formatDuration(stats.averageDurationSeconds)}
                </dd>
              </div>
              <div>
                <dt>Average actions</dt>
                <dd>{stats.averageActions === null ? '—' : Math.round(stats.averageActions)}</dd>
              </div>
            </dl>
            {stats.matchesPlayed === 0 ? (
              <p className="muted">
                No {gameName} match has finished yet. <Link href="/">Open a table or play ranked</Link>.
              </p>
            ) : null}
          </section>
          <section className="panel" aria-labelledby="winners-title">
            <h2 id="winners-title">Who wins</h2>
            <div className="win-rate-grid">
              <WinRates
                title="By seat"
                kind="seat"
                rates={stats.seatWinRates}
                empty="No finished matches yet."
                testId="seat-win-rates"
              />
              <WinRates
                title="By team"
                kind="team"
                rates={stats.teamWinRates}
                empty={`No team results: ${gameName} matches have had no teams.`}
              />
            </div>
            <p className="muted small">
              Seat 1 plays first. A seat’s win rate is the share of finished matches in which it placed first
              (shared firsts count for each), across every table size.
            </p>
          </section>
        </>
      ) : null}
      <p className="small">
        Ranked and unranked matches alike. See the{' '}
        <Link href={`/ladder/${encodeURIComponent(game)}`}>{gameName} ladder</Link>.
      </p>
    </div>
  );
}
