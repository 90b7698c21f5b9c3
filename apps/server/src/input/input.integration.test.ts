import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../schema.js';
import {
  Collector,
  data,
  errorCode,
  gql,
  signUp,
  startTestServer,
  wsClient,
  type TestServer,
} from '../testing/harness.js';
import { MATCH, SUBMIT } from '../testing/operations.js';
import { startedDuel } from '../testing/tables.js';

/**
 * Hostile input against the running server, over HTTP and WebSocket: control characters in every
 * text argument of the schema, ids that are not ids, and actions nested thousands deep. Each is a
 * typed error that changes nothing; none reaches PostgreSQL or the engine, and the server logs no
 * unexpected error.
 */

const NUL = 'x\u0000y';

/** The server's log lines, to check that nothing unexpected was logged. */
const logLines: { level: number; msg: string }[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) });

/** Whether a type holds text anywhere (a String, ID or JSON, in lists and input objects too). */
function holdsText(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (isScalarType(named)) return ['String', 'ID', 'JSON'].includes(named.name);
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => holdsText(field.type, seen));
}

/** A value of `type`: NUL-laced text everywhere when `poison`, else something plain and valid. */
function valueOf(type: GraphQLInputType, poison: boolean): unknown {
  if (isNonNullType(type)) return valueOf(type.ofType, poison);
  if (isListType(type)) return [valueOf(type.ofType, poison)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, valueOf(field.type, poison)]),
    );
  }
  switch (type.name) {
    case 'String':
    case 'ID':
      return poison ? NUL : 'plain';
    case 'JSON':
      return poison ? { [NUL]: NUL } : {};
    case 'Int':
      return 2;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'DateTime':
      return new Date(Date.now() + 3_600_000).toISOString();
    default:
      return null;
  }
}

/** One operation calling `field` with `poisoned` laced with NUL and every other argument plain. */
function poisonedCall(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  poisoned: GraphQLArgument,
) {
  const args = field.args;
  const declarations = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection =
    isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? '' : ' { __typename }';
  return {
    query: `${kind} (${declarations}) { ${field.name}(${passed})${selection} }`,
    variables: Object.fromEntries(args.map((arg) => [arg.name, valueOf(arg.type, arg === poisoned)])),
  };
}

describe('hostile input', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ logger });
    token = (await signUp(server.url, 'prober')).token;
  });
  afterAll(async () => {
    await server.close();
  });

  it('NUL in any text argument of any query or mutation is BAD_USER_INPUT, and nothing unexpected is logged', async () => {
    const schema = buildSchema();
    const roots = [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const;
    const tried: string[] = [];
    for (const [kind, root] of roots) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        for (const arg of field.args.filter((candidate) => holdsText(candidate.type))) {
          const { query, variables } = poisonedCall(kind, field, arg);
          const result = await gql(server.url, query, variables, token);
          expect(
            result.errors?.[0]?.extensions?.code,
            `${field.name}(${arg.name}): ${JSON.stringify(result)}`,
          ).toBe('BAD_USER_INPUT');
          expect(result.errors?.[0]?.message).toContain(`${arg.name}:`);
          tried.push(`${field.name}(${arg.name})`);
        }
      }
    }
    // The schema's text arguments, as the attacker found them; any new one is tried as well.
    expect(tried).toEqual(
      expect.arrayContaining([
        'signUp(handle)',
        'signUp(password)',
        'signIn(handle)',
        'signIn(password)',
        'createApiToken(name)',
        'revokeApiToken(id)',
        'match(id)',
        'matches(filter)',
        'player(handle)',
        'openMatches(after)',
        'createMatch(input)',
        'joinMatch(matchId)',
        'submitAction(action)',
        'blockPlayer(handle)',
        'resignMatch(matchId)',
        'tournaments(player)',
      ]),
    );
    // Written into the document itself rather than sent as a variable, it is refused just the same.
    expect(
      await errorCode(
        server.url,
        'mutation { signIn(handle: "anne\\u0000", password: "12345678") { token } }',
      ),
    ).toBe('BAD_USER_INPUT');
    // Arguments of fields deeper in a selection pass the same guard.
    expect(
      await errorCode(
        server.url,
        'query ($game: ID!) { player(handle: "prober") { rating(game: $game) { rating } } }',
        {
          game: NUL,
        },
      ),
    ).toBe('BAD_USER_INPUT');
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('NUL in a subscription argument is BAD_USER_INPUT over WebSocket too', async () => {
    const client = wsClient(server.wsUrl, token);
    const updates = new Collector(client, 'subscription ($id: ID!) { matchUpdated(matchId: $id) { seq } }', {
      id: NUL,
    });
    await expect(updates.until(() => false, 5000)).rejects.toThrow(/BAD_USER_INPUT/);
    updates.dispose();
    await client.dispose();
  });

  it('an id that is no match id names no match, without asking the database', async () => {
    const { matchId, tokens } = await startedDuel(server.url, 'ids');
    for (const id of ['nope', `${matchId}x`, matchId.toUpperCase(), "'; DROP TABLE matches; --"]) {
      expect((await data(server.url, MATCH, { id })).match).toBeNull();
      expect(
        await errorCode(server.url, SUBMIT, { matchId: id, expectedSeq: 0, action: {} }, tokens[0]),
      ).toBe('NOT_FOUND');
      expect(
        await errorCode(
          server.url,
          'mutation ($id: ID!) { joinMatch(matchId: $id) { id } }',
          { id },
          tokens[0],
        ),
      ).toBe('NOT_FOUND');
    }
    const base = server.url.replace(/\/graphql$/, '');
    for (const id of ['nope', 'x%00y'])
      expect((await fetch(`${base}/matches/${id}/log.jsonl`)).status).toBe(404);
  });

  it('a cursor with NUL inside is BAD_USER_INPUT', async () => {
    const forged = Buffer.from(JSON.stringify(['openMatches', new Date().toISOString(), NUL])).toString(
      'base64url',
    );
    expect(
      await errorCode(
        server.url,
        'query ($after: String) { openMatches(after: $after) { edges { cursor } } }',
        {
          after: forged,
        },
      ),
    ).toBe('BAD_USER_INPUT');
  });

  it('an action nested thousands deep, or too large, is MALFORMED_ACTION and changes nothing', async () => {
    const table = await startedDuel(server.url, 'deep');
    const { seat, match } = await table.mover();
    // Written by hand: the client's own JSON.stringify would overflow its stack on these.
    const nested = [
      `${'['.repeat(7000)}1${']'.repeat(7000)}`,
      `${'{"a":'.repeat(7000)}1${'}'.repeat(7000)}`,
      JSON.stringify({ type: 'endTurn', pad: 'x'.repeat(5000) }),
    ];
    for (const action of nested) {
      const response = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${table.tokens[seat]}` },
        body: `{"query":${JSON.stringify(SUBMIT)},"variables":{"matchId":"${table.matchId}","expectedSeq":${match.seq},"action":${action}}}`,
      });
      const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect(body.errors?.[0]?.extensions?.code).toBe('MALFORMED_ACTION');
    }
    expect((await table.look(seat)).seq).toBe(match.seq);
    const options = `${'['.repeat(7000)}1${']'.repeat(7000)}`;
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${table.tokens[0]}` },
      body: `{"query":"mutation ($o: JSON) { createMatch(input: { game: \\"cartagena\\", seats: [{}, {}], options: $o }) { id } }","variables":{"o":${options}}}`,
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
