'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { browserLocale } from '@/account/locale';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';
import './globals.css';

// Loaded when the layout fails, not before: every page would otherwise carry the crash page's words.
const CrashInLocale = lazy(() => import('@/components/CrashInLocale'));

/**
 * The reader's language as the server picks it (request.ts), read in the browser: the language
 * chosen here, else the first of the browser's languages the app speaks. The server, which failed
 * to draw the layout, cannot say; its HTML is in English until the browser takes over.
 */
function readerLocale(): Locale {
  return (
    browserLocale() ?? navigator.languages.map((tag) => tag.split('-')[0]).find(isLocale) ?? DEFAULT_LOCALE
  );
}

const unchanging = () => () => {};

/** The root layout itself threw: this stands in for the whole document. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const locale = useSyncExternalStore(unchanging, readerLocale, () => DEFAULT_LOCALE);
  return (
    <html lang={locale}>
      <body>
        <main id="main">
          <Suspense fallback={null}>
            <CrashInLocale locale={locale} error={error} retry={retry} />
          </Suspense>
        </main>
      </body>
    </html>
  );
}
