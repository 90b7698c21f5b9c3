'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { ErrorNote, Loading, formatDate } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { CREATE_API_TOKEN, ME_AND_TOKENS, REVOKE_API_TOKEN } from '@/lib/api/operations';
import type { ApiTokenInfo } from '@/lib/api/types';
import { useQuery } from '@/lib/api/useQuery';
import { CopyButton } from '@/components/CopyButton';

interface AccountData {
  me: { id: string; handle: string; createdAt: string } | null;
  apiTokens: ApiTokenInfo[];
}

export function AccountPage() {
  const api = useApi();
  const account = useQuery<AccountData>(ME_AND_TOKENS, {}, { skip: !api.token });
  const [name, setName] = useState('');
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  if (api.sessionLoading) return <Loading />;
  if (!api.token) {
    return (
      <section className="panel">
        <h1>Account</h1>
        <p>
          <Link href="/signin?callbackUrl=/account">Sign in</Link> to manage your API tokens.
        </p>
      </section>
    );
  }

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { createApiToken } = await api.request<{
        createApiToken: { token: string; apiToken: ApiTokenInfo };
      }>(CREATE_API_TOKEN, { name });
      setCreated({ name: createApiToken.apiToken.name, token: createApiToken.token });
      setName('');
      account.update((data) => ({ ...data, apiTokens: [createApiToken.apiToken, ...data.apiTokens] }));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (id: string) => {
    setBusy(true);
    setError(null);
    try {
      await api.request(REVOKE_API_TOKEN, { id });
      account.update((data) => ({ ...data, apiTokens: data.apiTokens.filter((token) => token.id !== id) }));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  return (
    <div className="account">
      <section className="panel">
        <h1>Account</h1>
        {account.data?.me ? (
          <p>
            Signed in as <strong>{account.data.me.handle}</strong>, aboard since{' '}
            {formatDate(account.data.me.createdAt)}.{' '}
            <Link href={`/players/${encodeURIComponent(account.data.me.handle)}`}>Your match history</Link>.
          </p>
        ) : account.error ? (
          <ErrorNote error={account.error} />
        ) : (
          <Loading />
        )}
      </section>

      <section className="panel" aria-labelledby="tokens-title">
        <h2 id="tokens-title">API tokens</h2>
        <p>
          Programs play through the same <Link href="/api-docs">GraphQL API</Link> as this site. Give each
          program a token of its own; revoke it and it stops working at once.
        </p>
        <form className="token-form" onSubmit={(event) => void create(event)}>
          <label htmlFor="token-name">Name</label>
          <input
            id="token-name"
            value={name}
            maxLength={64}
            required
            placeholder="e.g. my Cartagena bot"
            onChange={(event) => setName(event.target.value)}
          />
          <button
            type="submit"
            className="button"
            disabled={busy || name.trim() === ''}
            data-testid="create-token"
          >
            Create token
          </button>
        </form>
        <div className="form-error-slot">{error ? <ErrorNote error={error} /> : null}</div>
        {created ? (
          <div className="new-token" role="status" data-testid="new-token">
            <p>
              <strong>{created.name}</strong>: copy this token now. It is shown only once.
            </p>
            <div className="token-row">
              <code data-testid="token-value">{created.token}</code>
              <CopyButton text={created.token} />
            </div>
            <button type="button" className="link-button" onClick={() => setCreated(null)}>
              I have stored it — hide it
            </button>
          </div>
        ) : null}
        {account.data ? (
          account.data.apiTokens.length === 0 ? (
            <p className="muted">No API tokens yet.</p>
          ) : (
            <table className="token-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Created</th>
                  <th scope="col">Last used</th>
                  <th scope="col">
                    <span className="sr-only">Revoke</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {account.data.apiTokens.map((token) => (
                  <tr key={token.id} data-testid="token-row">
                    <td>{token.name}</td>
                    <td>{formatDate(token.createdAt)}</td>
                    <td>{token.lastUsedAt ? formatDate(token.lastUsedAt) : 'never'}</td>
                    <td>
                      {confirming === token.id ? (
                        <>
                          <button
                            type="button"
                            className="button small danger"
                            disabled={busy}
                            onClick={() => void revoke(token.id)}
                          >
                            Revoke now
                          </button>{' '}
                          <button type="button" className="link-button" onClick={() => setConfirming(null)}>
                            Keep
                          </button>
                        </>
                      ) : (
                        <button
                          type="button"
                          className="button small secondary"
                          disabled={busy}
                          onClick={() => setConfirming(token.id)}
                        >
                          Revoke…
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        ) : null}
      </section>
    </div>
  );
}
