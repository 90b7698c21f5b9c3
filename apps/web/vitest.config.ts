import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { tiers } from '../../vitest.tiers.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  // React 19's automatic runtime, as Next compiles it.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { alias: { '@': path.join(here, 'src') } },
  test: {
    // Whole games played through a table are the web's property tests, and so are the files that
    // replay many positions of bots' games through a table or the catalogues (each 10–50 s alone):
    // the unit tier stays quick enough to run before every commit.
    projects: tiers(
      ['src/**/*.test.{ts,tsx}'],
      {
        property: [
          'src/**/playthrough*.test.tsx',
          'src/games/*/*Table.test.tsx',
          'src/games/*/i18n.test.tsx',
          'src/games/pirates-cove/{messages,languages,accessibleNames}.test.{ts,tsx}',
        ],
      },
      // The unit files import the app's modules once per worker (`isolate: false`: 200 s → 46 s on a
      // loaded machine, most of it the environment and imports set up again for each file), but for
      // the few that mock a module, named `*.isolated.test.tsx`, which run each on its own.
      { sharedModules: ['unit'], isolatedUnits: ['src/**/*.isolated.test.{ts,tsx}'] },
    ),
    environment: 'happy-dom',
    setupFiles: ['src/testing/setup.ts'],
    // Whole games played through a table take 10–80 s alone and several times that on a busy
    // 2-core machine (a 9-player Tortuga game took 121–168 s there): the limit only catches a hang.
    testTimeout: 600_000,
    // A worker per core: Vitest's default leaves one core free for itself, which on a 2-core
    // machine ran these files one at a time (the property tier 240 s with a core idle).
    maxWorkers: '100%',
  },
});
