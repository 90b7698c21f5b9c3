'use client';

import dynamic from 'next/dynamic';
import { Loading } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';

const Explorer = dynamic(() => import('./Explorer'), {
  ssr: false,
  loading: () => <Loading>Loading GraphiQL…</Loading>,
});

/** GraphiQL runs in the browser only (its editor needs the DOM and web workers). */
export function ExplorerLoader() {
  const { config, token, sessionLoading } = useApi();
  if (sessionLoading) return <Loading />;
  return (
    <div className="graphiql-frame" data-testid="graphiql">
      <Explorer apiUrl={config.apiUrl} wsUrl={config.wsUrl} token={token} />
    </div>
  );
}
