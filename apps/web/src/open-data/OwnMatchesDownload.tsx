'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ErrorNote } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { ApiError } from '@/lib/api/request';

/**
 * The signed-in player's download of all their matches (GET /data/mine.ndjson with their token):
 * a link cannot carry the bearer token, so the page fetches the file and hands it to the browser
 * to save. Signed out: a word on signing in.
 */
export function OwnMatchesDownload({ url }: { url: string }) {
  const t = useTranslations('openData.own');
  const { token, handle, sessionEnded } = useApi();
  const [state, setState] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });
  if (!token || !handle)
    return (
      <p data-testid="own-signed-out">
        {t.rich('signIn', { link: (chunks) => <Link href="/signin?callbackUrl=/data">{chunks}</Link> })}
      </p>
    );

  const download = async () => {
    setState({ busy: true, error: null });
    try {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (response.status === 401) sessionEnded();
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as {
          errors?: { message: string; extensions?: { code?: string } }[];
        } | null;
        const error = body?.errors?.[0];
        throw new ApiError(
          error?.extensions?.code ?? 'INTERNAL_SERVER_ERROR',
          error?.message ?? response.statusText,
        );
      }
      const saved = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = saved;
      link.download = `brethren_${handle}_matches.ndjson`;
      link.click();
      URL.revokeObjectURL(saved);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error });
    }
  };

  return (
    <div className="own-download">
      <button
        type="button"
        className="button"
        onClick={() => void download()}
        disabled={state.busy}
        data-testid="own-download"
      >
        {state.busy ? t('busy') : t('button')}
      </button>
      {state.error ? <ErrorNote error={state.error} title={t('failed')} /> : null}
    </div>
  );
}
