import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Tests come in tiers, each a Vitest project and a turbo task of its own (`test:unit`,
 * `test:property`, `test:integration`, `test:browser`): unit tests are quick and need nothing;
 * property tests play whole random games (their size follows TEST_SIZE); integration tests talk to
 * a real PostgreSQL and Redis; browser tests drive Chromium. A package names the files of its
 * special tiers; every other test file is a unit test.
 */
export type Tier = 'unit' | 'property' | 'integration' | 'browser';

export function tiers(
  include: readonly string[],
  special: Partial<Record<Exclude<Tier, 'unit'>, readonly string[]>>,
  options: {
    sharedModules?: readonly Tier[];
    /**
     * Unit files that mock a module (`vi.mock`) where the unit tier shares modules: a mock would
     * reach the files after it in the worker, or miss a module they imported first. They run as a
     * second project, `unit-isolated`, each with its modules of its own (`--project 'unit*'` runs
     * both).
     */
    isolatedUnits?: readonly string[];
  } = {},
): TestProjectInlineConfiguration[] {
  const named = Object.entries(special) as [Tier, readonly string[]][];
  const isolatedUnits = options.isolatedUnits ?? [];
  // Importing the modules again for each file is most of a unit tier's time (the server's: 77 s of
  // 149 s on a loaded machine) and much of the server's integration tier: the tiers named here
  // import them once per worker (`isolate: false`), for files that leave no global state behind
  // (fake timers restored, no module mocks, servers stopped).
  const isolate = (tier: Tier) => !options.sharedModules?.includes(tier);
  const unitIsolated: TestProjectInlineConfiguration[] =
    isolatedUnits.length === 0
      ? []
      : [{ extends: true, test: { name: 'unit-isolated', include: [...isolatedUnits], isolate: true } }];
  return [
    {
      extends: true,
      test: {
        name: 'unit',
        include: [...include],
        exclude: [...configDefaults.exclude, ...named.flatMap(([, files]) => files), ...isolatedUnits],
        isolate: isolate('unit'),
      },
    },
    ...unitIsolated,
    ...named.map(([name, files]): TestProjectInlineConfiguration => ({
      extends: true,
      test: { name, include: [...files], isolate: isolate(name) },
    })),
  ];
}
