import { afterEach, describe, expect, it } from 'vitest';
import { agentsInMemory, startedDuel, type NodeInMemory } from '../testing/agents.js';

const nodes: NodeInMemory[] = [];
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.close();
});

function node(): NodeInMemory {
  const created = agentsInMemory();
  nodes.push(created);
  return created;
}

describe('Forfeiter', () => {
  it('a resignation hands the seat to the stand-in bot, which plays it; the player is placed last', async () => {
    const local = node();
    const { matchId, viewers, seat, mover } = await startedDuel(local);
    const resigned = await local.agents.forfeits.resign(mover, matchId);
    expect(resigned.record.seats[seat]).toMatchObject({ forfeited: true, botLevel: 'heuristic' });
    expect(local.pubsub.matchMessages(matchId).at(-1)).toEqual({ kind: 'seats', seq: 0 });

    // It was the resigned seat's turn: the stand-in bot moves for it.
    expect(await local.agents.bots.moveBots(matchId)).toBe(true);
    expect(await local.store.log(matchId, 0)).toMatchObject([{ seq: 1, seat }]);

    const others = viewers.map((viewer, index) => (index === seat ? null : viewer));
    const finished = await local.playOut(matchId, others);
    expect(finished.record.status).toBe('FINISHED');
    expect(finished.record.result?.placements[seat]).toBe(2);
    expect(finished.record.seats[seat]?.placement).toBe(2);
    expect(finished.record.result?.summary).toMatch(/Forfeited: \{\d\}\.$/);
    expect(local.agents.reader.result(finished.record)?.summary).toContain(`Forfeited: ${mover.handle}.`);
  });

  it('the player of a forfeited seat may no longer act in it (FORBIDDEN)', async () => {
    const local = node();
    const { matchId, mover, legal } = await startedDuel(local);
    await local.agents.forfeits.resign(mover, matchId);
    await expect(local.agents.moves.submit(mover, matchId, 0, legal[0])).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('refuses an outsider (NOT_SEATED), a second resignation (FORBIDDEN) and a finished match (MATCH_OVER)', async () => {
    const local = node();
    const { matchId, viewers, waiting } = await startedDuel(local);
    const outsider = local.store.addUser('outsider');
    await expect(local.agents.forfeits.resign(outsider, matchId)).rejects.toMatchObject({
      code: 'NOT_SEATED',
    });
    await local.agents.forfeits.resign(waiting, matchId);
    await expect(local.agents.forfeits.resign(waiting, matchId)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await local.playOut(
      matchId,
      viewers.map((viewer) => (viewer === waiting ? null : viewer)),
    );
    const stayer = viewers.find((viewer) => viewer !== waiting)!;
    await expect(local.agents.forfeits.resign(stayer, matchId)).rejects.toMatchObject({
      code: 'MATCH_OVER',
    });
  });
});
