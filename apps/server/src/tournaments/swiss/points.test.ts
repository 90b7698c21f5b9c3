import { describe, expect, it } from 'vitest';
import { byePoints, placementPoints } from './points.js';

describe('Swiss points by placement', () => {
  it('gives N−1 to the first of N down to 0 for the last', () => {
    expect(placementPoints([1, 2, 3, 4])).toEqual([3, 2, 1, 0]);
    expect(placementPoints([2, 1, 3])).toEqual([1, 2, 0]);
  });

  it('shares the points of the places tied players cover', () => {
    expect(placementPoints([1, 1, 3, 4])).toEqual([2.5, 2.5, 1, 0]);
    expect(placementPoints([1, 2, 2, 4])).toEqual([3, 1.5, 1.5, 0]);
    expect(placementPoints([1, 1, 1])).toEqual([1, 1, 1]);
    expect(placementPoints([2, 1, 2])).toEqual([0.5, 2, 0.5]);
  });

  it('makes a bye worth the average seat of a full table', () => {
    expect(byePoints(4)).toBe(1.5);
    expect(byePoints(3)).toBe(1);
  });
});
