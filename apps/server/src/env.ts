import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, for the embedded database's default data folder. */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  /** A PostgreSQL URL; without one, an embedded PostgreSQL starts with its data in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(repositoryRoot, '.data', 'postgres')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /** A Redis URL; with one, match updates fan out through Redis pub/sub to every server node. */
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Pause before a bot moves, so people can follow it. */
  BOT_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(600),
  /** Sign-ins and sign-ups per client address per minute. */
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Actions per player per second. */
  RATE_LIMIT_ACTIONS_PER_SECOND: z.coerce.number().int().min(1).default(20),
  /** Proxies whose X-Forwarded-For names the client (express's `trust proxy` syntax). */
  TRUST_PROXY: z.string().default('loopback'),
  /** The address people use to reach this server, for links in the API (the log download). */
  PUBLIC_URL: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

/** Reads the environment once, at start; every setting has a default that works on a laptop. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`invalid environment: ${problems}`);
  }
  return parsed.data;
}
