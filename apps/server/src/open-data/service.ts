import path from 'node:path';
import { exportFileName } from './format.js';
import { linePages } from './pages.js';
import type { DataExportRepository, ListedExport } from './repository.js';

/** A monthly file as the API lists it. */
export interface DataExportFile extends ListedExport {
  /** Where it is downloaded: this server's `/data/<file name>`. */
  readonly url: string;
}

/** A file that may be served: where it lies, and whether it can ever change again. */
export interface ServableFile {
  readonly directory: string;
  readonly name: string;
  readonly final: boolean;
}

/** `brethren_<game>_<YYYY-MM>.ndjson.gz`, and nothing else: the only names the server serves. */
const FILE_NAME = /^brethren_([a-z0-9]+(?:-[a-z0-9]+)*)_(\d{4}-(?:0[1-9]|1[0-2]))\.ndjson\.gz$/;

/**
 * The open data as the API serves it: the list of written files, the files themselves, and a
 * player's own matches. A file is served only under its exact name, for a known game and a month
 * whose row says it was written: any other name is unknown, whatever it holds (`..`, `/`, `%00`).
 */
export class OpenDataService {
  constructor(
    private readonly repository: DataExportRepository,
    /** Where the files are (DATA_EXPORT_DIR); null: this node serves none. */
    private readonly directory: string | null,
    private readonly games: ReadonlySet<string>,
    private readonly links: { readonly base: string },
  ) {}

  async list(game: string | null): Promise<DataExportFile[]> {
    const files = await this.repository.listWritten(game);
    return files.map((file) => ({
      ...file,
      url: `${this.links.base}/data/${exportFileName(file.game, file.month)}`,
    }));
  }

  /** The file of this name, if it is one of the written files; null otherwise. */
  async servable(name: string): Promise<ServableFile | null> {
    const match = FILE_NAME.exec(name);
    if (!match || this.directory === null) return null;
    const [, game, month] = match as unknown as [string, string, string];
    if (!this.games.has(game)) return null;
    const written = await this.repository.writtenFile(game, month);
    if (!written) return null;
    return {
      directory: path.resolve(this.directory),
      name: exportFileName(game, month),
      final: written.final,
    };
  }

  /** Every finished match `userId` sat in, private ones included, as lines of the format, a page at a time. */
  async *ownLines(userId: string): AsyncGenerator<string> {
    for await (const page of linePages(this.repository, (cursor, limit) =>
      this.repository.playerMatchPage(userId, cursor, limit),
    ))
      yield page.text;
  }
}
