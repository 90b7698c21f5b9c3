'use client';

import { Link } from '@/components/Link';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { ErrorNote, Loading } from '@/components/Status';
import { LOCALES, LOCALE_NAMES, isLocale } from '@/i18n/locales';
import { useApi } from '@/lib/api/ApiProvider';
import { useApiCache, useApiMutation, useApiQuery } from '@/lib/api/queries';
import { useFormats } from '@/lib/format';
import { ApiTokensPanel } from './ApiTokensPanel';
import { ClaimGuestPanel } from './ClaimGuestPanel';
import { DeletePanel } from './DeletePanel';
import { EmailPanel } from './EmailPanel';
import { AccountQuery } from './documents';
import { SetLocaleMutation, rememberLocale } from './locale';
import { PasswordPanel } from './PasswordPanel';
import { SessionsPanel } from './SessionsPanel';
import { VacationPanel } from './VacationPanel';
import './account.css';

const NO_VARIABLES = {};

export function AccountPage() {
  const t = useTranslations('account');
  const formats = useFormats();
  const api = useApi();
  const account = useApiQuery(AccountQuery, NO_VARIABLES, { enabled: api.token !== null });

  if (!api.token) {
    return (
      <section className="panel">
        <h1>{t('title')}</h1>
        <p>
          {t.rich('signedOut', {
            link: (chunks) => <Link href="/signin?callbackUrl=/account">{chunks}</Link>,
          })}
        </p>
      </section>
    );
  }

  const me = account.data?.me;
  return (
    <div className="account">
      <section className="panel">
        <h1>{t('title')}</h1>
        {me ? (
          <p>
            {t.rich('signedInAs', {
              handle: me.handle,
              date: formats.date(me.createdAt),
              strong: (chunks) => <strong>{chunks}</strong>,
              history: (chunks) => <Link href={`/players/${encodeURIComponent(me.handle)}`}>{chunks}</Link>,
            })}
          </p>
        ) : account.error ? (
          <ErrorNote error={account.error} />
        ) : (
          <Loading />
        )}
      </section>

      {/* A guest has no password and may make no API token: keeping the account comes first. */}
      {api.guest ? <ClaimGuestPanel /> : null}
      {me ? <LanguageSetting chosen={me.locale ?? null} /> : null}
      {/* Mail needs an account that lasts: a guest claims theirs first. */}
      {api.guest ? null : <EmailPanel />}
      <SessionsPanel />
      {/* The API gives guests no vacation. */}
      {api.guest ? null : <VacationPanel />}
      {api.guest ? null : <PasswordPanel />}
      {api.guest ? null : <ApiTokensPanel />}
      {me ? <DeletePanel handle={me.handle} guest={api.guest} /> : null}
    </div>
  );
}

/**
 * The account's language: chosen here or with the switch in the header, it is saved on the
 * account and becomes this browser's; on another device it applies at sign-in. "Not chosen"
 * leaves each browser to its own.
 */
function LanguageSetting({ chosen }: { chosen: string | null }) {
  const tl = useTranslations('account.language');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const { update } = useApiCache();
  const [saved, setSaved] = useState(false);
  const saving = useApiMutation(SetLocaleMutation, {
    onMutate: () => setSaved(false),
    onSuccess: ({ setLocale }) => {
      setSaved(true);
      update(AccountQuery, NO_VARIABLES, (current) =>
        current?.me ? { me: { ...current.me, locale: setLocale.locale ?? null } } : current,
      );
      const next = setLocale.locale;
      if (isLocale(next)) {
        rememberLocale(next);
        if (next !== locale) router.refresh();
      }
    },
  });
  return (
    <section className="panel" aria-labelledby={`${id}-title`} data-testid="language-setting">
      <h2 id={`${id}-title`}>{tl('title')}</h2>
      <p>{tl('about')}</p>
      <div className="field">
        <label htmlFor={`${id}-select`}>{tl('label')}</label>
        <select
          id={`${id}-select`}
          value={chosen ?? ''}
          disabled={saving.isPending}
          onChange={(event) => saving.mutate({ locale: event.target.value || null })}
          data-testid="account-locale"
        >
          <option value="">{tl('unset')}</option>
          {LOCALES.map((option) => (
            <option key={option} value={option} lang={option} translate="no">
              {LOCALE_NAMES[option]}
            </option>
          ))}
        </select>
        <span className="muted small" aria-live="polite">
          {saving.isPending ? tl('saving') : saved ? tl('saved') : ''}
        </span>
      </div>
      {saving.error ? <ErrorNote error={saving.error} title={tl('failed')} /> : null}
    </section>
  );
}
