import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files (seconds each on the 2-core CI machine, under load: languages 358, explain 192,
 * table 147, lobby-words 124; accessibility and games close behind), started first. On a fresh
 * clone vitest knows no durations and starts the largest files first, which left languages among
 * the last: the run then ended with it alone for minutes.
 */
const LONGEST_FIRST = [
  'languages.e2e.test.ts',
  'explain.e2e.test.ts',
  'table.e2e.test.ts',
  'lobby-words.e2e.test.ts',
  'accessibility.e2e.test.ts',
  'games.e2e.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.indexOf(path.basename(file.moduleId));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    const sorted = await super.sort(files);
    // A stable sort: the files not named keep vitest's own order after the named ones.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The servers most files share (src/shared-stack.ts), started once for the run.
    globalSetup: ['src/shared-stack.ts'],
    // Each file has a Chromium of its own, and either the shared servers or a stack of its own (a
    // database copied from the migrated template, an API and a web server on free ports): two files
    // run at once, which fills the time one file spends waiting on bots, clocks and the browser.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    testTimeout: 150_000,
    hookTimeout: 120_000,
    // A page waits on its server and its browser, both shared with the other file: an
    // `expect.poll` given no time of its own (vitest's default is 1 s) waits up to 20 s.
    expect: { poll: { timeout: 20_000 } },
  },
});
