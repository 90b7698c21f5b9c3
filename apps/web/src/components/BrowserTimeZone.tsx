'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * Dates in the reader's own time zone. The server renders in its zone (and hands it to the
 * browser with the messages); once in the browser, this provider switches to the browser's zone,
 * after the first render so that hydration matches.
 */
export function BrowserTimeZone({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const messages = useMessages();
  const serverZone = useTimeZone();
  const [timeZone, setTimeZone] = useState(serverZone);
  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (own) setTimeZone(own);
  }, []);
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}
