import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { exportFileName, monthBounds } from './format.js';
import { linePages } from './pages.js';
import type { DataExportRepository, WrittenExport } from './repository.js';

/**
 * Writes one game's month of finished public matches as a gzip NDJSON file: streamed from the
 * database a page at a time, gzipped and hashed on the way, into a temporary file beside the
 * final one, which is renamed over it only once complete — readers see the old file or the new
 * one, never half of one.
 */
export class ExportWriter {
  constructor(
    private readonly repository: DataExportRepository,
    private readonly directory: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async write(game: string, month: string): Promise<WrittenExport> {
    await mkdir(this.directory, { recursive: true });
    const file = path.join(this.directory, exportFileName(game, month));
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    const counted = { matches: 0 };
    const hash = createHash('sha256');
    let bytes = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(
        Readable.from(this.lines(game, month, counted)),
        createGzip(),
        measure,
        createWriteStream(temporary, { flush: true }),
      );
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return {
      game,
      month,
      matches: counted.matches,
      bytes,
      sha256: hash.digest('hex'),
      writtenAt: this.now(),
    };
  }

  private async *lines(game: string, month: string, counted: { matches: number }): AsyncGenerator<string> {
    const { start, end } = monthBounds(month);
    for await (const page of linePages(this.repository, (cursor, limit) =>
      this.repository.matchPage(game, start, end, cursor, limit),
    )) {
      counted.matches += page.matches;
      yield page.text;
    }
  }
}
