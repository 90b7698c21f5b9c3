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
  },
});
