'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { ErrorNote } from '@/components/Status';
import { useApiCache, useApiMutation } from '@/lib/api/queries';
import { ChangePasswordMutation, SessionsQuery } from './documents';

/** A new password, given the current one; the API signs the other sessions out. */
export function PasswordPanel() {
  const t = useTranslations('account.password');
  const id = useId();
  const client = useQueryClient();
  const { keyOf } = useApiCache();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [ended, setEnded] = useState<number | null>(null);
  const change = useApiMutation(ChangePasswordMutation, {
    onMutate: () => setEnded(null),
    onSuccess: ({ changePassword }) => {
      setEnded(changePassword);
      setCurrent('');
      setNext('');
      setRepeat('');
      void client.invalidateQueries({ queryKey: keyOf(SessionsQuery, {}) });
    },
  });
  const mismatch = repeat !== '' && next !== repeat;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next !== repeat) return;
    change.mutate({ currentPassword: current, newPassword: next });
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`} data-testid="password">
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <p>{t('about')}</p>
      <form className="password-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-current`}>{t('current')}</label>
          <input
            id={`${id}-current`}
            name="current-password"
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-next`}>{t('next')}</label>
          <input
            id={`${id}-next`}
            name="new-password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={128}
            value={next}
            onChange={(event) => setNext(event.target.value)}
            aria-describedby={`${id}-help`}
          />
          <span className="option-help" id={`${id}-help`}>
            {t('help')}
          </span>
        </div>
        <div className="field">
          <label htmlFor={`${id}-repeat`}>{t('repeat')}</label>
          <input
            id={`${id}-repeat`}
            name="repeat-password"
            type="password"
            autoComplete="new-password"
            required
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
            aria-invalid={mismatch}
          />
        </div>
        <div className="form-error-slot">
          {mismatch ? (
            <p className="error-note" role="alert">
              {t('mismatch')}
            </p>
          ) : change.error ? (
            <ErrorNote error={change.error} title={t('failed')} />
          ) : ended !== null ? (
            <p role="status" data-testid="password-changed">
              {t('changed', { ended })}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="button"
          disabled={change.isPending || mismatch}
          data-testid="change-password"
        >
          {change.isPending ? t('saving') : t('submit')}
        </button>
      </form>
    </section>
  );
}
