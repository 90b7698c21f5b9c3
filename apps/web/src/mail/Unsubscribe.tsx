'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Loading } from '@/components/Status';
import type { NotificationKind } from '@/lib/api/generated/graphql';
import { useApiMutation, useApiQuery } from '@/lib/api/queries';
import { MailUnsubscribeLinkQuery, UnsubscribeMailMutation } from './documents';
import { LinkRefused } from './LinkRefused';
import '@/account/account.css';

/**
 * Where a mail's unsubscribe link lands, signed in or not: it says what the link stops and for
 * which account, and stops it at one click. Opening the page changes nothing, since mail scanners
 * open links (mail clients' own button posts to the API's one-click address instead).
 */
export function Unsubscribe({ token }: { token: string | null }) {
  const t = useTranslations('account');
  const link = useApiQuery(MailUnsubscribeLinkQuery, { token: token ?? '' }, { enabled: token !== null });
  const stop = useApiMutation(UnsubscribeMailMutation);
  const words = (kinds: readonly NotificationKind[], handle: string) => ({
    all: kinds.length > 1 ? 'yes' : 'no',
    kind: kinds[0] ? t(`email.preferences.kind.${kinds[0]}`) : '',
    handle,
    strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
  });
  const about = stop.data?.unsubscribeMail ?? link.data?.mailUnsubscribeLink;

  return (
    <section className="panel mail-landing" aria-labelledby="unsubscribe-title" data-testid="unsubscribe">
      <h1 id="unsubscribe-title">{t('unsubscribe.title')}</h1>
      {token === null ? (
        <p className="error-note" role="alert" data-testid="link-refused">
          {t('unsubscribe.missing')}
        </p>
      ) : link.error || stop.error ? (
        <LinkRefused error={link.error ?? stop.error} page="unsubscribe" />
      ) : stop.data && about ? (
        <>
          <p role="status" data-testid="unsubscribe-done">
            {t.rich('unsubscribe.done', words(about.kinds, about.handle))}
          </p>
          <p>
            {t.rich('unsubscribe.undo', {
              account: (chunks) => <Link href="/account#email">{chunks}</Link>,
            })}
          </p>
        </>
      ) : about ? (
        <>
          <p data-testid="unsubscribe-ask">{t.rich('unsubscribe.ask', words(about.kinds, about.handle))}</p>
          <button
            type="button"
            className="button"
            disabled={stop.isPending}
            onClick={() => stop.mutate({ token })}
            data-testid="unsubscribe-confirm"
          >
            {stop.isPending ? t('unsubscribe.stopping') : t('unsubscribe.confirm')}
          </button>
        </>
      ) : (
        <Loading>{t('unsubscribe.reading')}</Loading>
      )}
    </section>
  );
}
