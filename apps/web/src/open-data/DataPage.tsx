'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ErrorNote, Loading } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { useApiQuery } from '@/lib/api/queries';
import { apiOrigin } from '@/lib/config';
import { useFormats } from '@/lib/format';
import { gameName } from '@/matches/names';
import { DataExportsDocument as DataExportsQuery } from '@/lib/api/generated/graphql';
import { fileSize } from './fileSize';
import { OwnMatchesDownload } from './OwnMatchesDownload';
import './data.css';

/** Inline code in the prose (`<code>…</code>` in the messages). */
const code = (chunks: ReactNode) => <code>{chunks}</code>;

/**
 * The open data: every game's monthly files (month, matches, size, SHA-256, download), what a line
 * holds and where its JSON Schema is, how to verify the files, and a player's own download.
 */
export function DataView() {
  const t = useTranslations('openData');
  const tc = useTranslations('common');
  const formats = useFormats();
  const { config } = useApi();
  const query = useApiQuery(DataExportsQuery, {});
  const { data, error } = query;
  const origin = apiOrigin(config.apiUrl);
  const schemaUrl = `${origin}/data/match-v1.schema.json`;

  return (
    <div className="data-page" data-testid="data-page">
      <section className="panel prose">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </section>

      <section className="panel" aria-labelledby="files-title">
        <h2 id="files-title">{t('files.title')}</h2>
        <p className="muted small">{t('files.text')}</p>
        {query.isPending ? <Loading>{t('files.loading')}</Loading> : null}
        {error ? <ErrorNote error={error} title={t('files.failed')} /> : null}
        {data && data.dataExports.length === 0 ? <p data-testid="no-files">{t('files.none')}</p> : null}
        {data?.games.map((game) => {
          const files = data.dataExports.filter((file) => file.game.id === game.id);
          if (files.length === 0) return null;
          return (
            <div key={game.id} className="data-game" data-testid={`data-game-${game.id}`}>
              <h3>{gameName(game, tc)}</h3>
              <ul className="data-files">
                {files.map((file) => (
                  <li key={file.month} data-testid="data-file">
                    <div className="data-file-head">
                      <strong className="data-month">{file.month}</strong>
                      <span>{t('files.matches', { count: file.matches })}</span>
                      <span>{fileSize(file.bytes, formats.number)}</span>
                      <span className="muted">{file.final ? t('files.final') : t('files.current')}</span>
                      <a href={file.url} download className="button small secondary">
                        {t('files.download')}
                        <span className="sr-only"> {file.url.split('/').pop()}</span>
                      </a>
                    </div>
                    <p className="data-sha small">
                      <span className="muted">SHA-256 </span>
                      <code>{file.sha256}</code>
                    </p>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </section>

      <section className="panel prose" aria-labelledby="format-title">
        <h2 id="format-title">{t('format.title')}</h2>
        <p>{t.rich('format.text', { code })}</p>
        <p>{t.rich('format.schema', { schema: (chunks) => <a href={schemaUrl}>{chunks}</a>, code })}</p>
        <p>{t('format.left')}</p>
      </section>

      <section className="panel prose" aria-labelledby="verify-title">
        <h2 id="verify-title">{t('verify.title')}</h2>
        <p>{t('verify.text')}</p>
        <pre className="code" tabIndex={0}>
          <code>
            {
              'npm run data:verify -- brethren_cartagena_2026-10.ndjson.gz brethren_cartagena_2026-11.ndjson.gz\n# 1234 matches replayed, 0 mismatches; ratings identical'
            }
          </code>
        </pre>
        <p>{t.rich('verify.alone', { code })}</p>
      </section>

      <section className="panel prose" aria-labelledby="own-title">
        <h2 id="own-title">{t('own.title')}</h2>
        <p>{t.rich('own.text', { code })}</p>
        <OwnMatchesDownload url={`${origin}/data/mine.ndjson`} />
        <p className="muted small">
          {t.rich('own.api', { code, api: (chunks) => <Link href="/api-docs">{chunks}</Link> })}
        </p>
      </section>
    </div>
  );
}
