'use client';

import { Link } from '@/components/Link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ErrorNote } from '@/components/Status';
import type { ChallengeFieldsFragment } from '@/lib/api/generated/graphql';
import { useApiMutation, useApiQuery } from '@/lib/api/queries';
import { gameName } from '@/matches/names';
import { PlayerLink } from '@/ranked/PlayerLink';
import { AcceptChallengeMutation, ChallengesQuery, DeclineChallengeMutation } from './documents';
import { NO_VARIABLES } from './useChallengesFeed';

/**
 * The lobby's challenges: those received, to accept (to the table) or decline, and those sent, to
 * withdraw. The header's feed keeps the list current; nothing shows while there are none.
 */
export function ChallengesPanel() {
  const t = useTranslations('lobby.challenges');
  const router = useRouter();
  const challenges = useApiQuery(ChallengesQuery, NO_VARIABLES);
  const accept = useApiMutation(AcceptChallengeMutation, {
    onSuccess: ({ acceptChallenge }) => router.push(`/matches/${acceptChallenge.id}`),
  });
  const decline = useApiMutation(DeclineChallengeMutation, {
    onSuccess: () => void challenges.refetch(),
  });
  const list = challenges.data?.challenges ?? [];
  if (list.length === 0) return null;
  const busy = accept.isPending || accept.isSuccess || decline.isPending;
  const received = list.filter((challenge) => challenge.received);
  const sent = list.filter((challenge) => !challenge.received);
  const error = accept.error ?? decline.error;
  return (
    <section id="challenges" className="panel" aria-labelledby="challenges-title" data-testid="challenges">
      <h2 id="challenges-title">{t('title')}</h2>
      {error ? <ErrorNote error={error} title={t('failed')} /> : null}
      {received.length > 0 ? (
        <ul className="match-list" aria-label={t('received')}>
          {received.map((challenge) => (
            <ChallengeItem key={challenge.match.id} challenge={challenge}>
              <button
                type="button"
                className="button small"
                disabled={busy}
                onClick={() => accept.mutate({ matchId: challenge.match.id })}
                data-testid="accept-challenge"
              >
                {t('accept')}
              </button>
              <button
                type="button"
                className="button small secondary"
                disabled={busy}
                onClick={() => decline.mutate({ matchId: challenge.match.id })}
                data-testid="decline-challenge"
              >
                {t('decline')}
              </button>
            </ChallengeItem>
          ))}
        </ul>
      ) : null}
      {sent.length > 0 ? (
        <ul className="match-list" aria-label={t('sent')}>
          {sent.map((challenge) => (
            <ChallengeItem key={challenge.match.id} challenge={challenge}>
              <Link className="button small secondary" href={`/matches/${challenge.match.id}`}>
                {t('table')}
              </Link>
              <button
                type="button"
                className="button small secondary"
                disabled={busy}
                onClick={() => decline.mutate({ matchId: challenge.match.id })}
                data-testid="cancel-challenge"
              >
                {t('cancel')}
              </button>
            </ChallengeItem>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ChallengeItem({
  challenge,
  children,
}: {
  challenge: ChallengeFieldsFragment;
  children: React.ReactNode;
}) {
  const t = useTranslations('lobby.challenges');
  const tc = useTranslations('common');
  const game = gameName(challenge.match.game, tc);
  return (
    <li className="match-item" data-testid={challenge.received ? 'challenge-received' : 'challenge-sent'}>
      <div>
        {challenge.received
          ? t.rich('from', {
              game,
              player: () => <PlayerLink handle={challenge.challenger.handle} />,
            })
          : t.rich('to', {
              game,
              player: () => <PlayerLink handle={challenge.challenged.handle} />,
            })}
      </div>
      <div className="match-item-actions">{children}</div>
    </li>
  );
}
