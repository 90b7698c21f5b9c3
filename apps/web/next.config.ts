import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The monorepo root holds the lockfile and the hoisted node_modules.
  turbopack: { root },
  outputFileTracingRoot: root,
  // `npm run typecheck` (turbo) checks types; the build does not do it twice.
  typescript: { ignoreBuildErrors: true },
};

export default config;
