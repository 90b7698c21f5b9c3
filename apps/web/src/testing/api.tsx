import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Session } from 'next-auth';
import { SessionProvider } from '@/auth/client';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { ApiProvider } from '@/lib/api/ApiProvider';
import type { Locale } from '@/i18n/locales';
import { makeQueryClient } from '@/lib/api/queryClient';
import { IntlWrapper } from '@/testing/intl';

export type Answer = { data: unknown } | { errors: { message: string; extensions: { code: string } }[] };

export interface SentOperation {
  readonly name: string;
  readonly variables: Record<string, unknown>;
}

/**
 * Renders `ui` inside the real session, query cache and API providers (a fresh cache each time),
 * signed in as `handle` (or not), with `fetch` answering GraphQL operations by name from `answers`
 * (a function's answer may be a promise, to answer late),
 * in English or the `locale` given (as a guest with `guest`). Returns the operations sent and the cache.
 */
export function renderWithApi(
  ui: ReactElement,
  answers: Record<string, Answer | ((variables: Record<string, unknown>) => Answer | Promise<Answer>)>,
  handle: string | null = 'anne',
  locale: Locale = 'en',
  guest = false,
) {
  const sent: SentOperation[] = [];
  const fetchMock = vi.fn(async (url: unknown, init?: { body?: unknown }) => {
    // NextAuth asks for the session when it has none: nobody is signed in.
    if (String(url).includes('/api/auth/')) return new Response('{}');
    const body = JSON.parse(String(init?.body ?? '{}')) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '?';
    sent.push({ name, variables: body.variables });
    const answer = answers[name];
    const value = typeof answer === 'function' ? await answer(body.variables) : answer;
    if (!value) return new Response(JSON.stringify({ errors: [{ message: `no answer for ${name}` }] }));
    return new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const session: Session | null = handle
    ? {
        apiToken: 'token',
        locale: null,
        user: { id: 'u1', handle, name: handle, guest },
        expires: '2999-01-01T00:00:00.000Z',
      }
    : null;
  const queryClient = makeQueryClient();
  const result = render(
    <SessionProvider session={session}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider config={{ apiUrl: 'http://api.test/graphql', wsUrl: 'ws://api.test/graphql' }}>
          {ui}
        </ApiProvider>
      </QueryClientProvider>
    </SessionProvider>,
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <IntlWrapper locale={locale}>{children}</IntlWrapper>
      ),
    },
  );
  return { ...result, sent, queryClient };
}

export const refused = (code: string, message: string): Answer => ({
  errors: [{ message, extensions: { code } }],
});
