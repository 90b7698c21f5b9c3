import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.js';

function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < levels; level++) value = level % 2 ? [value] : { inner: value };
  return value;
}

describe('JSON nesting depth', () => {
  it('counts arrays and objects, not scalars', () => {
    expect(nestsDeeperThan(1, 0)).toBe(false);
    expect(nestsDeeperThan(null, 0)).toBe(false);
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan([], 0)).toBe(true);
    expect(nestsDeeperThan({ type: 'play', card: { symbol: 'key' } }, 2)).toBe(false);
    expect(nestsDeeperThan({ type: 'play', card: { symbol: 'key' } }, 1)).toBe(true);
  });

  it('finds the deepest branch, wherever it is', () => {
    const value = { a: 1, b: [2, 3], c: { d: [{ e: [[4]] }] } };
    expect(nestsDeeperThan(value, 6)).toBe(false);
    expect(nestsDeeperThan(value, 5)).toBe(true);
  });

  it('measures values nested far deeper than the stack allows recursion', () => {
    expect(nestsDeeperThan(nested(16), 16)).toBe(false);
    expect(nestsDeeperThan(nested(17), 16)).toBe(true);
    expect(nestsDeeperThan(nested(200_000), 16)).toBe(true);
  });
});
