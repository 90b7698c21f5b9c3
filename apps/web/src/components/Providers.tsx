'use client';

import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import type { ReactNode } from 'react';
import { ApiProvider } from '@/lib/api/ApiProvider';
import type { ClientConfig } from '@/lib/config';

export function Providers({
  session,
  config,
  children,
}: {
  session: Session | null;
  config: ClientConfig;
  children: ReactNode;
}) {
  return (
    <SessionProvider session={session} refetchOnWindowFocus={false}>
      <ApiProvider config={config}>{children}</ApiProvider>
    </SessionProvider>
  );
}
