import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  // React 19's automatic runtime, as Next compiles it.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { alias: { '@': path.join(here, 'src') } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/testing/setup.ts'],
    // Whole games played through a table take ~10 s here and three times that on the 2-core CI,
    // where the engine's suite runs alongside.
    testTimeout: 120_000,
  },
});
