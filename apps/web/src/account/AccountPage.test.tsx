import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiTokenInfo } from '@/lib/api/types';
import { renderWithApi } from '@/testing/api';
import { router, showPath } from '@/testing/navigation';
import { AccountPage } from './AccountPage';

beforeEach(() => showPath('/account'));

const NO_TOKENS = { data: { apiTokens: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } } };
const forgetCookie = () => {
  document.cookie = 'NEXT_LOCALE=; path=/; max-age=0';
};

const token = (id: string): ApiTokenInfo => ({
  id,
  name: `bot ${id}`,
  createdAt: '2026-02-01T10:00:00.000Z',
  lastUsedAt: null,
});

const names = () => screen.queryAllByTestId('token-row').map((row) => row.firstElementChild?.textContent);

describe('the account page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetCookie();
  });

  it('lists API tokens a page at a time; a new one comes first, a revoked one goes from any page', async () => {
    // The account's tokens as the API holds them, newest first, two to a page.
    let held = [token('t1'), token('t2'), token('t3')];
    const { sent } = renderWithApi(<AccountPage />, {
      Account: {
        data: { me: { id: 'u1', handle: 'anne', createdAt: '2026-01-01T10:00:00.000Z', locale: null } },
      },
      ApiTokens: (variables) => {
        const from = variables['after'] ? Number(String(variables['after']).slice(1)) : 0;
        const page = held.slice(from, from + 2);
        const end = from + page.length;
        return {
          data: {
            apiTokens: {
              edges: page.map((node) => ({ node })),
              pageInfo: { hasNextPage: end < held.length, endCursor: `c${end}` },
            },
          },
        };
      },
      CreateApiToken: () => {
        held = [token('t0'), ...held];
        return { data: { createApiToken: { token: 'secret', apiToken: token('t0') } } };
      },
      RevokeApiToken: (variables) => {
        held = held.filter((node) => node.id !== variables['id']);
        return { data: { revokeApiToken: true } };
      },
    });
    await waitFor(() => expect(names()).toEqual(['bot t1', 'bot t2']));
    fireEvent.click(screen.getByRole('button', { name: 'More tokens' }));
    await waitFor(() => expect(names()).toEqual(['bot t1', 'bot t2', 'bot t3']));
    expect(screen.queryByRole('button', { name: 'More tokens' })).toBeNull();
    expect(sent.filter((op) => op.name === 'ApiTokens').map((op) => op.variables)).toEqual([
      {},
      { after: 'c2' },
    ]);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'bot t0' } });
    fireEvent.click(screen.getByTestId('create-token'));
    await waitFor(() => expect(names()).toEqual(['bot t0', 'bot t1', 'bot t2', 'bot t3']));
    expect(screen.getByTestId('token-value').textContent).toBe('secret');

    const last = screen.getAllByTestId('token-row').at(-1)!;
    fireEvent.click(within(last).getByRole('button', { name: 'Revoke…' }));
    fireEvent.click(within(last).getByRole('button', { name: 'Revoke now' }));
    await waitFor(() => expect(names()).toEqual(['bot t0', 'bot t1', 'bot t2']));
    expect(sent.find((op) => op.name === 'RevokeApiToken')?.variables).toEqual({ id: 't3' });
  });

  it('lists a new token once when the list read while it was made holds it already', async () => {
    renderWithApi(<AccountPage />, {
      Account: {
        data: { me: { id: 'u1', handle: 'anne', createdAt: '2026-01-01T10:00:00.000Z', locale: null } },
      },
      // The list's answer came after the token was made, and before the mutation's answer.
      ApiTokens: {
        data: {
          apiTokens: {
            edges: [{ node: token('t0') }, { node: token('t1') }],
            pageInfo: { hasNextPage: false, endCursor: 'c1' },
          },
        },
      },
      CreateApiToken: { data: { createApiToken: { token: 'secret', apiToken: token('t0') } } },
    });
    await waitFor(() => expect(names()).toEqual(['bot t0', 'bot t1']));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'bot t0' } });
    fireEvent.click(screen.getByTestId('create-token'));
    await screen.findByTestId('token-value');
    expect(names()).toEqual(['bot t0', 'bot t1']);
  });

  it('lists a new token when the list read before it was made answers after it', async () => {
    let answerFirstRead: () => void = () => undefined;
    let reads = 0;
    const listOf = (...ids: string[]) => ({
      data: {
        apiTokens: {
          edges: ids.map((id) => ({ node: token(id) })),
          pageInfo: { hasNextPage: false, endCursor: null },
        },
      },
    });
    renderWithApi(<AccountPage />, {
      Account: {
        data: { me: { id: 'u1', handle: 'anne', createdAt: '2026-01-01T10:00:00.000Z', locale: null } },
      },
      // The first read, from before the token, is slow: it answers once the token is made.
      ApiTokens: () =>
        ++reads === 1 ? new Promise((resolve) => (answerFirstRead = () => resolve(listOf()))) : listOf('t0'),
      CreateApiToken: { data: { createApiToken: { token: 'secret', apiToken: token('t0') } } },
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'bot t0' } });
    fireEvent.click(screen.getByTestId('create-token'));
    await screen.findByTestId('token-value');
    answerFirstRead();
    await waitFor(() => expect(names()).toEqual(['bot t0']));
    expect(screen.queryByText('No API tokens yet.')).toBeNull();
  });

  it('shows the account’s language, and saves a new one, which becomes this browser’s at once', async () => {
    const { sent } = renderWithApi(<AccountPage />, {
      Account: {
        data: { me: { id: 'u1', handle: 'anne', createdAt: '2026-01-01T10:00:00.000Z', locale: 'it' } },
      },
      ApiTokens: NO_TOKENS,
      SetLocale: (variables) => ({ data: { setLocale: { id: 'u1', locale: variables['locale'] ?? null } } }),
    });
    const select = await screen.findByTestId<HTMLSelectElement>('account-locale');
    expect(select.value).toBe('it');
    fireEvent.change(select, { target: { value: 'fr' } });
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(sent.filter((op) => op.name === 'SetLocale').map((op) => op.variables)).toEqual([
      { locale: 'fr' },
    ]);
    expect(document.cookie).toContain('NEXT_LOCALE=fr');
    await waitFor(() => expect(select.value).toBe('fr'));
    expect(screen.getByText('Saved.')).toBeTruthy();

    // "Not chosen" forgets it on the account; this browser keeps what it has.
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() =>
      expect(sent.filter((op) => op.name === 'SetLocale').at(-1)?.variables).toEqual({ locale: null }),
    );
    await waitFor(() => expect(select.value).toBe(''));
    expect(document.cookie).toContain('NEXT_LOCALE=fr');
  });

  it.each([
    ['it', 'Token API', 'Lingua', 'Accesso come anne, a bordo dal 1 gen 2026, 10:00.'],
    ['fr', 'Jetons d’API', 'Langue', 'Connecté en tant que anne, à bord depuis le 1 janv. 2026, 10:00.'],
  ] as const)('speaks %s, dates included', async (locale, tokens, language, since) => {
    renderWithApi(
      <AccountPage />,
      {
        Account: {
          data: { me: { id: 'u1', handle: 'anne', createdAt: '2026-01-01T10:00:00.000Z', locale } },
        },
        ApiTokens: NO_TOKENS,
      },
      'anne',
      locale,
    );
    expect(await screen.findByRole('heading', { name: tokens })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: language })).toBeTruthy();
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent?.startsWith(since) === true,
      ),
    ).toBeTruthy();
  });
});
