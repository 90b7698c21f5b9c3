import { afterEach, describe, expect, it } from 'vitest';
import { agentsInMemory, startedDuel, type NodeInMemory as Node } from '../testing/agents.js';
import type { MemoryMatchStore } from '../testing/memory-match-store.js';
import { MatchReader } from './reader.js';
import type { MatchStore } from './store.js';

const nodes: Node[] = [];
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.close();
});

/** The store with every read counted, by method. */
function counting(store: MemoryMatchStore): { store: MatchStore; reads: Map<string, number> } {
  const reads = new Map<string, number>();
  const counted = new Proxy(store, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        reads.set(String(property), (reads.get(String(property)) ?? 0) + 1);
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { store: counted, reads };
}

/** A node with `count` matches under way, two actions into each. */
async function matchesUnderWay(count: number): Promise<Node> {
  const node = agentsInMemory();
  nodes.push(node);
  for (let i = 0; i < count; i++) {
    const duel = await startedDuel(node);
    const first = await node.agents.moves.submit(duel.mover, duel.matchId, 0, duel.legal[0]);
    const [seat = 0] = node.engine.activeSeats(first.record.game, first.state);
    const next = node.engine.legalActions(first.record.game, first.state, seat)[0];
    await node.agents.moves.submit(duel.viewers[seat]!, duel.matchId, 1, next);
  }
  return node;
}

describe('MatchReader lists', () => {
  it('read a bounded number of times whatever the page size: one list read, one log read for states', async () => {
    const node = await matchesUnderWay(12);
    for (const first of [3, 12]) {
      // A fresh reader on this node: nothing cached, everything comes from the store.
      const { store, reads } = counting(node.store);
      const reader = new MatchReader(store, node.engine);
      const page = await reader.history({}, { first });
      expect(page.edges).toHaveLength(first);
      expect(Object.fromEntries(reads)).toEqual({ history: 1 });
      // Summary fields need no state; views need them, loaded together, each once.
      const states = await Promise.all(
        page.edges.flatMap(({ node: match }) => [match.loadState(), match.loadState()]),
      );
      expect(Object.fromEntries(reads)).toEqual({ history: 1, logs: 1 });
      for (const [index, { node: match }] of page.edges.entries()) {
        expect(states[index * 2]).toEqual((await node.agents.reader.require(match.record.id)).state);
      }
    }
  });
});
