import { createFormatter } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { formats, type Formats } from '@/lib/format';
import { testTranslator } from './intl';

/** The app's formats in one language, in UTC, for code under test (dates, numbers, durations). */
export function testFormats(locale: Locale = 'en'): Formats {
  return formats(createFormatter({ locale, timeZone: 'UTC' }), testTranslator('common', locale), {
    locale,
    timeZone: 'UTC',
  });
}
