import { defineConfig } from 'vitest/config';
import { tiers } from '../../vitest.tiers.js';

export default defineConfig({
  resolve: {
    // graphql ships CommonJS (main) and ESM (module) builds; Node loads the CommonJS one for every
    // dependency, so tests must too, or two copies of graphql meet and refuse each other.
    alias: { graphql: 'graphql/index.js' },
  },
  test: {
    projects: tiers(['src/**/*.test.ts'], { integration: ['src/**/*.integration.test.ts'] }),
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Integration tests start servers and databases: one file at a time keeps the 2-core CI calm.
    fileParallelism: false,
  },
});
