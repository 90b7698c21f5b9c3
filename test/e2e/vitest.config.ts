import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One browser, one API, one web server: the scenarios run one after another.
    fileParallelism: false,
    testTimeout: 150_000,
    hookTimeout: 120_000,
  },
});
