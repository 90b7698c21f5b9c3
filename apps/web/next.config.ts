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
