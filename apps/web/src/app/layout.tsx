import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import { getServerSession } from 'next-auth';
import type { ReactNode } from 'react';
import { authOptions } from '@/auth/options';
import { Header } from '@/components/Header';
import { Providers } from '@/components/Providers';
import { clientConfig } from '@/lib/config';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Brethren', template: '%s · Brethren' },
  description: 'Pirate board games, played live in the browser and through a public GraphQL API.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#15324a' };

// The API address is read at request time, so one build serves every deployment.
export const dynamic = 'force-dynamic';

export default async function RootLayout({ children }: { children: ReactNode }) {
  const session = await getServerSession(authOptions);
  return (
    <html lang="en">
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Providers session={session} config={clientConfig()}>
          <Header />
          <main id="main">{children}</main>
          <footer className="site-footer">
            <span>Brethren — pirate board games, live.</span>
            <Link href="/api-docs">Public GraphQL API</Link>
          </footer>
        </Providers>
      </body>
    </html>
  );
}
