import { defineConfig } from 'vitest/config';
import { tiers } from '../../vitest.tiers.js';

export default defineConfig({
  resolve: {
    // graphql ships CommonJS (main) and ESM (module) builds; Node loads the CommonJS one for every
    // dependency, so tests must too, or two copies of graphql meet and refuse each other.
    alias: { graphql: 'graphql/index.js' },
  },
  test: {
    projects: tiers(
      ['src/**/*.test.ts'],
      { integration: ['src/**/*.integration.test.ts'] },
      // Each integration file starts servers, databases and Redis of its own, and stops them: what
      // it shares with the next is the imported modules alone.
      { sharedModules: ['unit', 'integration'] },
    ),
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Three files at a time: an integration file spends about half its time waiting (on bots,
    // clocks, sockets and sweeps), which the others fill. The server's integration tier alone on
    // this 2-core machine (1 December 2026): two files at a time 204 s with the cores 53 % busy,
    // three 145 s (72 %), four 143 s (88 %). Each file has its own databases and, on the shared
    // Redis, its own key prefix (see testing/harness.ts).
    fileParallelism: true,
    maxWorkers: 3,
  },
});
