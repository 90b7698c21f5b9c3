// Generates the Prisma client (src/generated/prisma) from ../../prisma/schema.prisma, unless it is
// already up to date. Build, typecheck and test all call this, possibly at the same time under turbo;
// skipping when fresh keeps them from rewriting files another task is reading.
//
// PRISMA_SCHEMA_ENGINE_BINARY=/bin/true is set for `prisma generate` only: generate does not need the
// schema engine, whose download host is unreachable here. Never set it for `prisma migrate`: with it,
// `migrate deploy` exits 0 and applies nothing.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const schemaPath = fileURLToPath(new URL('../../../prisma/schema.prisma', import.meta.url));
const outputDir = fileURLToPath(new URL('../src/generated/prisma/', import.meta.url));
const stampPath = `${outputDir}.schema-hash`;

const require = createRequire(import.meta.url);
const prismaVersion = JSON.parse(readFileSync(require.resolve('prisma/package.json'), 'utf8')).version;
const hash = createHash('sha256')
  .update(`prisma ${prismaVersion}\n`)
  .update(readFileSync(schemaPath))
  .digest('hex');

const force = process.argv.includes('--force');
if (!force && existsSync(`${outputDir}client.ts`) && existsSync(stampPath)) {
  if (readFileSync(stampPath, 'utf8').trim() === hash) process.exit(0);
}

const result = spawnSync(
  process.execPath,
  [require.resolve('prisma/build/index.js'), 'generate', '--no-hints'],
  {
    cwd: packageDir,
    stdio: 'inherit',
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: '/bin/true' },
  },
);
if (result.status !== 0) {
  console.error(`prisma generate failed (exit ${result.status ?? result.signal})`);
  process.exit(result.status ?? 1);
}
writeFileSync(stampPath, `${hash}\n`);
