import { render, type RenderOptions } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider, type Messages } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { loadMessagesSync } from './messages';
import type { Locale } from '@/i18n/locales';
import type { Namespace, Translator } from '@/i18n/translator';

/** The English catalogue, as the app serves it. */
export const messages = loadMessagesSync('en') as Messages;

/** The app's i18n context around a tree under test, in English (or another language). */
export function IntlWrapper({ children, locale = 'en' }: { children: ReactNode; locale?: Locale }) {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={locale === 'en' ? messages : loadMessagesSync(locale)}
      timeZone="UTC"
    >
      {children}
    </NextIntlClientProvider>
  );
}

/** `render` inside the app's i18n context. */
export function renderWithIntl(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: IntlWrapper, ...options });
}

/** A translator for one namespace, for code under test that takes one (describe functions). */
export function testTranslator<N extends Namespace>(namespace: N, locale: Locale = 'en'): Translator<N> {
  return createTranslator({
    locale,
    messages: locale === 'en' ? messages : (loadMessagesSync(locale) as Messages),
    namespace,
  });
}
