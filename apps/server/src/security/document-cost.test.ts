import { games } from '@brethren/engine';
import { getIntrospectionQuery, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../schema.js';
import { documentCost } from './document-cost.js';
import { MAX_DOCUMENT_ITEMS } from './document-limits.js';
import { DEFAULT_LIST_SIZE, GAME_COUNT, SIZED_LISTS, WHOLE_LOG_SIZE } from './list-sizes.js';

const schema = buildSchema();
const measure = documentCost(schema);

function price(text: string, variables: Record<string, unknown> = {}) {
  const document = parse(text);
  return measure(document, document.definitions[0] as OperationDefinitionNode, variables);
}

/** A match's id and status in a connection: edges of (2 + node (2 + 1 + 1)). */
const PER_MATCH = 2 + 2 + 1 + 1;

describe('the cost of an operation', () => {
  it('sizes a list by its first, whether literal, a variable, a variable’s default or the schema’s default', () => {
    const literal = price('{ matches(first: 100) { edges { node { id status } } } }');
    expect(literal).toEqual({ cost: 2 + 100 * PER_MATCH, items: 100 });
    expect(
      price('query ($n: Int) { matches(first: $n) { edges { node { id status } } } }', { n: 100 }),
    ).toEqual(literal);
    expect(price('query ($n: Int = 100) { matches(first: $n) { edges { node { id status } } } }')).toEqual(
      literal,
    );
    // `matches` pages 20 at a time unless asked otherwise.
    expect(price('{ matches { edges { node { id status } } } }')).toEqual({
      cost: 2 + 20 * PER_MATCH,
      items: 20,
    });
  });

  it('multiplies nested lists: each match’s chat page, each match’s whole log', () => {
    expect(price('{ matches(first: 10) { edges { node { chat { edges { node { text } } } } } } }')).toEqual({
      cost: 2 + 10 * (2 + 2 + (2 + 50 * (2 + 2 + 1))),
      items: 10 + 10 * 50,
    });
    expect(price('{ matches(first: 10) { edges { node { log { seq } } } } }').items).toBe(
      10 + 10 * WHOLE_LOG_SIZE,
    );
    expect(price('{ matches(first: 10) { edges { node { log(first: 3) { seq } } } } }').items).toBe(
      10 + 10 * 3,
    );
  });

  it('counts lists without a first at their usual size: the people followed, what each plays', () => {
    expect(price('{ me { following { playingNow { id } } } }').items).toBe(200 + 200 * 10);
    expect(price('{ match(id: "m") { seats { seat } } }').items).toBe(DEFAULT_LIST_SIZE);
  });

  it('prices a union as its costliest member, not all of them together', () => {
    const tortuga = price('{ match(id: "m") { view { ... on TortugaView { seats { seat } } } } }');
    const both = price(
      '{ match(id: "m") { view { ... on TortugaView { seats { seat } } ... on CartagenaView { seats { seat } } } } }',
    );
    expect(both).toEqual(tortuga);
  });

  it('leaves out what @skip and @include leave out', () => {
    const text = 'query ($full: Boolean!) { match(id: "m") { id log @include(if: $full) { seq } } }';
    expect(price(text, { full: false }).items).toBe(0);
    expect(price(text, { full: true }).items).toBe(WHOLE_LOG_SIZE);
  });

  it('walks each fragment once per type, however often it is spread', () => {
    // Thirty fragments each spreading the next twice: 2^30 matches' ids, priced in a moment.
    const fragments = Array.from(
      { length: 30 },
      (_, i) => `fragment F${i} on Match { id ${i < 29 ? `...F${i + 1} ...F${i + 1}` : ''} }`,
    ).join('\n');
    const started = performance.now();
    const { cost } = price(`{ match(id: "m") { ...F0 } } ${fragments}`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(cost).toBeGreaterThan(2 ** 30);
  });

  it('costs nothing for variables the operation refuses (it then runs nothing)', () => {
    expect(price('query ($n: Int) { matches(first: $n) { edges { node { id } } } }', { n: 'many' })).toEqual({
      cost: 0,
      items: 0,
    });
  });

  it('costs no points for introspection, answered from memory, but counts its lists', () => {
    const graphiql = price(getIntrospectionQuery());
    expect(graphiql.cost).toBe(0);
    expect(graphiql.items).toBeGreaterThan(1000);
    expect(graphiql.items).toBeLessThanOrEqual(MAX_DOCUMENT_ITEMS);
    // Its types' cycles nest lists within lists: ten thousand fields and more.
    const cycle = price(
      '{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }',
    );
    expect(cycle.items).toBeGreaterThan(MAX_DOCUMENT_ITEMS);
  });

  it('counts the games the engine plays', () => {
    expect(GAME_COUNT).toBe(Object.keys(games).length);
  });

  it('sizes only lists the schema has', () => {
    for (const name of SIZED_LISTS) {
      const [type, field] = name.split('.') as [string, string];
      const found = schema.getType(type);
      expect(found && 'getFields' in found ? Object.keys(found.getFields()) : [], name).toContain(field);
    }
  });
});

describe('the price of an operation sent again', () => {
  const SIZED =
    'query ($n: Int, $full: Boolean!) { matches(first: $n) { edges { node { id status log @include(if: $full) { seq } } } } }';
  const document = parse(SIZED);
  const operation = document.definitions[0] as OperationDefinitionNode;

  it('follows the variables that size it, whatever was priced before', () => {
    const small = measure(document, operation, { n: 2, full: false });
    const large = measure(document, operation, { n: 100, full: false });
    const withLogs = measure(document, operation, { n: 100, full: true });
    expect(large.items).toBe(100);
    expect(small.items).toBe(2);
    expect(withLogs.items).toBeGreaterThan(large.items);
    expect(measure(document, operation, { n: 2, full: false })).toEqual(small);
  });

  it('is not taken from variables that did not fit', () => {
    const fresh = documentCost(schema);
    const filtered = parse(
      'query ($n: Int, $player: String) { matches(first: $n, filter: { player: $player }) { edges { node { id } } } }',
    );
    const query = filtered.definitions[0] as OperationDefinitionNode;
    // The same size with a player that is no string: nothing to price, and nothing kept for the size.
    expect(fresh(filtered, query, { n: 100, player: 5 })).toEqual({ cost: 0, items: 0 });
    expect(fresh(filtered, query, { n: 100, player: 'anne' }).items).toBe(100);
  });
});
