import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

// Apart from locales.ts, which the language switch brings into every page: reading the header is
// the server's work, and its libraries would go to every browser with it.

/** The best of our languages for a browser's Accept-Language header, else English. */
export function localeFromAcceptLanguage(header: string | null): Locale {
  const requested = new Negotiator({ headers: { 'accept-language': header ?? '' } }).languages();
  try {
    return match(requested, LOCALES, DEFAULT_LOCALE) as Locale;
  } catch {
    // A malformed language tag in the header: fall back rather than fail the page.
    return DEFAULT_LOCALE;
  }
}
