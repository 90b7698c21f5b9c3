'use client';

import { useTranslations } from 'next-intl';
// `ssr: false` keeps GraphiQL out of the server's bundle. With React.lazy the server took it in,
// Prettier's ESM with it, and Turbopack's runtime, which every page loads, grew by its support for
// such async modules (0.5 kB gzip'd).
// eslint-disable-next-line no-restricted-imports
import dynamic from 'next/dynamic';
import { Loading } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';

function LoadingExplorer() {
  const t = useTranslations('apiDocs.explorer');
  return <Loading>{t('loading')}</Loading>;
}

const Explorer = dynamic(() => import('./Explorer'), { ssr: false, loading: () => <LoadingExplorer /> });

/**
 * GraphiQL runs in the browser only (its editor needs the DOM and web workers). Its interface comes
 * in English only, and says so (`lang`), as do the queries and answers it shows.
 */
export function ExplorerLoader() {
  const { config, token } = useApi();
  return (
    <div className="graphiql-frame" data-testid="graphiql" lang="en">
      <Explorer apiUrl={config.apiUrl} wsUrl={config.wsUrl} token={token} />
    </div>
  );
}
