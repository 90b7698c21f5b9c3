import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnginePort } from '../engine/port.js';
import { FinishedMatchWriter, playMatch } from '../testing/finished-matches.js';
import { data, gql, signUp, startTestServer, type TestServer } from '../testing/harness.js';
import { DataExporter, DEFAULT_DATA_EXPORT_SETTINGS } from './exporter.js';
import { exportFileName, matchLineJsonSchema, monthBounds, monthOf, type MatchLine } from './format.js';
import { DataExportRepository } from './repository.js';
import { ExportWriter } from './writer.js';

const engine = new EnginePort();
const DATA_EXPORTS =
  'query ($game: ID) { dataExports(game: $game) { game { id } month url bytes sha256 matches final } }';

const current = monthOf(new Date());
const previous = monthOf(new Date(monthBounds(current).start.getTime() - 1));

let server: TestServer;
let origin: string;
let directory: string;
let anne: { token: string; id: string };
let bob: { token: string; id: string };

const fileUrl = (name: string) => `${origin}/data/${name}`;
/** The error code of a refusal (the GraphQL error shape). */
const codeOf = async (response: Response) =>
  ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code;
const previousFile = exportFileName('cartagena', previous);
const currentFile = exportFileName('cartagena', current);

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'brethren-serving-'));
  // The node's own job never runs here (an hour apart): the test writes the files when it chooses.
  server = await startTestServer({ dataExports: { dir: directory, checkIntervalMs: 3_600_000 } });
  origin = new URL(server.url).origin;
  [anne, bob] = await Promise.all([signUp(server.url, 'srv-anne'), signUp(server.url, 'srv-bob')]);
  const writer = new FinishedMatchWriter(server.platform.pool);
  const [carol] = (await writer.users(['srv-carol'])) as [string];
  const played = (seed: string) => playMatch(engine, 'cartagena', 2, seed);
  const previousAt = new Date(monthBounds(previous).start.getTime() + 14 * 86_400_000);
  const currentAt = new Date(monthBounds(current).start.getTime() + 1_000);
  await writer.write([
    {
      id: 'srv-old',
      played: played('s1'),
      seats: [{ userId: anne.id }, { userId: bob.id }],
      finishedAt: previousAt,
      ranked: true,
    },
    {
      id: 'srv-new',
      played: played('s2'),
      seats: [{ userId: bob.id }, { userId: anne.id }],
      finishedAt: currentAt,
      ranked: true,
    },
    {
      id: 'srv-anne-private',
      played: played('s3'),
      seats: [{ userId: anne.id }, { userId: carol }],
      finishedAt: new Date(currentAt.getTime() + 1_000),
      visibility: 'PRIVATE',
    },
    {
      id: 'srv-bob-private',
      played: played('s4'),
      seats: [{ userId: bob.id }, { userId: carol }],
      finishedAt: new Date(currentAt.getTime() + 2_000),
      visibility: 'PRIVATE',
    },
  ]);
  const repository = new DataExportRepository(server.platform.prisma, server.platform.pool);
  await new DataExporter(
    repository,
    new ExportWriter(repository, directory),
    DEFAULT_DATA_EXPORT_SETTINGS,
    ['cartagena'],
    pino({ level: 'silent' }),
  ).run();
});

afterAll(async () => {
  await server?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe('dataExports', () => {
  it("lists each written file with its size, checksum, match count and address, the past month's final", async () => {
    const { dataExports } = await data(server.url, DATA_EXPORTS, { game: 'cartagena' });
    const bytes = await readFile(path.join(directory, previousFile));
    expect(dataExports).toEqual([
      expect.objectContaining({ month: current, matches: 1, final: false, url: fileUrl(currentFile) }),
      {
        game: { id: 'cartagena' },
        month: previous,
        url: fileUrl(previousFile),
        bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        matches: 1,
        final: true,
      },
    ]);
  });

  it('lists every game without one, none for a game with no file, and refuses an unknown game', async () => {
    const all = await data(server.url, DATA_EXPORTS);
    expect(all.dataExports.map((file: { month: string }) => file.month)).toEqual([current, previous]);
    expect((await data(server.url, DATA_EXPORTS, { game: 'tortuga' })).dataExports).toEqual([]);
    const unknown = await gql(server.url, DATA_EXPORTS, { game: 'chess' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('UNKNOWN_GAME');
  });
});

describe('GET /data/<file>', () => {
  it('serves a file whole, with an ETag, Last-Modified and caching by month', async () => {
    const bytes = await readFile(path.join(directory, previousFile));
    const response = await fetch(fileUrl(previousFile));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    expect(response.headers.get('etag')).toBeTruthy();
    expect(response.headers.get('last-modified')).toBeTruthy();
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const fresh = await fetch(fileUrl(currentFile));
    expect(fresh.headers.get('cache-control')).toBe('public, max-age=300');
    await fresh.arrayBuffer();
  });

  it('answers 304 to If-None-Match with its ETag and to If-Modified-Since', async () => {
    const first = await fetch(fileUrl(previousFile));
    await first.arrayBuffer();
    const etag = first.headers.get('etag') as string;
    // As a browser revalidates: fetch() itself would send `no-cache`, which asks for the file whole.
    const revalidate = { 'cache-control': 'max-age=0' };
    const again = await fetch(fileUrl(previousFile), { headers: { ...revalidate, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const since = await fetch(fileUrl(previousFile), {
      headers: { ...revalidate, 'if-modified-since': first.headers.get('last-modified') as string },
    });
    expect(since.status).toBe(304);
    const other = await fetch(fileUrl(previousFile), {
      headers: { ...revalidate, 'if-none-match': 'W/"another"' },
    });
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  });

  it('serves a byte range as 206, and refuses a range past the end with 416', async () => {
    const bytes = await readFile(path.join(directory, previousFile));
    const part = await fetch(fileUrl(previousFile), { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(10, 20));
    const tail = await fetch(fileUrl(previousFile), { headers: { range: 'bytes=-5' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 5));
    const past = await fetch(fileUrl(previousFile), { headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('answers 404 for a month, a game or a name that has no file', async () => {
    for (const name of [
      exportFileName('cartagena', '2001-01'),
      exportFileName('tortuga', current),
      exportFileName('chess', current),
      `brethren_cartagena_${current}.ndjson`,
      'anything',
    ]) {
      const response = await fetch(fileUrl(name));
      expect(response.status, name).toBe(404);
      expect(await codeOf(response)).toBe('NOT_FOUND');
    }
  });

  it('never leaves the folder, whatever the name', async () => {
    const SECRET = 'what no request may read';
    // A file beside the folder that a way out would reach, and one inside under another name.
    const outside = path.join(path.dirname(directory), `${path.basename(directory)}-secret.txt`);
    await writeFile(outside, SECRET);
    await writeFile(path.join(directory, 'notes.txt'), SECRET);
    try {
      for (const name of [
        `..%2F${path.basename(outside)}`,
        '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
        '%2Fetc%2Fpasswd',
        'notes.txt',
        `${currentFile}%00.txt`,
        `..%2F${path.basename(directory)}%2F${currentFile}`,
        `brethren_..%2F..%2Fcartagena_${current}.ndjson.gz`,
        `.${currentFile}`,
      ]) {
        const response = await fetch(fileUrl(name));
        expect(response.status, name).toBe(404);
        expect(await response.text()).not.toContain(SECRET);
      }
      const raw = await fetch(`${origin}/data/../../etc/passwd`);
      expect(raw.status).toBe(404);
    } finally {
      await rm(outside, { force: true });
    }
  });
});

describe('GET /data/match-v1.schema.json', () => {
  it('serves the JSON Schema of a line, as published in docs/data', async () => {
    const response = await fetch(`${origin}/data/match-v1.schema.json`);
    expect(response.headers.get('content-type')).toMatch(/^application\/schema\+json/);
    expect(await response.json()).toEqual(matchLineJsonSchema());
  });
});

describe('GET /data/mine.ndjson', () => {
  const mine = (token?: string) =>
    fetch(`${origin}/data/mine.ndjson`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const lines = async (response: Response) =>
    (await response.text())
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => JSON.parse(line) as MatchLine);

  it("streams a player's own matches, private ones included, in the open-data format", async () => {
    const response = await mine(anne.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const own = await lines(response);
    expect(own.map((line) => line.id)).toEqual(['srv-old', 'srv-new', 'srv-anne-private']);
    expect(own[2]).toMatchObject({ version: 1, game: 'cartagena', seed: 's3', seatChanges: [] });
    expect(own[2]?.seats.map((seat) => seat.player)).toEqual(['srv-anne', 'srv-carol']);
    // The same line as in the month's file, for a public match.
    const file = gunzipSync(await readFile(path.join(directory, previousFile))).toString('utf8');
    expect(JSON.parse(file.split('\n')[0] as string)).toEqual(own[0]);
  });

  it("never includes others' private matches", async () => {
    const anneLines = await lines(await mine(anne.token));
    expect(anneLines.map((line) => line.id)).not.toContain('srv-bob-private');
    const bobLines = await lines(await mine(bob.token));
    expect(bobLines.map((line) => line.id)).toEqual(['srv-old', 'srv-new', 'srv-bob-private']);
  });

  it('is 401 without a token or with one that speaks for nobody', async () => {
    const none = await mine();
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect(await codeOf(none)).toBe('UNAUTHENTICATED');
    const forged = await mine('not-a-token');
    expect(forged.status).toBe(401);
    expect(await forged.text()).not.toContain('srv-');
  });
});
