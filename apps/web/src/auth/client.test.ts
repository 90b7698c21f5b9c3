import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, signIn, signOut } from './client';

/** NextAuth's routes as the server answers them; each request kept. */
function routes(answers: Record<string, { status?: number; body: unknown }>) {
  const sent: { route: string; body: URLSearchParams | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: { body?: URLSearchParams }) => {
      const route = url.replace('/api/auth/', '');
      sent.push({ route, body: init?.body ?? null });
      const answer = answers[route] ?? { status: 404, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return sent;
}

describe('the web session in the browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('signs in with a CSRF token and the credentials, and reads a refusal from the answer’s address', async () => {
    const sent = routes({
      csrf: { body: { csrfToken: 'tok' } },
      'callback/credentials': { status: 401, body: { url: 'http://web.test/api/auth/error?error=NOPE' } },
    });
    expect(await signIn({ handle: 'anne', password: 'pw', mode: 'signin' })).toEqual({
      ok: false,
      error: 'NOPE',
    });
    const body = sent.find((request) => request.route === 'callback/credentials')!.body!;
    expect(Object.fromEntries(body)).toMatchObject({
      handle: 'anne',
      password: 'pw',
      csrfToken: 'tok',
      json: 'true',
    });
  });

  it('signs in, signs out without leaving the page when asked, and reads the session', async () => {
    const sent = routes({
      csrf: { body: { csrfToken: 'tok' } },
      'callback/credentials': { body: { url: 'http://web.test/' } },
      signout: { body: { url: 'http://web.test/' } },
      session: { body: {} },
    });
    expect(await signIn({ handle: 'anne', password: 'pw' })).toEqual({ ok: true, error: null });
    await signOut({ redirect: false });
    expect(sent.map((request) => request.route)).toEqual(['csrf', 'callback/credentials', 'csrf', 'signout']);
    expect(await getSession()).toBeNull();
  });
});
