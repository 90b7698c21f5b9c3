'use client';

import Link from 'next/link';
import { signIn } from 'next-auth/react';
import { useId, useState, type FormEvent } from 'react';

/** Only paths of this site are followed after signing in. */
export function safeCallback(url: string | undefined): string {
  return url && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

/** The message and code NextAuth passes back from the API's refusal ("CODE: message"). */
export function authFailure(error: string): { code: string | null; message: string } {
  const match = /^([A-Z_]+): (.*)$/s.exec(error);
  if (match) return { code: match[1] ?? null, message: match[2] ?? error };
  if (error === 'CredentialsSignin') return { code: null, message: 'Wrong handle or password.' };
  return { code: null, message: error };
}

export function AuthForm({ mode, callbackUrl }: { mode: 'signin' | 'signup'; callbackUrl?: string }) {
  const id = useId();
  const [handle, setHandle] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ code: string | null; message: string } | null>(null);
  const signingUp = mode === 'signup';
  const next = safeCallback(callbackUrl);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const result = await signIn('credentials', { redirect: false, handle, password, mode });
      if (!result || result.error) {
        setFailure(authFailure(result?.error ?? 'The server did not answer.'));
        setBusy(false);
        return;
      }
      // A full load, so every part of the page starts from the new session.
      window.location.assign(next);
    } catch (error) {
      setFailure({ code: null, message: error instanceof Error ? error.message : String(error) });
      setBusy(false);
    }
  };

  return (
    <form
      className="panel auth-form"
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <h1 id={`${id}-title`}>{signingUp ? 'Join the Brethren' : 'Sign in'}</h1>
      <div className="field">
        <label htmlFor={`${id}-handle`}>Handle</label>
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
            3–24 letters, digits, “_” or “-”. Others see it at the table.
          </span>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>Password</label>
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
            At least 8 characters.
          </span>
        ) : null}
      </div>
      <div className="form-error-slot">
        {failure ? (
          <div className="error-note" role="alert" data-testid="auth-error">
            {failure.message}
            {failure.code ? <code className="error-code">{failure.code}</code> : null}
          </div>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={busy} data-testid="auth-submit">
        {busy ? 'One moment…' : signingUp ? 'Sign up' : 'Sign in'}
      </button>
      <p className="muted small">
        {signingUp ? (
          <>
            Already aboard? <Link href={`/signin?callbackUrl=${encodeURIComponent(next)}`}>Sign in</Link>.
          </>
        ) : (
          <>
            New here? <Link href={`/signup?callbackUrl=${encodeURIComponent(next)}`}>Sign up</Link>.
          </>
        )}
      </p>
    </form>
  );
}
