'use client';

import { useTranslations } from 'next-intl';
// `ssr: false` keeps GraphiQL out of the server's bundle. With React.lazy the server took it in,
// Prettier's ESM with it, and Turbopack's runtime, which every page loads, grew by its support for
// such async modules (0.5 kB gzip'd).
// eslint-disable-next-line no-restricted-imports
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { Loading } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';

function LoadingExplorer() {
  const t = useTranslations('apiDocs.explorer');
  return <Loading>{t('loading')}</Loading>;
}

const Explorer = dynamic(() => import('./Explorer'), { ssr: false, loading: () => <LoadingExplorer /> });

/**
 * The session's token, which the explorer sends without showing it: hidden until asked for, so a
 * shared screen or a screenshot of the page does not give the session away.
 */
export function TokenReveal({ token }: { token: string }) {
  const tToken = useTranslations('apiDocs.explorer.token');
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="token-reveal" data-testid="token-reveal">
      <p className="muted small">{tToken('sent')}</p>
      <button
        type="button"
        className="button small secondary"
        aria-expanded={shown}
        aria-controls={`${id}-token`}
        onClick={() => setShown((now) => !now)}
        data-testid="token-toggle"
      >
        {shown ? tToken('hide') : tToken('show')}
      </button>
      <code
        id={`${id}-token`}
        className="token-value"
        translate="no"
        hidden={!shown}
        data-testid="session-token"
      >
        {shown ? token : ''}
      </code>
    </div>
  );
}

/**
 * GraphiQL runs in the browser only (its editor needs the DOM and web workers). Its interface comes
 * in English only, and says so (`lang`), as do the queries and answers it shows; the comment above
 * the example query is in the reader's language.
 */
export function ExplorerLoader() {
  const { config, token } = useApi();
  const t = useTranslations('apiDocs.explorer');
  return (
    <>
      {token ? <TokenReveal token={token} /> : null}
      <div className="graphiql-frame" data-testid="graphiql" lang="en">
        <Explorer apiUrl={config.apiUrl} wsUrl={config.wsUrl} token={token} comment={t('comment')} />
      </div>
    </>
  );
}
