'use client';

import { useTranslations } from 'next-intl';
import { ErrorNote } from '@/components/Status';
import { ApiError } from '@/lib/api/request';

/**
 * Why a link from a mail did not work: expired (ask for a new one) or not valid (used, replaced,
 * cut short) in the page's own words; anything else (the server away) as any error is shown.
 */
export function LinkRefused({ error, page }: { error: unknown; page: 'verifyEmail' | 'unsubscribe' }) {
  const t = useTranslations('account');
  if (!(error instanceof ApiError && error.code === 'INVALID_LINK')) return <ErrorNote error={error} />;
  const expired = page === 'verifyEmail' && error.extensions['reason'] === 'EXPIRED';
  return (
    <p className="error-note" role="alert" data-testid="link-refused">
      {expired ? t('verifyEmail.expired') : t(`${page}.invalid`)}
    </p>
  );
}
