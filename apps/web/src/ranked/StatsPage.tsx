'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { ErrorNote, Loading } from '@/components/Status';
import { useApiQuery } from '@/lib/api/queries';
import { errorCode } from '@/lib/api/request';
import { useFormats } from '@/lib/format';
import { gameName as nameOf } from '@/matches/names';
import { GameTabs } from './GameTabs';
import { WinRates } from './WinRates';
import './ranked.css';
import { GameStatsDocument as GameStatsQuery } from '@/lib/api/generated/graphql';

/** How a game goes on Brethren: matches played, their average length, and who wins from where. */
export function StatsView({ game }: { game: string }) {
  const t = useTranslations('ranked.stats');
  const tc = useTranslations('common');
  const formats = useFormats();
  const query = useApiQuery(GameStatsQuery, { game });
  const { data, error } = query;
  const loading = query.isPending || query.isFetching;
  const unknown = errorCode(error) === 'UNKNOWN_GAME';
  const stats = data?.gameStats;
  const gameName = nameOf(
    { id: game, name: stats?.game.name ?? data?.games.find((entry) => entry.id === game)?.name ?? game },
    tc,
  );

  return (
    <div className="ranked-page" data-testid="stats-page">
      <header className="ranked-page-header">
        <h1>{unknown ? t('noSuchGame') : t('title', { game: gameName })}</h1>
        {data ? <GameTabs games={data.games} current={game} base="/stats" label={t('tabs')} /> : null}
      </header>
      {loading && !data ? <Loading>{t('loading')}</Loading> : null}
      {error ? <ErrorNote error={error} title={unknown ? t('unknownGame', { game }) : t('failed')} /> : null}
      {stats ? (
        <>
          <section className="panel" aria-labelledby="totals-title">
            <h2 id="totals-title">{t('finished')}</h2>
            <dl className="stat-figures" data-testid="stat-figures">
              <div>
                <dt>{t('matchesPlayed')}</dt>
                <dd data-testid="matches-played">{formats.number(stats.matchesPlayed)}</dd>
              </div>
              <div>
                <dt>{t('averageLength')}</dt>
                <dd>
                  {stats.averageDurationSeconds === null
                    ? '—'
                    : formats.duration(stats.averageDurationSeconds)}
                </dd>
              </div>
              <div>
                <dt>{t('averageActions')}</dt>
                <dd>
                  {stats.averageActions === null ? '—' : formats.number(Math.round(stats.averageActions))}
                </dd>
              </div>
            </dl>
            {stats.matchesPlayed === 0 ? (
              <p className="muted">
                {t.rich('none', { game: gameName, lobby: (chunks) => <Link href="/">{chunks}</Link> })}
              </p>
            ) : null}
          </section>
          <section className="panel" aria-labelledby="winners-title">
            <h2 id="winners-title">{t('whoWins')}</h2>
            <div className="win-rate-grid">
              <WinRates
                title={t('bySeat')}
                kind="seat"
                rates={stats.seatWinRates}
                empty={t('noFinished')}
                testId="seat-win-rates"
              />
              <WinRates
                title={t('byTeam')}
                kind="team"
                rates={stats.teamWinRates}
                empty={t('noTeams', { game: gameName })}
              />
            </div>
            <p className="muted small">{t('seatNote')}</p>
          </section>
        </>
      ) : null}
      <p className="small">
        {t.rich('about', {
          game: gameName,
          ladder: (chunks) => <Link href={`/ladder/${encodeURIComponent(game)}`}>{chunks}</Link>,
        })}
      </p>
    </div>
  );
}
