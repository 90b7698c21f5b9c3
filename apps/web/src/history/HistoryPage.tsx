'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { Moment } from '@/components/Moment';
import { MoreButton } from '@/components/MoreButton';
import { ErrorNote, Loading, StatusBadge } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { useApiConnection } from '@/lib/api/connections';
import type { HistoryQuery } from '@/lib/api/generated/graphql';
import { useApiQuery } from '@/lib/api/queries';
import { gameName, ordinal, seatName } from '@/matches/names';
import { formatDelta } from '@/ranked/format';
import { PlayerLink } from '@/ranked/PlayerLink';
import { PlayerRatings } from '@/ranked/PlayerRatings';
import { ProfilePeople } from '@/people/ProfilePeople';
import { PlayerTournaments } from '@/tournaments/PlayerTournaments';
import { TurnBasedRecord } from './TurnBasedRecord';
import { BlockControl } from './BlockControl';
import {
  PlayerProfileDocument as PlayerProfileQuery,
  HistoryDocument as HistoryQueryDocument,
} from '@/lib/api/generated/graphql';
import '@/ranked/ranked.css';

const matchesOf = (page: HistoryQuery) => page.matches;

/**
 * A player's page: their ratings per game (with a chart of each), win rates, and every match they
 * sat in, newest first.
 */
export function HistoryView({ handle }: { handle: string }) {
  const t = useTranslations('history');
  const tc = useTranslations('common');
  const profile = useApiQuery(PlayerProfileQuery, { handle });
  const api = useApi();
  const own = api.handle !== null && api.handle.toLowerCase() === handle.toLowerCase();
  if (profile.data && profile.data.player === null) {
    return (
      <section className="panel" data-testid="no-player">
        <h1>{t('noPlayer.title')}</h1>
        <p>{t.rich('noPlayer.text', { handle, lobby: (chunks) => <Link href="/">{chunks}</Link> })}</p>
      </section>
    );
  }
  const name = profile.data?.player?.player.handle ?? handle;
  return (
    <div className="profile" data-testid="profile">
      <header className="ranked-page-header">
        <h1>
          {name}
          {own ? <span className="muted small"> {tc('you')}</span> : null}
        </h1>
        {api.handle && !own ? <BlockControl handle={name} /> : null}
      </header>
      {profile.data?.player ? <ProfilePeople handle={name} own={own} /> : null}
      {profile.isPending ? <Loading>{t('ratingsLoading', { handle })}</Loading> : null}
      {profile.error ? <ErrorNote error={profile.error} title={t('ratingsFailed')} /> : null}
      {profile.data?.player ? <TurnBasedRecord profile={profile.data.player} /> : null}
      {profile.data?.player ? <PlayerRatings handle={name} ratings={profile.data.player.ratings} /> : null}
      {profile.data?.player ? <PlayerTournaments handle={name} /> : null}
      <MatchHistory handle={handle} />
    </div>
  );
}

function MatchHistory({ handle }: { handle: string }) {
  const t = useTranslations('history');
  const tc = useTranslations('common');
  const history = useApiConnection(HistoryQueryDocument, { player: handle }, matchesOf);
  const { data, error } = history;
  const matches = history.nodes;
  // The first page's error stands for the list; a later page's is shown under it.
  const firstError = data ? null : error;

  return (
    <section className="panel history" aria-labelledby="matches-title">
      <h2 id="matches-title">{t('matches.title')}</h2>
      {history.isPending ? <Loading>{t('matches.loading')}</Loading> : null}
      {firstError ? <ErrorNote error={firstError} title={t('matches.failed')} /> : null}
      {data && matches.length === 0 ? <p className="muted">{t('matches.empty')}</p> : null}
      {matches.length > 0 ? (
        <table className="history-table" data-testid="history">
          <thead>
            <tr>
              <th scope="col">{t('matches.when')}</th>
              <th scope="col">{t('matches.game')}</th>
              <th scope="col">{t('matches.players')}</th>
              <th scope="col">{t('matches.result')}</th>
              <th scope="col">
                <span className="sr-only">{t('matches.links')}</span>
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
                  <td>
                    {/* The moment the list is ordered by (newest table first): a finished match's end
                        or a live one's start would put rows out of order. */}
                    <Moment iso={match.createdAt} />
                  </td>
                  <td>
                    {gameName(match.game, tc)}
                    {match.ranked ? <span className="badge ranked-badge">{tc('ranked')}</span> : null}
                  </td>
                  <td className="small">
                    {[...match.seats]
                      .sort((a, b) => (a.placement ?? a.seat + 10) - (b.placement ?? b.seat + 10))
                      .map((seat, index) => (
                        <span key={seat.seat}>
                          {index > 0 ? ' · ' : ''}
                          {seat.placement ? `${ordinal(seat.placement, tc)} ` : ''}
                          {seat.player ? (
                            <PlayerLink handle={seat.player.handle} />
                          ) : (
                            seatName(seat, tc, match.seats)
                          )}
                          {seat.forfeited ? ` ${t('matches.forfeited')}` : ''}
                        </span>
                      ))}
                  </td>
                  <td>
                    {match.status === 'FINISHED' && own?.placement ? (
                      <strong className={own.placement === 1 ? 'win' : undefined}>
                        {ordinal(own.placement, tc)}
                      </strong>
                    ) : (
                      <StatusBadge status={match.status} />
                    )}
                    {own && own.ratingBefore !== null && own.ratingAfter !== null ? (
                      <span className="small muted" title={t('matches.ratingChange')}>
                        {' '}
                        {formatDelta(own.ratingBefore, own.ratingAfter)}
                      </span>
                    ) : null}
                  </td>
                  <td className="links">
                    <Link href={`/matches/${match.id}`}>{t('matches.table')}</Link>
                    {match.status === 'FINISHED' ? (
                      <>
                        {' · '}
                        <Link href={`/matches/${match.id}/replay`}>{t('matches.replay')}</Link>
                      </>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      <MoreButton list={history} label={t('matches.more')} />
    </section>
  );
}
