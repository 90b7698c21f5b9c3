// The hand-written migration SQL must match prisma/schema.prisma exactly, since `prisma migrate`
// cannot run here to write it. This compares a migrated database with the schema's DMMF (the same
// data model the generated client was built from), then exercises every model through the client.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { getDMMF } from '@prisma/get-dmmf';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from './client.js';
import { Prisma, type PrismaClient } from './generated/prisma/client.js';
import { migrate } from './migrate.js';
import { createTestDatabase, type TestDatabase } from './testing.js';

type Dmmf = Exclude<ReturnType<typeof getDMMF>, { type: string }>;
type Model = Dmmf['datamodel']['models'][number];
type Field = Model['fields'][number];

const schemaPath = fileURLToPath(new URL('../../../prisma/schema.prisma', import.meta.url));

let db: TestDatabase;
let client: pg.Client;
let prisma: PrismaClient;
let dmmf: Dmmf;

beforeAll(async () => {
  const result = getDMMF({ datamodel: await readFile(schemaPath, 'utf8') });
  if ('type' in result) throw result.error;
  dmmf = result;
  db = await createTestDatabase('schema');
  await migrate(db.databaseUrl);
  client = new pg.Client({ connectionString: db.databaseUrl });
  await client.connect();
  prisma = createPrismaClient(db.databaseUrl);
});

afterAll(async () => {
  await prisma?.$disconnect();
  await client?.end();
  await db?.drop();
});

const tableOf = (model: Model) => model.dbName ?? model.name;
const columnOf = (field: Field) => field.dbName ?? field.name;
const scalarFields = (model: Model) => model.fields.filter((f) => f.kind === 'scalar' || f.kind === 'enum');
const modelByName = (name: string) => {
  const model = dmmf.datamodel.models.find((m) => m.name === name);
  if (!model) throw new Error(`no model ${name}`);
  return model;
};
const fieldColumns = (model: Model, names: readonly string[]) =>
  names.map((name) => {
    const field = model.fields.find((f) => f.name === name);
    if (!field) throw new Error(`no field ${model.name}.${name}`);
    return columnOf(field);
  });

async function rows<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await client.query<T>(sql, params)).rows;
}

/** PostgreSQL type (pg_catalog.format_type) that Prisma maps a field to. */
function expectedType(field: Field): string {
  if (field.kind === 'enum') {
    const enumDef = dmmf.datamodel.enums.find((e) => e.name === field.type);
    return `${enumDef?.dbName ?? field.type}${field.isList ? '[]' : ''}`;
  }
  const [nativeName, nativeArgs] = field.nativeType ?? [undefined, []];
  const base = (() => {
    switch (field.type) {
      case 'String':
        return nativeName === undefined || nativeName === 'Text' ? 'text' : `unsupported ${nativeName}`;
      case 'Int':
        return 'integer';
      case 'BigInt':
        return 'bigint';
      case 'Float':
        return 'double precision';
      case 'Boolean':
        return 'boolean';
      case 'Json':
        return 'jsonb';
      case 'DateTime':
        if (nativeName === 'Timestamptz') return `timestamp(${nativeArgs[0] ?? 6}) with time zone`;
        if (nativeName === undefined) return 'timestamp(3) without time zone';
        return `unsupported ${nativeName}`;
      default:
        return `unsupported ${field.type}`;
    }
  })();
  return `${base}${field.isList ? '[]' : ''}`;
}

/** Prisma's default constraint/index names (none of ours is long enough to be truncated). */
function defaultIndexName(table: string, columns: string[], type: 'id' | 'unique' | 'normal'): string {
  if (type === 'id') return `${table}_pkey`;
  return `${table}_${columns.join('_')}_${type === 'unique' ? 'key' : 'idx'}`;
}

describe('the migrated database matches prisma/schema.prisma', () => {
  it('the generated client was built from this schema', () => {
    const runtime = (prisma as unknown as { _runtimeDataModel: { models: Record<string, RuntimeModel> } })
      ._runtimeDataModel.models;
    type RuntimeModel = {
      dbName: string | null;
      fields: { name: string; kind: string; dbName?: string | null }[];
    };
    for (const model of dmmf.datamodel.models) {
      const generated = runtime[model.name];
      expect(generated, `generated client lacks model ${model.name}: run npm run generate`).toBeDefined();
      expect(generated?.dbName).toBe(model.dbName);
      expect(generated?.fields.map((f) => [f.name, f.dbName ?? null])).toEqual(
        model.fields.map((f) => [f.name, f.dbName ?? null]),
      );
    }
    expect(Object.keys(runtime).sort()).toEqual(dmmf.datamodel.models.map((m) => m.name).sort());
  });

  it('has exactly the tables of the models (plus _prisma_migrations)', async () => {
    const tables = await rows<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm')`,
    );
    expect(tables.map((t) => t.name).sort()).toEqual(
      [...dmmf.datamodel.models.map(tableOf), '_prisma_migrations'].sort(),
    );
  });

  it('has every enum with its values in order', async () => {
    for (const enumDef of dmmf.datamodel.enums) {
      const values = await rows<{ label: string }>(
        `SELECT e.enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
          WHERE t.typname = $1 ORDER BY e.enumsortorder`,
        [enumDef.dbName ?? enumDef.name],
      );
      expect(
        values.map((v) => v.label),
        enumDef.name,
      ).toEqual(enumDef.values.map((v) => v.dbName ?? v.name));
    }
  });

  it('has every scalar field as a column of the right type, nullability and default', async () => {
    for (const model of dmmf.datamodel.models) {
      const columns = await rows<{ name: string; type: string; not_null: boolean; default: string | null }>(
        `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
                pg_get_expr(d.adbin, d.adrelid) AS default
           FROM pg_attribute a
           LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
          WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
          ORDER BY a.attnum`,
        [`"${tableOf(model)}"`],
      );
      const fields = scalarFields(model);
      // No column the schema does not know about, and none missing.
      expect(columns.map((c) => c.name).sort(), model.name).toEqual(fields.map(columnOf).sort());
      for (const field of fields) {
        const column = columns.find((c) => c.name === columnOf(field));
        const label = `${model.name}.${field.name}`;
        expect(column?.type, label).toBe(expectedType(field));
        // Prisma creates list columns without NOT NULL.
        expect(column?.not_null, label).toBe(field.isList ? false : field.isRequired);
        expect(column?.default ?? null, label).toBe(expectedDefault(field, tableOf(model)));
      }
    }
  });

  it('has the primary keys, unique and plain indexes of the schema (and no others)', async () => {
    const indexes = await rows<{
      table: string;
      name: string;
      unique: boolean;
      primary: boolean;
      columns: string[];
    }>(
      `SELECT t.relname AS table, i.relname AS name, x.indisunique AS unique, x.indisprimary AS primary,
              array_agg(a.attname ORDER BY k.ord)::text[] AS columns
         FROM pg_index x
         JOIN pg_class i ON i.oid = x.indexrelid
         JOIN pg_class t ON t.oid = x.indrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace
         CROSS JOIN LATERAL unnest(x.indkey) WITH ORDINALITY AS k(attnum, ord)
         JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
        WHERE n.nspname = 'public' AND t.relname <> '_prisma_migrations'
        GROUP BY t.relname, i.relname, x.indisunique, x.indisprimary`,
    );
    const expected = dmmf.datamodel.indexes.map((index) => {
      const model = modelByName(index.model);
      const columns = fieldColumns(
        model,
        index.fields.map((f) => f.name),
      );
      const type = index.type === 'fulltext' ? 'normal' : index.type;
      return {
        table: tableOf(model),
        name: index.dbName ?? defaultIndexName(tableOf(model), columns, type),
        unique: type !== 'normal',
        primary: type === 'id',
        columns,
      };
    });
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect([...indexes].sort(byName)).toEqual(expected.sort(byName));

    // Every @unique / @@unique of the models is among them (the DMMF lists them separately too).
    for (const model of dmmf.datamodel.models) {
      const uniques = [
        ...model.fields.filter((f) => f.isUnique).map((f) => [f.name]),
        ...model.uniqueFields.map((fields) => [...fields]),
      ];
      for (const fields of uniques) {
        const columns = fieldColumns(model, fields);
        expect(
          indexes.some((i) => i.table === tableOf(model) && i.unique && i.columns.join() === columns.join()),
          `${model.name} unique (${fields.join(', ')})`,
        ).toBe(true);
      }
    }
  });

  it('has a foreign key with the right delete rule for every relation', async () => {
    const foreignKeys = await rows<{
      name: string;
      table: string;
      columns: string[];
      target: string;
      target_columns: string[];
      on_delete: string;
      on_update: string;
    }>(
      `SELECT c.conname AS name, t.relname AS table, f.relname AS target,
              c.confdeltype AS on_delete, c.confupdtype AS on_update,
              (SELECT array_agg(a.attname ORDER BY k.ord)::text[] FROM unnest(c.conkey) WITH ORDINALITY k(n, ord)
                 JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n) AS columns,
              (SELECT array_agg(a.attname ORDER BY k.ord)::text[] FROM unnest(c.confkey) WITH ORDINALITY k(n, ord)
                 JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n) AS target_columns
         FROM pg_constraint c
         JOIN pg_class t ON t.oid = c.conrelid
         JOIN pg_class f ON f.oid = c.confrelid
        WHERE c.contype = 'f'`,
    );
    const rule: Record<string, string> = {
      Cascade: 'c',
      SetNull: 'n',
      Restrict: 'r',
      NoAction: 'a',
      SetDefault: 'd',
    };
    const expected = dmmf.datamodel.models.flatMap((model) =>
      model.fields
        .filter((f) => f.kind === 'object' && (f.relationFromFields?.length ?? 0) > 0)
        .map((f) => {
          const target = modelByName(f.type);
          const columns = fieldColumns(model, f.relationFromFields ?? []);
          const fallback = f.isRequired ? 'Restrict' : 'SetNull';
          return {
            name: `${tableOf(model)}_${columns.join('_')}_fkey`,
            table: tableOf(model),
            columns,
            target: tableOf(target),
            target_columns: fieldColumns(target, f.relationToFields ?? []),
            on_delete: rule[f.relationOnDelete ?? fallback],
            on_update: rule[f.relationOnUpdate ?? 'Cascade'],
          };
        }),
    );
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect([...foreignKeys].sort(byName)).toEqual(expected.sort(byName));
  });
});

function expectedDefault(field: Field, table: string): string | null {
  const value = field.default;
  if (value === undefined) return null;
  if (typeof value === 'object' && !Array.isArray(value) && 'name' in value) {
    switch (value.name) {
      case 'now':
        return 'CURRENT_TIMESTAMP';
      case 'autoincrement':
        return `nextval('${table}_${columnOf(field)}_seq'::regclass)`;
      case 'uuid':
      case 'cuid':
        return null; // made by the client, not the database
      default:
        return `unsupported default ${value.name}`;
    }
  }
  if (field.kind === 'enum') return `'${String(value)}'::${expectedType(field)}`;
  switch (field.type) {
    case 'Json':
      return `'${String(value)}'::jsonb`;
    case 'String':
      return `'${String(value)}'::text`;
    default:
      return String(value);
  }
}

describe('the Prisma client works on every model', () => {
  it('creates, reads, updates and deletes through every model and relation', async () => {
    const alice = await prisma.user.create({
      data: { handle: 'Alice', handleKey: 'alice', passwordHash: 'scrypt$x' },
    });
    const bob = await prisma.user.create({
      data: { handle: 'bob', handleKey: 'bob', passwordHash: 'scrypt$y' },
    });
    expect(alice.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/); // UUIDv7

    const token = await prisma.apiToken.create({
      data: { userId: alice.id, name: 'laptop', tokenHash: 'a'.repeat(64) },
    });
    await prisma.apiToken.update({ where: { id: token.id }, data: { lastUsedAt: new Date() } });
    expect(
      (await prisma.apiToken.findUnique({ where: { tokenHash: 'a'.repeat(64) } }))?.lastUsedAt,
    ).toBeInstanceOf(Date);

    const match = await prisma.match.create({
      data: {
        game: 'cartagena',
        options: { variant: 'tortuga' },
        seedHash: 'b'.repeat(64),
        seed: 'secret-seed',
        playerCount: 3,
        ranked: true,
        createdById: alice.id,
        seats: {
          create: [
            { seat: 0, userId: alice.id },
            { seat: 1, userId: bob.id },
            { seat: 2, botLevel: 'heuristic' },
          ],
        },
      },
      include: { seats: { orderBy: { seat: 'asc' } } },
    });
    expect(match).toMatchObject({
      status: 'OPEN',
      visibility: 'PUBLIC',
      seq: 0,
      result: null,
    });
    expect(match.seats.map((s) => s.userId ?? s.botLevel)).toEqual([alice.id, bob.id, 'heuristic']);

    await prisma.matchEvent.createMany({
      data: [
        {
          matchId: match.id,
          seq: 1,
          seat: 0,
          action: { type: 'play', card: 3 },
          events: [{ visibility: 'public' }],
        },
        { matchId: match.id, seq: 2, seat: null, action: { type: 'timeout' }, events: [] },
      ],
    });
    const events = await prisma.matchEvent.findMany({
      where: { matchId: match.id },
      orderBy: { seq: 'asc' },
    });
    expect(events.map((e) => [e.seq, e.seat, e.action])).toEqual([
      [1, 0, { type: 'play', card: 3 }],
      [2, null, { type: 'timeout' }],
    ]);
    expect(typeof events[0]?.id).toBe('bigint');

    const finished = await prisma.match.update({
      where: { id: match.id },
      data: {
        status: 'FINISHED',
        seq: 2,
        finishedAt: new Date(),
        seedRevealedAt: new Date(),
        result: { placements: [1, 2, 3] },
      },
    });
    expect(finished.result).toEqual({ placements: [1, 2, 3] });

    const rating = await prisma.rating.upsert({
      where: { userId_game: { userId: alice.id, game: 'cartagena' } },
      create: { userId: alice.id, game: 'cartagena' },
      update: {},
    });
    expect(rating).toMatchObject({ rating: 1500, games: 0, wins: 0, lastRatedAt: null });
    const rated = await prisma.rating.update({
      where: { userId_game: { userId: alice.id, game: 'cartagena' } },
      data: { rating: 1516.5, games: { increment: 1 }, wins: { increment: 1 }, lastRatedAt: new Date() },
    });
    expect(rated.updatedAt.getTime()).toBeGreaterThanOrEqual(rating.updatedAt.getTime());
    await prisma.ratingHistory.create({
      data: {
        userId: alice.id,
        game: 'cartagena',
        matchId: match.id,
        ratingBefore: 1500,
        ratingAfter: 1516.5,
      },
    });
    await prisma.seat.update({
      where: { matchId_seat: { matchId: match.id, seat: 0 } },
      data: { ratingBefore: 1500, ratingAfter: 1516.5, placement: 1 },
    });

    const ticket = await prisma.queueTicket.create({
      data: { userId: bob.id, game: 'cartagena', playerCounts: [3, 4], preset: 'standard', rating: 1500 },
    });
    expect(ticket).toMatchObject({ status: 'WAITING', playerCounts: [3, 4], matchId: null });
    const matched = await prisma.queueTicket.update({
      where: { id: ticket.id },
      data: { status: 'MATCHED', matchId: match.id },
    });
    expect(matched.updatedAt.getTime()).toBeGreaterThanOrEqual(ticket.updatedAt.getTime());
    expect(
      await prisma.queueTicket.count({
        where: { game: 'cartagena', status: 'WAITING', playerCounts: { has: 3 } },
      }),
    ).toBe(0);

    const profile = await prisma.user.findUniqueOrThrow({
      where: { handleKey: 'alice' },
      include: { apiTokens: true, createdMatches: true, seats: true, ratings: true, ratingHistory: true },
    });
    expect(profile.apiTokens).toHaveLength(1);
    expect(profile.createdMatches).toHaveLength(1);
    expect(profile.seats[0]?.placement).toBe(1);
    expect(profile.ratings[0]?.rating).toBe(1516.5);
    expect(profile.ratingHistory[0]?.ratingAfter).toBe(1516.5);

    // Deleting a user: their tokens, ratings, history and tickets go; matches and seats stay, unlinked.
    await prisma.user.delete({ where: { id: alice.id } });
    expect(await prisma.apiToken.count()).toBe(0);
    expect(await prisma.rating.count()).toBe(0);
    expect(await prisma.ratingHistory.count()).toBe(0);
    expect((await prisma.match.findUniqueOrThrow({ where: { id: match.id } })).createdById).toBeNull();
    expect(
      (await prisma.seat.findUniqueOrThrow({ where: { matchId_seat: { matchId: match.id, seat: 0 } } }))
        .userId,
    ).toBeNull();

    // Deleting a match: its seats and log go; queue tickets stay, unlinked.
    await prisma.match.delete({ where: { id: match.id } });
    expect(await prisma.seat.count()).toBe(0);
    expect(await prisma.matchEvent.count()).toBe(0);
    expect((await prisma.queueTicket.findUniqueOrThrow({ where: { id: ticket.id } })).matchId).toBeNull();
    await prisma.queueTicket.deleteMany({ where: { userId: bob.id } });
    await prisma.user.delete({ where: { id: bob.id } });
    expect(await prisma.user.count()).toBe(0);
  });

  it('rejects a second event with the same (matchId, seq): the log decides races', async () => {
    const match = await prisma.match.create({
      data: { game: 'cartagena', seedHash: 'c'.repeat(64), seed: 's', playerCount: 2 },
    });
    await prisma.matchEvent.create({ data: { matchId: match.id, seq: 1, seat: 0, action: {}, events: [] } });
    const duplicate = await prisma.matchEvent
      .create({ data: { matchId: match.id, seq: 1, seat: 1, action: {}, events: [] } })
      .catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
    expect((duplicate as Prisma.PrismaClientKnownRequestError).code).toBe('P2002');

    // Two writers racing for seq 2: exactly one wins.
    const outcomes = await Promise.allSettled(
      [0, 1].map((seat) =>
        prisma.matchEvent.create({ data: { matchId: match.id, seq: 2, seat, action: { seat }, events: [] } }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await prisma.matchEvent.count({ where: { matchId: match.id } })).toBe(2);
  });

  it('keeps handles unique whatever their case, through handleKey', async () => {
    await prisma.user.create({ data: { handle: 'Blackbeard', handleKey: 'blackbeard', passwordHash: 'h' } });
    const clash = await prisma.user
      .create({ data: { handle: 'BLACKBEARD', handleKey: 'blackbeard', passwordHash: 'h' } })
      .catch((e: unknown) => e);
    expect((clash as Prisma.PrismaClientKnownRequestError).code).toBe('P2002');
  });

  it('rejects a second seat with the same number and a second rating of one match for one player', async () => {
    const user = await prisma.user.create({ data: { handle: 'Anne', handleKey: 'anne', passwordHash: 'h' } });
    const match = await prisma.match.create({
      data: {
        game: 'tortuga',
        seedHash: 'd'.repeat(64),
        seed: 's',
        playerCount: 2,
        seats: { create: { seat: 0 } },
      },
    });
    const seatClash = await prisma.seat
      .create({ data: { matchId: match.id, seat: 0 } })
      .catch((e: unknown) => e);
    expect((seatClash as Prisma.PrismaClientKnownRequestError).code).toBe('P2002');
    const history = {
      userId: user.id,
      game: 'tortuga',
      matchId: match.id,
      ratingBefore: 1500,
      ratingAfter: 1490,
    };
    await prisma.ratingHistory.create({ data: history });
    const ratedTwice = await prisma.ratingHistory.create({ data: history }).catch((e: unknown) => e);
    expect((ratedTwice as Prisma.PrismaClientKnownRequestError).code).toBe('P2002');
  });
});
