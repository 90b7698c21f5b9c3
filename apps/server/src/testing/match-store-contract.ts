import type { MatchResult } from '@brethren/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchRecord } from '../matches/model.js';
import type { AppendExtras, BotStore, ClockStore, MatchStore, NewLogEntry } from '../matches/store.js';

/** A store under the contract, with the accounts its seats need. */
export interface ContractStore {
  readonly store: MatchStore & BotStore & ClockStore;
  /** A new account that may sit at tables: its id. */
  player(handle: string): Promise<string>;
  close(): Promise<void>;
}

/** Seats of a match under way: a player's, or a bot's. */
type SeatKind = 'player' | 'bot';

const RESULT: MatchResult = { placements: [2, 1], scores: [3, 7], summary: 'seat 1 won' };

/**
 * What every match store answers alike — the PostgreSQL repository and the in-memory one that unit
 * tests use — on the way a move is written: the seq and the forfeit guard, the bot turn, the clock's
 * deadline, the final move, a failing finishing hook, ending a match early, and a seat forfeited
 * and reclaimed.
 */
export function matchStoreContract(name: string, open: () => Promise<ContractStore>): void {
  describe(`the match store contract: ${name}`, () => {
    let fixture: ContractStore;
    let handles = 0;
    beforeAll(async () => {
      fixture = await open();
    });
    afterAll(async () => {
      await fixture.close();
    });

    /** A match under way with `seats` (the first always a player's, who opened the table). */
    async function started(seats: readonly SeatKind[] = ['player', 'player']): Promise<MatchRecord> {
      const ids = await Promise.all(
        seats.map(async (kind) => (kind === 'player' ? fixture.player(`contract-${handles++}`) : null)),
      );
      const creator = ids[0];
      if (!creator) throw new Error('the first seat is a player’s');
      const created = await fixture.store.create(
        {
          game: 'cartagena',
          options: {},
          seed: 'contract-seed',
          seedHash: 'contract-hash',
          visibility: 'PUBLIC',
          createdById: creator,
          seats: ids.map((userId) => ({ userId, botLevel: userId === null ? 'easy' : null })),
        },
        100,
      );
      const match = await fixture.store.changeTable(created.id, () => ({ status: 'ACTIVE' }), 100);
      if (!match) throw new Error('the table did not start');
      return match;
    }

    function move(seq: number, seat: number, key?: string): NewLogEntry {
      return {
        seq,
        seat,
        action: { type: 'pass', seq },
        events: [{ type: 'passed', seat }],
        idempotencyKey: key,
      };
    }

    it('appends at the next seq only: a second action at the same seq loses the race', async () => {
      const match = await started();
      const at = new Date(Date.now() - 1000);
      const [first, second] = await Promise.all([
        fixture.store.append(match.id, move(1, 0, 'key-a'), null, { at }),
        fixture.store.append(match.id, move(1, 1, 'key-b'), null, { at }),
      ]);
      expect([first.appended, second.appended].sort()).toEqual([false, true]);
      const winner = first.appended ? 0 : 1;
      expect((await fixture.store.find(match.id))?.seq).toBe(1);
      const log = await fixture.store.log(match.id, 0);
      expect(log.map((entry) => [entry.seq, entry.seat, entry.action, entry.events])).toEqual([
        [1, winner, { type: 'pass', seq: 1 }, [{ type: 'passed', seat: winner }]],
      ]);
      expect(await fixture.store.logged(match.id, 1)).toEqual({
        seat: winner,
        at,
        timedOut: false,
        idempotencyKey: winner === 0 ? 'key-a' : 'key-b',
      });
      expect((await fixture.store.append(match.id, move(3, 0), null)).appended).toBe(false);
    });

    it('refuses a player’s own move from a forfeited seat, and takes the bot’s in its place', async () => {
      const match = await started();
      await fixture.store.forfeit(match.id, 1, 'easy', 'ABANDONED', match.seq);
      expect((await fixture.store.append(match.id, move(1, 1), null, { byPlayer: true })).appended).toBe(
        false,
      );
      expect((await fixture.store.append(match.id, move(1, 1), null)).appended).toBe(true);
      const record = await fixture.store.find(match.id);
      expect(record?.seats[1]).toMatchObject({ forfeited: true, botLevel: 'easy' });
    });

    it('makes a bot’s turn due only when a bot sits among the seats due next', async () => {
      const match = await started(['player', 'bot']);
      // The start made the bot's turn due: claimed now, it is leased away.
      expect(await fixture.store.claimBot(match.id, 60_000)).toBe(true);
      const past = new Date(Date.now() - 1000);
      const toPlayer: AppendExtras = { botTurn: { seats: [0], dueAt: past } };
      expect((await fixture.store.append(match.id, move(1, 1), null, toPlayer)).appended).toBe(true);
      expect(await fixture.store.claimBot(match.id, 60_000)).toBe(false);
      const toBot: AppendExtras = { botTurn: { seats: [1], dueAt: past } };
      expect((await fixture.store.append(match.id, move(2, 0), null, toBot)).appended).toBe(true);
      expect(await fixture.store.claimBot(match.id, 60_000)).toBe(true);
    });

    it('keeps each move’s clock and deadline, which the clock keeper claims once it has passed', async () => {
      const match = await started();
      const clock = { remainingMs: [1000, 2000] };
      const deadlineAt = new Date(Date.now() - 1000);
      expect((await fixture.store.append(match.id, move(1, 0), null, { clock, deadlineAt })).appended).toBe(
        true,
      );
      expect((await fixture.store.find(match.id))?.clock).toEqual(clock);
      const claimed = await fixture.store.claimExpired(1000, 60_000);
      expect(claimed.map((claim) => claim.matchId)).toContain(match.id);
    });

    it('finishes the match with the final move: result, placements, no deadline and no bot turn', async () => {
      const match = await started(['player', 'bot']);
      const finishedIn: string[] = [];
      const clock = { remainingMs: [500, 900] };
      const at = new Date();
      const { appended } = await fixture.store.append(match.id, move(1, 0), RESULT, {
        at,
        clock,
        deadlineAt: new Date(Date.now() - 1000),
        botTurn: { seats: [1], dueAt: new Date(Date.now() - 1000) },
        onFinish: async () => {
          finishedIn.push(match.id);
        },
      });
      expect(appended).toBe(true);
      expect(finishedIn).toEqual([match.id]);
      const record = await fixture.store.find(match.id);
      expect(record).toMatchObject({ status: 'FINISHED', seq: 1, result: RESULT, finishedAt: at, clock });
      expect(record?.seats.map((seat) => seat.placement)).toEqual([2, 1]);
      expect(await fixture.store.claimBot(match.id, 60_000)).toBe(false);
      expect((await fixture.store.claimExpired(1000, 60_000)).map((claim) => claim.matchId)).not.toContain(
        match.id,
      );
      expect((await fixture.store.append(match.id, move(2, 1), null)).appended).toBe(false);
    });

    it('writes a forfeit and a reclaimed seat with their seat changes, and a player’s move counts again', async () => {
      const match = await started();
      await fixture.store.forfeit(match.id, 1, 'easy', 'ABANDONED', match.seq);
      await fixture.store.reclaim(match.id, 1, match.seq);
      const record = await fixture.store.find(match.id);
      expect(record?.seats[1]).toMatchObject({ forfeited: false, botLevel: null });
      expect(record?.seatChanges.map(({ seat, kind, seq }) => ({ seat, kind, seq }))).toEqual([
        { seat: 1, kind: 'ABANDONED', seq: match.seq },
        { seat: 1, kind: 'RECLAIMED', seq: match.seq },
      ]);
      expect((await fixture.store.append(match.id, move(1, 1), null, { byPlayer: true })).appended).toBe(
        true,
      );
    });

    it('refuses a player’s final move from a forfeited seat, as any other move', async () => {
      const match = await started();
      await fixture.store.forfeit(match.id, 0, 'easy', 'ABANDONED', match.seq);
      const refused = await fixture.store.append(match.id, move(1, 0), RESULT, { byPlayer: true });
      expect(refused.appended).toBe(false);
      expect((await fixture.store.find(match.id))?.status).toBe('ACTIVE');
    });

    it('leaves everything as it was when a finishing hook fails', async () => {
      const match = await started();
      const failing = fixture.store.append(match.id, move(1, 0), RESULT, {
        onFinish: () => Promise.reject(new Error('ratings unavailable')),
      });
      await expect(failing).rejects.toThrow('ratings unavailable');
      expect(await fixture.store.find(match.id)).toMatchObject({ status: 'ACTIVE', seq: 0, result: null });
      expect(await fixture.store.log(match.id, 0)).toEqual([]);
      expect((await fixture.store.append(match.id, move(1, 0), null)).appended).toBe(true);
    });

    it('ends a match early at its seq only: finished with a result, or aborted without', async () => {
      const finished = await started();
      expect(await fixture.store.endEarly(finished.id, 1, RESULT)).toBe(false);
      expect(await fixture.store.endEarly(finished.id, 0, RESULT)).toBe(true);
      const record = await fixture.store.find(finished.id);
      expect(record).toMatchObject({ status: 'FINISHED', result: RESULT });
      expect(record?.seats.map((seat) => seat.placement)).toEqual([2, 1]);
      const aborted = await started();
      expect(await fixture.store.endEarly(aborted.id, 0, null)).toBe(true);
      expect(await fixture.store.find(aborted.id)).toMatchObject({ status: 'ABORTED', result: null });
      expect((await fixture.store.append(aborted.id, move(1, 0), null)).appended).toBe(false);
    });
  });
}
