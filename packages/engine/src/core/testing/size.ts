/**
 * How much the property and play-through tests do. Every run is `small`, so CI stays quick;
 * `TEST_SIZE=full` runs the long version (before a release, or after touching a game's rules).
 */
export const TEST_SIZE: 'small' | 'full' = process.env['TEST_SIZE'] === 'full' ? 'full' : 'small';

/** `small` on every run, `full` with TEST_SIZE=full. */
export function bySize<T>(small: T, full: T): T {
  return TEST_SIZE === 'full' ? full : small;
}
