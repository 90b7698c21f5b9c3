import { DomainError } from './errors.js';
import { containsForbiddenText } from './input/text.js';

/**
 * Relay connections: the one way the API pages a list that can grow (matches, the lobby's tables,
 * ladders, rating history, API tokens). A page is `first` items (1–100) after the cursor `after`;
 * the answer is edges (each item with its cursor) and a PageInfo.
 *
 * Lists are read by key (keyset pagination): a cursor carries the key of the item it stands for
 * (its creation time and id, or its rating and player), and the next page is the items ordered
 * after that key. So a page neither repeats nor skips an item because others were added in front.
 * A cursor is opaque to clients — base64url JSON of the list's name and the key — and one of
 * another list, or anything else, is refused with BAD_USER_INPUT.
 */

/** The most items one page may ask for. */
export const MAX_FIRST = 100;

export interface PageArgs {
  readonly first?: number | null;
  readonly after?: string | null;
}

export interface PageInfo {
  readonly hasNextPage: boolean;
  readonly hasPreviousPage: boolean;
  readonly startCursor: string | null;
  readonly endCursor: string | null;
}

export interface Edge<T> {
  readonly cursor: string;
  readonly node: T;
}

export interface Connection<T> {
  readonly edges: Edge<T>[];
  readonly pageInfo: PageInfo;
}

/** A key as a cursor holds it: a few JSON strings and numbers. */
type KeyValues = readonly (string | number)[];

/** One list's cursors: its name (a cursor of another list is refused) and its key as JSON values. */
export interface CursorKind<K> {
  readonly list: string;
  readonly toValues: (key: K) => KeyValues;
  /** The key, or null when the values are not one of this list's. */
  readonly fromValues: (values: readonly unknown[]) => K | null;
}

/** The key of lists ordered by creation, newest first, ties broken by id. */
export interface CreatedKey {
  readonly createdAt: Date;
  readonly id: string;
}

/** Cursors of a list ordered by (createdAt, id). */
export function createdCursor(list: string): CursorKind<CreatedKey> {
  return {
    list,
    toValues: (key) => [key.createdAt.toISOString(), key.id],
    fromValues: ([at, id, ...rest]) => {
      if (typeof at !== 'string' || typeof id !== 'string' || id === '' || rest.length > 0) return null;
      const createdAt = new Date(at);
      return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id };
    },
  };
}

export function encodeCursor<K>(kind: CursorKind<K>, key: K): string {
  return Buffer.from(JSON.stringify([kind.list, ...kind.toValues(key)])).toString('base64url');
}

/** The key a cursor of this list carries; BAD_USER_INPUT for anything else. */
export function decodeCursor<K>(kind: CursorKind<K>, cursor: string): K {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    values = null;
  }
  // A cursor's insides reach the database, so they pass the same text rule as any argument.
  const key =
    Array.isArray(values) && values[0] === kind.list && !containsForbiddenText(values)
      ? kind.fromValues(values.slice(1))
      : null;
  if (key === null)
    throw new DomainError(
      'BAD_USER_INPUT',
      `after: not a cursor of ${kind.list}; pass an endCursor (or an edge's cursor) this list returned`,
    );
  return key;
}

/** What a list's reader is asked for: `take` items (one more than the page) after `after`. */
export interface PageQuery<K> {
  readonly take: number;
  readonly after: K | null;
}

/** How a list is paged: its cursors, its page size when `first` is not given, each item's key. */
export interface ListSpec<T, K> {
  readonly cursor: CursorKind<K>;
  readonly defaultFirst: number;
  readonly keyOf: (item: T) => K;
}

/** Checks `first` and `after`: BAD_USER_INPUT unless 1 ≤ first ≤ 100 and `after` is this list's. */
function pageQuery<K>(args: PageArgs, spec: { cursor: CursorKind<K>; defaultFirst: number }): PageQuery<K> {
  const first = args.first ?? spec.defaultFirst;
  if (!Number.isInteger(first) || first < 1 || first > MAX_FIRST)
    throw new DomainError('BAD_USER_INPUT', `first: ask for 1 to ${MAX_FIRST} items, not ${first}`);
  const after =
    args.after === null || args.after === undefined ? null : decodeCursor(spec.cursor, args.after);
  return { take: first + 1, after };
}

/**
 * One page of a list: checks the arguments, reads `first + 1` items after the cursor (the extra
 * one only tells whether more follow) and builds the edges and PageInfo. This API pages forward
 * only, so `hasPreviousPage` is true exactly when the page continues after a cursor.
 */
export async function paginate<T, K>(
  args: PageArgs,
  spec: ListSpec<T, K>,
  read: (query: PageQuery<K>) => Promise<readonly T[]>,
): Promise<Connection<T>> {
  const query = pageQuery(args, spec);
  const items = await read(query);
  return connectionOf(items, query, spec);
}

/** The connection of a page read with `query` (up to `query.take` items). */
function connectionOf<T, K>(
  items: readonly T[],
  query: PageQuery<K>,
  spec: Pick<ListSpec<T, K>, 'cursor' | 'keyOf'>,
): Connection<T> {
  const page = items.slice(0, query.take - 1);
  const edges = page.map((node) => ({ cursor: encodeCursor(spec.cursor, spec.keyOf(node)), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: items.length > page.length,
      hasPreviousPage: query.after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** The same page with each node turned into another (a stored record into what resolvers take). */
export async function mapNodes<T, U>(
  connection: Connection<T>,
  map: (node: T) => U | Promise<U>,
): Promise<Connection<U>> {
  const edges = await Promise.all(
    connection.edges.map(async (edge) => ({ cursor: edge.cursor, node: await map(edge.node) })),
  );
  return { edges, pageInfo: connection.pageInfo };
}
