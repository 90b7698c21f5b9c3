'use client';

import { Link } from '@/components/Link';
import { getSession, signIn } from '@/auth/client';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { adoptAccountLocale } from '@/account/locale';
import { useApi } from '@/lib/api/ApiProvider';
import { authFailure } from '@/auth/failure';
import { ApiError } from '@/lib/api/request';
import { useNow } from '@/ranked/useNow';
import { ErrorNote } from './Status';
import '@/account/account.css';

/** Why the sign-in page was opened: the session ended elsewhere, or the account was deleted. */
export type AuthNotice = 'ended' | 'deleted';

/**
 * A refusal to be shown: a throttled sign-in counts its wait down to the second (from when it was
 * refused), so the person sees when to try again; any other refusal as it came.
 */
export function failureAt(failure: unknown, refusedAt: number, now: number): unknown {
  if (!(failure instanceof ApiError) || failure.code !== 'RATE_LIMITED') return failure;
  const wait = failure.extensions['retryAfterSeconds'];
  if (typeof wait !== 'number') return failure;
  const left = Math.ceil(wait - (now - refusedAt) / 1000);
  return new ApiError(failure.code, failure.message, { ...failure.extensions, retryAfterSeconds: left });
}

/** Whether a refusal still asks to wait at `now`. */
function waiting(failure: unknown, refusedAt: number, now: number): boolean {
  const shown = failureAt(failure, refusedAt, now);
  return shown instanceof ApiError && Number(shown.extensions['retryAfterSeconds']) > 0;
}

/** Only paths of this site are followed after signing in. */
export function safeCallback(url: string | undefined): string {
  return url && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

export function AuthForm({
  mode,
  callbackUrl,
  notice,
}: {
  mode: 'signin' | 'signup';
  callbackUrl?: string;
  notice?: AuthNotice | undefined;
}) {
  const t = useTranslations('auth');
  const { config } = useApi();
  const id = useId();
  const [handle, setHandle] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [refusedAt, setRefusedAt] = useState(0);
  const throttled = failure instanceof ApiError && failure.code === 'RATE_LIMITED';
  const now = useNow(throttled, 1000);
  const mustWait = throttled && waiting(failure, refusedAt, now);
  const signingUp = mode === 'signup';
  const next = safeCallback(callbackUrl);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const result = await signIn({ handle, password, mode });
      if (result.error || !result.ok) {
        setRefusedAt(Date.now());
        setFailure(result.error ? authFailure(result.error) : new ApiError('NETWORK_ERROR', 'no answer'));
        setBusy(false);
        return;
      }
      // The account's language becomes this browser's (or this browser's choice the account's).
      await adoptAccountLocale(await getSession(), config.apiUrl);
      // A full load, so every part of the page starts from the new session (and language).
      window.location.assign(next);
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  return (
    <form
      className="panel auth-form"
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <h1 id={`${id}-title`}>{signingUp ? t('signUp.title') : t('signIn.title')}</h1>
      {notice ? (
        <p className="notice" role="status" data-testid="auth-notice">
          {t(`notice.${notice}`)}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-handle`}>{t('handle')}</label>
        <input
          id={`${id}-handle`}
          name="handle"
          autoComplete="username"
          required
          minLength={3}
          maxLength={24}
          pattern="[A-Za-z0-9_\-]{3,24}"
          value={handle}
          onChange={(event) => setHandle(event.target.value)}
          aria-describedby={signingUp ? `${id}-handle-help` : undefined}
        />
        {signingUp ? (
          <span className="option-help" id={`${id}-handle-help`}>
            {t('handleHelp')}
          </span>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t('password')}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          required
          minLength={signingUp ? 8 : 1}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={signingUp ? `${id}-password-help` : undefined}
        />
        {signingUp ? (
          <span className="option-help" id={`${id}-password-help`}>
            {t('passwordHelp')}
          </span>
        ) : null}
      </div>
      <div className="form-error-slot">
        {failure && (!throttled || mustWait) ? (
          <ErrorNote error={failureAt(failure, refusedAt, now)} testId="auth-error" />
        ) : null}
      </div>
      <button type="submit" className="button" disabled={busy || mustWait} data-testid="auth-submit">
        {busy ? t('busy') : signingUp ? t('signUp.submit') : t('signIn.submit')}
      </button>
      {signingUp ? null : (
        <p className="small">
          <Link href="/recover" data-testid="auth-forgot">
            {t('signIn.forgot')}
          </Link>
        </p>
      )}
      <p className="muted small">
        {signingUp
          ? t.rich('signUp.other', {
              link: (chunks) => (
                <Link href={`/signin?callbackUrl=${encodeURIComponent(next)}`}>{chunks}</Link>
              ),
            })
          : t.rich('signIn.other', {
              link: (chunks) => (
                <Link href={`/signup?callbackUrl=${encodeURIComponent(next)}`}>{chunks}</Link>
              ),
            })}
      </p>
    </form>
  );
}
