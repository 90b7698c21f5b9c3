// First, so that the stylesheets the layout's own components bring (the header's challenge alert,
// people/people.css) come after it, as every page's do.
import './globals.css';
import type { Metadata, Viewport } from 'next';
import { Link } from '@/components/Link';
import { getServerSession } from 'next-auth';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { authOptions } from '@/auth/options';
import { BrowserTimeZone } from '@/components/BrowserTimeZone';
import { Header } from '@/components/Header';
import { Providers } from '@/components/Providers';
import { clientConfig } from '@/lib/config';
import { THEME_COLOR } from '@/lib/theme';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  return {
    title: { default: 'Brethren', template: '%s · Brethren' },
    description: t('meta.description'),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: THEME_COLOR };

/**
 * Registers the service worker (public/sw.js) once the page has loaded: a line in the page rather
 * than a component, so it costs no page's script budget. In a production build only: in
 * development it would keep chunks the dev server rebuilds. A browser that refuses (some private
 * windows do) simply goes without: nothing depends on it.
 */
const REGISTER_SERVICE_WORKER = `if ('serviceWorker' in navigator) addEventListener('load', () => {
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
});`;

// The API address is read at request time, so one build serves every deployment.
export const dynamic = 'force-dynamic';

export default async function RootLayout({ children }: { children: ReactNode }) {
  const session = await getServerSession(authOptions);
  const locale = await getLocale();
  const t = await getTranslations('common');
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider>
          <BrowserTimeZone>
            <a href="#main" className="skip-link">
              {t('skipToContent')}
            </a>
            <Providers session={session} config={clientConfig()}>
              <Header />
              <main id="main">{children}</main>
              <footer className="site-footer">
                <span>{t('footer.tagline')}</span>
                <Link href="/api-docs">{t('footer.api')}</Link>
              </footer>
            </Providers>
          </BrowserTimeZone>
        </NextIntlClientProvider>
        {process.env.NODE_ENV === 'production' ? (
          <script dangerouslySetInnerHTML={{ __html: REGISTER_SERVICE_WORKER }} />
        ) : null}
      </body>
    </html>
  );
}
