'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { refreshSession } from '@/auth/client';
import { ErrorNote } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { useApiMutation } from '@/lib/api/queries';
import { ClaimGuestDocument as ClaimGuestMutation } from '@/lib/api/generated/graphql';
import './account.css';

/**
 * Shown to a guest: choose a handle and a password to keep the account, its matches included. The
 * session goes on; the web session is refreshed so the page names the new handle.
 */
export function ClaimGuestPanel() {
  const t = useTranslations('account.claim');
  const { handle: guestHandle } = useApi();
  const id = useId();
  const [handle, setHandle] = useState('');
  const [password, setPassword] = useState('');
  const claim = useApiMutation(ClaimGuestMutation, {
    onSuccess: () => void refreshSession(),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    claim.mutate({ handle: handle.trim(), password });
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`} data-testid="claim-guest">
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <p>{t('about', { handle: guestHandle ?? '' })}</p>
      <form className="password-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-handle`}>{t('handle')}</label>
          <input
            id={`${id}-handle`}
            name="username"
            autoComplete="username"
            required
            minLength={3}
            maxLength={24}
            value={handle}
            onChange={(event) => setHandle(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{t('password')}</label>
          <input
            id={`${id}-password`}
            name="new-password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={128}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={`${id}-help`}
          />
          <span className="option-help" id={`${id}-help`}>
            {t('help')}
          </span>
        </div>
        <div className="form-error-slot">
          {claim.error ? <ErrorNote error={claim.error} title={t('failed')} /> : null}
        </div>
        <button type="submit" className="button" disabled={claim.isPending} data-testid="claim-submit">
          {claim.isPending ? t('saving') : t('submit')}
        </button>
      </form>
    </section>
  );
}
