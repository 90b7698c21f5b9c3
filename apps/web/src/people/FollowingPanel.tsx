'use client';

import { useTranslations } from 'next-intl';
import { ErrorNote } from '@/components/Status';
import { useApiQuery } from '@/lib/api/queries';
import { PlayerLink } from '@/ranked/PlayerLink';
import { FollowingQuery } from './documents';
import { PresenceLine } from './PresenceLine';
import { NO_VARIABLES } from './useChallengesFeed';
import './people.css';

/** How often the list is read again, so who came online and what they started shows within it. */
const REFRESH_MS = 20_000;

/** The lobby's list of the players one follows: who is online, and links to what they play now. */
export function FollowingPanel() {
  const t = useTranslations('lobby.following');
  const following = useApiQuery(FollowingQuery, NO_VARIABLES, { refetchInterval: REFRESH_MS });
  const players = following.data?.me?.following ?? [];
  return (
    <section className="panel" aria-labelledby="following-title" data-testid="following">
      <h2 id="following-title">{t('title')}</h2>
      {following.error && !following.data ? <ErrorNote error={following.error} title={t('failed')} /> : null}
      {following.data && players.length === 0 ? <p className="muted small">{t('empty')}</p> : null}
      {players.length > 0 ? (
        <ul className="following-list">
          {[...players]
            .sort((a, b) => Number(b.online === true) - Number(a.online === true))
            .map((player) => (
              <li key={player.handle} data-testid="followed-player" data-online={player.online === true}>
                <PlayerLink handle={player.handle} className="followed-handle" />
                <PresenceLine player={player} />
              </li>
            ))}
        </ul>
      ) : null}
    </section>
  );
}
