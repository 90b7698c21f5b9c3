import { afterEach, describe, expect, it, vi } from 'vitest';
import { StartMatchMutation, SubmitActionMutation } from '@/matches/documents';
import { ApiError, documentText, errorCode, graphqlRequest, operationName } from './request';

const URL = 'http://api.test/graphql';

function answer(body: unknown) {
  const fetchMock = vi.fn(async (_url: unknown, _init?: RequestInit) => new Response(JSON.stringify(body)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('a typed request', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the document’s text and variables with the bearer token, and answers with its data', async () => {
    const fetchMock = answer({ data: { submitAction: { seq: 4 } } });
    const data = await graphqlRequest(
      URL,
      SubmitActionMutation,
      { matchId: 'm', expectedSeq: 3, action: { type: 'endTurn' } },
      { token: 'secret' },
    );
    // Typed by the document: `data.submitAction.seq` is a number.
    const seq: number = data.submitAction.seq;
    expect(seq).toBe(4);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(URL);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer secret');
    const body = JSON.parse(String(init?.body)) as { query: string; variables: unknown };
    expect(body.query).toBe(documentText(SubmitActionMutation));
    expect(body.query).toMatch(/^mutation SubmitAction\(/);
    // The fragments an operation spreads travel with it.
    expect(documentText(StartMatchMutation)).toContain('fragment MatchDetailFields on Match');
    expect(body.variables).toEqual({ matchId: 'm', expectedSeq: 3, action: { type: 'endTurn' } });
    expect(operationName(SubmitActionMutation)).toBe('SubmitAction');
  });

  it('surfaces an API error with its extensions.code and message', async () => {
    answer({
      data: null,
      errors: [{ message: 'the match has moved on to seq 5', extensions: { code: 'STALE_SEQ' } }],
    });
    const failure = await graphqlRequest(URL, SubmitActionMutation, {
      matchId: 'm',
      expectedSeq: 3,
      action: {},
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(errorCode(failure)).toBe('STALE_SEQ');
    expect((failure as ApiError).message).toBe('the match has moved on to seq 5');
  });

  it('names an unreachable API and an answer without data', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const variables = { matchId: 'm', expectedSeq: 0, action: {} };
    await expect(graphqlRequest(URL, SubmitActionMutation, variables)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    answer({ data: null });
    await expect(graphqlRequest(URL, SubmitActionMutation, variables)).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });

  it('keeps the error’s other extensions, and says when the API refuses the token', async () => {
    answer({
      data: null,
      errors: [{ message: 'this token is not valid', extensions: { code: 'UNAUTHENTICATED', reason: 'x' } }],
    });
    let rejected = 0;
    const variables = { matchId: 'm', expectedSeq: 0, action: {} };
    const failure = await graphqlRequest(URL, SubmitActionMutation, variables, {
      token: 'expired',
      onTokenRejected: () => (rejected += 1),
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'UNAUTHENTICATED', extensions: { reason: 'x' } });
    expect(rejected).toBe(1);
    // Without a token, UNAUTHENTICATED only means "sign in first": no session ended.
    await graphqlRequest(URL, SubmitActionMutation, variables, {
      onTokenRejected: () => (rejected += 1),
    }).catch(() => undefined);
    expect(rejected).toBe(1);
  });
});
