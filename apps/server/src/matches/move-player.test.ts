import { afterEach, describe, expect, it } from 'vitest';
import { agentsInMemory, startedDuel, type NodeInMemory as Node } from '../testing/agents.js';

const nodes: Node[] = [];
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.close();
});

async function duel(node: Node = track(agentsInMemory())) {
  return { node, ...(await startedDuel(node)) };
}

function track(node: Node): Node {
  nodes.push(node);
  return node;
}

describe('MovePlayer', () => {
  it('logs an action at the current seq, publishes it and answers with the match after it', async () => {
    const { node, matchId, mover, seat, legal } = await duel();
    const after = await node.agents.moves.submit(mover, matchId, 0, legal[0]);
    expect(after.record.seq).toBe(1);
    expect(await node.store.log(matchId, 0)).toMatchObject([{ seq: 1, seat, action: legal[0] }]);
    expect(node.pubsub.matchMessages(matchId).at(-1)).toMatchObject({ kind: 'action', seq: 1 });
    expect((await node.agents.reader.require(matchId)).record.seq).toBe(1);
  });

  it('refuses a stale seq with STALE_SEQ and appends nothing', async () => {
    const { node, matchId, mover, legal } = await duel();
    await expect(node.agents.moves.submit(mover, matchId, 3, legal[0])).rejects.toMatchObject({
      code: 'STALE_SEQ',
    });
    expect(await node.store.log(matchId, 0)).toEqual([]);
  });

  it('a retry with the idempotency key of a move already applied is answered as applied; without it, STALE_SEQ', async () => {
    const { node, matchId, mover, legal } = await duel();
    await node.agents.moves.submit(mover, matchId, 0, legal[0], 'move-1');
    const retried = await node.agents.moves.submit(mover, matchId, 0, legal[0], 'move-1');
    expect(retried.record.seq).toBe(1);
    for (const key of [undefined, 'move-2']) {
      await expect(node.agents.moves.submit(mover, matchId, 0, legal[0], key)).rejects.toMatchObject({
        code: 'STALE_SEQ',
      });
    }
    expect((await node.store.log(matchId, 0)).map((entry) => entry.seq)).toEqual([1]);
  });

  it('two submits racing for one seq on one node: exactly one wins, the other gets STALE_SEQ', async () => {
    const { node, matchId, mover, legal } = await duel();
    const outcomes = await Promise.allSettled([
      node.agents.moves.submit(mover, matchId, 0, legal[0]),
      node.agents.moves.submit(mover, matchId, 0, legal.at(-1)),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(lost?.reason).toMatchObject({ code: 'STALE_SEQ' });
    expect((await node.store.log(matchId, 0)).map((entry) => entry.seq)).toEqual([1]);
  });

  it('two nodes racing for one seq on one store: the store decides, exactly one wins', async () => {
    const first = await duel();
    const second = track(agentsInMemory({ store: first.node.store, time: first.node.time }));
    const { matchId, mover, legal } = first;
    await second.agents.reader.require(matchId); // both nodes know the match at seq 0
    const outcomes = await Promise.allSettled([
      first.node.agents.moves.submit(mover, matchId, 0, legal[0]),
      second.agents.moves.submit(mover, matchId, 0, legal.at(-1)),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const lost = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(lost?.reason).toMatchObject({ code: 'STALE_SEQ' });
    expect((await first.node.store.log(matchId, 0)).map((entry) => entry.seq)).toEqual([1]);
    // The loser forgot what it had cached: it plays on from the store's seq.
    const loser = outcomes[0].status === 'rejected' ? first.node : second;
    const [seat = 0] = await loser.activeSeats(matchId);
    const { legal: next } = await loser.legalFor(matchId, seat);
    const after = await loser.agents.moves.submit(first.viewers[seat]!, matchId, 1, next[0]);
    expect(after.record.seq).toBe(2);
  });

  it('a seat forfeited on another node cannot act once more through this node’s cache: FORBIDDEN', async () => {
    const first = await duel();
    // The second node has its own pub/sub: it never hears of the forfeit, its cache stays behind.
    const second = track(agentsInMemory({ store: first.node.store, time: first.node.time }));
    const { matchId, mover, legal } = first;
    await second.agents.reader.require(matchId);
    await first.node.store.forfeit(matchId, first.seat, 'heuristic', 'RESIGNED', 0);
    await expect(second.agents.moves.submit(mover, matchId, 0, legal[0])).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await first.node.store.log(matchId, 0)).toEqual([]);
    // The stand-in bot still plays the forfeited seat.
    expect(await second.agents.bots.moveBots(matchId)).toBe(true);
    expect((await first.node.store.log(matchId, 0)).map((entry) => entry.seq)).toEqual([1]);
  });

  it('a seat may not act for another: NOT_SEATED for an outsider, NOT_YOUR_TURN for the waiting seat', async () => {
    const { node, matchId, waiting, legal } = await duel();
    const outsider = node.store.addUser('outsider');
    await expect(node.agents.moves.submit(outsider, matchId, 0, legal[0])).rejects.toMatchObject({
      code: 'NOT_SEATED',
    });
    await expect(node.agents.moves.submit(waiting, matchId, 0, legal[0])).rejects.toMatchObject({
      code: 'NOT_YOUR_TURN',
    });
    expect(await node.store.log(matchId, 0)).toEqual([]);
  });

  it('refuses what the engine refuses, with its code, and oversized actions', async () => {
    const { node, matchId, mover } = await duel();
    const submit = (action: unknown) => node.agents.moves.submit(mover, matchId, 0, action);
    await expect(submit({ type: 'endTurn' })).rejects.toMatchObject({ code: 'ILLEGAL_ACTION' });
    await expect(submit({ type: 'fly' })).rejects.toMatchObject({ code: 'MALFORMED_ACTION' });
    await expect(submit({ type: 'playCard', padding: 'x'.repeat(5000) })).rejects.toMatchObject({
      code: 'MALFORMED_ACTION',
    });
    expect(await node.store.log(matchId, 0)).toEqual([]);
  });

  it('a match not started yet refuses moves (MATCH_NOT_STARTED), a finished one too (MATCH_OVER)', async () => {
    const node = track(agentsInMemory());
    const anne = node.store.addUser('anne');
    const open = await node.agents.tables.create(anne, { game: 'cartagena', seats: [{}, {}] });
    await expect(node.agents.moves.submit(anne, open.record.id, 0, {})).rejects.toMatchObject({
      code: 'MATCH_NOT_STARTED',
    });

    const { matchId, viewers } = await duel(node);
    const finished = await node.playOut(matchId, viewers);
    expect(finished.record.status).toBe('FINISHED');
    expect(node.pubsub.lobbyKinds().at(-1)).toBe('FINISHED');
    const seq = finished.record.seq;
    for (const viewer of viewers) {
      await expect(node.agents.moves.submit(viewer, matchId, seq, { type: 'endTurn' })).rejects.toMatchObject(
        {
          code: 'MATCH_OVER',
        },
      );
    }
    expect((await node.store.log(matchId, 0)).length).toBe(seq);
  });
});
