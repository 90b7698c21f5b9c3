'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { Moment } from '@/components/Moment';
import { MoreButton } from '@/components/MoreButton';
import { ErrorNote, Loading } from '@/components/Status';
import { nodesOf, useApiConnection, withNodes } from '@/lib/api/connections';
import type { ApiTokensQuery as ApiTokensPage } from '@/lib/api/generated/graphql';
import { useAnswerPages } from '@/lib/api/answerPages';
import { useApiMutation } from '@/lib/api/queries';
import { ApiTokensQuery, CreateApiTokenMutation, RevokeApiTokenMutation } from './documents';

const tokensOf = (page: ApiTokensPage) => page.apiTokens;
const NO_VARIABLES = {};

/** The viewer's API tokens: create one (shown once), see when each was last used, revoke any. */
export function ApiTokensPanel() {
  const t = useTranslations('account.tokens');
  const tokens = useApiConnection(ApiTokensQuery, NO_VARIABLES, tokensOf);
  const answerPages = useAnswerPages();
  const changeList = (change: (pages: readonly ApiTokensPage[]) => ApiTokensPage[]) =>
    answerPages(ApiTokensQuery, NO_VARIABLES, change);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const creation = useApiMutation(CreateApiTokenMutation, {
    onMutate: () => {
      revocation.reset();
    },
    onSuccess: ({ createApiToken }) => {
      setCreated({ name: createApiToken.apiToken.name, token: createApiToken.token });
      setName('');
      // The newest token comes first: it joins the first page, once. The list may hold it already:
      // read while the token was being made, its answer can come before the mutation's.
      const made = createApiToken.apiToken;
      return changeList((pages) =>
        pages.map((page, i) => {
          const others = nodesOf([page.apiTokens]).filter((token) => token.id !== made.id);
          return { ...page, apiTokens: withNodes(page.apiTokens, i === 0 ? [made, ...others] : others) };
        }),
      );
    },
  });
  const revocation = useApiMutation(RevokeApiTokenMutation, {
    onMutate: () => {
      creation.reset();
    },
    onSuccess: (_answer, { id }) =>
      changeList((pages) =>
        pages.map((page) => ({
          ...page,
          apiTokens: withNodes(
            page.apiTokens,
            nodesOf([page.apiTokens]).filter((token) => token.id !== id),
          ),
        })),
      ),
    onSettled: () => setConfirming(null),
  });
  const busy = creation.isPending || revocation.isPending;
  const error = creation.error ?? revocation.error;

  const create = (event: FormEvent) => {
    event.preventDefault();
    creation.mutate({ name });
  };

  return (
    <section className="panel" aria-labelledby="tokens-title">
      <h2 id="tokens-title">{t('title')}</h2>
      <p>{t.rich('intro', { api: (chunks) => <Link href="/api-docs">{chunks}</Link> })}</p>
      <form className="token-form" onSubmit={create}>
        <label htmlFor="token-name">{t('name')}</label>
        <input
          id="token-name"
          value={name}
          maxLength={64}
          required
          placeholder={t('placeholder')}
          onChange={(event) => setName(event.target.value)}
        />
        <button
          type="submit"
          className="button"
          disabled={busy || name.trim() === ''}
          data-testid="create-token"
        >
          {t('create')}
        </button>
      </form>
      <div className="form-error-slot">{error ? <ErrorNote error={error} /> : null}</div>
      {created ? (
        <div className="new-token" role="status" data-testid="new-token">
          <p>
            {t.rich('created', {
              name: created.name,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <div className="token-row">
            <code data-testid="token-value">{created.token}</code>
            <CopyButton text={created.token} />
          </div>
          <button type="button" className="link-button" onClick={() => setCreated(null)}>
            {t('hide')}
          </button>
        </div>
      ) : null}
      {tokens.isPending ? <Loading>{t('loading')}</Loading> : null}
      {tokens.error && !tokens.data ? <ErrorNote error={tokens.error} title={t('failed')} /> : null}
      {tokens.data ? (
        tokens.nodes.length === 0 ? (
          <p className="muted">{t('empty')}</p>
        ) : (
          <div className="table-scroll">
            <table className="token-table">
              <thead>
                <tr>
                  <th scope="col">{t('name')}</th>
                  <th scope="col">{t('createdAt')}</th>
                  <th scope="col">{t('lastUsed')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('revokeColumn')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {tokens.nodes.map((token) => (
                  <tr key={token.id} data-testid="token-row">
                    <td>{token.name}</td>
                    <td>
                      <Moment iso={token.createdAt} />
                    </td>
                    <td>{token.lastUsedAt ? <Moment iso={token.lastUsedAt} /> : t('never')}</td>
                    <td>
                      {confirming === token.id ? (
                        <>
                          <button
                            type="button"
                            className="button small danger"
                            disabled={busy}
                            onClick={() => revocation.mutate({ id: token.id })}
                          >
                            {t('revokeNow')}
                          </button>{' '}
                          <button type="button" className="link-button" onClick={() => setConfirming(null)}>
                            {t('keep')}
                          </button>
                        </>
                      ) : (
                        <button
                          type="button"
                          className="button small secondary"
                          disabled={busy}
                          onClick={() => setConfirming(token.id)}
                        >
                          {t('revoke')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
      <MoreButton list={tokens} label={t('more')} />
    </section>
  );
}
