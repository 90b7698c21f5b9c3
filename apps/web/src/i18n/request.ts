import { getRequestConfig } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { localeFromAcceptLanguage } from './acceptLanguage';
import { LOCALE_COOKIE, TEST_LOCALE, isLocale } from './locales';
import { loadMessages } from './messages';
import { markedMessages, type Messages } from './testLocale';

/**
 * The language of a request: the person's choice (the cookie the language switch and sign-in set
 * from the account setting), else the browser's Accept-Language, else English.
 */
export default getRequestConfig(async () => {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (chosen === TEST_LOCALE && process.env['BRETHREN_TEST_LOCALE']) {
    return { locale: 'en', messages: markedMessages((await loadMessages('en')) as Messages) };
  }
  const locale = isLocale(chosen)
    ? chosen
    : localeFromAcceptLanguage((await headers()).get('accept-language'));
  return { locale, messages: (await loadMessages(locale)) as Messages };
});
