'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { useApiMutation } from '@/lib/api/queries';
import { VerifyEmailMutation } from './documents';
import { LinkRefused } from './LinkRefused';
import '@/account/account.css';

/**
 * Where the verification link in a mail lands, signed in or not. The address is confirmed by a
 * click, not by opening the page: mail scanners open links, and must not confirm for anyone.
 */
export function VerifyEmail({ token }: { token: string | null }) {
  const t = useTranslations('account.verifyEmail');
  const verify = useApiMutation(VerifyEmailMutation);
  return (
    <section className="panel mail-landing" aria-labelledby="verify-email-title" data-testid="verify-email">
      <h1 id="verify-email-title">{t('title')}</h1>
      {token === null ? (
        <p className="error-note" role="alert" data-testid="link-refused">
          {t('missing')}
        </p>
      ) : verify.data ? (
        <>
          <p role="status" data-testid="verify-done">
            {t.rich('done', {
              handle: verify.data.verifyEmail.handle,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <p>
            <Link href="/account#email">{t('account')}</Link>
          </p>
        </>
      ) : verify.error ? (
        <LinkRefused error={verify.error} page="verifyEmail" />
      ) : (
        <>
          <p>{t('about')}</p>
          <button
            type="button"
            className="button"
            disabled={verify.isPending}
            onClick={() => verify.mutate({ token })}
            data-testid="verify-confirm"
          >
            {verify.isPending ? t('confirming') : t('confirm')}
          </button>
        </>
      )}
    </section>
  );
}
