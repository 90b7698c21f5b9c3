import { describe, expect, it } from 'vitest';
import { actionJsonSchema } from '../core/schema.js';
import { games } from '../index.js';

/**
 * Each game lists its action and event types (`actionTypes`, `eventTypes`), so that clients and
 * tests that must word or offer every one read them instead of copying them.
 */
describe.each(Object.values(games))('$id lists its types', (game) => {
  it('every action type of its published schema, each once', () => {
    const schema = actionJsonSchema(game) as { oneOf: { properties: { type: { const: string } } }[] };
    const published = schema.oneOf.map((variant) => variant.properties.type.const);
    expect([...game.actionTypes].sort()).toEqual([...published].sort());
    expect(new Set(game.actionTypes).size).toBe(game.actionTypes.length);
  });

  it('event types, each once', () => {
    expect(game.eventTypes.length).toBeGreaterThan(10);
    expect(new Set(game.eventTypes).size).toBe(game.eventTypes.length);
  });
});
