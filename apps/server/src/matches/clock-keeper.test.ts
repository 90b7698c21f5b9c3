import { afterEach, describe, expect, it } from 'vitest';
import { agentsInMemory, TEST_CLOCK, type NodeInMemory } from '../testing/agents.js';
import { nextDeadline, startClock, type ClockSettings, type MatchClock } from './clock.js';
import type { EarlyResult } from './forfeits.js';
import type { PauseStore } from './pauses.js';

const nodes: NodeInMemory[] = [];
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.close();
});

/** A ranked duel with running clocks, as a matchmaking wave starts one. */
function clockedDuel(game = 'cartagena', clock: ClockSettings = TEST_CLOCK, pauses?: PauseStore) {
  const local = agentsInMemory({ clock, ...(pauses ? { pauses } : {}) });
  nodes.push(local);
  const viewers = [local.store.addUser('anne'), local.store.addUser('mary')];
  const seed = `clocks/${game}`;
  const state = local.engine.setup(game, { players: 2, seed, options: {} });
  const active = [...local.engine.activeSeats(game, state)];
  const clocks = startClock(clock, 2, active, local.time.now);
  const record = local.store.createStarted({
    game,
    seed,
    seats: viewers.map((viewer) => ({ userId: viewer.id })),
    ranked: true,
    clock: clocks,
    deadlineAt: new Date(nextDeadline(clocks, clock)!),
  });
  return { local, matchId: record.id, viewers, seat: active[0]! };
}

const clockOf = async (local: NodeInMemory, matchId: string) =>
  (await local.agents.reader.require(matchId)).record.clock as MatchClock;

describe('ClockKeeper', () => {
  it('plays for a seat out of time: its move logged, its bank spent, its timeout counted, the next deadline set', async () => {
    const { local, matchId, seat } = clockedDuel();
    local.time.now += TEST_CLOCK.perDecisionMs + TEST_CLOCK.bankMs - 1;
    await local.agents.clocks.check();
    expect(await local.store.log(matchId, 0)).toEqual([]);

    local.time.now += 1;
    await local.agents.clocks.check();
    // Logged as the platform's move for the seat, not as the player's choice.
    expect(await local.store.log(matchId, 0)).toMatchObject([{ seq: 1, seat, timedOut: true }]);
    expect(local.pubsub.matchMessages(matchId).at(-1)).toMatchObject({ entry: { timedOut: true } });
    const clock = await clockOf(local, matchId);
    expect(clock.seats[seat]).toMatchObject({ bankMs: 0, timeouts: 1 });
    expect(local.store.deadlineOf(matchId)).toEqual(new Date(nextDeadline(clock, TEST_CLOCK)!));
    expect(local.store.deadlineOf(matchId)!.getTime()).toBeGreaterThan(local.time.now);
  });

  it('plays the rulebook’s default action where there is one (Tortuga: peek)', async () => {
    const patient = { perDecisionMs: 1000, bankMs: 0, maxTimeouts: 100 };
    const { local, matchId } = clockedDuel('tortuga', patient);
    let types: string[] = [];
    for (let tick = 0; tick < 50 && !types.includes('peek'); tick++) {
      local.time.now += patient.perDecisionMs;
      await local.agents.clocks.check();
      types = (await local.store.log(matchId, 0)).map((entry) => (entry.action as { type: string }).type);
    }
    expect(types).toContain('peek');
  });

  it('after too many timeouts the seat forfeits, which ends a two-player match: the other side wins on time', async () => {
    const { local, matchId, seat } = clockedDuel();
    for (let timeout = 1; timeout <= TEST_CLOCK.maxTimeouts; timeout++) {
      expect((await local.agents.reader.require(matchId)).record.seats[seat]?.forfeited).toBe(false);
      local.time.now = local.store.deadlineOf(matchId)!.getTime();
      await local.agents.clocks.check();
      expect((await clockOf(local, matchId)).seats[seat]?.timeouts).toBe(timeout);
    }
    const match = await local.agents.reader.require(matchId);
    expect(match.record.seats[seat]).toMatchObject({ forfeited: true });
    expect(match.record.status).toBe('FINISHED');
    expect(match.record.result?.placements[1 - seat]).toBe(1);
    expect((match.record.result as EarlyResult).ending).toEqual({ reason: 'timeout', seats: [seat] });
    expect(local.store.deadlineOf(matchId)).toBeNull();
    expect(local.pubsub.matchMessages(matchId).at(-1)).toMatchObject({ kind: 'status' });
    expect((await local.store.log(matchId, 0)).every((entry) => entry.seat === seat)).toBe(true);
  });

  it('a clock that did not really run out (someone moved meanwhile) gets its real deadline back', async () => {
    const { local, matchId, seat, viewers } = clockedDuel();
    const claimedAt = local.store.deadlineOf(matchId)!;
    // The player moves just in time; the claim a node made on the old deadline still comes.
    local.time.now = claimedAt.getTime() - 1;
    const { legal } = await local.legalFor(matchId, seat);
    await local.agents.moves.submit(viewers[seat]!, matchId, 0, legal[0]);
    local.time.now = claimedAt.getTime() + 1;
    await local.agents.clocks.timeout(matchId);
    expect((await local.store.log(matchId, 0)).map((entry) => entry.seq)).toEqual([1]);
    const clock = await clockOf(local, matchId);
    expect(clock.seats.map((entry) => entry.timeouts)).toEqual([0, 0]);
    expect(local.store.deadlineOf(matchId)).toEqual(new Date(nextDeadline(clock, TEST_CLOCK)!));
    expect(local.store.deadlineOf(matchId)!.getTime()).toBeGreaterThan(local.time.now);
  });

  it('claims only matches whose deadline passed, and puts back a stale one without playing', async () => {
    const { local, matchId } = clockedDuel();
    // The stored deadline says the clock ran out; the clock itself says it has not.
    await local.store.setDeadline(matchId, new Date(local.time.now - 1));
    await local.agents.clocks.check();
    expect(await local.store.log(matchId, 0)).toEqual([]);
    expect(local.store.deadlineOf(matchId)).toEqual(
      new Date(nextDeadline(await clockOf(local, matchId), TEST_CLOCK)!),
    );
  });

  it('a seat whose player is on vacation at a turn-based table is not timed out: its deadline moves by the pause', async () => {
    const turnBased: ClockSettings = { ...TEST_CLOCK, turnBased: true };
    const vacation = { from: 0, until: 0 };
    let asked: { userIds: readonly string[]; since: Date } | null = null;
    const pauses: PauseStore = {
      pausesOf: async (userIds, since) => {
        asked = { userIds, since };
        return new Map(userIds.map((id) => [id, [vacation]]));
      },
    };
    const { local, matchId, seat, viewers } = clockedDuel('cartagena', turnBased, pauses);
    const startedAt = local.time.now;
    // On vacation from 1 s into the decision for a minute.
    vacation.from = startedAt + 1000;
    vacation.until = vacation.from + 60_000;
    const budget = turnBased.perDecisionMs + turnBased.bankMs;
    local.time.now = local.store.deadlineOf(matchId)!.getTime();
    expect(local.time.now).toBe(startedAt + budget);
    await local.agents.clocks.check();
    expect(await local.store.log(matchId, 0)).toEqual([]);
    expect(asked).toEqual({ userIds: [viewers[seat]!.id], since: new Date(startedAt) });
    expect(local.store.deadlineOf(matchId)).toEqual(new Date(startedAt + budget + 60_000));
    // Back on time: the clock runs out the remaining time after the pause.
    local.time.now = startedAt + budget + 60_000;
    await local.agents.clocks.check();
    expect(await local.store.log(matchId, 0)).toMatchObject([{ seq: 1, seat, timedOut: true }]);
  });

  it('a live clock never asks for vacations', async () => {
    const pauses: PauseStore = {
      pausesOf: () => Promise.reject(new Error('a live table read vacations')),
    };
    const { local, matchId } = clockedDuel('cartagena', TEST_CLOCK, pauses);
    local.time.now = local.store.deadlineOf(matchId)!.getTime();
    await local.agents.clocks.check();
    expect(await local.store.log(matchId, 0)).toHaveLength(1);
  });

  it('a claim leaves the deadline as a move or an ended vacation wrote it after the claim', async () => {
    const { local, matchId } = clockedDuel();
    await local.store.setDeadline(matchId, new Date(local.time.now - 1));
    const [claim] = await local.store.claimExpired(1, 5000);
    // Before the claimer writes the real deadline back, someone brings it forward to now.
    const written = new Date(local.time.now);
    await local.store.setDeadline(matchId, written);
    await local.agents.clocks.timeout(claim!.matchId, claim!.lease);
    expect(await local.store.log(matchId, 0)).toEqual([]);
    expect(local.store.deadlineOf(matchId)).toEqual(written);
  });

  it('after a seat forfeits in a three-player match, the clocks run for exactly the seats due to act', async () => {
    const local = agentsInMemory({ clock: TEST_CLOCK });
    nodes.push(local);
    const viewers = ['anne', 'mary', 'olga'].map((handle) => local.store.addUser(handle));
    const seed = 'clocks/three';
    const state = local.engine.setup('cartagena', { players: 3, seed, options: {} });
    const active = [...local.engine.activeSeats('cartagena', state)];
    const clocks = startClock(TEST_CLOCK, 3, active, local.time.now);
    const { id: matchId } = local.store.createStarted({
      game: 'cartagena',
      seed,
      seats: viewers.map((viewer) => ({ userId: viewer.id })),
      ranked: true,
      clock: clocks,
      deadlineAt: new Date(nextDeadline(clocks, TEST_CLOCK)!),
    });
    const running = async () => {
      const model = await local.agents.reader.require(matchId);
      const clock = model.record.clock as MatchClock;
      return {
        due: [...local.engine.activeSeats('cartagena', model.state)],
        running: clock.seats.flatMap((seat, index) => (seat.activeSince === null ? [] : [index])),
      };
    };
    // The seat due to act resigns while its clock runs; its stand-in bot moves; someone else is due.
    local.time.now += 5000;
    await local.agents.forfeits.resign(viewers[active[0]!]!, matchId);
    local.time.now += 1000;
    expect(await local.agents.bots.moveBots(matchId)).toBe(true);
    for (let step = 0; step < 6; step++) {
      const { due, running: counted } = await running();
      expect(counted).toEqual(due);
      if (due.includes(active[0]!)) await local.agents.bots.moveBots(matchId);
      else {
        const model = await local.agents.reader.require(matchId);
        const seat = due[0]!;
        const action = local.engine.legalActions('cartagena', model.state, seat)[0];
        await local.agents.moves.submit(viewers[seat]!, matchId, model.record.seq, action);
      }
      local.time.now += 1000;
    }
    // The deadline the clock keeper claims by is the running seat's.
    const model = await local.agents.reader.require(matchId);
    expect(local.store.deadlineOf(matchId)).toEqual(
      new Date(nextDeadline(model.record.clock as MatchClock, TEST_CLOCK)!),
    );
  });
});
