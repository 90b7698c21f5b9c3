'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { MoreButton } from '@/components/MoreButton';
import { ErrorNote, Loading } from '@/components/Status';
import { useApiConnection, type ConnectionPage } from '@/lib/api/connections';
import type { RatingHistoryQuery } from '@/lib/api/generated/graphql';
import type { PlayerGameRating, RatingPoint } from '@/lib/api/types';
import { useFormats } from '@/lib/format';
import { gameName } from '@/matches/names';
import { RatingChart } from './RatingChart';
import { WinRates } from './WinRates';
import './ranked.css';
import { RatingHistoryDocument } from '@/lib/api/generated/graphql';

const NO_POINTS: ConnectionPage<RatingPoint> = {
  edges: [],
  pageInfo: { hasNextPage: false, endCursor: null },
};
const historyOf = (page: RatingHistoryQuery) => page.player?.rating?.history ?? NO_POINTS;

/** A player's standing in each game they played rated: the figures, the chart, the win rates. */
export function PlayerRatings({ handle, ratings }: { handle: string; ratings: readonly PlayerGameRating[] }) {
  const t = useTranslations('ranked.player');
  if (ratings.length === 0) {
    return (
      <section className="panel" aria-labelledby="ratings-title" data-testid="no-ratings">
        <h2 id="ratings-title">{t('ratings')}</h2>
        <p className="muted">
          {t.rich('noRatings', { handle, lobby: (chunks) => <Link href="/">{chunks}</Link> })}
        </p>
      </section>
    );
  }
  return (
    <>
      {ratings.map((rating) => (
        <GameRating key={rating.game.id} handle={handle} rating={rating} />
      ))}
    </>
  );
}

function GameRating({ handle, rating }: { handle: string; rating: PlayerGameRating }) {
  const t = useTranslations('ranked.player');
  const tc = useTranslations('common');
  const formats = useFormats();
  const name = gameName(rating.game, tc);
  const titleId = `rating-${rating.game.id}`;
  return (
    <section
      className="panel game-rating"
      aria-labelledby={titleId}
      data-testid="game-rating"
      data-game={rating.game.id}
    >
      <header className="game-rating-header">
        <h2 id={titleId}>{name}</h2>
        <span className="small">
          <Link href={`/ladder/${rating.game.id}`}>{t('ladder')}</Link> ·{' '}
          <Link href={`/stats/${rating.game.id}`}>{t('statistics')}</Link>
        </span>
      </header>
      <dl className="stat-figures">
        <div>
          <dt>{t('rating')}</dt>
          <dd data-testid="rating">
            {formats.rating(rating.rating)}
            {rating.provisional ? (
              <span className="figure-note" title={t('provisionalHelp')}>
                {t('provisional')}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('rank')}</dt>
          <dd data-testid="rank">
            {rating.rank === null ? (
              <span className="muted small" title={t('offLadderHelp')}>
                {t('offLadder')}
              </span>
            ) : (
              <Link href={`/ladder/${rating.game.id}`}>{t('rankValue', { rank: rating.rank })}</Link>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('ratedGames')}</dt>
          <dd>{formats.number(rating.games)}</dd>
        </div>
        <div>
          <dt>{t('wins')}</dt>
          <dd>
            {formats.number(rating.wins)}
            {rating.games > 0 ? (
              <span className="muted small"> ({formats.percent(rating.wins / rating.games)})</span>
            ) : null}
          </dd>
        </div>
      </dl>
      <h3>{t('history')}</h3>
      <RatingHistory handle={handle} rating={rating} gameName={name} />
      <p className="muted small win-rate-note">{t('winRatesNote', { game: name })}</p>
      <div className="win-rate-grid">
        <WinRates title={t('bySeat')} kind="seat" rates={rating.winRateBySeat} empty={t('noFinished')} />
        <WinRates
          title={t('bySize')}
          kind="players"
          rates={rating.winRateByPlayerCount}
          empty={t('noFinished')}
        />
        <WinRates title={t('byTeam')} kind="team" rates={rating.winRateByTeam} empty={t('noTeams')} />
      </div>
    </section>
  );
}

/** The chart of a game's rating history: the latest 100 rated matches, and earlier ones on request. */
function RatingHistory({
  handle,
  rating,
  gameName,
}: {
  handle: string;
  rating: PlayerGameRating;
  gameName: string;
}) {
  const t = useTranslations('ranked.player');
  const history = useApiConnection(RatingHistoryDocument, { handle, game: rating.game.id }, historyOf);
  // The API answers newest first; the chart runs from the oldest point read.
  const points = useMemo(() => [...history.nodes].reverse(), [history.nodes]);
  if (history.isPending) return <Loading>{t('historyLoading')}</Loading>;
  if (history.error && !history.data) return <ErrorNote error={history.error} title={t('historyFailed')} />;
  return (
    <>
      <RatingChart gameName={gameName} history={points} total={Math.max(rating.games, points.length)} />
      <MoreButton list={history} label={t('earlier')} testId="earlier-ratings" />
    </>
  );
}
