'use client';

import { useTranslations } from 'next-intl';
import { ErrorNote } from '@/components/Status';
import { ApiError } from '@/lib/api/request';

/**
 * Why a link from a mail did not work: expired (ask for a new one), spent (a reset link used, or
 * its password changed since) or not valid (used, replaced, cut short) in the page's own words;
 * anything else (the server away) as any error is shown.
 */
export function LinkRefused({
  error,
  page,
}: {
  error: unknown;
  page: 'verifyEmail' | 'unsubscribe' | 'resetPassword';
}) {
  const t = useTranslations('account');
  if (!(error instanceof ApiError && error.code === 'INVALID_LINK')) return <ErrorNote error={error} />;
  const reason = error.extensions['reason'];
  const expired = page !== 'unsubscribe' && reason === 'EXPIRED';
  const used = page === 'resetPassword' && reason === 'USED';
  return (
    <p className="error-note" role="alert" data-testid="link-refused">
      {expired ? t(`${page}.expired`) : used ? t('resetPassword.used') : t(`${page}.invalid`)}
    </p>
  );
}
