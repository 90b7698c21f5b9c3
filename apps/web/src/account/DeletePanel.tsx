'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { ErrorNote } from '@/components/Status';
import { useApiMutation } from '@/lib/api/queries';
import { DeleteAccountMutation } from './documents';
import { leaveTo } from './leave';

/**
 * Deletes the account: the password, and the handle typed out, so that it is never done by a
 * stray click. Then the web app's session goes too.
 */
export function DeletePanel({ handle }: { handle: string }) {
  const t = useTranslations('account.delete');
  const id = useId();
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const deletion = useApiMutation(DeleteAccountMutation, {
    onSuccess: () => leaveTo('/signin?deleted=1'),
  });
  const confirmed = typed.trim().toLowerCase() === handle.toLowerCase();
  const busy = deletion.isPending || deletion.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed) deletion.mutate({ password });
  };

  return (
    <section className="panel danger-zone" aria-labelledby={`${id}-title`} data-testid="delete-account">
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <p>{t('about')}</p>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-password`}>{t('password')}</label>
          <input
            id={`${id}-password`}
            name="delete-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-confirm`}>{t('confirm', { handle })}</label>
          <input
            id={`${id}-confirm`}
            name="delete-confirm"
            autoComplete="off"
            spellCheck={false}
            required
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="form-error-slot">
          {deletion.error ? <ErrorNote error={deletion.error} title={t('failed')} /> : null}
        </div>
        <button
          type="submit"
          className="button danger"
          disabled={busy || !confirmed || password === ''}
          data-testid="delete-account-submit"
        >
          {busy ? t('deleting') : t('submit')}
        </button>
      </form>
    </section>
  );
}
