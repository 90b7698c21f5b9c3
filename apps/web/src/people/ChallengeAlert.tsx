'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { useApiQuery } from '@/lib/api/queries';
import { ChallengesQuery } from './documents';
import { NO_VARIABLES, useChallengesFeed } from './useChallengesFeed';
import './people.css';

/** In the header, on every page: how many challenges wait for the player's answer, linking to them. */
export function ChallengeAlert() {
  const t = useTranslations('lobby.challenges');
  useChallengesFeed();
  const challenges = useApiQuery(ChallengesQuery, NO_VARIABLES);
  const received = challenges.data?.challenges.filter((challenge) => challenge.received).length ?? 0;
  if (received === 0) return null;
  return (
    <Link href="/#challenges" className="challenge-alert" data-testid="challenge-alert">
      {t('alert', { count: received })}
    </Link>
  );
}
