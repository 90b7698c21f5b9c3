import { describe, expect, it } from 'vitest';
import { roundShape } from './table-sizes.js';

describe('the shape of a round', () => {
  it('seats everyone at full tables when they divide evenly', () => {
    expect(roundShape(12, 4, 3)).toEqual({ tables: [4, 4, 4], byes: 0 });
  });

  it('makes tables one seat short where the game is played by one fewer', () => {
    expect(roundShape(11, 4, 3)).toEqual({ tables: [4, 4, 3], byes: 0 });
    expect(roundShape(10, 4, 3)).toEqual({ tables: [4, 3, 3], byes: 0 });
    expect(roundShape(6, 4, 3)).toEqual({ tables: [3, 3], byes: 0 });
  });

  it('gives byes when short tables would be too small for the game or too many', () => {
    // Port Royal at three: two seats short is not a game.
    expect(roundShape(10, 3, 3)).toEqual({ tables: [3, 3, 3], byes: 1 });
    // Duels: nobody plays alone.
    expect(roundShape(9, 2, 2)).toEqual({ tables: [2, 2, 2, 2], byes: 1 });
    // Five at fours: two short tables of three would need six.
    expect(roundShape(5, 4, 3)).toEqual({ tables: [4], byes: 1 });
  });
});
