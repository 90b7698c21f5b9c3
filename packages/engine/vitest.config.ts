import { defineConfig } from 'vitest/config';
import { tiers } from '../../vitest.tiers.js';

export default defineConfig({
  test: {
    projects: tiers(
      ['src/**/*.test.ts'],
      {
        // Whole random games: replay, redaction and bot strength.
        property: [
          'src/**/properties.test.ts',
          'src/**/bots.test.ts',
          'src/**/search.test.ts',
          'src/**/redaction.test.ts',
        ],
      },
      // The engine is pure: nothing a file does outlives it.
      { sharedModules: ['unit', 'property'] },
    ),
    testTimeout: 120_000,
    // A worker per core: Vitest's default leaves one core free for itself, which on a 2-core
    // machine ran these files one at a time.
    maxWorkers: '100%',
  },
});
