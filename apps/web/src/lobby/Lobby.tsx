'use client';

import { Link } from '@/components/Link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useNow, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { MoreButton } from '@/components/MoreButton';
import { ErrorNote, Loading } from '@/components/Status';
import { useFormats } from '@/lib/format';
import { gameName, seatName } from '@/matches/names';
import { PlayerLink } from '@/ranked/PlayerLink';
import { useApi } from '@/lib/api/ApiProvider';
import { subscribeLive, type LiveStatus } from '@/lib/api/live';
import { nodesOf, useApiConnection, withNodes } from '@/lib/api/connections';
import type {
  LiveMatchesQuery as LiveMatchesPage,
  OpenTablesQuery as OpenTablesPage,
} from '@/lib/api/generated/graphql';
import { useApiCache, useApiMutation, useApiQuery } from '@/lib/api/queries';
import type { LobbyTable } from '@/lib/api/types';
import { ClaimGuestPanel } from '@/account/ClaimGuestPanel';
import { GameShowcase, type GameEmblems } from '@/learn/GameShowcase';
import { JoinMatchMutation } from '@/matches/documents';
import { ChallengesPanel } from '@/people/ChallengesPanel';
import { FollowingPanel } from '@/people/FollowingPanel';
import { isTurnBasedPace } from './ClockChoice';
import { CreateTable } from './CreateTable';
import { applyLobbyEvent } from './lobbyState';
import { RankedPlay } from './RankedPlay';
import { YourMatches } from './YourMatches';
import {
  GamesDocument as GamesQuery,
  OpenTablesDocument as OpenTablesQuery,
  LiveMatchesDocument as LiveMatchesQuery,
  LobbyUpdatedDocument as LobbyUpdatedSubscription,
} from '@/lib/api/generated/graphql';
import './lobby.css';

const openOf = (page: OpenTablesPage) => page.openMatches;
const liveOf = (page: LiveMatchesPage) => page.liveMatches;

const NO_VARIABLES = {};

export function Lobby({ emblems }: { emblems: GameEmblems }) {
  const api = useApi();
  const games = useApiQuery(GamesQuery, NO_VARIABLES);
  const open = useApiConnection(OpenTablesQuery, NO_VARIABLES, openOf);
  const watch = useApiConnection(LiveMatchesQuery, NO_VARIABLES, liveOf);
  const t = useTranslations('lobby');
  const tc = useTranslations('common');
  const [feed, setFeed] = useState<LiveStatus>('connecting');
  const { ws } = api;
  const { updatePages } = useApiCache();
  const refetchOpen = open.refetch;
  const refetchLive = watch.refetch;
  const search = useSearchParams();
  const newTable = search.get('new');
  const pace = search.get('clock');
  const newClock = pace !== null && isTurnBasedPace(pace) ? pace : null;

  useEffect(() => {
    if (!ws) return;
    const refetchLobby = () => Promise.all([refetchOpen(), refetchLive()]).then(() => undefined);
    return subscribeLive(ws, LobbyUpdatedSubscription, () => NO_VARIABLES, {
      next: ({ lobbyUpdated }) => {
        updatePages(OpenTablesQuery, NO_VARIABLES, (pages) => {
          const lists = applyLobbyEvent(
            pages.map((page) => nodesOf([page.openMatches])),
            lobbyUpdated,
            'open',
          );
          return pages.map((page, i) => ({
            ...page,
            openMatches: withNodes(page.openMatches, lists[i] ?? []),
          }));
        });
        updatePages(LiveMatchesQuery, NO_VARIABLES, (pages) => {
          const lists = applyLobbyEvent(
            pages.map((page) => nodesOf([page.liveMatches])),
            lobbyUpdated,
            'live',
          );
          return pages.map((page, i) => ({
            ...page,
            liveMatches: withNodes(page.liveMatches, lists[i] ?? []),
          }));
        });
      },
      status: setFeed,
      beforeResubscribe: refetchLobby,
      afterSubscribe: refetchLobby,
    });
  }, [ws, updatePages, refetchOpen, refetchLive]);

  const live = connectionState(api.connected, feed);
  return (
    <div className="lobby">
      <section className="hero">
        <h1>{t('hero.title')}</h1>
        <p>{t('hero.intro')}</p>
      </section>
      {api.guest ? <ClaimGuestPanel /> : null}
      <GameShowcase emblems={emblems} />
      <div className="lobby-grid">
        <div className="lobby-lists">
          {api.handle ? <ChallengesPanel /> : null}
          {api.handle ? <YourMatches /> : null}
          <section className="panel" aria-labelledby="open-title" data-testid="open-tables">
            <h2 id="open-title">
              {t('open.title')}{' '}
              <span className={`live-dot ${live === 'live' ? 'on' : live === 'failed' ? 'off' : ''}`}>
                {tc('live', { state: live })}
              </span>
            </h2>
            {open.isPending ? <Loading>{t('open.loading')}</Loading> : null}
            {open.error && !open.data ? <ErrorNote error={open.error} title={t('open.failed')} /> : null}
            {open.data ? <OpenTables matches={open.nodes} /> : null}
            <MoreButton list={open} label={t('open.more')} />
          </section>
          <section className="panel" aria-labelledby="live-title" data-testid="live-matches">
            <h2 id="live-title">{t('live.title')}</h2>
            {watch.data ? <LiveMatches matches={watch.nodes} /> : watch.isPending ? <Loading /> : null}
            {watch.error && !watch.data ? <ErrorNote error={watch.error} title={t('live.failed')} /> : null}
            <MoreButton list={watch} label={t('live.more')} />
          </section>
        </div>
        <div>
          {api.handle && !api.guest ? <FollowingPanel /> : null}
          <RankedPlay />
          {api.handle ? (
            games.data ? (
              <CreateTable
                key={`${newTable}-${newClock}`}
                games={games.data.games}
                initialGame={newTable}
                initialClock={newClock}
              />
            ) : games.error ? (
              <ErrorNote error={games.error} title={t('games.failed')} />
            ) : (
              <Loading>{t('games.loading')}</Loading>
            )
          ) : (
            <section className="panel">
              <h2>{t('signedOut.title')}</h2>
              <p>
                {t.rich('signedOut.text', {
                  signup: (chunks) => <Link href="/signup">{chunks}</Link>,
                  signin: (chunks) => <Link href="/signin">{chunks}</Link>,
                })}
              </p>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * The lobby feed's state for its indicator. The feed sends nothing until a table changes, so an
 * open socket whose subscription was not refused counts as live; a refusal for good says so.
 */
function connectionState(connected: boolean, feed: LiveStatus): LiveStatus {
  if (feed === 'reconnecting' || feed === 'failed') return feed;
  return connected ? 'live' : 'connecting';
}

/** When a table was opened or started, against now ("5 minutes ago"), kept current. */
function useWhen() {
  const formats = useFormats();
  const now = useNow({ updateInterval: 30_000 });
  return (iso: string | null) => (iso ? { when: formats.relative(iso, now), date: formats.date(iso) } : null);
}

function OpenTables({ matches }: { matches: readonly LobbyTable[] }) {
  const t = useTranslations('lobby');
  const tc = useTranslations('common');
  const api = useApi();
  const router = useRouter();
  const joining = useApiMutation(JoinMatchMutation, {
    onSuccess: (answer) => router.push(`/matches/${answer.joinMatch.id}`),
  });
  const joiningId = joining.isPending || joining.isSuccess ? (joining.variables?.matchId ?? null) : null;
  const whenOf = useWhen();
  if (matches.length === 0) return <p className="muted">{t('open.empty')}</p>;
  return (
    <>
      {joining.error ? <ErrorNote error={joining.error} title={t('open.joinFailed')} /> : null}
      <ul className="match-list">
        {matches.map((match) => {
          const open = match.seats.filter((seat) => seat.open).length;
          const mine = api.handle !== null && match.seats.some((seat) => seat.player?.handle === api.handle);
          const opened = whenOf(match.createdAt);
          return (
            <li key={match.id} className="match-item" data-testid="open-table" data-match={match.id}>
              <div>
                <strong>{gameName(match.game, tc)}</strong>{' '}
                <time className="muted small" dateTime={match.createdAt} title={opened?.date}>
                  {match.createdBy
                    ? t('open.openedBy', { handle: match.createdBy.handle, when: opened?.when ?? '' })
                    : t('open.opened', { when: opened?.when ?? '' })}
                </time>
                <div className="small">
                  {match.seats.map((seat) => (
                    <span key={seat.seat} className={seat.open ? 'chip open' : 'chip'}>
                      {seatName(seat, tc, match.seats)}
                    </span>
                  ))}
                </div>
              </div>
              <div className="match-item-actions">
                {mine ? (
                  <Link className="button small secondary" href={`/matches/${match.id}`}>
                    {t('open.open')}
                  </Link>
                ) : api.handle && open > 0 ? (
                  <button
                    type="button"
                    className="button small"
                    disabled={joiningId !== null}
                    onClick={() => joining.mutate({ matchId: match.id })}
                    data-testid="join-table"
                  >
                    {joiningId === match.id ? t('open.joining') : t('open.join')}
                  </button>
                ) : (
                  <Link className="button small secondary" href={`/matches/${match.id}`}>
                    {t('open.view')}
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

function LiveMatches({ matches }: { matches: readonly LobbyTable[] }) {
  const t = useTranslations('lobby');
  const tc = useTranslations('common');
  const whenOf = useWhen();
  if (matches.length === 0) return <p className="muted">{t('live.empty')}</p>;
  return (
    <ul className="match-list">
      {matches.map((match) => {
        const started = whenOf(match.startedAt);
        return (
          <li key={match.id} className="match-item" data-testid="live-match">
            <div>
              <strong>{gameName(match.game, tc)}</strong>
              {match.ranked ? <span className="badge ranked-badge">{tc('ranked')}</span> : null}{' '}
              {started ? (
                <time className="muted small" dateTime={match.startedAt ?? undefined} title={started.date}>
                  {t('live.started', { when: started.when })}
                </time>
              ) : null}
              <div className="small">
                {match.seats.map((seat, index) => (
                  <span key={seat.seat}>
                    {index > 0 ? ' · ' : ''}
                    {seat.player ? (
                      <PlayerLink handle={seat.player.handle} />
                    ) : (
                      seatName(seat, tc, match.seats)
                    )}
                  </span>
                ))}
              </div>
            </div>
            <Link className="button small secondary" href={`/matches/${match.id}`}>
              {t('live.watch')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export { GamesQuery, OpenTablesQuery, LiveMatchesQuery };
