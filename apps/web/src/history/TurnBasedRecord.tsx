'use client';

import { useTranslations } from 'next-intl';
import type { PlayerProfile } from '@/lib/api/types';
import { useFormats } from '@/lib/format';
import '@/ranked/ranked.css';

/**
 * What a profile says of a player's turn-based play: whether they are away ("On vacation until …",
 * their turn-based clocks stand still meanwhile), and how reliably they finish turn-based matches.
 * Nothing before their first turn-based match ended and while they are not away.
 */
export function TurnBasedRecord({ profile }: { profile: PlayerProfile }) {
  const t = useTranslations('history.turnBased');
  const formats = useFormats();
  const { vacationUntil } = profile.player;
  const { matches, withoutTimeout, share } = profile.turnBasedCompletion;
  if (!vacationUntil && share === null) return null;
  return (
    <section className="panel turn-based-record" data-testid="turn-based-record">
      {vacationUntil ? (
        <p data-testid="profile-vacation">{t('vacation', { date: formats.date(vacationUntil) })}</p>
      ) : null}
      {share === null ? null : (
        <p data-testid="completion">
          {t('completion', {
            finished: formats.number(withoutTimeout),
            matches,
            share: formats.percent(share),
          })}
        </p>
      )}
    </section>
  );
}
