import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files, started first (seconds each in a clean `.ci/run` on the 2-core machine, 1
 * December 2026: languages 97, replay 59, accessibility 56, explain 55, ranked 55, table 50, games
 * 49, timeouts 39, lobby-words 38, tournaments 34, phone 30, motion 29; the rest 26 or less). On a
 * fresh clone vitest knows no durations and starts the largest files first: a long file started
 * late ran alone at the end (timeouts, waiting on clocks, for its last 40 s).
 */
const LONGEST_FIRST = [
  'languages.e2e.test.ts',
  'replay.e2e.test.ts',
  'accessibility.e2e.test.ts',
  'explain.e2e.test.ts',
  'ranked.e2e.test.ts',
  'table.e2e.test.ts',
  'games.e2e.test.ts',
  'timeouts.e2e.test.ts',
  'lobby-words.e2e.test.ts',
  'tournaments.e2e.test.ts',
  'phone.e2e.test.ts',
  'motion.e2e.test.ts',
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
    // database copied from the migrated template, an API and a web server on free ports): three
    // files run at once, which fills the time one file spends waiting on bots, clocks and the
    // browser. The tier alone on the 2-core machine, back to back (1 December 2026): two at a time
    // 457 s with the cores 90 % busy, three 414 s (98 %), for about the same CPU in all.
    fileParallelism: true,
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    testTimeout: 150_000,
    hookTimeout: 120_000,
    // A page waits on its server and its browser, both shared with the other file: an
    // `expect.poll` given no time of its own (vitest's default is 1 s) waits up to 20 s.
    expect: { poll: { timeout: 20_000 } },
  },
});
