import { describe, expect, it } from 'vitest';
import { readMutes } from './mutes';

const storage = (saved: string | null) => ({ getItem: () => saved });

describe("a table's mutes, as the browser keeps them", () => {
  it('reads what was saved', () => {
    expect(readMutes(storage('{"all":true,"handles":["anne"]}'), 'm1')).toEqual({
      all: true,
      handles: ['anne'],
    });
  });

  it('mutes nothing when nothing, or nothing readable, was saved', () => {
    for (const saved of [null, 'not json', '{"all":"yes","handles":[3]}'])
      expect(readMutes(storage(saved), 'm1')).toEqual({ all: false, handles: [] });
  });
});
