import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorizeWithApi } from '@/auth/options';
import { LocaleSwitch } from '@/components/LocaleSwitch';
import { renderWithApi } from '@/testing/api';
import { router } from '@/testing/navigation';
import { adoptAccountLocale, browserLocale } from './locale';

const API = 'http://api.test/graphql';

function forgetCookie() {
  document.cookie = 'NEXT_LOCALE=; path=/; max-age=0';
}

/** `fetch` answering GraphQL by operation name, recording what was sent and with which token. */
function stubApi(answers: Record<string, unknown>) {
  const sent: { name: string; variables: unknown; authorization: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: unknown, init?: { body?: unknown; headers?: Record<string, string> }) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: unknown };
      const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '?';
      sent.push({ name, variables: body.variables, authorization: init?.headers?.['authorization'] ?? null });
      return new Response(JSON.stringify(answers[name]), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

describe('the language switch in the header', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetCookie();
  });

  it('keeps the choice in this browser and, signed in, on the account', async () => {
    const { sent } = renderWithApi(<LocaleSwitch />, {
      SetLocale: { data: { setLocale: { id: 'u1', locale: 'it' } } },
    });
    fireEvent.change(screen.getByTestId('locale-switch'), { target: { value: 'it' } });
    expect(browserLocale()).toBe('it');
    await waitFor(() =>
      expect(sent.find((op) => op.name === 'SetLocale')?.variables).toEqual({ locale: 'it' }),
    );
    expect(router.refresh).toHaveBeenCalled();
  });

  it('signed out, keeps it in this browser only', async () => {
    const { sent } = renderWithApi(<LocaleSwitch />, {}, null);
    fireEvent.change(screen.getByTestId('locale-switch'), { target: { value: 'fr' } });
    expect(browserLocale()).toBe('fr');
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(sent.some((op) => op.name === 'SetLocale')).toBe(false);
  });
});

describe('the account’s language at sign-in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetCookie();
  });

  it('comes back from the API with the user', async () => {
    stubApi({
      SignIn: {
        data: { signIn: { token: 't1', user: { id: 'u1', handle: 'anne', locale: 'fr' } } },
      },
    });
    expect(await authorizeWithApi({ handle: 'anne', password: 'pw' }, API)).toMatchObject({
      handle: 'anne',
      apiToken: 't1',
      locale: 'fr',
    });
  });

  it('becomes this browser’s when the account has one', async () => {
    const sent = stubApi({});
    document.cookie = 'NEXT_LOCALE=en; path=/';
    expect(await adoptAccountLocale({ apiToken: 't1', locale: 'it' }, API)).toBe(true);
    expect(browserLocale()).toBe('it');
    expect(sent).toEqual([]);
    expect(await adoptAccountLocale({ apiToken: 't1', locale: 'it' }, API)).toBe(false);
  });

  it('is taken from this browser’s choice when the account has none', async () => {
    const sent = stubApi({ SetLocale: { data: { setLocale: { id: 'u1', locale: 'fr' } } } });
    document.cookie = 'NEXT_LOCALE=fr; path=/';
    expect(await adoptAccountLocale({ apiToken: 't1', locale: null }, API)).toBe(false);
    expect(sent).toEqual([{ name: 'SetLocale', variables: { locale: 'fr' }, authorization: 'Bearer t1' }]);
    expect(browserLocale()).toBe('fr');
  });

  it('leaves both alone when neither has chosen', async () => {
    const sent = stubApi({});
    expect(await adoptAccountLocale({ apiToken: 't1', locale: null }, API)).toBe(false);
    expect(browserLocale()).toBeNull();
    expect(sent).toEqual([]);
  });
});
