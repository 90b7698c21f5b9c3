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
    testTimeout: 30_000,
  },
});
