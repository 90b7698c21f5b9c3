import { createHash, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * `count` accounts with an API token each, written straight into the bench's own throw-away
 * database: signing up thousands through the API would spend minutes hashing passwords, which is
 * not what this bench measures. Returns the tokens, usable as `Authorization: Bearer`.
 */
export async function seedAccounts(databaseUrl: string, prefix: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const accounts = Array.from({ length: count }, (_, i) => ({
      userId: randomUUID(),
      handle: `${prefix}-${i}`,
      token: `brt_api_${randomBytes(32).toString('base64url')}`,
    }));
    await client.query(
      `INSERT INTO users (id, handle, handle_key, password_hash, updated_at)
       SELECT id, handle, handle, 'not a password hash', now() FROM unnest($1::text[], $2::text[]) AS a(id, handle)`,
      [accounts.map((a) => a.userId), accounts.map((a) => a.handle)],
    );
    await client.query(
      `INSERT INTO api_tokens (id, user_id, name, kind, token_hash)
       SELECT gen_random_uuid()::text, user_id, 'load', 'API', hash FROM unnest($1::text[], $2::text[]) AS t(user_id, hash)`,
      [
        accounts.map((a) => a.userId),
        accounts.map((a) => createHash('sha256').update(a.token).digest('hex')),
      ],
    );
    return accounts.map((a) => a.token);
  } finally {
    await client.end();
  }
}
