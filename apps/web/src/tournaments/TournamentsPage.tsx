'use client';

import { Link } from '@/components/Link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { MoreButton } from '@/components/MoreButton';
import { ErrorNote, Loading } from '@/components/Status';
import { useApiConnection } from '@/lib/api/connections';
import type { TournamentStatus, TournamentsQuery as TournamentsAnswer } from '@/lib/api/generated/graphql';
import { useApiQuery } from '@/lib/api/queries';
import { useFormats } from '@/lib/format';
import { GamesDocument as GamesQuery } from '@/lib/api/generated/graphql';
import { gameName } from '@/matches/names';
import { TournamentsQuery } from './documents';
import '@/ranked/ranked.css';
import './tournaments.css';

const STATUSES: readonly TournamentStatus[] = ['RUNNING', 'SCHEDULED', 'FINISHED'];
const NO_VARIABLES = {};
const tournamentsOf = (page: TournamentsAnswer) => page.tournaments;

/** The public tournaments: under way, upcoming and finished, for one game or all. */
export function TournamentsPage({ game }: { game: string | null }) {
  const t = useTranslations('tournaments.list');
  const tc = useTranslations('common');
  const router = useRouter();
  const games = useApiQuery(GamesQuery, NO_VARIABLES);
  return (
    <div className="tournaments-page">
      <header className="ranked-page-header">
        <h1>{t('title')}</h1>
        <Link href="/tournaments/new" className="button" data-testid="new-tournament">
          {t('create')}
        </Link>
      </header>
      <p className="muted">{t('intro')}</p>
      <label className="field inline tournament-filter">
        <span>{t('filter')}</span>
        <select
          value={game ?? ''}
          data-testid="tournament-game-filter"
          onChange={(event) =>
            router.replace(
              event.target.value
                ? `/tournaments?game=${encodeURIComponent(event.target.value)}`
                : '/tournaments',
            )
          }
        >
          <option value="">{t('allGames')}</option>
          {(games.data?.games ?? []).map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {gameName(candidate, tc)}
            </option>
          ))}
        </select>
      </label>
      <div className="tournament-lists">
        {STATUSES.map((status) => (
          <TournamentList key={`${status}-${game ?? ''}`} status={status} game={game} />
        ))}
      </div>
    </div>
  );
}

function TournamentList({ status, game }: { status: TournamentStatus; game: string | null }) {
  const t = useTranslations('tournaments.list');
  const tc = useTranslations('common');
  const formats = useFormats();
  const list = useApiConnection(TournamentsQuery, { status, game }, tournamentsOf);
  const title = status === 'RUNNING' ? t('running') : status === 'SCHEDULED' ? t('scheduled') : t('finished');
  const id = `tournaments-${status.toLowerCase()}`;
  return (
    <section className="panel" aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{title}</h2>
      {list.isPending ? <Loading>{t('loading')}</Loading> : null}
      {list.error && !list.data ? <ErrorNote error={list.error} title={t('failed')} /> : null}
      {list.data && list.nodes.length === 0 ? <p className="muted">{t('empty')}</p> : null}
      <ul className="match-list">
        {list.nodes.map((tournament) => (
          <li key={tournament.id} className="match-item tournament-item">
            <Link href={`/tournaments/${tournament.id}`} className="tournament-name">
              {tournament.name}
            </Link>
            {tournament.rated ? <span className="badge ranked-badge">{tc('ranked')}</span> : null}
            <span className="small muted">
              {t('summary', {
                game: gameName(tournament.game, tc),
                players: tournament.playerCount,
                max: tournament.maxPlayers,
                format: tournament.format,
                rounds: tournament.rounds,
                minutes: tournament.durationMinutes ?? 0,
                perTable: tournament.playersPerTable,
              })}
            </span>
            <span className="small">
              {status === 'SCHEDULED'
                ? t('startsAt', { when: formats.date(tournament.startsAt) })
                : tournament.format === 'ARENA'
                  ? tournament.endsAt && status === 'RUNNING'
                    ? t('endsAt', { when: formats.date(tournament.endsAt) })
                    : null
                  : t('roundOf', { round: tournament.currentRound, rounds: tournament.rounds })}
            </span>
          </li>
        ))}
      </ul>
      <MoreButton list={list} label={t('more')} />
    </section>
  );
}
