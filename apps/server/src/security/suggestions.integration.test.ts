import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestServer, wsClient, type TestServer } from '../testing/harness.js';

/**
 * graphql-js answers a misspelled name with the names it might have meant ("Did you mean …?"):
 * a client guessing at names learns them from its mistakes. Neither transport says them.
 */
const MISSPELLED: readonly (readonly [what: string, query: string, variables: Record<string, unknown>])[] = [
  ['a field', '{ gamez { id } }', {}],
  ['an argument', '{ matches(frist: 5) { edges { node { id } } } }', {}],
  ['an enum value in the document', '{ matches(filter: { status: ACTIV }) { edges { node { id } } } }', {}],
  [
    'an enum value in a variable',
    'query ($s: MatchStatus) { matches(filter: { status: $s }) { edges { node { id } } } }',
    { s: 'ACTIV' },
  ],
  [
    'an input field in a variable',
    'query ($f: MatchFilter) { matches(filter: $f) { edges { node { id } } } }',
    { f: { statu: 'ACTIVE' } },
  ],
];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** The error messages a WebSocket client receives for `query`. */
async function overWebSocket(query: string, variables: Record<string, unknown>): Promise<string[]> {
  const client = wsClient(server.wsUrl);
  const messages: string[] = [];
  await new Promise<void>((resolve) => {
    client.subscribe(
      { query, variables },
      {
        next: (result) => {
          messages.push(...(result.errors ?? []).map((error) => error.message));
        },
        error: (errors) => {
          messages.push(...(errors as { message: string }[]).map((error) => error.message));
          resolve();
        },
        complete: resolve,
      },
    );
  });
  await client.dispose();
  return messages;
}

describe('a misspelled name', () => {
  it.each(MISSPELLED)(
    '(%s) is refused without suggestions over WebSocket and HTTP',
    async (_what, query, variables) => {
      const socket = await overWebSocket(query, variables);
      const http = ((await gql(server.url, query, variables)).errors ?? []).map((error) => error.message);
      for (const messages of [socket, http]) {
        expect(messages.length).toBeGreaterThan(0);
        for (const message of messages) expect(message).not.toMatch(/did you mean|suggestion/i);
      }
      // Still a clear refusal, the same over both.
      expect(socket).toEqual(http);
    },
  );

  it('is still named in the refusal', async () => {
    expect(await overWebSocket('{ gamez { id } }', {})).toEqual([
      'Cannot query field "gamez" on type "Query".',
    ]);
  });
});
