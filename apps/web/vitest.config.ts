import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import { tiers } from '../../vitest.tiers.js';
import { precompiled } from './src/testing/precompile.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const catalogues = path.join(here, 'messages') + path.sep;

/**
 * The catalogues (`messages/**.json`) imported as the build imports them: precompiled (see
 * next.config.ts), before Vite's own JSON plugin turns them into modules.
 */
const precompiledCatalogues: Plugin = {
  name: 'brethren:precompiled-catalogues',
  enforce: 'pre',
  transform(code, id) {
    if (!id.startsWith(catalogues) || !id.endsWith('.json')) return null;
    return { code: JSON.stringify(precompiled(JSON.parse(code))), map: null };
  },
};

export default defineConfig({
  // React 19's automatic runtime, as Next compiles it.
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [precompiledCatalogues],
  resolve: {
    alias: [
      { find: '@', replacement: path.join(here, 'src') },
      // Messages are formatted as in the built app, whose catalogues are precompiled: next-intl's
      // plugin points use-intl at its formatter of precompiled messages alone.
      {
        find: /^use-intl\/format-message$/,
        replacement: createRequire(import.meta.url).resolve('use-intl/format-message/format-only'),
      },
    ],
  },
  test: {
    // Through Vite, so that use-intl's import of its formatter follows the alias above.
    server: { deps: { inline: ['next-intl', 'use-intl'] } },
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
      // The unit and property files import the app's modules once per worker (`isolate: false`: the
      // unit tier 200 s → 46 s on a loaded machine, most of it the environment and imports set up
      // again for each file; the property tier 111 s → 84 s), but for the few that mock a module,
      // named `*.isolated.test.tsx`, which run each on its own.
      { sharedModules: ['unit', 'property'], isolatedUnits: ['src/**/*.isolated.test.{ts,tsx}'] },
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
