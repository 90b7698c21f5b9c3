'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ErrorNote, Loading } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { useApiQuery } from '@/lib/api/queries';
import { errorCode } from '@/lib/api/request';
import { useFormats } from '@/lib/format';
import { gameName as nameOf } from '@/matches/names';
import { GameTabs } from './GameTabs';
import { PlayerLink } from './PlayerLink';
import './ranked.css';
import { LadderDocument as LadderQuery } from '@/lib/api/generated/graphql';

/** Entries on a ladder page: the `first` of the query below. */
export const LADDER_PAGE_SIZE = 50;

/**
 * A game's ladder, a page of 50 at a time: rank, player, rating, games and wins. Provisional
 * ratings (fewer than 20 rated games) are marked. Pages are walked with the API's cursors.
 */
export function LadderView({ game }: { game: string }) {
  const t = useTranslations('ranked.ladder');
  const tc = useTranslations('common');
  const formats = useFormats();
  const api = useApi();
  // The cursors of the pages before this one (`null`: the first page).
  const [trail, setTrail] = useState<(string | null)[]>([]);
  const [after, setAfter] = useState<string | null>(null);
  const query = useApiQuery(LadderQuery, { game, after });
  const { data, error } = query;
  const loading = query.isPending || query.isFetching;
  const gameName = nameOf(
    { id: game, name: data?.games.find((entry) => entry.id === game)?.name ?? game },
    tc,
  );
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
        <h1>{unknown ? t('noSuchLadder') : t('title', { game: gameName })}</h1>
        {data ? <GameTabs games={data.games} current={game} base="/ladder" label={t('tabs')} /> : null}
      </header>
      <section className="panel" aria-labelledby="ladder-title" aria-busy={loading}>
        <h2 id="ladder-title" className="sr-only">
          {t('byRating')}
        </h2>
        {loading && !data ? <Loading>{t('loading')}</Loading> : null}
        {error ? (
          <ErrorNote error={error} title={unknown ? t('unknownGame', { game }) : t('failed')} />
        ) : null}
        {data && entries.length === 0 ? (
          <p className="muted" data-testid="ladder-empty">
            {t.rich('empty', { game: gameName, lobby: (chunks) => <Link href="/">{chunks}</Link> })}
          </p>
        ) : null}
        {entries.length > 0 ? (
          <div className="table-scroll">
            <table className="ladder-table" data-testid="ladder">
              <caption className="sr-only">
                {t('caption', { game: gameName, page: trail.length + 1 })}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="num">
                    {t('rank')}
                  </th>
                  <th scope="col">{t('player')}</th>
                  <th scope="col" className="num">
                    {t('rating')}
                  </th>
                  <th scope="col" className="num">
                    {t('games')}
                  </th>
                  <th scope="col" className="num">
                    {t('wins')}
                  </th>
                  <th scope="col" className="num wide-only">
                    {t('winRate')}
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
                    <td className="num rank">{formats.number(entry.rank)}</td>
                    <td>
                      <PlayerLink handle={entry.player.handle} />
                      {entry.player.handle === api.handle ? (
                        <span className="muted"> {tc('you')}</span>
                      ) : null}
                    </td>
                    <td className="num">
                      {formats.rating(entry.rating)}
                      {entry.provisional ? (
                        <abbr className="provisional" title={t('provisionalHelp')}>
                          ?<span className="sr-only"> {t('provisional')}</span>
                        </abbr>
                      ) : null}
                    </td>
                    <td className="num">{formats.number(entry.games)}</td>
                    <td className="num">{formats.number(entry.wins)}</td>
                    <td className="num wide-only">
                      {formats.percent(entry.games === 0 ? 0 : entry.wins / entry.games)}
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
            {t('provisionalNote')}
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
              {t('previous')}
            </button>
            <span className="muted small">{t('page', { page: trail.length + 1 })}</span>
            <button
              type="button"
              className="button secondary small"
              disabled={!data.ladder.pageInfo.hasNextPage || loading}
              onClick={next}
              data-testid="ladder-next"
            >
              {t('next', { count: LADDER_PAGE_SIZE })}
            </button>
          </div>
        ) : null}
      </section>
      <p className="small">
        {t.rich('about', {
          game: gameName,
          stats: (chunks) => <Link href={`/stats/${encodeURIComponent(game)}`}>{chunks}</Link>,
        })}
      </p>
    </div>
  );
}
