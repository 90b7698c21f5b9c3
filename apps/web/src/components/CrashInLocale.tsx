'use client';

import { NextIntlClientProvider } from 'next-intl';
import en from '../../messages/en/crash.json';
import fr from '../../messages/fr/crash.json';
import it from '../../messages/it/crash.json';
import type { Locale } from '@/i18n/locales';
import { Crash } from './Crash';

/** Only the crash page's own words: the root layout, which loads the catalogues, is what failed. */
const CRASH: Readonly<Record<Locale, typeof en>> = { en, fr, it };

/** `Crash` with its words in `locale`, for the page that stands in for a failed root layout. */
export default function CrashInLocale({
  locale,
  error,
  retry,
}: {
  locale: Locale;
  error: unknown;
  retry: () => void;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={{ crash: CRASH[locale] }}>
      <Crash error={error} retry={retry} />
    </NextIntlClientProvider>
  );
}
