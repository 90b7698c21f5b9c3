import { describe, expect, it } from 'vitest';
import { tortuga } from './index.js';
import type { TortugaState } from './state.js';
import { scenario } from './testing/fixtures.js';
import { play, refused, timeOut } from './testing/play.js';
import { view } from './view.js';

/**
 * Issue #18, "Rulebook fidelity": each test quotes the rulebook passage it holds the engine to (S000
 * for IT-1e, S002 for FR-2e), in the original language with an English gloss.
 */
const { legalActions, timeoutAction } = tortuga;

const IT = { ruleset: 'IT-1e' } as const;
const ROW = ['blackSpot', 'pistol', 'albatross', 'letterOfMarque', 'pistol'] as const;
const CREWS = [
  [0, 1],
  [2, 3],
] as const;

/** Seat 0 forces seat 2 onto slots 1 and 3. */
function forced(options: object = {}): TortugaState {
  const state = scenario({ options, ships: [[...CREWS[0]], [...CREWS[1]]], row: [...ROW] });
  return play(state, 0, { type: 'force', slots: [1, 3], target: 2 }).state;
}

describe('Tortuga 1667 — rulebook fidelity: Force', () => {
  it('FR-2e: « Il doit révéler l’une des deux cartes au choix » (he must reveal one of the two, his choice): no deferral without the timer', () => {
    const state = forced();
    expect(legalActions(state, 2)).toEqual([
      { type: 'chooseSlot', slot: 1 },
      { type: 'chooseSlot', slot: 3 },
    ]);
    refused(state, 2, { type: 'deferToForcer' }, 'ILLEGAL_ACTION');
    expect(timeoutAction?.(state, 2)).toBeNull();
  });

  it('FR-2e timer: « S’il ne s’est pas décidé à l’issue de ce délai, c’est le joueur actif qui choisit » (out of time, the active player chooses): only when the table plays with the timer', () => {
    let state = forced({ timer: true });
    expect(timeoutAction?.(state, 2)).toEqual({ type: 'deferToForcer' });
    state = play(state, 2, { type: 'deferToForcer' }).state;
    expect(tortuga.activeSeats(state)).toEqual([0]);
    expect(legalActions(state, 0)).toEqual([
      { type: 'chooseSlot', slot: 1 },
      { type: 'chooseSlot', slot: 3 },
    ]);
  });

  it('IT-1e: « L’avversario prescelto sarà obbligato a scegliere casualmente 1 di queste 2 carte » (the chosen opponent must pick one of the two at random): the engine draws it', () => {
    const state = forced(IT);
    expect(legalActions(state, 2)).toEqual([{ type: 'revealAtRandom' }]);
    refused(state, 2, { type: 'chooseSlot', slot: 1 }, 'ILLEGAL_ACTION');
    const drawn = new Set<number>();
    for (let i = 0; i < 24; i++) {
      const seeded = { ...state, random: scenario({ options: IT, seed: `draw/${i}` }).random };
      const { events } = play(seeded, 2, { type: 'revealAtRandom' });
      const revealed = events.find((e) => e.type === 'eventRevealed');
      expect(revealed).toMatchObject({ seat: 2, forcedBy: 0 });
      drawn.add((revealed as { slot: number }).slot);
    }
    expect([...drawn].sort()).toEqual([1, 3]);
  });

  it('IT-1e timer: « la scelta della carta da scoprire spetterà al giocatore che lo aveva obbligato » (out of time, the forcer chooses): only with the timer', () => {
    expect(timeoutAction?.(forced(IT), 2)).toBeNull();
    let state = forced({ ...IT, timer: true });
    expect(legalActions(state, 2)).toEqual([{ type: 'revealAtRandom' }, { type: 'deferToForcer' }]);
    expect(timeoutAction?.(state, 2)).toEqual({ type: 'deferToForcer' });
    state = play(state, 2, { type: 'deferToForcer' }).state;
    expect(legalActions(state, 0)).toEqual([
      { type: 'chooseSlot', slot: 1 },
      { type: 'chooseSlot', slot: 3 },
    ]);
  });

  it('data sheet §1.8 / S002 « Désignez 2 cartes Événement » in front of the table: every seat and spectator sees the two designated slots', () => {
    const state = scenario({ ships: [[...CREWS[0]], [...CREWS[1]]], row: [...ROW] });
    const { events, state: after } = play(state, 0, { type: 'force', slots: [1, 3], target: 2 });
    expect(events.find((e) => e.type === 'revealForced')).toMatchObject({
      seat: 0,
      target: 2,
      slots: [1, 3],
      visibleTo: 'all',
    });
    for (const viewer of [0, 1, 2, 3, null]) {
      expect(view(after, viewer).pending).toMatchObject({ kind: 'forcedReveal', slots: [1, 3] });
    }
  });
});

describe('Tortuga 1667 — rulebook fidelity: Pirate Code', () => {
  it('S002 « les deux prochains votes … auxquels vous auriez dû participer » (the next two votes you would have taken part in): a vote he cannot join, with no vote card, uses no skip', () => {
    const state = scenario({
      ships: [[...CREWS[0]], [...CREWS[1]]],
      hands: { 1: [] },
      pirateCode: { seat: 1, skipped: 0 },
      voteDeckTop: ['CBS'],
    });
    const { events, state: after } = play(state, 0, { type: 'attack' });
    expect(events.find((e) => e.type === 'voteCalled')).toMatchObject({
      participants: [0],
      skipped: [],
      emptyHanded: [1],
    });
    expect(events.some((e) => e.type === 'pirateCodeSkip')).toBe(false);
    expect(after.pirateCode).toEqual({ seat: 1, skipped: 0 });
  });
});

describe('Tortuga 1667 — rulebook fidelity: Letter of Marque (FR-2e)', () => {
  it('S002 « conserver cette carte et l’utiliser lors d’un tour ultérieur » (keep it and use it on a later turn): not on the turn it was kept, even with two actions at 2 players', () => {
    let state = scenario({
      players: 2,
      ships: [[0], []],
      tortuga: [1],
      row: ['letterOfMarque', 'pistol', 'albatross', 'blackSpot', 'pistol'],
    });
    state = play(state, 0, { type: 'reveal', slot: 1 }).state;
    state = play(state, 0, { type: 'keepLetterOfMarque' }).state;
    expect(state.turn).toMatchObject({ seat: 0, actionsLeft: 1 });
    expect(legalActions(state, 0).some((a) => a.type === 'playLetterOfMarque')).toBe(false);
    refused(state, 0, { type: 'playLetterOfMarque', pirate: 1, ship: 'flyingDutchman' }, 'ILLEGAL_ACTION');
    state = play(state, 0, { type: 'peek', slots: [2, 3] }).state;
    state = play(state, 1, { type: 'peek', slots: [2, 3] }).state;
    state = play(state, 1, { type: 'peek', slots: [4, 5] }).state;
    expect(state.turn.seat).toBe(0);
    state = play(state, 0, { type: 'playLetterOfMarque', pirate: 1, ship: 'flyingDutchman' }).state;
    expect(state.ships[0]?.crew).toEqual([0, 1]);
  });
});

describe('Tortuga 1667 — rulebook fidelity: the 30-second timer', () => {
  it('S002 « un minuteur de 30 secondes … il doit immédiatement regarder deux cartes Événement » (out of time, he must peek at two event cards): the timer’s peek, named so in the log', () => {
    const state = scenario({ options: { timer: true }, row: [null, ...ROW.slice(1)] });
    const timeout = timeoutAction?.(state, 0);
    expect(timeout).toEqual({ type: 'peek', slots: [2, 3], outOfTime: true });
    const { events } = timeOut(state, 0, timeout);
    expect(events.find((e) => e.type === 'outOfTime')).toMatchObject({
      seat: 0,
      clock: 'timer',
      visibleTo: 'all',
    });
    expect(events.find((e) => e.type === 'eventsPeeked')).toMatchObject({ seat: 0, slots: [2, 3] });
  });

  it('S000 « Se i turni … tendono a durare troppo a lungo, utilizzate un timer » (an optional timer): without it, a ranked clock’s peek is the platform’s rule and the log says so', () => {
    const state = scenario({ options: IT, row: [null, ...ROW.slice(1)] });
    const timeout = timeoutAction?.(state, 0);
    expect(timeout).toEqual({ type: 'peek', slots: [2, 3], outOfTime: true });
    const { events } = timeOut(state, 0, timeout);
    expect(events.find((e) => e.type === 'outOfTime')).toMatchObject({ seat: 0, clock: 'platform' });
    // An ordinary peek says nothing of a clock.
    const chosen = play(state, 0, { type: 'peek', slots: [2, 3] });
    expect(chosen.events.some((e) => e.type === 'outOfTime')).toBe(false);
  });
});

describe('Tortuga 1667 — running out of time is the platform’s act, never a move', () => {
  it('the timeout’s peek is never among the legal actions, with or without the timer, and a player who sends it is refused', () => {
    for (const options of [{ timer: true }, IT, {}]) {
      const state = scenario({ options, row: [null, ...ROW.slice(1)] });
      const timeout = timeoutAction?.(state, 0);
      expect(timeout).toEqual({ type: 'peek', slots: [2, 3], outOfTime: true });
      expect(legalActions(state, 0).some((action) => 'outOfTime' in action)).toBe(false);
      expect(refused(state, 0, timeout, 'ILLEGAL_ACTION')).toMatch(/platform/);
      // The same peek chosen by the player is an ordinary peek.
      expect(legalActions(state, 0)).toContainEqual({ type: 'peek', slots: [2, 3] });
    }
  });

  it('a match played out by bots never lists the timeout’s peek', () => {
    let state = scenario({ options: { timer: true } });
    for (let step = 0; step < 200 && !tortuga.isOver(state); step++) {
      const [seat] = tortuga.activeSeats(state);
      if (seat === undefined) break;
      const legal = legalActions(state, seat);
      expect(legal.some((action) => action.type === 'peek' && action.outOfTime)).toBe(false);
      state = play(state, seat, legal[step % legal.length]).state;
    }
  });
});
