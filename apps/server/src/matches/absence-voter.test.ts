import { afterEach, describe, expect, it } from 'vitest';
import type { Viewer } from '../accounts/service.js';
import { agentsInMemory, TEST_ABSENCE_MS, type NodeInMemory } from '../testing/agents.js';

const nodes: NodeInMemory[] = [];
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.close();
});

/** A started casual Cartagena table of `handles`, with the given clock; who is due first. */
async function casual(handles: readonly string[], clock: unknown = 'NONE') {
  const local = agentsInMemory();
  nodes.push(local);
  const people = handles.map((handle) => local.store.addUser(handle));
  const { tables } = local.agents;
  const id = (await tables.create(people[0]!, { game: 'cartagena', seats: handles.map(() => ({})), clock }))
    .record.id;
  for (const person of people.slice(1)) await tables.join(person, id, null);
  const started = await tables.start(people[0]!, id);
  const [due] = local.engine.activeSeats('cartagena', started.state);
  const seatOf = (seat: number) => people[started.record.seats.findIndex((held) => held.seat === seat)]!;
  const others = people.filter((person) => person !== seatOf(due!));
  return { local, id, due: due!, absent: seatOf(due!), others };
}

const vote = (local: NodeInMemory, viewer: Viewer, id: string, seat: number, choice: 'REPLACE' | 'END') =>
  local.agents.absence.vote(viewer, id, seat, choice);

describe('votes on an absent player', () => {
  it('wait for the absence time, and count only the other people still playing', async () => {
    const { local, id, due, absent, others } = await casual(['anne', 'bob', 'carl']);
    await expect(vote(local, others[0]!, id, due, 'REPLACE')).rejects.toMatchObject({ code: 'NOT_ABSENT' });
    local.time.now += TEST_ABSENCE_MS;
    await expect(vote(local, absent, id, due, 'END')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(vote(local, local.store.addUser('eve'), id, due, 'END')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(vote(local, others[0]!, id, 7, 'END')).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    const { record } = await local.agents.reader.require(id);
    const notDue = record.seats.find((held) => held.userId === others[1]!.id)!.seat;
    await expect(vote(local, others[0]!, id, notDue, 'END')).rejects.toMatchObject({ code: 'NOT_ABSENT' });

    // One of two voters is no majority: the vote is recorded and announced, nothing else happens.
    const counted = await vote(local, others[0]!, id, due, 'REPLACE');
    expect(counted.record.absenceVotes).toMatchObject({ seat: due, votes: { [others[0]!.id]: 'REPLACE' } });
    expect(counted.record.seats[due]?.forfeited).toBe(false);
    expect(local.pubsub.matchMessages(id).at(-1)).toMatchObject({ kind: 'seats' });
    // Changing one's mind replaces one's vote; the second REPLACE carries.
    await vote(local, others[0]!, id, due, 'END');
    await vote(local, others[0]!, id, due, 'REPLACE');
    const replaced = await vote(local, others[1]!, id, due, 'REPLACE');
    expect(replaced.record.status).toBe('ACTIVE');
    expect(replaced.record.seats[due]).toMatchObject({ forfeited: true, botLevel: 'heuristic' });
  });

  it('in a duel: END abandons the match, REPLACE gives the other the win', async () => {
    const ended = await casual(['anne', 'bob']);
    ended.local.time.now += TEST_ABSENCE_MS;
    const aborted = await vote(ended.local, ended.others[0]!, ended.id, ended.due, 'END');
    expect(aborted.record.status).toBe('ABORTED');
    expect(aborted.record.result).toBeNull();
    expect(ended.local.pubsub.lobbyKinds().at(-1)).toBe('CLOSED');

    const won = await casual(['carl', 'dora']);
    won.local.time.now += TEST_ABSENCE_MS;
    const finished = await vote(won.local, won.others[0]!, won.id, won.due, 'REPLACE');
    expect(finished.record.status).toBe('FINISHED');
    expect(finished.record.result).toMatchObject({ ending: { reason: 'abandoned', seats: [won.due] } });
    expect(finished.record.seats[won.due]?.placement).toBe(2);
  });

  it('start again after any move, and never apply to a table with a clock', async () => {
    const { local, id, due, absent, others } = await casual(['anne', 'bob', 'carl']);
    local.time.now += TEST_ABSENCE_MS;
    await vote(local, others[0]!, id, due, 'REPLACE');
    // The absent player comes back and plays: the vote is void, and the next seat is not absent yet.
    const model = await local.agents.reader.require(id);
    const action = local.engine.legalActions('cartagena', model.state, due)[0];
    const moved = await local.agents.moves.submit(absent, id, model.record.seq, action);
    expect(moved.record.absenceVotes).toBeNull();
    const [next] = local.engine.activeSeats('cartagena', moved.state);
    const voter = [absent, ...others].find((person) => moved.record.seats[next!]?.userId !== person.id)!;
    await expect(vote(local, voter, id, next!, 'REPLACE')).rejects.toMatchObject({ code: 'NOT_ABSENT' });

    const clocked = await casual(['dora', 'emil'], 'RELAXED');
    clocked.local.time.now += TEST_ABSENCE_MS;
    await expect(
      vote(clocked.local, clocked.others[0]!, clocked.id, clocked.due, 'END'),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
