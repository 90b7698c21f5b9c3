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

// Each request's language and catalogue: src/i18n/request.ts.
export default createNextIntlPlugin('./src/i18n/request.ts')(config);
