import { afterEach, describe, expect, it, vi } from 'vitest';
import { COVE, ISLANDS, LOOT_CARDS, MAX_INDEX, START_INDEX, TRACKS, squaresBetween } from './data.js';
import { activeSeats, legalActions } from './legal.js';
import { result } from './result.js';
import { AT_SEA, FORT, LEGEND, NAVY } from './state.js';
import { combatOn, scenario, settle } from './testing/fixtures.js';
import { eventsOf, loadDice, play, refused } from './testing/play.js';
import { view } from './view.js';
import { deepCopy } from '../../core/draft.js';
import { piratesCove } from './index.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const CALICO = LEGEND; // the first LP ship (fixtures put LPs in the order given)
/** Sail Island's first loot card: 1 fame, 3 gold. */
const SAIL_LOOT = 24;

describe("Pirate's Cove — the data sheet's scenarios (4.9)", () => {
  it('1: crew 3, cannons 2 rolls 2 dice; 5 and 4 make 1 hit', () => {
    let state = combatOn(3, {
      seats: { 0: { at: 3, levels: { sails: 2, crew: 2, cannons: 1 } }, 1: { at: 3 } },
    });
    expect(activeSeats(state)).toEqual([0]);
    loadDice(5, 4);
    const { state: after, events } = play(state, 0, { type: 'fire', target: 1, section: 'hull' });
    state = after;
    expect(eventsOf(events, 'shotFired')[0]).toMatchObject({ dice: [5, 4], hits: 1 });
    expect(state.seats[1]?.levels[3]).toBe(0);
  });

  it('2a: a flee roll of 2 is a mutiny: −2 fame, gold and treasures lost, the ship at the Cove', () => {
    const state = combatOn(3, {
      seats: { 0: { at: 3, levels: { sails: 2 }, fame: 5, gold: 9, treasures: 2 }, 1: { at: 3 } },
    });
    loadDice(2);
    const { state: after, events } = play(state, 0, { type: 'flee' });
    expect(eventsOf(events, 'shipFled')[0]).toMatchObject({ die: 2, mutiny: true, fameTo: [] });
    expect(after.seats[0]).toMatchObject({ fame: 3, gold: 0, treasures: 0, at: COVE, retreated: true });
  });

  it('2b: a flee roll of 4 after being hit escapes, and every other player present gains 1 fame', () => {
    let state = combatOn(3, {
      players: 3,
      seats: {
        0: { at: 3, levels: { sails: 3 }, fame: 1 },
        1: { at: 3, levels: { sails: 2 }, gold: 9 },
        2: { at: 3, fame: 2 },
      },
    });
    loadDice(5, 1, 4);
    state = play(state, 0, { type: 'fire', target: 1, section: 'hull' }).state;
    const { state: after, events } = play(state, 1, { type: 'flee' });
    expect(eventsOf(events, 'shipFled')[0]).toMatchObject({ die: 4, mutiny: false, fameTo: [0, 2] });
    expect(after.seats.map((s) => s.fame)).toEqual([2, 0, 3]);
    expect(after.seats[1]).toMatchObject({ gold: 9, at: COVE });
  });

  it('3: a section at index 0 hit once defeats the ship: to the Cove, other players present +1 fame', () => {
    const state = combatOn(3, {
      players: 3,
      seats: {
        0: { at: 3, levels: { sails: 3 } },
        1: { at: 3, levels: { sails: 2, hull: 0 } },
        2: { at: 3 },
      },
    });
    loadDice(6, 1);
    const { state: after, events } = play(state, 0, { type: 'fire', target: 1, section: 'hull' });
    expect(eventsOf(events, 'shipDefeated')[0]).toMatchObject({ ship: 1, fameTo: [0, 2] });
    expect(after.seats.map((s) => s.fame)).toEqual([1, 0, 1]);
    expect(after.seats[1]).toMatchObject({ at: COVE, retreated: true, crippled: true });
  });

  it('4: a Mastercraft on cannons absorbs the first two cannon hits (tilt, discard); the third hits the track', () => {
    const state = combatOn(3, {
      seats: {
        0: { at: 3, levels: { sails: 2, crew: 2, cannons: 2 } },
        1: { at: 3, mastercraft: { section: 'cannons', damaged: false } },
      },
    });
    loadDice(5, 6, 5);
    const { state: after, events } = play(state, 0, { type: 'fire', target: 1, section: 'cannons' });
    expect(eventsOf(events, 'hitAbsorbed').map((e) => [e.by, e.lost])).toEqual([
      ['mastercraft', false],
      ['mastercraft', true],
    ]);
    expect(after.seats[1]?.mastercraft).toBeNull();
    expect(after.seats[1]?.levels[2]).toBe(0);
    expect(after.tavernDiscard).toContain('mastercraft-cannons');
  });

  it('5a: a parrot absorbing its second hit is lost and costs its owner 2 fame', () => {
    const state = combatOn(3, {
      seats: {
        0: { at: 3, levels: { sails: 2 } },
        1: { at: 3, fame: 5, parrot: { card: 'parrot-bones', hits: 0 } },
      },
    });
    loadDice(5, 5);
    const { state: after } = play(state, 0, { type: 'fire', target: 1, section: 'cannons' });
    expect(after.seats[1]?.parrot).toBeNull();
    expect(after.seats[1]?.fame).toBe(3);
    expect(after.seats[1]?.levels[2]).toBe(1);
  });

  it('5b: a parrot that absorbed one hit is reset, free, after the combat', () => {
    let state = combatOn(3, {
      seats: { 0: { at: 3, levels: { sails: 2 } }, 1: { at: 3, parrot: { card: 'parrot-bones', hits: 0 } } },
    });
    loadDice(5, 1, 5);
    state = play(state, 0, { type: 'fire', target: 1, section: 'cannons' }).state;
    expect(state.seats[1]?.parrot).toEqual({ card: 'parrot-bones', hits: 1 });
    state = play(state, 1, { type: 'flee' }).state;
    expect(state.seats[1]?.parrot).toEqual({ card: 'parrot-bones', hits: 0 });
  });

  it('6: two players beat an LP worth 3 fame: 6 fame split 3/3; no player-versus-player while it is present', () => {
    const state = combatOn(3, {
      seats: { 0: { at: 3, levels: { sails: 4 } }, 1: { at: 3, levels: { sails: 3 } } },
      legends: [{ name: 'Anne Bonny', at: 3, hits: [0, 0, 0, 2] }],
    });
    const targets = legalActions(state, 0).flatMap((a) => (a.type === 'fire' ? [a.target] : []));
    expect(new Set(targets)).toEqual(new Set([CALICO]));
    loadDice(5, 1);
    const { state: after, events } = play(state, 0, { type: 'fire', target: CALICO, section: 'hull' });
    expect(eventsOf(events, 'legendDefeated')[0]).toMatchObject({ name: 'Anne Bonny', fame: [3, 3] });
    expect(after.seats.map((s) => s.fame)).toEqual([3, 3]);
    expect(after.legends[0]?.card).toBeNull();
    // The LP gone, the two players fight on.
    expect(activeSeats(after)).toEqual([1]);
    expect(legalActions(after, 1)).toContainEqual({ type: 'fire', target: 0, section: 'hull' });
  });

  it('7: two players on Treasure Island with no LP do not fight; both bury', () => {
    let state = settle(
      scenario({
        seats: { 0: { at: 6, treasures: 2 }, 1: { at: 6, gold: 6 } },
        phase: { kind: 'combat', island: 1 },
      }),
    );
    expect(state.phase.kind).toBe('upgrades');
    expect(state.combat).toBeNull();
    state = play(state, 0, { type: 'bury', treasures: 2, gold: 0 }).state;
    state = play(state, 0, { type: 'finishUpgrades' }).state;
    state = play(state, 1, { type: 'bury', treasures: 0, gold: 6 }).state;
    expect(state.seats.map((s) => s.fame)).toEqual([2, 2]);
  });

  it('8: burying 7 gold and 2 treasures gives 2 + 2 = 4 fame and leaves 1 gold aboard', () => {
    const state = settle(
      scenario({
        seats: { 0: { at: 6, treasures: 2, gold: 7 } },
        phase: { kind: 'upgrades', index: 0, begun: false },
      }),
    );
    const { state: after, events } = play(state, 0, { type: 'bury', treasures: 2, gold: 7 });
    expect(eventsOf(events, 'buried')[0]).toMatchObject({ treasures: 2, gold: 6, fame: 4 });
    expect(after.seats[0]).toMatchObject({ fame: 4, gold: 1, treasures: 0 });
  });

  it('9: on Treasure Island sails 5→6 costs 2 (double); a second level is not allowed', () => {
    let state = settle(
      scenario({ seats: { 0: { at: 6, gold: 10 } }, phase: { kind: 'upgrades', index: 0, begun: false } }),
    );
    refused(state, 0, { type: 'upgrade', section: 'sails', levels: 2 }, 'ILLEGAL_ACTION');
    state = play(state, 0, { type: 'upgrade', section: 'sails', levels: 1 }).state;
    expect(state.seats[0]).toMatchObject({ gold: 8 });
    expect(state.seats[0]?.levels[0]).toBe(2);
    expect(legalActions(state, 0).some((a) => a.type === 'upgrade')).toBe(false);
  });

  it('10: hull capacity 2 with 3 treasures at step 7 discards 1 treasure', () => {
    const state = settle(
      scenario({
        seats: { 0: { at: 2, treasures: 3, gold: 5 }, 1: { at: 5, gold: 0 } },
        phase: { kind: 'upgrades', index: 0, begun: false },
      }),
    );
    const { state: after, events } = play(state, 0, { type: 'finishUpgrades' });
    expect(eventsOf(events, 'treasuresDiscarded')[0]).toMatchObject({ seat: 0, count: 1 });
    expect(after.seats[0]?.treasures).toBe(2);
  });

  it('11: at the Tavern 7 gold buys at most 3 cards (6 gold)', () => {
    let state = settle(
      scenario({ seats: { 0: { at: 1, gold: 7 } }, phase: { kind: 'upgrades', index: 0, begun: false } }),
    );
    for (let i = 0; i < 3; i++) state = play(state, 0, { type: 'buyTavernCard' }).state;
    expect(state.seats[0]?.gold).toBe(1);
    expect(state.seats[0]!.hand.length + (state.seats[0]!.parrot ? 1 : 0)).toBe(3);
    refused(state, 0, { type: 'buyTavernCard' }, 'ILLEGAL_ACTION');
  });

  it('12a: the Cove with 2 damaged sections and 5 gold pays 4, then 1 Tavern card + 2 gold (or 2 cards)', () => {
    const state = settle(
      scenario({
        seats: {
          0: {
            at: COVE,
            retreated: true,
            gold: 5,
            levels: { sails: 0, crew: 0 },
            repairTo: { sails: 1, crew: 1 },
          },
        },
        phase: { kind: 'upgrades', index: 0, begun: false },
      }),
    );
    expect(state.seats[0]).toMatchObject({ gold: 1, coveRewardDue: true, levels: [1, 1, 1, 1] });
    expect(legalActions(state, 0)).toEqual([
      { type: 'coveReward', reward: 'twoCards' },
      { type: 'coveReward', reward: 'cardAndGold' },
    ]);
    const after = play(state, 0, { type: 'coveReward', reward: 'cardAndGold' }).state;
    expect(after.seats[0]?.gold).toBe(3);
    expect(after.seats[0]!.hand.length + (after.seats[0]!.parrot ? 1 : 0)).toBe(1);
  });

  it('12b: with only 3 gold the sections are repaired all the same, with no cards or gold', () => {
    const state = settle(
      scenario({
        seats: {
          0: {
            at: COVE,
            retreated: true,
            gold: 3,
            levels: { sails: 0, crew: 0 },
            repairTo: { sails: 1, crew: 1 },
          },
          1: { at: 5, gold: 0 },
        },
        phase: { kind: 'upgrades', index: 0, begun: false },
        turn: 1,
      }),
    );
    // Nothing is left to decide: the turn has ended and the next one begun.
    expect(state.turn).toBe(2);
    expect(state.seats[0]).toMatchObject({ gold: 0, levels: [1, 1, 1, 1], hand: [] });
  });

  it('13: LP placement — first die 4, second die 4: the second is re-rolled until it differs', () => {
    let state = scenario({
      legends: [
        { name: 'Calico Jack', at: 6 },
        { name: 'Anne Bonny', at: 6 },
      ],
      phase: { kind: 'navigating' },
    });
    state = play(state, 0, { type: 'setCourse', island: 1 }).state;
    loadDice(4, 4, 4, 5);
    const { state: after, events } = play(state, 1, { type: 'setCourse', island: 2 });
    expect(eventsOf(events, 'legendMoved').map((e) => [e.to, e.dice])).toEqual([
      [4, [4]],
      [5, [4, 4, 5]],
    ]);
    expect(after.legends.map((l) => l.at)).toEqual([4, 5]);
  });

  it('14: duel — the 12-fame captain (2 dice) beats the 25-fame one (3 dice): +3 (and +1 as challenger), the loser −1', () => {
    let state = combatOn(3, {
      seats: {
        0: { at: 3, fame: 25, levels: { sails: 2 } },
        1: { at: 3, fame: 12, gold: 4, levels: { sails: 0 } },
      },
      revealed: { 3: SAIL_LOOT },
    });
    loadDice(5, 1, 6, 1, 5, 4, 3, 6, 2, 1, 2, 3);
    state = play(state, 0, { type: 'fire', target: 1, section: 'sails' }).state;
    expect(state.combat?.prompt).toEqual({ kind: 'boardChoice', attacker: 0, defender: 1 });
    state = play(state, 0, { type: 'boardShip' }).state;
    state = play(state, 1, { type: 'challengeDuel' }).state;
    const { state: after, events } = play(state, 0, { type: 'acceptDuel', weapon: 'swords' });
    expect(eventsOf(events, 'duelRound').map((e) => e.winner)).toEqual([1, 1]);
    expect(eventsOf(events, 'duelEnded')[0]).toMatchObject({ winner: 1, loser: 0, fame: [4, -1] });
    // The loser, still on Sail Island, then plunders its card (1 fame).
    expect(after.seats.map((s) => s.fame)).toEqual([24 + 1, 16]);
    // The challenger keeps its gold and goes to repair at the Cove.
    expect(after.seats[1]).toMatchObject({ gold: 4, at: COVE });
  });

  it('14b: the challenged captain who wins takes all gold and treasure and sends the challenger to the Cove', () => {
    let state = combatOn(3, {
      seats: {
        0: { at: 3, fame: 25, gold: 2, levels: { sails: 2 } },
        1: { at: 3, fame: 12, gold: 4, treasures: 1, levels: { sails: 0 } },
      },
      revealed: { 3: SAIL_LOOT },
    });
    loadDice(5, 1, 1, 1, 5, 4, 3, 1, 2, 6, 2, 3);
    state = play(state, 0, { type: 'fire', target: 1, section: 'sails' }).state;
    state = play(state, 0, { type: 'boardShip' }).state;
    state = play(state, 1, { type: 'challengeDuel' }).state;
    const after = play(state, 0, { type: 'acceptDuel', weapon: 'swords' }).state;
    // Winner: 2 + 2 − 3 = 1; loser: 3 − 2 = 1.
    // … then plunders Sail Island (1 fame, 3 gold).
    expect(after.seats.map((s) => s.fame)).toEqual([26 + 1, 13]);
    expect(after.seats[0]).toMatchObject({ gold: 6 + 3, treasures: 1, at: 3 });
    expect(after.seats[1]).toMatchObject({ gold: 0, treasures: 0, at: COVE });
  });

  it('15: boarding — the winner gains 2 fame and takes all gold and treasure, the loser gains 1', () => {
    let state = combatOn(3, {
      seats: {
        0: { at: 3, gold: 1, levels: { sails: 2, crew: 2 } },
        1: { at: 3, gold: 6, treasures: 2, levels: { sails: 0 } },
      },
      revealed: { 3: SAIL_LOOT },
    });
    loadDice(5, 1, 1, 1, 5, 6, 1);
    state = play(state, 0, { type: 'fire', target: 1, section: 'sails' }).state;
    state = play(state, 0, { type: 'boardShip' }).state;
    const { state: after, events } = play(state, 1, { type: 'acceptBoarding' });
    expect(eventsOf(events, 'boardingRoll').map((e) => [e.seat, e.hits])).toEqual([
      [1, 0],
      [0, 2],
    ]);
    expect(eventsOf(events, 'boardingWon')[0]).toMatchObject({ winner: 0, loser: 1, gold: 6, treasures: 2 });
    // Winner +2 and the plunder of Sail Island (1 fame, 3 gold); loser +1.
    expect(after.seats.map((s) => s.fame)).toEqual([2 + 1, 1]);
    expect(after.seats[0]).toMatchObject({ gold: 7 + 3, treasures: 2, at: 3 });
    expect(after.seats[1]).toMatchObject({ gold: 0, treasures: 0, at: COVE });
  });
});

describe("Pirate's Cove — the turn", () => {
  it('pre-game shopping (base-game option): raises sections at printed cost (sails 5→7 costs 1 + 2 = 3)', () => {
    let state = piratesCove.setup({ players: 2, seed: 'shop', options: { preGameShopping: true } });
    expect(state.phase.kind).toBe('shopping');
    expect(activeSeats(state)).toEqual([0, 1]);
    expect(legalActions(state, 0)).toContainEqual({ type: 'upgrade', section: 'sails', levels: 2 });
    state = play(state, 0, { type: 'upgrade', section: 'sails', levels: 2 }).state;
    expect(state.seats[0]).toMatchObject({ gold: 6 });
    expect(view(state, 1).seats[0]?.sections.sails).toMatchObject({ index: 3, value: 7 });
    state = play(state, 0, { type: 'endShopping' }).state;
    state = play(state, 1, { type: 'endShopping' }).state;
    expect(state).toMatchObject({ turn: 1, phase: { kind: 'navigating' } });
    expect(
      view(state, 0)
        .islands.slice(0, 5)
        .every((i) => i.revealed !== null),
    ).toBe(true);
  });

  it('navigation is secret until every wheel is set, then revealed together', () => {
    let state = scenario({ legends: [], phase: { kind: 'navigating' } });
    state = play(state, 0, { type: 'setCourse', island: 3 }).state;
    expect(activeSeats(state)).toEqual([1]);
    expect(view(state, 0).seats[0]).toMatchObject({ course: 3, courseChosen: true });
    expect(view(state, 1).seats[0]).toMatchObject({ course: null, courseChosen: true });
    expect(view(state, null).seats[0]?.course).toBeNull();
    const { state: after, events } = play(state, 1, { type: 'setCourse', island: 5 });
    expect(eventsOf(events, 'coursesRevealed')[0]?.courses).toEqual([3, 5]);
    expect(after.seats.map((s) => s.at)).toEqual([3, 5]);
  });

  it('New Route: a holder changes destination after the LPs moved; decisions stay secret until all decide', () => {
    let state = scenario({
      seats: { 0: { hand: ['new-route'] } },
      legends: [{ name: 'Blackbeard', at: 3 }],
      options: { legendMovement: 'clockwise' },
      phase: { kind: 'navigating' },
    });
    state = play(state, 0, { type: 'setCourse', island: 4 }).state;
    state = play(state, 1, { type: 'setCourse', island: 2 }).state;
    // Blackbeard stepped clockwise onto island 4: the holder may now steer away.
    expect(state.legends[0]?.at).toBe(4);
    expect(state.phase.kind).toBe('newRoute');
    expect(activeSeats(state)).toEqual([0, 1]);
    expect(legalActions(state, 1)).toEqual([{ type: 'keepCourse' }]);
    state = play(state, 0, { type: 'playNewRoute', island: 5 }).state;
    expect(view(state, 1).seats[0]).toMatchObject({ newRouteDecided: true, handSize: 1 });
    const { state: after, events } = play(state, 1, { type: 'keepCourse' });
    expect(eventsOf(events, 'newRoutesRevealed')[0]?.routes).toEqual([{ seat: 0, island: 5 }]);
    expect(after.seats[0]).toMatchObject({ at: 5, newRouteUsed: true, hand: [] });
  });

  it('the New Route window is skipped when every New Route card is publicly accounted for', () => {
    let state = scenario({ legends: [], phase: { kind: 'navigating' } });
    state = {
      ...state,
      newRouteDisplay: 0,
      tavernDiscard: ['new-route', 'new-route', 'new-route', 'new-route'],
    };
    state = play(state, 0, { type: 'setCourse', island: 1 }).state;
    state = play(state, 1, { type: 'setCourse', island: 2 }).state;
    expect(state.phase.kind).not.toBe('newRoute');
  });

  it('buying a New Route at the Tavern costs 15 gold, only for a player who has not used one', () => {
    let state = settle(
      scenario({ seats: { 0: { at: 1, gold: 16 } }, phase: { kind: 'upgrades', index: 0, begun: false } }),
    );
    state = play(state, 0, { type: 'buyNewRoute' }).state;
    expect(state.seats[0]).toMatchObject({ gold: 1, hand: ['new-route'] });
    expect(state.newRouteDisplay).toBe(1);
  });

  it('cannon rounds follow speed, recomputed every round', () => {
    let state = combatOn(3, {
      seats: { 0: { at: 3, levels: { sails: 2 } }, 1: { at: 3, levels: { sails: 1, crew: 2, cannons: 2 } } },
    });
    loadDice(1, 1, 5, 5, 1);
    state = play(state, 0, { type: 'fire', target: 1, section: 'hull' }).state;
    const { state: after, events } = play(state, 1, { type: 'fire', target: 0, section: 'sails' });
    expect(after.seats[0]?.levels[0]).toBe(0);
    expect(eventsOf(events, 'roundStarted')[0]).toMatchObject({ round: 2, order: [1, 0] });
    expect(activeSeats(after)).toEqual([1]);
  });

  it('the battle-card window runs from the fastest ship until all pass in a row', () => {
    let state = combatOn(3, {
      seats: {
        0: { at: 3, levels: { sails: 2 }, hand: ['battle-speed', 'battle-die'] },
        1: { at: 3, levels: { sails: 1 }, hand: ['battle-grapple'] },
      },
    });
    expect(state.combat?.stage).toBe('battle');
    expect(activeSeats(state)).toEqual([0]);
    state = play(state, 0, { type: 'playBattleCard', card: 'battle-die' }).state;
    expect(legalActions(state, 1)).toEqual([
      { type: 'playBattleCard', card: 'battle-grapple', target: 0 },
      { type: 'passBattle' },
    ]);
    state = play(state, 1, { type: 'playBattleCard', card: 'battle-grapple', target: 0 }).state;
    state = play(state, 0, { type: 'passBattle' }).state;
    // Seat 1's hand is empty now: it passes by itself, and so the window closes.
    expect(state.combat?.stage).toBe('round');
    // Grappled, seat 0 fires 1 die, +1 for its Battle die card.
    loadDice(1, 1);
    const { events } = play(state, 0, { type: 'fire', target: 1, section: 'hull' });
    expect(eventsOf(events, 'shotFired')[0]?.dice).toHaveLength(2);
  });

  it('Volley cards: +2 dice for this roll, or hits on 4–6', () => {
    let state = combatOn(3, {
      seats: {
        0: { at: 3, levels: { sails: 2 }, hand: ['volley-dice', 'volley-sharp'] },
        1: { at: 3, levels: { hull: 5 } },
      },
    });
    // The window: seat 0 holds no Battle card and passes; seat 1's hand is empty.
    state = play(state, 0, { type: 'passBattle' }).state;
    state = play(state, 0, { type: 'playVolley', card: 'volley-dice' }).state;
    state = play(state, 0, { type: 'playVolley', card: 'volley-sharp' }).state;
    loadDice(4, 4, 1, 1);
    const { state: after, events } = play(state, 0, { type: 'fire', target: 1, section: 'hull' });
    expect(eventsOf(events, 'shotFired')[0]).toMatchObject({ dice: [4, 4, 1, 1], hitOn: 4, hits: 2 });
    expect(after.seats[1]?.levels[3]).toBe(3);
  });

  it('parrots: Long John Silver always rolls 6 dice, Billy Bones fires all cannons, Trelawney +20 speed, Flint lifts the hull limit', () => {
    const silver = combatOn(3, {
      seats: {
        0: { at: 3, levels: { sails: 0 }, parrot: { card: 'parrot-trelawney', hits: 0 } },
        1: { at: 3, levels: { sails: 7 }, parrot: { card: 'parrot-silver', hits: 0 } },
      },
    });
    expect(activeSeats(silver)).toEqual([0]);
    loadDice(1, 1, 1, 1, 1, 1, 1, 1);
    const afterFirst = play(silver, 0, { type: 'fire', target: 1, section: 'hull' }).state;
    const { events } = play(afterFirst, 1, { type: 'fire', target: 0, section: 'hull' });
    expect(eventsOf(events, 'shotFired')[0]?.dice).toHaveLength(6);
    vi.restoreAllMocks();
    const bones = combatOn(3, {
      seats: {
        0: { at: 3, levels: { sails: 2, cannons: 4 }, parrot: { card: 'parrot-bones', hits: 0 } },
        1: { at: 3 },
      },
    });
    loadDice(1, 1, 1, 1, 1);
    expect(
      eventsOf(play(bones, 0, { type: 'fire', target: 1, section: 'hull' }).events, 'shotFired')[0]?.dice,
    ).toHaveLength(5);
    const flint = scenario({ seats: { 0: { treasures: 12, parrot: { card: 'parrot-flint', hits: 0 } } } });
    expect(view(flint, 0).seats[0]?.capacity).toBeNull();
  });

  it('a defeated LP is replaced at the end of the turn', () => {
    let second = combatOn(3, {
      seats: { 0: { at: 3, levels: { sails: 4 } }, 1: { at: 6, gold: 0 } },
      legends: [{ name: 'Calico Jack', at: 3, hits: [0, 2, 0, 0] }],
    });
    const deckBefore = second.legendDeck.length;
    loadDice(5, 1);
    second = play(second, 0, { type: 'fire', target: CALICO, section: 'crew' }).state;
    expect(second.seats[0]?.fame).toBeGreaterThanOrEqual(4);
    expect(second.legends[0]?.card).toBeNull();
    second = play(second, 0, { type: 'finishUpgrades' }).state;
    expect(second.legends[0]?.card).not.toBeNull();
    expect(second.legendDeck.length).toBe(deckBefore - 1);
  });

  it('an LP whose deck is empty when it must be replaced leaves the game', () => {
    let state = combatOn(3, {
      seats: { 0: { at: 3, levels: { sails: 4 } }, 1: { at: 6, gold: 0 } },
      legends: [{ name: 'Calico Jack', at: 3, hits: [0, 2, 0, 0] }],
    });
    state = { ...state, legendDeck: [] };
    loadDice(5, 1);
    state = play(state, 0, { type: 'fire', target: CALICO, section: 'crew' }).state;
    state = play(state, 0, { type: 'finishUpgrades' }).state;
    expect(state.legends[0]).toMatchObject({ card: null, gone: true });
  });

  it('the NPC fires at the most famous player present, at its lowest section', () => {
    const state = combatOn(3, {
      seats: {
        0: { at: 3, fame: 2, levels: { sails: 0 } },
        1: { at: 3, fame: 5, levels: { sails: 0, crew: 0 } },
      },
      legends: [{ name: 'Blackbeard', at: 3 }],
    });
    // Blackbeard (speed 8) fires first and automatically: combatOn needs its dice, so rebuild.
    expect(state).toBeDefined();
    vi.restoreAllMocks();
    loadDice(5, 1, 1, 1);
    const loaded = combatOn(3, {
      seats: {
        0: { at: 3, fame: 2, levels: { sails: 1 } },
        1: { at: 3, fame: 5, levels: { sails: 1, crew: 0 } },
      },
      legends: [{ name: 'Blackbeard', at: 3 }],
    });
    expect(loaded.seats[1]?.levels[1]).toBe(-1);
    expect(loaded.seats[1]).toMatchObject({ at: COVE, crippled: true });
    expect(loaded.seats[0]?.fame).toBe(3);
  });

  it('Events: the Royal Navy goes to the most famous player at the next combats; Storm and Windfall', () => {
    let state = settle(
      scenario({
        seats: {
          0: { at: 2, gold: 0, hand: ['event-navy', 'event-windfall', 'event-storm'], treasures: 1 },
          1: { at: 5, fame: 4, gold: 0, treasures: 1 },
        },
        legends: [],
        phase: { kind: 'upgrades', index: 0, begun: false },
      }),
    );
    state = play(state, 0, { type: 'playEvent', card: 'event-windfall' }).state;
    expect(state.seats[0]?.gold).toBe(3);
    state = play(state, 0, { type: 'playEvent', card: 'event-storm' }).state;
    expect(state.seats.map((s) => s.treasures)).toEqual([0, 0]);
    state = play(state, 0, { type: 'playEvent', card: 'event-navy' }).state;
    expect(state.navy.dispatched).toBe(true);
    state = play(state, 0, { type: 'finishUpgrades' }).state;
    expect(state.turn).toBe(2);
    state = play(state, 0, { type: 'setCourse', island: 2 }).state;
    state = play(state, 1, { type: 'setCourse', island: 4 }).state;
    // The Royal Navy (the faster) fires first: five misses.
    loadDice(1, 1, 1, 1, 1);
    for (const seat of activeSeats(state)) state = play(state, seat, { type: 'keepCourse' }).state;
    expect(state.navy.at).toBe(4);
    expect(state.combat?.ships).toEqual([1, NAVY]);
  });

  it('Mastercraft: played at an island (one per turn), repaired for 1 gold', () => {
    let state = settle(
      scenario({
        seats: {
          0: {
            at: 3,
            gold: 2,
            hand: ['mastercraft-hull', 'mastercraft-sails'],
            mastercraft: { section: 'crew', damaged: true },
          },
        },
        phase: { kind: 'upgrades', index: 0, begun: false },
      }),
    );
    state = play(state, 0, { type: 'repairMastercraft' }).state;
    expect(state.seats[0]).toMatchObject({ gold: 1, mastercraft: { section: 'crew', damaged: false } });
    state = play(state, 0, { type: 'playMastercraft', section: 'hull' }).state;
    expect(state.seats[0]).toMatchObject({
      mastercraft: { section: 'hull', damaged: false },
      hand: ['mastercraft-sails'],
    });
    expect(legalActions(state, 0).some((a) => a.type === 'playMastercraft')).toBe(false);
  });

  it('a parrot from hand replaces the one in play at 1 fame', () => {
    let state = settle(
      scenario({
        seats: {
          0: { at: 3, gold: 0, fame: 3, hand: ['parrot-flint'], parrot: { card: 'parrot-bones', hits: 0 } },
        },
        phase: { kind: 'upgrades', index: 0, begun: false },
      }),
    );
    state = play(state, 0, { type: 'placeParrot', card: 'parrot-flint' }).state;
    expect(state.seats[0]).toMatchObject({ fame: 2, parrot: { card: 'parrot-flint', hits: 0 }, hand: [] });
  });

  it('the game ends after 12 turns; Fame cards count; ties go to gold', () => {
    let state = settle(
      scenario({
        turn: 12,
        seats: { 0: { at: 2, fame: 3, gold: 0, hand: ['fame-2'] }, 1: { at: 5, fame: 5, gold: 1 } },
        phase: { kind: 'upgrades', index: 0, begun: false },
      }),
    );
    state = play(state, 0, { type: 'finishUpgrades' }).state;
    expect(state.phase.kind).toBe('over');
    expect(result(state)).toMatchObject({ scores: [5, 5], placements: [2, 1] });
    refused(state, 0, { type: 'finishUpgrades' }, 'GAME_OVER');
    expect(view(state, 1).finalScores).toEqual([5, 5]);
  });

  it('errors are values: unknown fields, wrong seat, illegal moves', () => {
    const state = scenario({ phase: { kind: 'navigating' } });
    refused(state, 0, { type: 'setCourse', island: 3, extra: 1 }, 'MALFORMED_ACTION');
    refused(state, 0, { type: 'setCourse' }, 'MALFORMED_ACTION');
    refused(state, 0, { type: 'teleport' }, 'MALFORMED_ACTION');
    refused(state, 0, { type: 'setCourse', island: 7 }, 'ILLEGAL_ACTION');
    refused(state, 0, { type: 'flee' }, 'ILLEGAL_ACTION');
    refused(state, 4, { type: 'setCourse', island: 3 }, 'NOT_YOUR_TURN');
    const after = play(state, 0, { type: 'setCourse', island: 3 }).state;
    refused(after, 0, { type: 'setCourse', island: 4 }, 'NOT_YOUR_TURN');
  });

  it('options: one player plays solo by default; solo needs exactly one player; wrong values name the option', () => {
    expect(piratesCove.parseOptions({}, 1)).toMatchObject({ ok: true, options: { variant: 'solo' } });
    expect(piratesCove.parseOptions({}, 3)).toMatchObject({ ok: true, options: { variant: 'standard' } });
    expect(piratesCove.parseOptions({ variant: 'solo' }, 3)).toEqual({
      ok: false,
      message: 'the solo variant is played by exactly one player, the others by 2 to 5',
    });
    expect(piratesCove.parseOptions({ variant: 'rudi' }, 1)).toMatchObject({ ok: false });
    expect(piratesCove.parseOptions({ pistols: 'yes' }, 2)).toEqual({
      ok: false,
      message: 'pistols must be true or false',
    });
    expect(piratesCove.parseOptions({ soloMovement: 'fly' }, 1)).toEqual({
      ok: false,
      message: 'soloMovement must be one of grid, twoTurns',
    });
    expect(piratesCove.parseOptions({}, 6)).toMatchObject({ ok: false });
  });

  it('bury: any gold is read as the threes it holds, never more than the ship carries', () => {
    const state = settle(
      scenario({
        seats: { 0: { at: 6, treasures: 0, gold: 7 } },
        phase: { kind: 'upgrades', index: 0, begun: false },
      }),
    );
    const { events } = play(state, 0, { type: 'bury', treasures: 0, gold: 8 });
    expect(eventsOf(events, 'buried')[0]).toMatchObject({ gold: 6, fame: 2 });
    refused(state, 0, { type: 'bury', treasures: 0, gold: 9 }, 'ILLEGAL_ACTION');
    refused(state, 0, { type: 'bury', treasures: 0, gold: 2 }, 'ILLEGAL_ACTION');
    refused(state, 0, { type: 'bury', treasures: 0, gold: -3 }, 'MALFORMED_ACTION');
  });

  it('views are plain JSON: no undefined, no Map or Set; hands and decks hidden', () => {
    const state = piratesCove.setup({
      players: 4,
      seed: 'view',
      options: { variant: 'rudi', preGameShopping: false },
    });
    const plain = (value: unknown): boolean =>
      value === null ||
      ['string', 'number', 'boolean'].includes(typeof value) ||
      (Array.isArray(value) && value.every(plain)) ||
      (typeof value === 'object' &&
        Object.getPrototypeOf(value) === Object.prototype &&
        Object.values(value).every(plain));
    for (const seat of [null, 0, 1, 2, 3]) {
      const v = view(state, seat);
      expect(plain(v)).toBe(true);
      expect(v).toMatchObject({ game: 'pirates-cove', viewer: seat, players: 4 });
      expect(JSON.stringify(v)).not.toContain('tavernDeck"');
    }
    expect(view(state, 1).hand).toEqual(state.seats[1]?.hand);
    expect(view(state, null).hand).toBeNull();
    expect(view(state, 2).lootHand).toHaveLength(5);
    expect(view(state, null).lootHand).toBeNull();
  });
});

describe("Pirate's Cove — boarding and duel options", () => {
  const sailless = (options: object, extra: object = {}) =>
    combatOn(3, {
      options,
      seats: {
        0: { at: 3, fame: 5, gold: 2, levels: { sails: 2 } },
        1: { at: 3, fame: 5, gold: 4, levels: { sails: 0 } },
      },
      revealed: { 3: SAIL_LOOT },
      ...extra,
    });

  it('the Boarding battle card lets its player board instead of firing (two ships only)', () => {
    let state = combatOn(3, {
      seats: {
        0: { at: 3, gold: 0, levels: { sails: 2, crew: 3 }, hand: ['battle-boarding'] },
        1: { at: 3, gold: 5, levels: { sails: 1 } },
      },
      revealed: { 3: SAIL_LOOT },
    });
    // Both hands are empty now: the window closes by itself.
    state = play(state, 0, { type: 'playBattleCard', card: 'battle-boarding' }).state;
    expect(legalActions(state, 0)).toContainEqual({ type: 'boardShip' });
    state = play(state, 0, { type: 'boardShip' }).state;
    expect(state.combat?.prompt).toEqual({ kind: 'challenge', attacker: 0, defender: 1 });
    loadDice(1, 1, 5, 5, 5, 1);
    const after = play(state, 1, { type: 'acceptBoarding' }).state;
    expect(after.seats[0]).toMatchObject({ fame: 2 + 1, gold: 5 + 3, at: 3 });
    expect(after.seats[1]).toMatchObject({ fame: 1, gold: 0, at: COVE });
  });

  it('no Boarding card, no boarding with three ships: only fire or flee', () => {
    const state = combatOn(3, {
      players: 3,
      seats: { 0: { at: 3, levels: { sails: 3 } }, 1: { at: 3, levels: { sails: 2 } }, 2: { at: 3 } },
    });
    expect(new Set(legalActions(state, 0).map((a) => a.type))).toEqual(new Set(['fire', 'flee']));
  });

  it('declining to board lets the sail-less ship go to the Cove as a normal defeat', () => {
    let state = sailless({});
    loadDice(5, 1);
    state = play(state, 0, { type: 'fire', target: 1, section: 'sails' }).state;
    const { state: after, events } = play(state, 0, { type: 'declineBoarding' });
    expect(eventsOf(events, 'shipDefeated')[0]).toMatchObject({ ship: 1, fameTo: [0] });
    expect(after.seats[1]?.at).toBe(COVE);
  });

  it('refusing a duel costs the challenged captain 2 fame, and the boarding goes ahead', () => {
    let state = sailless({});
    loadDice(5, 1, 1, 1, 5, 5, 1);
    state = play(state, 0, { type: 'fire', target: 1, section: 'sails' }).state;
    state = play(state, 0, { type: 'boardShip' }).state;
    state = play(state, 1, { type: 'challengeDuel' }).state;
    const { events } = play(state, 0, { type: 'refuseDuel' });
    expect(eventsOf(events, 'duelRefused')).toHaveLength(1);
    expect(eventsOf(events, 'boardingWon')[0]).toMatchObject({ winner: 0 });
  });

  it('swords: a rapier wins a tie with a die of 4 or more', () => {
    let state = sailless({ duelWeapons: true });
    loadDice(5, 1, 4, 4, 5, 6, 1);
    state = play(state, 0, { type: 'fire', target: 1, section: 'sails' }).state;
    state = play(state, 0, { type: 'boardShip' }).state;
    state = play(state, 1, { type: 'challengeDuel' }).state;
    state = play(state, 0, { type: 'acceptDuel', weapon: 'swords' }).state;
    expect(activeSeats(state)).toEqual([0, 1]);
    state = play(state, 1, { type: 'chooseWeapon', weapon: 'rapier' }).state;
    expect(view(state, 0).combat?.prompt).toMatchObject({
      kind: 'weapons',
      chosen: [true, false],
      mine: null,
    });
    expect(view(state, 1).combat?.prompt).toMatchObject({ mine: 'rapier' });
    const { events } = play(state, 0, { type: 'chooseWeapon', weapon: 'sabre' });
    expect(eventsOf(events, 'duelRound').map((e) => [e.tieBreak, e.winner])).toEqual([
      [[5], 1],
      [[], 1],
    ]);
  });

  it('pistols: whoever waits gains 1 fame at once and shoots second', () => {
    let state = sailless({ pistols: true });
    loadDice(5, 1, 2, 6);
    state = play(state, 0, { type: 'fire', target: 1, section: 'sails' }).state;
    state = play(state, 0, { type: 'boardShip' }).state;
    state = play(state, 1, { type: 'challengeDuel' }).state;
    state = play(state, 0, { type: 'acceptDuel', weapon: 'pistols' }).state;
    state = play(state, 1, { type: 'pistolMove', move: 'wait' }).state;
    const { state: after, events } = play(state, 0, { type: 'pistolMove', move: 'shoot' });
    expect(eventsOf(events, 'pistolExchange')[0]?.rolls.map((r) => [r.seat, r.hit])).toEqual([
      [0, false],
      [1, true],
    ]);
    // Challenger: 5 + 1 (waited) + 2 (win) + 1 (challenger) = 9; challenged: 5 + 0 + 1 (plunder) = 6.
    expect(after.seats.map((s) => s.fame)).toEqual([6, 9]);
  });

  it('pistols: a miss all round makes the next exchange hit on 4+', () => {
    let state = sailless({ pistols: true });
    loadDice(5, 1, 1, 1);
    state = play(state, 0, { type: 'fire', target: 1, section: 'sails' }).state;
    state = play(state, 0, { type: 'boardShip' }).state;
    state = play(state, 1, { type: 'challengeDuel' }).state;
    state = play(state, 0, { type: 'acceptDuel', weapon: 'pistols' }).state;
    state = play(state, 1, { type: 'pistolMove', move: 'shoot' }).state;
    state = play(state, 0, { type: 'pistolMove', move: 'shoot' }).state;
    expect(state.combat?.prompt).toMatchObject({ kind: 'pistols', hitOn: 4, choices: [null, null] });
  });

  it('ship swap: the boarding winner may take the other ship; the crew stays', () => {
    let state = sailless({ shipSwap: true }, {});
    state = {
      ...state,
      seats: state.seats.map((s, i) => (i === 1 ? { ...s, levels: [0, 1, 5, 6] } : s)),
    };
    loadDice(5, 1, 1, 1, 5, 5, 1);
    state = play(state, 0, { type: 'fire', target: 1, section: 'sails' }).state;
    state = play(state, 0, { type: 'boardShip' }).state;
    state = play(state, 1, { type: 'acceptBoarding' }).state;
    expect(state.combat?.prompt).toEqual({ kind: 'swap', winner: 0, loser: 1 });
    const after = play(state, 0, { type: 'swapShips' }).state;
    expect(after.seats[0]?.levels).toEqual([0, 1, 5, 6]);
    expect(after.seats[1]?.levels).toEqual([2, -1, 1, 1]);
  });
});

describe("Pirate's Cove — base-game options (data sheet 4.10)", () => {
  it('baseFlee: a flee roll of 2 is no mutiny', () => {
    const state = combatOn(3, {
      options: { baseFlee: true },
      seats: { 0: { at: 3, gold: 5, levels: { sails: 2 } }, 1: { at: 3 } },
    });
    loadDice(2);
    const { events } = play(state, 0, { type: 'flee' });
    expect(eventsOf(events, 'shipFled')[0]).toMatchObject({ mutiny: false });
  });

  it('baseCove: only crippled ships repair; any ship at the Cove takes 1 Tavern card', () => {
    const state = settle(
      scenario({
        options: { baseCove: true },
        seats: {
          0: { at: COVE, retreated: true, gold: 5, levels: { sails: 0 }, repairTo: { sails: 1 } },
          1: {
            at: COVE,
            retreated: true,
            crippled: true,
            gold: 5,
            levels: { hull: -1 },
            repairTo: { hull: 1 },
          },
        },
        phase: { kind: 'upgrades', index: 0, begun: false },
      }),
    );
    expect(state.seats[0]).toMatchObject({ gold: 5, coveRewardDue: false });
    expect(state.seats[0]?.levels[0]).toBe(0);
    expect(state.seats[0]!.hand.length + (state.seats[0]!.parrot ? 1 : 0)).toBe(1);
    const after = play(state, 0, { type: 'finishUpgrades' }).state;
    expect(after.seats[1]).toMatchObject({ gold: 3 });
    expect(after.seats[1]?.levels[3]).toBe(1);
  });

  it('clockwise: Legendary Pirates step one island clockwise after the reveal', () => {
    let state = piratesCove.setup({
      players: 2,
      seed: 'cw',
      options: { legendMovement: 'clockwise', preGameShopping: false },
    });
    expect(state.legends.map((l) => l.at)).toEqual([6, 3]);
    state = play(state, 0, { type: 'setCourse', island: 1 }).state;
    state = play(state, 1, { type: 'setCourse', island: 2 }).state;
    expect(state.legends.map((l) => l.at)).toEqual([1, 4]);
  });

  it('short game: 8 loot cards per island and 8 turns', () => {
    const state = piratesCove.setup({ players: 3, seed: 'short', options: { shortGame: true } });
    expect(state.turns).toBe(8);
    // Turn 1 has begun: its card lies face up, the other 7 below it.
    expect(state.islands[2]?.deck.length).toBe(7);
    expect(state.islands[2]?.revealed).not.toBeNull();
  });
});

describe("Pirate's Cove — solo (S004 'Gioco in Solitario')", () => {
  const solo = (spec: object) => scenario({ players: 1, options: { variant: 'solo' }, ...spec });

  it('setup: one player with 10 gold, two LPs on Treasure Island, 60 turns on the time track', () => {
    const state = piratesCove.setup({ players: 1, seed: 'solo' });
    expect(state.options.variant).toBe('solo');
    expect(state.seats[0]?.gold).toBe(10);
    expect(state.legends.map((l) => l.at)).toEqual([6, 6]);
    expect(view(state, 0)).toMatchObject({ time: 60, goal: 30 });
  });

  it('Tavern test: crew-many dice, a 6 wins the loot card, each 1 costs a turn', () => {
    loadDice(6, 1);
    const state = settle(
      solo({ seats: { 0: { at: 1, gold: 0 } }, revealed: { 1: 0 }, phase: { kind: 'combat', island: 1 } }),
    );
    expect(state.time).toBe(59);
    expect(state.seats[0]).toMatchObject({ fame: 1, gold: 2 });
    expect(state.islands[1]?.revealed).toBeNull();
  });

  it('Hull test: 2 dice totalling no more than the hull value win', () => {
    // Then, the turn over, the two LPs move by die.
    loadDice(1, 2, 3, 4);
    const failed = settle(
      solo({ seats: { 0: { at: 2, gold: 0 } }, revealed: { 2: 12 }, phase: { kind: 'combat', island: 1 } }),
    );
    expect(failed.seats[0]?.fame).toBe(0);
    vi.restoreAllMocks();
    loadDice(1, 1, 3, 4);
    const won = settle(
      solo({ seats: { 0: { at: 2, gold: 0 } }, revealed: { 2: 12 }, phase: { kind: 'combat', island: 1 } }),
    );
    expect(won.seats[0]?.fame).toBe(1);
  });

  it('Crew test: each 1 loses a crew level', () => {
    loadDice(1, 1, 3, 4);
    const state = settle(
      solo({ seats: { 0: { at: 5, gold: 0 } }, revealed: { 5: 48 }, phase: { kind: 'combat', island: 1 } }),
    );
    expect(state.seats[0]?.levels[1]).toBe(0);
    expect(state.seats[0]?.fame).toBe(0);
  });

  it('Cannon Island: beat the 3-cannon fort (each cannon falls to one hit; it hits your cannons) to win the card', () => {
    let state = settle(
      solo({ seats: { 0: { at: 4, gold: 0 } }, revealed: { 4: 36 }, phase: { kind: 'combat', island: 1 } }),
    );
    expect(state.combat?.ships).toEqual([0, FORT]);
    expect(legalActions(state, 0)).toEqual([
      { type: 'fire', target: FORT, section: 'cannons' },
      { type: 'flee' },
    ]);
    loadDice(5, 5, 6, 5);
    state = play(state, 0, { type: 'fire', target: FORT, section: 'cannons' }).state;
    expect(state.seats[0]?.levels[2]).toBe(0);
    const { state: after, events } = play(state, 0, { type: 'fire', target: FORT, section: 'cannons' });
    expect(eventsOf(events, 'fortTaken')).toHaveLength(1);
    expect(after.seats[0]?.fame).toBe(LOOT_CARDS[36]?.fame);
  });

  it('Cagafueco: capturing it gives fame by a die and moves the time marker on as many turns', () => {
    // Shot, Cagafueco's die, the Sail Island test, then the replaced LP moves.
    loadDice(5, 1, 4, 2, 2, 5);
    const state = settle(
      solo({
        seats: { 0: { at: 3, gold: 0, levels: { sails: 3 } } },
        legends: [{ name: 'Cagafueco', at: 3, hits: [0, 0, 0, 3] }],
        phase: { kind: 'combat', island: 1 },
      }),
    );
    expect(state.combat).not.toBeNull();
    const after = play(state, 0, { type: 'fire', target: CALICO, section: 'hull' }).state;
    expect(after.seats[0]?.fame).toBe(4);
    // 60 − 4 for the Cagafueco − 1 for the turn.
    expect(after.time).toBe(55);
  });

  it('the goal: 30 fame ends the game won; LPs move by die at the end of the turn', () => {
    loadDice(1, 1, 3, 3);
    const state = settle(
      solo({
        seats: { 0: { at: 2, gold: 0, fame: 29 } },
        revealed: { 2: 21 },
        phase: { kind: 'combat', island: 1 },
      }),
    );
    expect(state.phase.kind).toBe('over');
    expect(state.soloWon).toBe(true);
    expect(state.legends.map((l) => l.at)).toEqual([3, 3]);
    expect(result(state)?.summary).toContain('reached 31 fame');
  });

  it('time running out ends the game lost', () => {
    loadDice(2, 2, 3, 4);
    let state = solo({
      seats: { 0: { at: 2, gold: 0 } },
      revealed: { 2: 12 },
      phase: { kind: 'combat', island: 1 },
    });
    state = settle({ ...state, time: 1 });
    expect(state.phase.kind).toBe('over');
    expect(state.soloWon).toBe(false);
    expect(result(state)?.summary).toContain('Time ran out');
  });

  it('two LPs on one island: only the first attacks', () => {
    loadDice(1, 1);
    const state = settle(
      solo({
        seats: { 0: { at: 3, gold: 0, levels: { sails: 7 } } },
        legends: [
          { name: 'Calico Jack', at: 3 },
          { name: 'Blackbeard', at: 3 },
        ],
        phase: { kind: 'combat', island: 1 },
      }),
    );
    expect(state.combat?.ships).toEqual([0, LEGEND]);
  });
});

describe("Pirate's Cove — solo grid movement (S004: squares up to the ship's Sails)", () => {
  const grid = (spec: object) =>
    scenario({ players: 1, options: { variant: 'solo', soloMovement: 'grid' }, ...spec });
  const PLACES = [COVE, ...ISLANDS];
  const turnsAcross = (squares: number, sails: number) => Math.max(1, Math.ceil(squares / sails));

  it('the sea chart (INVENTED): symmetric, no detour shorter than the direct way; a new ship reaches any island from the Cove in one turn and crosses in two or three, Sails 11 in one', () => {
    for (const a of PLACES) {
      expect(squaresBetween(a, a)).toBe(0);
      for (const b of PLACES) {
        expect(squaresBetween(a, b)).toBe(squaresBetween(b, a));
        for (const c of PLACES) {
          expect(squaresBetween(a, c)).toBeLessThanOrEqual(squaresBetween(a, b) + squaresBetween(b, c));
        }
      }
    }
    const crossings = ISLANDS.flatMap((a) => ISLANDS.filter((b) => b !== a).map((b) => squaresBetween(a, b)));
    const newShip = TRACKS.sails.values[START_INDEX] as number;
    const fullSails = TRACKS.sails.values[MAX_INDEX] as number;
    expect(newShip).toBe(5);
    expect(Math.max(...ISLANDS.map((island) => turnsAcross(squaresBetween(COVE, island), newShip)))).toBe(1);
    expect(Math.max(...crossings.map((squares) => turnsAcross(squares, newShip)))).toBeGreaterThanOrEqual(2);
    expect(Math.max(...crossings.map((squares) => turnsAcross(squares, newShip)))).toBeLessThanOrEqual(3);
    expect(Math.max(...crossings.map((squares) => turnsAcross(squares, fullSails)))).toBe(1);
  });

  it('a crossing within the Sails value takes one turn: Cove → Tavern (5 squares) with Sails 5', () => {
    const { state, events } = play(grid({ seats: { 0: { at: COVE } } }), 0, { type: 'setCourse', island: 1 });
    expect(state.seats[0]).toMatchObject({ at: 1, sailingTo: null, seaLeft: null });
    expect(eventsOf(events, 'shipSailed')).toEqual([]);
    expect(view(state, null).seats[0]).toMatchObject({ at: 1, sailingTo: null, seaLeft: null });
  });

  it('Sails 11 crosses the board in one turn: Tavern → Cannon (10 squares)', () => {
    const start = grid({ seats: { 0: { at: 1, levels: { sails: MAX_INDEX } } } });
    const { state } = play(start, 0, { type: 'setCourse', island: 4 });
    expect(state.seats[0]?.at).toBe(4);
  });

  it('a longer crossing: at sea for a turn (no wheel, no fight, no test; time passes), then arrival', () => {
    // Tavern → Cannon is 10 squares: 5 this turn, 5 the next. Both LPs wait on Cannon Island.
    const start = grid({
      seats: { 0: { at: 1, hand: ['fame-1'] } },
      legends: [
        { name: 'Calico Jack', at: 4 },
        { name: 'Anne Bonny', at: 4 },
      ],
    });
    let { state, events } = play(start, 0, { type: 'setCourse', island: 4 });
    expect(eventsOf(events, 'shipSailed')).toMatchObject([{ seat: 0, to: 4, squares: 5, left: 5 }]);
    expect(eventsOf(events, 'combatStarted')).toEqual([]);
    expect(eventsOf(events, 'soloTest')).toEqual([]);
    expect(state.phase).toMatchObject({ kind: 'upgrades' });
    expect(view(state, null).seats[0]).toMatchObject({ at: AT_SEA, sailingTo: 4, seaLeft: 5, course: 4 });
    // The turn ends: the LPs sail off by die (2, 2), time passes, and the ship sails on by itself.
    loadDice(2, 2);
    ({ state, events } = play(state, 0, { type: 'finishUpgrades' }));
    expect(eventsOf(events, 'courseSet')).toEqual([]);
    expect(eventsOf(events, 'timeAdvanced')).toMatchObject([{ time: 59 }]);
    expect(eventsOf(events, 'shipSailed')).toMatchObject([{ seat: 0, to: 4, squares: 5, left: 0 }]);
    expect(state).toMatchObject({ turn: 2, phase: { kind: 'combat', island: 4 } });
    expect(state.combat?.ships).toEqual([0, FORT]);
    expect(state.seats[0]).toMatchObject({ at: 4, sailingTo: null, seaLeft: null });
  });

  it('a ship at sea sails on by its Sails value of the turn (DECISION), whatever it set out with', () => {
    // Sails shot away down to the lowest space (4): Tavern → Sail, 10 squares, leaves 6 after a turn.
    const start = grid({ seats: { 0: { at: 1, hand: ['fame-1'], levels: { sails: 0 } } } });
    const atSea = play(start, 0, { type: 'setCourse', island: 3 }).state;
    expect(atSea.seats[0]).toMatchObject({ at: AT_SEA, sailingTo: 3, seaLeft: 6 });
    // Nothing in the rules changes Sails at sea (no fight, no island there); were they 4 or 7 now:
    loadDice(2, 2);
    const slow = play(atSea, 0, { type: 'finishUpgrades' });
    expect(eventsOf(slow.events, 'shipSailed')).toMatchObject([{ squares: 4, left: 2 }]);
    expect(slow.state.seats[0]).toMatchObject({ at: AT_SEA, seaLeft: 2 });
    const raised = deepCopy(atSea);
    (raised.seats[0] as { levels: number[] }).levels[0] = 3;
    loadDice(2, 2, 6, 3);
    const fast = play(raised, 0, { type: 'finishUpgrades' });
    expect(eventsOf(fast.events, 'shipSailed')).toMatchObject([{ squares: 6, left: 0 }]);
    expect(eventsOf(fast.events, 'soloTest')).toMatchObject([{ island: 3, success: true }]);
    expect(fast.state.seats[0]?.at).toBe(3);
  });

  it('a New Route card re-plots the crossing from where it began (DECISION)', () => {
    // Tavern → Hull (5 squares) arrives at once; the New Route to Cannon is 10 squares from the Tavern:
    // 5 this turn, and (the LPs moved by dice 2, 2) the other 5 the next.
    let state = grid({ seats: { 0: { at: 1, hand: ['new-route'] } } });
    state = play(state, 0, { type: 'setCourse', island: 2 }).state;
    expect(state.phase.kind).toBe('newRoute');
    expect(state.seats[0]?.at).toBe(2);
    loadDice(2, 2);
    const { state: after, events } = play(state, 0, { type: 'playNewRoute', island: 4 });
    expect(eventsOf(events, 'newRoutesRevealed')).toMatchObject([{ routes: [{ seat: 0, island: 4 }] }]);
    expect(eventsOf(events, 'shipSailed')).toMatchObject([
      { to: 4, squares: 5, left: 5 },
      { to: 4, squares: 5, left: 0 },
    ]);
    expect(after.seats[0]).toMatchObject({ at: 4, newRouteUsed: true, hand: [] });
    expect(after.tavernDiscard).toContain('new-route');
  });

  it('a ship arriving from sea cannot play a New Route that turn (DECISION: it had no wheel to change)', () => {
    loadDice(1, 1);
    const state = settle(
      grid({
        seats: { 0: { at: AT_SEA, sailingTo: 2, seaLeft: 3, hand: ['new-route'] } },
        revealed: { 2: 12 },
      }),
    );
    expect(state.seats[0]).toMatchObject({ at: 2, sailingTo: null, seaLeft: null, fame: 1 });
    expect(state.phase).toMatchObject({ kind: 'upgrades' });
    expect(state.seats[0]?.hand).toEqual(['new-route']);
  });
});

describe("Pirate's Cove — I rudi bucanieri", () => {
  const rudi = (spec: object) => scenario({ options: { variant: 'rudi' }, ...spec });

  it('setup: 10 loot cards on Treasure Island, 50 dealt to personal piles, 3 LPs with 2 players, 10 turns', () => {
    const state = piratesCove.setup({
      players: 2,
      seed: 'rudi',
      options: { variant: 'rudi', preGameShopping: false },
    });
    expect(state.turns).toBe(10);
    expect(state.legends).toHaveLength(3);
    expect(new Set(state.legends.map((l) => l.at)).size).toBe(3);
    expect(state.islands[6]?.deck).toHaveLength(10);
    expect(state.seats.map((s) => s.pile.length + s.lootHand.length)).toEqual([25, 25]);
    expect(state.seats.map((s) => s.lootHand.length)).toEqual([5, 5]);
    expect(state.phase).toEqual({ kind: 'placing', index: 0 });
  });

  it('each player from the Leader places a loot card face up; then the Treasure Island card is revealed', () => {
    let state = piratesCove.setup({
      players: 3,
      seed: 'rudi',
      options: { variant: 'rudi', preGameShopping: false },
    });
    expect(activeSeats(state)).toEqual([0]);
    for (const seat of [0, 1, 2]) {
      const action = legalActions(state, seat)[0];
      state = play(state, seat, action).state;
    }
    expect(state.phase.kind).toBe('navigating');
    expect(state.islands[6]?.revealed).not.toBeNull();
    expect(state.islands[1]?.placed).toHaveLength(3);
    expect(view(state, 0).islands[0]?.placed).toHaveLength(3);
  });

  it('LPs tour: the one on the lowest island stops at the most fame, the other at the best left', () => {
    let state = rudi({
      legends: [
        { name: 'Calico Jack', at: 2 },
        { name: 'Anne Bonny', at: 5 },
      ],
      phase: { kind: 'navigating' },
    });
    state.islands[3]!.placed = [15];
    state.islands[1]!.placed = [4];
    state.islands[6]!.revealed = 0;
    state = play(state, 0, { type: 'setCourse', island: 4 }).state;
    state = play(state, 1, { type: 'setCourse', island: 2 }).state;
    expect(state.legends.map((l) => l.at)).toEqual([3, 1]);
  });

  it('equal speed fires simultaneously: both ships can be sunk in the same round', () => {
    let state = combatOn(4, {
      options: { variant: 'rudi' },
      seats: { 0: { at: 4, levels: { hull: 0 } }, 1: { at: 4, levels: { hull: 0 } } },
    });
    const first = activeSeats(state)[0] as number;
    const second = 1 - first;
    loadDice(5, 1, 6, 1);
    state = play(state, first, { type: 'fire', target: second, section: 'hull' }).state;
    expect(state.seats[second]?.levels[3]).toBe(0);
    state = play(state, second, { type: 'fire', target: first, section: 'hull' }).state;
    expect(state.seats.map((s) => s.at)).toEqual([COVE, COVE]);
  });

  it('retreat costs 2 fame; fleeing before being hit gives nobody fame', () => {
    const state = combatOn(4, {
      options: { variant: 'rudi' },
      seats: { 0: { at: 4, fame: 5, levels: { sails: 2 } }, 1: { at: 4 } },
    });
    loadDice(3);
    const { state: after, events } = play(state, 0, { type: 'flee' });
    expect(eventsOf(events, 'shipFled')[0]).toMatchObject({ mutiny: false, fameTo: [] });
    expect(after.seats[0]?.fame).toBe(3);
  });

  it('the winner who fired plunders every placed card with double gold, and may exchange treasures for 2 gold', () => {
    let state = combatOn(3, {
      options: { variant: 'rudi' },
      seats: { 0: { at: 3, gold: 0, levels: { sails: 2 } }, 1: { at: 3, levels: { hull: 0 } } },
    });
    state.islands[3]!.placed = [24, 33];
    loadDice(5, 1);
    state = play(state, 0, { type: 'fire', target: 1, section: 'hull' }).state;
    // 3 gold doubled + 0 gold doubled; 1 + 2 fame + 1 for the defeat; 1 treasure.
    expect(state.seats[0]).toMatchObject({ gold: 6, fame: 4, treasures: 1 });
    state = play(state, 0, { type: 'exchangeTreasure' }).state;
    expect(state.seats[0]).toMatchObject({ gold: 8, treasures: 0 });
  });

  it('Treasure Island: players fight; one fired at may bury under fire; the last one scores the card’s fame', () => {
    let state = combatOn(6, {
      options: { variant: 'rudi' },
      seats: { 0: { at: 6, levels: { sails: 2 } }, 1: { at: 6, fame: 5, treasures: 1 } },
    });
    state.islands[6]!.revealed = 4;
    loadDice(1, 1, 6);
    state = play(state, 0, { type: 'fire', target: 1, section: 'hull' }).state;
    expect(activeSeats(state)).toEqual([1]);
    expect(legalActions(state, 1)).toEqual([
      { type: 'buryUnderFire', what: 'treasure' },
      { type: 'buryUnderFire', what: 'gold' },
      { type: 'declineBury' },
    ]);
    state = play(state, 1, { type: 'buryUnderFire', what: 'treasure' }).state;
    expect(state.seats[1]).toMatchObject({ fame: 6, treasures: 0 });
    state = play(state, 1, { type: 'flee' }).state;
    expect(state.seats[1]?.fame).toBe(4);
    expect(state.seats[0]?.fame).toBe(2);
  });
});
