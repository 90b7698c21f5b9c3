import { describe, expect, it } from 'vitest';
import { COVE, MAX_INDEX } from './data.js';
import { crossingPlan, upgradeActionCost } from './hints.js';
import { finalPlacements } from './ranking.js';
import { result } from './result.js';
import { burial, coveRepairCost, flightTerms } from './prices.js';
import { piratesCove } from './index.js';
import { scenario, settle } from './testing/fixtures.js';
import { eventsOf, play } from './testing/play.js';
import { view } from './view.js';

describe('what an upgrade costs, as the table quotes it', () => {
  it('data sheet scenario 9: on Treasure Island sails 5→6 costs 2, the printed 1 doubled', () => {
    const state = settle(
      scenario({ seats: { 0: { at: 6, gold: 10 } }, phase: { kind: 'upgrades', index: 0, begun: false } }),
    );
    const upgrade = { type: 'upgrade', section: 'sails', levels: 1 } as const;
    expect(upgradeActionCost(view(state, 0), 0, upgrade)).toBe(2);
    expect(upgradeActionCost(view(state, 1), 0, upgrade)).toBe(2);
    const { state: after, events } = play(state, 0, upgrade);
    expect(eventsOf(events, 'sectionUpgraded')[0]).toMatchObject({ cost: 2 });
    expect(after.seats[0]?.gold).toBe(8);
  });

  it('pre-game shopping pays the printed cost, never doubled: sails 5→7 costs 1 + 2 = 3', () => {
    const state = piratesCove.setup({ players: 2, seed: 'shop', options: { preGameShopping: true } });
    expect(upgradeActionCost(view(state, 0), 0, { section: 'sails', levels: 2 })).toBe(3);
  });

  it('at an island of a section the levels cost their printed cumulative cost', () => {
    const state = settle(
      scenario({ seats: { 0: { at: 3, gold: 20 } }, phase: { kind: 'upgrades', index: 0, begun: false } }),
    );
    const seen = view(state, 0);
    for (const action of piratesCove.legalActions(state, 0)) {
      if (action.type !== 'upgrade') continue;
      const events = play(state, 0, action).events;
      expect(upgradeActionCost(seen, 0, action)).toBe(eventsOf(events, 'sectionUpgraded')[0]?.cost);
    }
  });
});

describe('what burying, repairing and fleeing cost, by the engine’s own arithmetic', () => {
  it('data sheet scenario 8: 2 treasures and 7 gold bury for 2 + 2 = 4 fame', () => {
    expect(burial(2, 7)).toEqual({ gold: 6, fame: 4 });
    expect(burial(0, 2)).toEqual({ gold: 0, fame: 0 });
  });

  it('data sheet scenario 12a: two damaged sections cost 4 gold at the Cove', () => {
    expect(coveRepairCost(2)).toBe(4);
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
    expect(state.seats[0]?.gold).toBe(5 - coveRepairCost(2));
  });

  it('a flight: mutiny on 1–2 for 2 fame, on 1 only with baseFlee; I rudi bucanieri: 2 fame to retreat, none more', () => {
    expect(flightTerms({ baseFlee: false, variant: 'standard' })).toEqual({
      mutinyMax: 2,
      mutinyFame: 2,
      retreatFame: 0,
    });
    expect(flightTerms({ baseFlee: true, variant: 'standard' }).mutinyMax).toBe(1);
    expect(flightTerms({ baseFlee: false, variant: 'rudi' })).toMatchObject({
      mutinyFame: 0,
      retreatFame: 2,
    });
  });
});

describe('the placements a table announces at the end', () => {
  it('Fame cards count and ties go to gold: 5 fame each, the richer ship first', () => {
    let state = settle(
      scenario({
        turn: 12,
        seats: { 0: { at: 2, fame: 3, gold: 0, hand: ['fame-2'] }, 1: { at: 5, fame: 5, gold: 1 } },
        phase: { kind: 'upgrades', index: 0, begun: false },
      }),
    );
    expect(finalPlacements(view(state, 0))).toBeNull();
    state = play(state, 0, { type: 'finishUpgrades' }).state;
    for (const viewer of [0, 1, null]) expect(finalPlacements(view(state, viewer))).toEqual([2, 1]);
    expect(result(state)?.placements).toEqual([2, 1]);
  });

  it('equal fame, gold and treasures share the placement', () => {
    const state = settle(
      scenario({
        turn: 12,
        seats: { 0: { at: 2, fame: 4, gold: 2 }, 1: { at: 5, fame: 4, gold: 2 }, 2: { at: 4, fame: 1 } },
        players: 3,
        phase: { kind: 'upgrades', index: 0, begun: false },
      }),
    );
    let over = state;
    while (!piratesCove.isOver(over))
      over = play(over, piratesCove.activeSeats(over)[0]!, { type: 'finishUpgrades' }).state;
    expect(result(over)?.placements).toEqual([1, 1, 3]);
    expect(finalPlacements(view(over, 2))).toEqual([1, 1, 3]);
  });
});

describe('how a crossing under solo grid movement goes, as the table plans it', () => {
  const grid = (spec: object) =>
    scenario({ players: 1, options: { variant: 'solo', soloMovement: 'grid' }, ...spec });

  it('Cove → Tavern is 5 squares: Sails 5 arrive the same turn', () => {
    const state = grid({ seats: { 0: { at: COVE } } });
    expect(crossingPlan(view(state, 0), 0, 1)).toEqual({ squares: 5, perTurn: 5, turnsAtSea: 0 });
    expect(play(state, 0, { type: 'setCourse', island: 1 }).state.seats[0]?.at).toBe(1);
  });

  it('Tavern → Cannon is 10 squares: a turn at sea with Sails 5, none with Sails 11', () => {
    const state = grid({ seats: { 0: { at: 1 } } });
    expect(crossingPlan(view(state, 0), 0, 4)).toEqual({ squares: 10, perTurn: 5, turnsAtSea: 1 });
    // Nothing to do in the upgrade step: the turn at sea passes at once and the ship arrives.
    const sailed = eventsOf(play(state, 0, { type: 'setCourse', island: 4 }).events, 'shipSailed');
    expect(sailed).toMatchObject([
      { squares: 5, left: 5 },
      { squares: 5, left: 0 },
    ]);
    const fast = grid({ seats: { 0: { at: 1, levels: { sails: MAX_INDEX } } } });
    expect(crossingPlan(view(fast, 0), 0, 4)).toMatchObject({ turnsAtSea: 0 });
  });

  it('no plan without grid movement, nor for a ship already at sea', () => {
    const twoTurns = scenario({ players: 1, options: { variant: 'solo', soloMovement: 'twoTurns' } });
    expect(crossingPlan(view(twoTurns, 0), 0, 4)).toBeNull();
    const atSea = play(grid({ seats: { 0: { at: 1, hand: ['fame-1'] } } }), 0, {
      type: 'setCourse',
      island: 4,
    }).state;
    expect(atSea.seats[0]?.sailingTo).toBe(4);
    expect(crossingPlan(view(atSea, 0), 0, 2)).toBeNull();
  });
});
