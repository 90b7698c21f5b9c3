'use client';

import { useTranslations } from 'next-intl';
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
