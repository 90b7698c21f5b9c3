import { afterEach, describe, expect, it } from 'vitest';
import { agentsInMemory, startedDuel, startedTable, type NodeInMemory } from '../testing/agents.js';
import type { EarlyResult } from './forfeits.js';

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
  it('in a two-player match a resignation ends it at once: the other side wins, and the finishing hooks run', async () => {
    const local = node();
    const finishes: number[][] = [];
    local.agents.finisher.register({
      matchFinished: async (_tx, _record, result) => {
        finishes.push([...result.placements]);
      },
    });
    const { matchId, seat, mover, waiting } = await startedDuel(local);
    const ended = await local.agents.forfeits.resign(mover, matchId);
    expect(ended.record.status).toBe('FINISHED');
    const result = ended.record.result as EarlyResult;
    expect(result.placements[seat]).toBe(2);
    expect(result.placements[1 - seat]).toBe(1);
    expect(ended.record.seats.map((entry) => entry.placement)).toEqual(result.placements);
    expect(result.ending).toEqual({ reason: 'resigned', seats: [seat] });
    expect(local.agents.reader.result(ended.record)?.summary).toBe(
      `${mover.handle} resigned: ${waiting.handle} won.`,
    );
    expect(finishes).toEqual([result.placements]);
    expect(ended.record.seed).toBeTruthy();
    expect(local.pubsub.matchMessages(matchId).at(-1)).toEqual({ kind: 'status', seq: 0 });
    // Nothing is left to play: no bot takes the seat, nobody may act.
    expect(await local.store.log(matchId, 0)).toEqual([]);
    await expect(local.agents.forfeits.resign(waiting, matchId)).rejects.toMatchObject({
      code: 'MATCH_OVER',
    });
  });

  it('in a larger match the stand-in bot takes the seat and plays it; the player is placed last', async () => {
    const local = node();
    const { matchId, viewers, seat, mover } = await startedTable(local, ['anne', 'mary', 'olga']);
    const resigned = await local.agents.forfeits.resign(mover, matchId);
    expect(resigned.record.status).toBe('ACTIVE');
    expect(resigned.record.seats[seat]).toMatchObject({ forfeited: true, botLevel: 'heuristic' });
    expect(local.pubsub.matchMessages(matchId).at(-1)).toEqual({ kind: 'seats', seq: 0 });

    // It was the resigned seat's turn: the stand-in bot moves for it.
    expect(await local.agents.bots.moveBots(matchId)).toBe(true);
    expect(await local.store.log(matchId, 0)).toMatchObject([{ seq: 1, seat }]);

    const others = viewers.map((viewer, index) => (index === seat ? null : viewer));
    const finished = await local.playOut(matchId, others);
    expect(finished.record.status).toBe('FINISHED');
    expect(finished.record.result?.placements[seat]).toBe(3);
    expect(finished.record.seats[seat]?.placement).toBe(3);
    expect(finished.record.result?.summary).toMatch(/Forfeited: \{\d\}\.$/);
    expect(local.agents.reader.result(finished.record)?.summary).toContain(`Forfeited: ${mover.handle}.`);
  });

  it('once no person is left to play, the match ends with the bots ahead, rated or not', async () => {
    const local = node();
    const casual = await startedTable(local, ['anne', 'mary'], 'cartagena', {}, ['heuristic']);
    await local.agents.forfeits.resign(casual.viewers[0]!, casual.matchId);
    const ended = await local.agents.forfeits.resign(casual.viewers[1]!, casual.matchId);
    expect(ended.record.status).toBe('FINISHED');
    expect(ended.record.result?.placements).toEqual([2, 2, 1]);
    expect((ended.record.result as EarlyResult).ending).toEqual({ reason: 'resigned', seats: [0, 1] });
    expect(local.pubsub.lobbyKinds().at(-1)).not.toBe('CLOSED');

    const [olga, pete] = [local.store.addUser('olga'), local.store.addUser('pete')];
    const rated = local.store.createStarted({
      game: 'cartagena',
      seats: [{ userId: olga.id }, { bot: 'heuristic' }, { userId: pete.id }],
      ranked: true,
    });
    await local.agents.forfeits.resign(pete, rated.id);
    const ratedEnded = await local.agents.forfeits.resign(olga, rated.id);
    expect(ratedEnded.record.status).toBe('FINISHED');
    expect(ratedEnded.record.result?.placements).toEqual([2, 1, 2]);
    expect((ratedEnded.record.result as EarlyResult).ending).toEqual({ reason: 'resigned', seats: [0, 2] });
  });

  it('the player of a forfeited seat may no longer act in it (FORBIDDEN)', async () => {
    const local = node();
    const { matchId, mover, legal } = await startedTable(local, ['anne', 'mary', 'olga']);
    await local.agents.forfeits.resign(mover, matchId);
    await expect(local.agents.moves.submit(mover, matchId, 0, legal[0])).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('refuses an outsider (NOT_SEATED), a second resignation (FORBIDDEN) and a finished match (MATCH_OVER)', async () => {
    const local = node();
    const { matchId, viewers, seat } = await startedTable(local, ['anne', 'mary', 'olga']);
    const outsider = local.store.addUser('outsider');
    await expect(local.agents.forfeits.resign(outsider, matchId)).rejects.toMatchObject({
      code: 'NOT_SEATED',
    });
    const leaver = viewers[(seat + 1) % 3]!;
    await local.agents.forfeits.resign(leaver, matchId);
    await expect(local.agents.forfeits.resign(leaver, matchId)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await local.playOut(
      matchId,
      viewers.map((viewer) => (viewer === leaver ? null : viewer)),
    );
    const stayer = viewers.find((viewer) => viewer !== leaver)!;
    await expect(local.agents.forfeits.resign(stayer, matchId)).rejects.toMatchObject({
      code: 'MATCH_OVER',
    });
  });
});
