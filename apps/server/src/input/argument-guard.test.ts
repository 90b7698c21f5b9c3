import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql, parse, subscribe } from 'graphql';
import { JSONResolver } from 'graphql-scalars';
import { describe, expect, it, vi } from 'vitest';
import { guardArguments } from './argument-guard.js';

const echoed = vi.fn((_root: unknown, args: { text?: string | null }) => args.text ?? 'nothing');

const schema = guardArguments(
  makeExecutableSchema({
    typeDefs: `
      scalar JSON
      input Filter { name: String, tags: [String!] }
      type Query { echo(text: String, data: JSON, filter: Filter): String, plain: String, nested: Nested }
      type Nested { shout(text: String!): String }
      type Subscription { ticks(channel: ID!): Int }
    `,
    resolvers: {
      JSON: JSONResolver,
      Query: { echo: echoed, plain: () => 'plain', nested: () => ({}) },
      Nested: { shout: (_root: unknown, args: { text: string }) => args.text.toUpperCase() },
      Subscription: {
        ticks: {
          subscribe: async function* () {
            yield { ticks: 1 };
          },
        },
      },
    },
  }),
);

async function codes(source: string, variableValues: Record<string, unknown> = {}) {
  const result = await graphql({ schema, source, variableValues });
  return {
    data: result.data,
    codes: (result.errors ?? []).map((error) => [
      error.path?.join('.'),
      (error.originalError as { code?: string }).code,
    ]),
  };
}

describe('the argument guard', () => {
  it('lets plain text through to the resolver', async () => {
    expect(
      await codes(
        '{ echo(text: "Ærø 🏴‍☠️", data: { a: ["b"] }, filter: { tags: ["x"] }) plain nested { shout(text: "ahoy") } }',
      ),
    ).toEqual({
      data: { echo: 'Ærø 🏴‍☠️', plain: 'plain', nested: { shout: 'AHOY' } },
      codes: [],
    });
  });

  it('refuses control characters in any argument, however deep, before the resolver runs', async () => {
    echoed.mockClear();
    for (const variables of [
      { text: 'a\u0000b' },
      { data: { deep: [{ 'key\u0007': 1 }] } },
      { filter: { tags: ['ok', '\u001b[31m'] } },
      { text: '\ud83c' },
    ]) {
      const result = await codes(
        'query ($text: String, $data: JSON, $filter: Filter) { echo(text: $text, data: $data, filter: $filter) plain }',
        variables,
      );
      expect(result).toEqual({ data: { echo: null, plain: 'plain' }, codes: [['echo', 'BAD_USER_INPUT']] });
    }
    expect(echoed).not.toHaveBeenCalled();
    expect((await codes('{ nested { shout(text: "\\u0000") } }')).codes).toEqual([
      ['nested.shout', 'BAD_USER_INPUT'],
    ]);
  });

  it('guards subscriptions as well', async () => {
    const result = await subscribe({
      schema,
      document: parse('subscription ($channel: ID!) { ticks(channel: $channel) }'),
      variableValues: { channel: 'x\u0000' },
    });
    expect('errors' in result && result.errors?.[0]?.message).toMatch(/control characters/);
  });
});
