import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The monorepo root holds the lockfile and the hoisted node_modules.
  turbopack: { root },
  outputFileTracingRoot: root,
  // Turbopack keeps its work for the next build (on by default since 16.4); a CI run builds once
  // from a fresh clone, where writing that cache took 15 s of the build's 50 (35 s without it).
  experimental: { turbopackFileSystemCacheForBuild: !process.env['CI'] },
  // `npm test` typechecks this package as a job of its own, so the build it makes first skips
  // Next's pass over the same files (30 s of one core before any test may start).
  typescript: { ignoreBuildErrors: process.env['BRETHREN_TYPECHECK_APART'] === '1' },
};

// Each request's language and catalogue: src/i18n/request.ts. The catalogues are precompiled as
// the build imports them (next-intl's catalogue loader), so pages format messages without carrying
// an ICU parser; the English, Italian and French files are checked as ICU by catalogues.test.ts.
export default createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
})(config);
