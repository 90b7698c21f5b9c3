import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each file starts a stack of its own (a database copied from the migrated template, an API and
    // a web server on free ports, a Chromium): nothing is shared, so two files run at once, which
    // fills the time one file spends waiting on bots, clocks and the browser.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 150_000,
    hookTimeout: 120_000,
  },
});
