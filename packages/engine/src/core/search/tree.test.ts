import { describe, expect, it } from 'vitest';
import { SearchNode } from './tree.js';

function child(parent: SearchNode<string>, action: string, visits: number, reward: number) {
  const node = new SearchNode(action, 0);
  node.visits = visits;
  node.available = parent.visits;
  node.reward = reward;
  parent.children.set(action, node);
  return node;
}

describe('search tree', () => {
  it('favours the prior policy’s move by a bias that fades with its visits', () => {
    const root = new SearchNode<string>(null, 0);
    root.visits = 40;
    child(root, 'a', 20, 10);
    child(root, 'b', 20, 11);
    expect(root.select(['a', 'b'], 0.7).action).toBe('b');
    expect(root.select(['a', 'b'], 0.7, 'a', 2).action).toBe('a');
    // Far behind after many playouts, the favoured move no longer wins.
    const late = new SearchNode<string>(null, 0);
    late.visits = 4000;
    child(late, 'a', 2000, 900);
    child(late, 'b', 2000, 1100);
    expect(late.select(['a', 'b'], 0.7, 'a', 2).action).toBe('b');
  });
});
