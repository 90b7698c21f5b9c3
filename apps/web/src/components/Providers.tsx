'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { Session } from 'next-auth';
import { SessionProvider } from '@/auth/client';
import { useState, type ReactNode } from 'react';
import { ApiProvider } from '@/lib/api/ApiProvider';
import { makeQueryClient } from '@/lib/api/queryClient';
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
  // One cache per browser tab (and per request while rendering on the server).
  const [queryClient] = useState(makeQueryClient);
  return (
    <SessionProvider session={session}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider config={config}>{children}</ApiProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
}
