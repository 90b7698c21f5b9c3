'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { MoreButton } from '@/components/MoreButton';
import { ErrorNote, Loading } from '@/components/Status';
import { useApiConnection } from '@/lib/api/connections';
import type { PlayerTournamentsQuery as PlayerTournamentsAnswer } from '@/lib/api/generated/graphql';
import { useFormats } from '@/lib/format';
import { gameName } from '@/matches/names';
import { PlayerTournamentsQuery } from './documents';

const tournamentsOf = (page: PlayerTournamentsAnswer) => page.tournaments;

/** A profile's tournaments, newest first: each with the player's place (so far) and points. */
export function PlayerTournaments({ handle }: { handle: string }) {
  const t = useTranslations('tournaments.profile');
  const tc = useTranslations('common');
  const formats = useFormats();
  const list = useApiConnection(PlayerTournamentsQuery, { player: handle }, tournamentsOf);
  if (list.data && list.nodes.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="profile-tournaments-title" data-testid="profile-tournaments">
      <h2 id="profile-tournaments-title">{t('title')}</h2>
      {list.isPending ? <Loading>{t('loading')}</Loading> : null}
      {list.error && !list.data ? <ErrorNote error={list.error} title={t('failed')} /> : null}
      <ul className="match-list">
        {list.nodes.map((tournament) => {
          const line = tournament.standings.find(
            (standing) => standing.player.handle.toLowerCase() === handle.toLowerCase(),
          );
          return (
            <li key={tournament.id} className="match-item tournament-item">
              <Link href={`/tournaments/${tournament.id}`} className="tournament-name">
                {tournament.name}
              </Link>
              <span className="small muted">{gameName(tournament.game, tc)}</span>
              {line && tournament.status !== 'SCHEDULED' ? (
                <span className="small">
                  <strong className={line.rank === 1 && tournament.status === 'FINISHED' ? 'win' : undefined}>
                    {t('place', {
                      status: tournament.status,
                      rank: line.rank,
                      count: tournament.standings.length,
                    })}
                  </strong>{' '}
                  {t('points', { points: formats.number(line.points) })}
                  {line.withdrawn ? ` · ${t('withdrawn')}` : null}
                </span>
              ) : (
                <span className="small">{t('upcoming', { when: formats.date(tournament.startsAt) })}</span>
              )}
            </li>
          );
        })}
      </ul>
      <MoreButton list={list} label={t('more')} />
    </section>
  );
}
