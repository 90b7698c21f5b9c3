'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { CopyButton } from '@/components/CopyButton';

/**
 * The table's invite link — its own page, where a signed-in person takes a free seat — to copy and
 * send, for private tables (reachable no other way) as for public ones.
 */
export function InviteLink({ matchId, visibility }: { matchId: string; visibility: string }) {
  const t = useTranslations('match.open.invite');
  // The address as the browser reaches this site, known only in the browser.
  const [link, setLink] = useState(`/matches/${matchId}`);
  useEffect(() => {
    setLink(`${window.location.origin}/matches/${matchId}`);
  }, [matchId]);
  const isPrivate = visibility === 'PRIVATE';
  return (
    <div className="invite-link" data-testid="invite">
      <h3>
        {t('title')}{' '}
        {isPrivate ? (
          <span className="badge private-badge" data-testid="private-badge">
            {t('private')}
          </span>
        ) : null}
      </h3>
      <div className="invite-row">
        <input
          type="text"
          readOnly
          value={link}
          aria-label={t('label')}
          onFocus={(event) => event.target.select()}
          data-testid="invite-link"
        />
        <CopyButton text={link} label={t('copy')} />
      </div>
      <p className="muted small">{isPrivate ? t('privateHint') : t('publicHint')}</p>
    </div>
  );
}
