import { describe, expect, it } from 'vitest';
import { isDomainError } from './errors.js';
import {
  createdCursor,
  decodeCursor,
  encodeCursor,
  mapNodes,
  paginate,
  type Connection,
  type ListSpec,
} from './pagination.js';

interface Item {
  readonly id: string;
  readonly createdAt: Date;
}

const items: Item[] = Array.from({ length: 7 }, (_, i) => ({
  id: `item-${i}`,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, 10 - i)),
}));

const LIST: ListSpec<Item, { createdAt: Date; id: string }> = {
  cursor: createdCursor('things'),
  defaultFirst: 3,
  keyOf: (item) => ({ createdAt: item.createdAt, id: item.id }),
};

/** A reader over `items` (already newest first), as a repository answers. */
async function read(query: { take: number; after: { createdAt: Date; id: string } | null }) {
  const start = query.after ? items.findIndex((item) => item.id === query.after?.id) + 1 : 0;
  return items.slice(start, start + query.take);
}

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isDomainError(error, 'BAD_USER_INPUT')) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('cursors', () => {
  it('carry the key of their list and come back as it', () => {
    const key = { createdAt: new Date('2026-02-03T04:05:06.789Z'), id: 'm1' };
    const cursor = encodeCursor(LIST.cursor, key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(LIST.cursor, cursor)).toEqual(key);
  });

  it('of another list, or anything else, are refused', () => {
    const key = { createdAt: new Date(), id: 'm1' };
    const other = encodeCursor(createdCursor('others'), key);
    expect(refusal(() => decodeCursor(LIST.cursor, other))).toMatch(/not a cursor of things/);
    for (const forged of [
      '',
      '%%%',
      Buffer.from('["things"]').toString('base64url'),
      Buffer.from('["things","yesterday","m1"]').toString('base64url'),
      Buffer.from('["things","2026-01-01T00:00:00Z","m1","extra"]').toString('base64url'),
      Buffer.from('{"list":"things"}').toString('base64url'),
    ])
      expect(refusal(() => decodeCursor(LIST.cursor, forged))).toMatch(/after:/);
  });
});

describe('paginate', () => {
  it('reads first + 1, builds edges and a PageInfo, and walks the list without gaps or repeats', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    const infos = [];
    for (;;) {
      const page: Connection<Item> = await paginate({ first: 3, after }, LIST, read);
      seen.push(...page.edges.map((edge) => edge.node.id));
      infos.push(page.pageInfo);
      expect(page.pageInfo.startCursor).toBe(page.edges[0]?.cursor ?? null);
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(items.map((item) => item.id));
    expect(infos.map((info) => [info.hasPreviousPage, info.hasNextPage])).toEqual([
      [false, true],
      [true, true],
      [true, false],
    ]);
  });

  it('uses the list’s page size when first is left out, and answers an empty page', async () => {
    expect((await paginate({}, LIST, read)).edges).toHaveLength(3);
    expect((await paginate({ first: null }, LIST, read)).edges).toHaveLength(3);
    const empty = await paginate({ first: 5 }, LIST, async () => []);
    expect(empty).toEqual({
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
  });

  it('refuses first outside 1–100 before reading', async () => {
    const never = async () => {
      throw new Error('read');
    };
    for (const first of [0, -1, 101, 1.5])
      await expect(paginate({ first }, LIST, never)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(paginate({ first: 100 }, LIST, read)).resolves.toBeTruthy();
  });

  it('maps nodes and keeps the cursors', async () => {
    const page = await paginate({ first: 2 }, LIST, read);
    const mapped = await mapNodes(page, async (item) => item.id.toUpperCase());
    expect(mapped.edges.map((edge) => [edge.cursor, edge.node])).toEqual(
      page.edges.map((edge) => [edge.cursor, edge.node.id.toUpperCase()]),
    );
    expect(mapped.pageInfo).toBe(page.pageInfo);
  });
});
