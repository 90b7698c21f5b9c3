'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { ErrorNote, Loading } from '@/components/Status';
import type { MailSettingsFieldsFragment } from '@/lib/api/generated/graphql';
import { useApiCache, useApiMutation, useApiQuery } from '@/lib/api/queries';
import { useFormats } from '@/lib/format';
import {
  MailSettingsQuery,
  RemoveEmailMutation,
  ResendEmailVerificationMutation,
  SetEmailMutation,
} from './documents';
import { MailPreferences } from './MailPreferences';

const NO_VARIABLES = {};

/**
 * The account's email address — set, changed, removed, confirmed through a mailed link — and what
 * is mailed to it. The mail footer's "choose what is mailed to you" lands here (`#email`).
 */
export function EmailPanel() {
  const t = useTranslations('account.email');
  const id = useId();
  const formats = useFormats();
  const settings = useApiQuery(MailSettingsQuery, NO_VARIABLES);
  const { update } = useApiCache();
  const store = (next: MailSettingsFieldsFragment) =>
    update(MailSettingsQuery, NO_VARIABLES, () => ({ mailSettings: next }));
  // What the person is typing; null shows the address as saved.
  const [draft, setDraft] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const saving = useApiMutation(SetEmailMutation, {
    onMutate: () => setResent(false),
    onSuccess: ({ setEmail }) => {
      store(setEmail);
      setDraft(null);
    },
  });
  const resending = useApiMutation(ResendEmailVerificationMutation, {
    onSuccess: ({ resendEmailVerification }) => {
      store(resendEmailVerification);
      setResent(true);
    },
  });
  const removing = useApiMutation(RemoveEmailMutation, {
    onMutate: () => setResent(false),
    onSuccess: ({ removeEmail }) => {
      store(removeEmail);
      setDraft(null);
    },
  });

  const mail = settings.data?.mailSettings;
  const value = draft ?? mail?.address ?? '';
  const busy = saving.isPending || resending.isPending || removing.isPending;
  const unchanged = mail?.verified === true && value.trim() === mail.address;
  const error = saving.error ?? resending.error ?? removing.error;

  const save = (event: FormEvent) => {
    event.preventDefault();
    saving.mutate({ address: value });
  };

  return (
    <section className="panel" id="email" aria-labelledby={`${id}-title`} data-testid="email">
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <p>{t('about')}</p>
      {settings.isPending ? <Loading /> : null}
      {settings.error && !mail ? <ErrorNote error={settings.error} /> : null}
      {mail ? (
        <>
          {mail.address ? (
            <p data-testid="email-address">
              {t.rich('current', {
                address: mail.address,
                strong: (chunks) => <strong className="email-address">{chunks}</strong>,
              })}
              <span
                className={`badge ${mail.verified ? 'email-verified' : 'email-unverified'}`}
                data-testid="email-state"
              >
                {mail.verified ? t('verified') : t('unverified')}
              </span>
            </p>
          ) : (
            <p className="muted">{t('none')}</p>
          )}
          {mail.verificationRequestedAt && mail.verificationExpiresAt ? (
            <div className="email-pending">
              <p>
                {t('pending', {
                  requested: formats.date(mail.verificationRequestedAt),
                  expires: formats.date(mail.verificationExpiresAt),
                })}
              </p>
              <button
                type="button"
                className="button small secondary"
                disabled={busy}
                onClick={() => resending.mutate({})}
                data-testid="resend-verification"
              >
                {t('resend')}
              </button>
              <span className="muted small" role="status">
                {resent ? t('resent') : ''}
              </span>
            </div>
          ) : null}
          <form className="email-form" onSubmit={save}>
            <div className="field">
              <label htmlFor={`${id}-address`}>{t('label')}</label>
              <input
                id={`${id}-address`}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                maxLength={254}
                required
                value={value}
                onChange={(event) => setDraft(event.target.value)}
                data-testid="email-input"
              />
            </div>
            <div className="button-row">
              <button
                type="submit"
                className="button"
                disabled={busy || value.trim() === '' || unchanged}
                data-testid="email-save"
              >
                {saving.isPending ? t('saving') : mail.address ? t('change') : t('save')}
              </button>
              {mail.address ? (
                <button
                  type="button"
                  className="button secondary"
                  disabled={busy}
                  onClick={() => removing.mutate({})}
                  data-testid="email-remove"
                >
                  {t('remove')}
                </button>
              ) : null}
            </div>
          </form>
          <div className="form-error-slot">
            {error ? <ErrorNote error={error} title={t('failed')} testId="email-error" /> : null}
          </div>
          <MailPreferences
            preferences={mail.preferences}
            mailed={mail.verified}
            onSaved={(next) => store(next)}
          />
        </>
      ) : null}
    </section>
  );
}
