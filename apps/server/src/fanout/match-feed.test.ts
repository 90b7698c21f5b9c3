import { afterEach, describe, expect, it } from 'vitest';
import { unavailable } from '../faults/unavailable.js';
import { channels } from '../pubsub/pubsub.js';
import { agentsInMemory, startedDuel, type NodeInMemory as Node } from '../testing/agents.js';
import type { LogRecord, MatchUpdateModel } from '../matches/model.js';
import { subscribeToMatch } from './match-feed.js';

const nodes: Node[] = [];
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.close();
});

async function duel() {
  const node = agentsInMemory();
  nodes.push(node);
  return { node, ...(await startedDuel(node)) };
}

/**
 * Reads `count` updates from a subscription: the snapshot and actions. Seat and status updates
 * (the start's may arrive after the snapshot, as the contract allows) are skipped.
 */
async function take(feed: AsyncIterator<MatchUpdateModel>, count: number): Promise<MatchUpdateModel[]> {
  const updates: MatchUpdateModel[] = [];
  while (updates.length < count) {
    const next = await feed.next();
    if (next.done) throw new Error('the feed ended');
    if (next.value.snapshot || next.value.entry) updates.push(next.value);
  }
  return updates;
}

describe('MatchFeeds', () => {
  it('every local subscriber gets the one state the move player computed, after a snapshot', async () => {
    const { node, matchId, mover, legal } = await duel();
    const feeds = node.agents.feeds;
    const [first, second] = await Promise.all([
      subscribeToMatch(feeds, matchId, null),
      subscribeToMatch(feeds, matchId, null),
    ]);
    expect(feeds.size).toBe(1);
    const played = await node.agents.moves.submit(mover, matchId, 0, legal[0]);
    const [a, b] = await Promise.all([take(first, 2), take(second, 2)]);
    expect(a.map((update) => [update.snapshot, update.match.record.seq])).toEqual([
      [true, 0],
      [false, 1],
    ]);
    // One state object per seq on the node: the move player's, not a copy or a second apply.
    expect(a[1]!.match.state).toBe(played.state);
    expect(b[1]!.match.state).toBe(played.state);
    expect(a[1]!.entry).toMatchObject({ seq: 1, action: legal[0] });
    await first.return();
    expect(feeds.size).toBe(1);
    await second.return();
    expect(feeds.size).toBe(0);
  });

  it('a feed that missed messages catches up from the log once, in order, for every subscriber', async () => {
    const { node, matchId, seat, legal } = await duel();
    const [first, second] = await Promise.all([
      subscribeToMatch(node.agents.feeds, matchId, null),
      subscribeToMatch(node.agents.feeds, matchId, null),
    ]);
    await take(first, 1);
    await take(second, 1);
    // Two actions logged by "another node": only the second one's message arrives.
    await node.store.append(matchId, { seq: 1, seat, action: legal[0], events: [] }, null);
    const afterOne = await node.agents.reader.require(matchId);
    const active = node.engine.activeSeats(afterOne.record.game, afterOne.state)[0]!;
    const next = node.engine.legalActions(afterOne.record.game, afterOne.state, active)[0];
    await node.store.append(matchId, { seq: 2, seat: active, action: next, events: [] }, null);
    const logged = await node.store.log(matchId, 1);
    await node.pubsub.publish(channels.match(matchId), { kind: 'action', seq: 2, entry: logged[0] });
    const [a, b] = await Promise.all([take(first, 2), take(second, 2)]);
    expect(a.map((update) => update.entry?.seq)).toEqual([1, 2]);
    expect(b.map((update) => update.match.state)).toEqual(a.map((update) => update.match.state));
    expect(a[1]!.match.state).toEqual((await node.agents.reader.require(matchId)).state);
    await first.return();
    await second.return();
  });

  it('a subscriber further behind than the snapshot may carry is refused with TOO_FAR_BEHIND', async () => {
    const { node, matchId, mover, legal } = await duel();
    await node.agents.moves.submit(mover, matchId, 0, legal[0]);
    await expect(subscribeToMatch(node.agents.feeds, matchId, 0, null, 0)).rejects.toMatchObject({
      code: 'TOO_FAR_BEHIND',
    });
    expect(node.agents.feeds.size).toBe(0);
    const resumed = await subscribeToMatch(node.agents.feeds, matchId, 1, null, 0);
    const [snapshot] = await take(resumed, 1);
    expect(snapshot).toMatchObject({ snapshot: true, missedAfter: 1, entry: null });
    await resumed.return();
  });

  it('a subscriber of an open table gets every action when the match starts and moves on another node', async () => {
    const node = agentsInMemory();
    nodes.push(node);
    const anne = node.store.addUser('anne');
    const mary = node.store.addUser('mary');
    const created = await node.agents.tables.create(anne, { game: 'cartagena', seats: [{}, {}] });
    const matchId = created.record.id;
    await node.agents.tables.join(mary, matchId, null);
    // The join's own message is delivered before anyone follows the table.
    await new Promise((resolve) => setImmediate(resolve));
    const feed = await subscribeToMatch(node.agents.feeds, matchId, null);
    await take(feed, 1);
    // "Another node" starts the match and logs two actions before this node hears of the start.
    await node.store.changeTable(matchId, () => ({ status: 'ACTIVE' }), Infinity);
    const logged = await playOnOtherNode(node, matchId, 2);
    await node.pubsub.publish(channels.match(matchId), { kind: 'status', seq: 0 });
    for (const entry of logged)
      await node.pubsub.publish(channels.match(matchId), {
        kind: 'action',
        seq: entry.seq,
        entry,
        clock: null,
      });
    const updates = await takeAll(feed, 3);
    expect(
      updates.map((update) => [update.match.record.status, update.match.record.seq, update.entry?.seq]),
    ).toEqual([
      ['ACTIVE', 0, undefined],
      ['ACTIVE', 1, 1],
      ['ACTIVE', 2, 2],
    ]);
    expect(updates[2]!.match.state).toEqual((await node.agents.reader.require(matchId)).state);
    await feed.return();
  }, 5000);

  it('after the fan-out comes back, every feed catches up from the log what it missed', async () => {
    const { node, matchId } = await duel();
    const feed = await subscribeToMatch(node.agents.feeds, matchId, null);
    await take(feed, 1);
    // Logged on "another node" while pub/sub was away: no message ever comes.
    await playOnOtherNode(node, matchId, 2);
    node.pubsub.resume();
    const updates = await take(feed, 2);
    expect(updates.map((update) => update.entry?.seq)).toEqual([1, 2]);
    await feed.return();
  }, 5000);

  it('a subscription the fan-out could not confirm is forgotten: the next subscriber is not left deaf', async () => {
    const { node, matchId, mover, legal } = await duel();
    const subscribe = node.pubsub.subscribe.bind(node.pubsub);
    node.pubsub.subscribe = () => Promise.reject(unavailable('redis'));
    await expect(subscribeToMatch(node.agents.feeds, matchId, null)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(node.agents.feeds.size).toBe(0);
    node.pubsub.subscribe = subscribe;
    const feed = await subscribeToMatch(node.agents.feeds, matchId, null);
    await node.agents.moves.submit(mover, matchId, 0, legal[0]);
    const updates = await take(feed, 2);
    expect(updates.map((update) => update.entry?.seq)).toEqual([undefined, 1]);
    await feed.return();
  }, 5000);

  it('a feed that meets an outage while catching up ends its subscriptions as unavailable for now', async () => {
    const { node, matchId } = await duel();
    const feed = await subscribeToMatch(node.agents.feeds, matchId, null);
    await take(feed, 1);
    await playOnOtherNode(node, matchId, 1);
    // The database is away when the feed reads what it missed.
    node.store.find = () => Promise.reject(Object.assign(new Error('Connection refused'), { code: 'P1001' }));
    node.pubsub.resume();
    await expect(feed.next()).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(node.agents.feeds.size).toBe(0);
  }, 5000);
});

/** Appends `count` actions straight to the store, as another node would, without telling anyone. */
async function playOnOtherNode(node: Node, matchId: string, count: number) {
  const entries: LogRecord[] = [];
  for (let step = 0; step < count; step++) {
    const { record, state } = await node.agents.reader.require(matchId);
    const seat = node.engine.activeSeats(record.game, state)[0]!;
    const action = node.engine.legalActions(record.game, state, seat)[0];
    await node.store.append(matchId, { seq: record.seq + 1, seat, action, events: [] }, null);
    entries.push(...(await node.store.log(matchId, record.seq)));
  }
  return entries;
}

/** Reads `count` updates of any kind after the snapshot. */
async function takeAll(feed: AsyncIterator<MatchUpdateModel>, count: number): Promise<MatchUpdateModel[]> {
  const updates: MatchUpdateModel[] = [];
  while (updates.length < count) {
    const next = await feed.next();
    if (next.done) throw new Error('the feed ended');
    updates.push(next.value);
  }
  return updates;
}
