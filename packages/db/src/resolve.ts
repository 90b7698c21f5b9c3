import { DEFAULT_EMBEDDED_PORT, startEmbeddedPostgres } from './embedded.js';
import { migrate, type MigrateResult } from './migrate.js';

export interface ResolveDatabaseOptions {
  /** Use this PostgreSQL. Empty or missing: start the embedded server instead. */
  databaseUrl?: string | undefined;
  /** Data folder for the embedded server (ignored with `databaseUrl`). */
  dataDir: string;
  /** Port for the embedded server. Default `DEFAULT_EMBEDDED_PORT`. */
  port?: number | undefined;
  /** Migrations folder; defaults to the repository's prisma/migrations. */
  migrationsDir?: string | undefined;
  /** Receives log lines from the embedded server and the migration runner. */
  onLog?: ((line: string) => void) | undefined;
}

export interface ResolvedDatabase {
  databaseUrl: string;
  /** Whether this call started an embedded server (which `stop()` then stops). */
  embedded: boolean;
  migrations: MigrateResult;
  /** Stop the embedded server, if one was started; a no-op for an external database. */
  stop(): Promise<void>;
}

/**
 * The database the platform runs on: the given URL, or else an embedded PostgreSQL in `dataDir`;
 * either way migrated to the latest schema. Throws `DbError` (one-line message) on failure.
 */
export async function resolveDatabase(options: ResolveDatabaseOptions): Promise<ResolvedDatabase> {
  const log = options.onLog;
  const migrationOptions = {
    ...(options.migrationsDir === undefined ? {} : { migrationsDir: options.migrationsDir }),
    ...(log === undefined ? {} : { log }),
  };
  if (options.databaseUrl) {
    const migrations = await migrate(options.databaseUrl, migrationOptions);
    return { databaseUrl: options.databaseUrl, embedded: false, migrations, stop: async () => {} };
  }
  const server = await startEmbeddedPostgres({
    dataDir: options.dataDir,
    port: options.port ?? DEFAULT_EMBEDDED_PORT,
    ...(log === undefined ? {} : { onLog: log }),
  });
  try {
    const migrations = await migrate(server.databaseUrl, migrationOptions);
    return { databaseUrl: server.databaseUrl, embedded: true, migrations, stop: server.stop };
  } catch (error) {
    await server.stop().catch(() => {});
    throw error;
  }
}
