'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { ErrorNote } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { useApiMutation } from '@/lib/api/queries';
import { DeleteAccountMutation } from './documents';
import { leaveTo } from './leave';

/**
 * Deletes the account: the password (a guest has none), and the handle typed out, so that it is
 * never done by a stray click. Then the web app's session goes too.
 */
export function DeletePanel({ handle, guest }: { handle: string; guest: boolean }) {
  const t = useTranslations('account.delete');
  const id = useId();
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const { expectSessionEnd } = useApi();
  const deletion = useApiMutation(DeleteAccountMutation, {
    onMutate: () => expectSessionEnd(true),
    onError: () => expectSessionEnd(false),
    onSuccess: () => leaveTo('/signin?deleted=1'),
  });
  const confirmed = typed.trim().toLowerCase() === handle.toLowerCase();
  const busy = deletion.isPending || deletion.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed) deletion.mutate(guest ? {} : { password });
  };

  return (
    <section className="panel danger-zone" aria-labelledby={`${id}-title`} data-testid="delete-account">
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <p>{guest ? t('aboutGuest') : t('about')}</p>
      <form onSubmit={submit}>
        {guest ? null : (
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
        )}
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
          disabled={busy || !confirmed || (!guest && password === '')}
          data-testid="delete-account-submit"
        >
          {busy ? t('deleting') : t('submit')}
        </button>
      </form>
    </section>
  );
}
