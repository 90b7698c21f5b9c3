import type { MatchResult } from '@brethren/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { agentsInMemory, startedDuel, type NodeInMemory } from '../testing/agents.js';
import type { MatchRecord } from './model.js';

const nodes: NodeInMemory[] = [];
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.close();
});

describe('Finisher', () => {
  it('runs the finishing hooks once, in the finishing transaction, with the result', async () => {
    const local = agentsInMemory();
    nodes.push(local);
    const finishes: { record: MatchRecord; result: MatchResult }[] = [];
    local.agents.finisher.register({
      matchFinished: async (_tx, record, result) => {
        finishes.push({ record, result });
      },
    });
    const { matchId, viewers } = await startedDuel(local);
    const finished = await local.playOut(matchId, viewers);
    expect(finishes).toHaveLength(1);
    expect(finishes[0]?.record.id).toBe(matchId);
    expect(finishes[0]?.result).toEqual(finished.record.result);
    expect(local.pubsub.lobbyKinds().filter((kind) => kind === 'FINISHED')).toHaveLength(1);
  });

  it('a failing hook leaves the match under way and its last action unlogged', async () => {
    const local = agentsInMemory();
    nodes.push(local);
    local.agents.finisher.register({
      matchFinished: async () => {
        throw new Error('the ratings could not be written');
      },
    });
    const { matchId, viewers } = await startedDuel(local);
    await expect(local.playOut(matchId, viewers)).rejects.toThrow('the ratings could not be written');
    const match = await local.agents.reader.require(matchId);
    expect(match.record.status).toBe('ACTIVE');
    expect(match.record.result).toBeNull();
    expect((await local.store.log(matchId, 0)).length).toBe(match.record.seq);
    expect(local.engine.result('cartagena', match.state)).toBeNull();
  });
});
