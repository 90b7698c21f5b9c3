'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ErrorNote } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { useApiMutation, useApiQuery } from '@/lib/api/queries';
import { ChallengeForm } from './ChallengeForm';
import { FollowPlayerMutation, PlayerPeopleQuery, UnfollowPlayerMutation } from './documents';
import { PresenceLine } from './PresenceLine';
import './people.css';

/** How often the profile reads presence again. */
const REFRESH_MS = 20_000;

/**
 * On a player's page: whether they are online and what they play now (links to watch), how many
 * follow them, and for a signed-in visitor Follow/Unfollow and Challenge.
 */
export function ProfilePeople({ handle, own }: { handle: string; own: boolean }) {
  const t = useTranslations('history.people');
  const api = useApi();
  const people = useApiQuery(PlayerPeopleQuery, { handle }, { refetchInterval: REFRESH_MS });
  const [challenging, setChallenging] = useState(false);
  const refresh = () => void people.refetch();
  const follow = useApiMutation(FollowPlayerMutation, { onSuccess: refresh });
  const unfollow = useApiMutation(UnfollowPlayerMutation, { onSuccess: refresh });
  const player = people.data?.player?.player;
  if (!player) return null;
  // Guests follow and challenge nobody until they claim their account.
  const canAct = api.handle !== null && !api.guest && !own;
  const error = follow.error ?? unfollow.error;
  return (
    <section className="profile-people" aria-label={t('label', { handle: player.handle })}>
      <p className="profile-presence">
        <PresenceLine player={player} />
        <span className="muted small" data-testid="followers">
          {t('followers', { count: player.followers })}
        </span>
      </p>
      {canAct ? (
        <div className="button-row">
          {player.followedByMe ? (
            <button
              type="button"
              className="button small secondary"
              disabled={unfollow.isPending}
              onClick={() => unfollow.mutate({ handle: player.handle })}
              data-testid="unfollow"
            >
              {t('unfollow')}
            </button>
          ) : (
            <button
              type="button"
              className="button small"
              disabled={follow.isPending}
              onClick={() => follow.mutate({ handle: player.handle })}
              data-testid="follow"
            >
              {t('follow')}
            </button>
          )}
          <button
            type="button"
            className="button small secondary"
            aria-expanded={challenging}
            onClick={() => setChallenging((open) => !open)}
            data-testid="challenge"
          >
            {t('challenge')}
          </button>
        </div>
      ) : null}
      {error ? <ErrorNote error={error} title={t('failed')} /> : null}
      {challenging ? <ChallengeForm handle={player.handle} onCancel={() => setChallenging(false)} /> : null}
    </section>
  );
}
