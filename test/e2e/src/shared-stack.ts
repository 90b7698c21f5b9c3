import type { TestProject } from 'vitest/node';
import { startServers } from './stack.js';

/**
 * Vitest's global setup: the servers that files joining the shared stack use (`joinSharedStack`),
 * started once for the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { close, ...servers } = await startServers({
    // The files on it make more guests from one address than the default ten an hour (the limit's
    // own file, lobby-words, has a stack of its own).
    RATE_LIMIT_GUESTS_PER_HOUR: '1000',
    // A review searches each decision 150 times (the server's default is 400): the replay page's
    // part is under test, not the search's strength.
    REVIEW_ITERATIONS: '150',
  });
  project.provide('sharedServers', servers);
  return close;
}
