'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { adoptAccountLocale } from '@/account/locale';
import { getSession, signIn } from '@/auth/client';
import { ErrorNote } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { useApiMutation } from '@/lib/api/queries';
import { RequestPasswordResetMutation, ResetPasswordMutation } from './documents';
import { LinkRefused } from './LinkRefused';
import '@/account/account.css';

/**
 * A way back into an account whose password is lost. Without a token: ask for a link with a handle
 * or an address (the answer is the same whoever it names). With the token of a mailed link: choose
 * a new password, which ends every session, then sign in with it here.
 */
export function Recover({ token }: { token: string | null }) {
  return token === null ? <AskForLink /> : <SetPassword token={token} />;
}

function AskForLink() {
  const t = useTranslations('auth.recover');
  const id = useId();
  const [login, setLogin] = useState('');
  const ask = useApiMutation(RequestPasswordResetMutation);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate({ login });
  };
  return (
    <form
      className="panel auth-form"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      data-testid="recover-ask"
    >
      <h1 id={`${id}-title`}>{t('title')}</h1>
      {ask.isSuccess ? (
        <p className="notice" role="status" data-testid="recover-sent">
          {t('sent')}
        </p>
      ) : (
        <>
          <p>{t('about')}</p>
          <div className="field">
            <label htmlFor={`${id}-login`}>{t('login')}</label>
            <input
              id={`${id}-login`}
              name="login"
              autoComplete="username"
              required
              maxLength={254}
              value={login}
              onChange={(event) => setLogin(event.target.value)}
            />
          </div>
          <div className="form-error-slot">
            {ask.error ? <ErrorNote error={ask.error} testId="recover-error" /> : null}
          </div>
          <button type="submit" className="button" disabled={ask.isPending} data-testid="recover-submit">
            {ask.isPending ? t('busy') : t('send')}
          </button>
        </>
      )}
      <p className="muted small">
        <Link href="/signin">{t('back')}</Link>
      </p>
    </form>
  );
}

function SetPassword({ token }: { token: string }) {
  const t = useTranslations('auth.recover');
  const tAuth = useTranslations('auth');
  const { config } = useApi();
  const id = useId();
  const [password, setPassword] = useState('');
  const [signInFailed, setSignInFailed] = useState(false);
  const reset = useApiMutation(ResetPasswordMutation, {
    onSuccess: async ({ resetPassword }) => {
      const result = await signIn({ handle: resetPassword.handle, password, mode: 'signin' });
      if (result.error || !result.ok) {
        setSignInFailed(true);
        return;
      }
      await adoptAccountLocale(await getSession(), config.apiUrl);
      window.location.assign('/');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate({ token, newPassword: password });
  };
  const refused = reset.error?.code === 'INVALID_LINK';
  const rich = {
    handle: reset.data?.resetPassword.handle ?? '',
    strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
  };
  return (
    <form
      className="panel auth-form"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      data-testid="recover-set"
    >
      <h1 id={`${id}-title`}>{t('newTitle')}</h1>
      {reset.data ? (
        <p className="notice" role="status" data-testid="recover-done">
          {signInFailed ? t.rich('doneSignIn', rich) : t.rich('done', rich)}
        </p>
      ) : refused ? (
        <LinkRefused error={reset.error} page="resetPassword" />
      ) : (
        <>
          <div className="field">
            <label htmlFor={`${id}-password`}>{t('newPassword')}</label>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={8}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-describedby={`${id}-password-help`}
            />
            <span className="option-help" id={`${id}-password-help`}>
              {tAuth('passwordHelp')} {t('endsSessions')}
            </span>
          </div>
          <div className="form-error-slot">
            {reset.error ? <ErrorNote error={reset.error} testId="recover-error" /> : null}
          </div>
          <button type="submit" className="button" disabled={reset.isPending} data-testid="recover-submit">
            {reset.isPending ? t('busy') : t('setPassword')}
          </button>
        </>
      )}
      <p className="muted small">
        {refused ? <Link href="/recover">{t('again')}</Link> : <Link href="/signin">{t('back')}</Link>}
      </p>
    </form>
  );
}
