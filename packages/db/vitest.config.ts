import { defineConfig } from 'vitest/config';
import { tiers } from '../../vitest.tiers.js';

export default defineConfig({
  test: {
    projects: tiers(['src/**/*.test.ts'], { integration: ['src/**/*.integration.test.ts'] }),
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
