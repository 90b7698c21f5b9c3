'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Moment } from '@/components/Moment';
import { MoreButton } from '@/components/MoreButton';
import { ErrorNote, Loading } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { nodesOf, useApiConnection, withNodes } from '@/lib/api/connections';
import type { SessionsQuery as SessionsPage } from '@/lib/api/generated/graphql';
import { useAnswerPages } from '@/lib/api/answerPages';
import { useApiMutation } from '@/lib/api/queries';
import { EndSessionMutation, SessionsQuery, SignOutEverywhereMutation } from './documents';
import { leaveTo } from './leave';

const sessionsOf = (page: SessionsPage) => page.sessions;
const NO_VARIABLES = {};

/**
 * Where the account is signed in: each session with its device, when it signed in, was last used
 * and ends; any other one can be ended, or all of them at once (this one too: "everywhere").
 */
export function SessionsPanel() {
  const t = useTranslations('account.sessions');
  const sessions = useApiConnection(SessionsQuery, NO_VARIABLES, sessionsOf);
  const answerPages = useAnswerPages();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [everywhere, setEverywhere] = useState(false);
  const ending = useApiMutation(EndSessionMutation, {
    onSuccess: (_answer, { id }) =>
      answerPages(SessionsQuery, NO_VARIABLES, (pages) =>
        pages.map((page) => ({
          ...page,
          sessions: withNodes(
            page.sessions,
            nodesOf([page.sessions]).filter((session) => session.id !== id),
          ),
        })),
      ),
    onSettled: () => setConfirming(null),
  });
  const { expectSessionEnd } = useApi();
  const signingOut = useApiMutation(SignOutEverywhereMutation, {
    onMutate: () => expectSessionEnd(true),
    onError: () => expectSessionEnd(false),
    onSuccess: () => leaveTo('/signin'),
  });
  const busy = ending.isPending || signingOut.isPending || signingOut.isSuccess;
  const error = ending.error ?? signingOut.error;

  return (
    <section className="panel" aria-labelledby="sessions-title" data-testid="sessions">
      <h2 id="sessions-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      {sessions.isPending ? <Loading>{t('loading')}</Loading> : null}
      {sessions.error && !sessions.data ? <ErrorNote error={sessions.error} title={t('failed')} /> : null}
      {sessions.data ? (
        <div className="table-scroll">
          <table className="session-table">
            <thead>
              <tr>
                <th scope="col">{t('device')}</th>
                <th scope="col">{t('signedIn')}</th>
                <th scope="col">{t('lastUsed')}</th>
                <th scope="col">{t('ends')}</th>
                <th scope="col">
                  <span className="sr-only">{t('endColumn')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.nodes.map((session) => (
                <tr key={session.id} data-testid="session-row" data-current={session.current}>
                  <td>
                    {session.device ? <span translate="no">{session.device}</span> : t('unknownDevice')}
                    {session.current ? <span className="badge current-session">{t('current')}</span> : null}
                  </td>
                  <td data-label={t('signedIn')}>
                    <Moment iso={session.createdAt} />
                  </td>
                  <td data-label={t('lastUsed')}>
                    {session.lastUsedAt ? <Moment iso={session.lastUsedAt} /> : t('never')}
                  </td>
                  <td data-label={t('ends')}>
                    <Moment iso={session.expiresAt} />
                  </td>
                  <td className="session-end">
                    {session.current ? null : confirming === session.id ? (
                      <>
                        <button
                          type="button"
                          className="button small danger"
                          disabled={busy}
                          onClick={() => ending.mutate({ id: session.id })}
                          data-testid="end-session-confirm"
                        >
                          {t('endNow')}
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
                        onClick={() => setConfirming(session.id)}
                        data-testid="end-session"
                      >
                        {t('end')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <MoreButton list={sessions} label={t('more')} />
      <div className="form-error-slot">{error ? <ErrorNote error={error} /> : null}</div>
      <div className="everywhere">
        {everywhere ? (
          <>
            <p>{t('everywhereAbout')}</p>
            <button
              type="button"
              className="button danger"
              disabled={busy}
              onClick={() => signingOut.mutate({})}
              data-testid="sign-out-everywhere-confirm"
            >
              {t('everywhereNow')}
            </button>{' '}
            <button type="button" className="link-button" onClick={() => setEverywhere(false)}>
              {t('everywhereCancel')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={() => setEverywhere(true)}
            data-testid="sign-out-everywhere"
          >
            {t('everywhere')}
          </button>
        )}
      </div>
    </section>
  );
}
