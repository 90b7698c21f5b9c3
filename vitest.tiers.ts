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
): TestProjectInlineConfiguration[] {
  const named = Object.entries(special) as [Tier, readonly string[]][];
  return [
    {
      extends: true,
      test: {
        name: 'unit',
        include: [...include],
        exclude: [...configDefaults.exclude, ...named.flatMap(([, files]) => files)],
      },
    },
    ...named.map(([name, files]): TestProjectInlineConfiguration => ({
      extends: true,
      test: { name, include: [...files] },
    })),
  ];
}
