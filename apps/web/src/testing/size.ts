/**
 * How much the web's property tests do, as in the engine (`packages/engine/src/core/testing/size.ts`):
 * every run is `small`; `TEST_SIZE=full` runs the long version (before a release, or after touching
 * a table).
 */
export const TEST_SIZE: 'small' | 'full' = process.env['TEST_SIZE'] === 'full' ? 'full' : 'small';

/** `small` on every run, `full` with TEST_SIZE=full. */
export function bySize<T>(small: T, full: T): T {
  return TEST_SIZE === 'full' ? full : small;
}
