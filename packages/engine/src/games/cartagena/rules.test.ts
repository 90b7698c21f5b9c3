import { describe, expect, it } from 'vitest';
import { legalActions } from './legal.js';
import { ABOARD, START } from './state.js';
import { B1, B2_JUNGLE, B2_TUNNEL, card, scenario } from './testing/fixtures.js';
import { handSize, play, refused, sortedPirates } from './testing/play.js';

const RED = 0;
const YELLOW = 1;
const GREEN = 2;
const BLUE = 3;

describe('Cartagena — the escape (S003 worked examples on board B1)', () => {
  it('example 1: green advances with rum, moves back to draw two, and sends a prison pirate over the occupied hooks', () => {
    let state = scenario({
      players: 3,
      pirates: { [RED]: [1, 9, 11, 14, 15, 24], [YELLOW]: [35, 19, 19], [GREEN]: [7] },
      hands: { [GREEN]: ['rum', 'hook'] },
      turnSeat: GREEN,
    });
    // A: rum from 7 skips the occupied rum squares 11 and 15 and stops on 21.
    state = play(state, GREEN, { type: 'playCard', card: card('rum'), from: 7 }).state;
    expect(sortedPirates(state, GREEN)).toEqual([START, START, START, START, START, 21]);
    // B: back from 21: 20 is empty, 19 holds two pirates → land there and draw 2.
    state = play(state, GREEN, { type: 'moveBack', from: 21 }).state;
    expect(state.occupancy[19]).toBe(3);
    expect(handSize(state, GREEN)).toBe(3);
    // C: hook from the prison skips 1, 9, 14 and 24 and lands on 28.
    const after = play(state, GREEN, { type: 'playCard', card: card('hook'), from: 'start' });
    state = after.state;
    expect(sortedPirates(state, GREEN)).toContain(28);
    // Three actions: the turn has passed to the next player.
    expect(state.turn.seat).toBe(0);
    // Now every hook square is taken: a hook card carries any pirate straight onto the boat.
    const hookSquares = [1, 9, 14, 24, 28, 35];
    expect(hookSquares.every((square) => (state.occupancy[square] as number) > 0)).toBe(true);
    const yellow = scenario({ ...positionOf(state), turnSeat: YELLOW, hands: { [YELLOW]: ['hook'] } });
    const boarded = play(yellow, YELLOW, { type: 'playCard', card: card('hook'), from: 'start' }).state;
    expect(boarded.pirates[YELLOW]).toContain(yellow.pathLength + 1);
  });

  it('example 2: red moves back onto two pirates, moves back from the boat onto one, and boards with a lantern', () => {
    let state = scenario({
      players: 3,
      pirates: { [RED]: [11, 'finish', 13], [YELLOW]: [9, 9, 22, 29, 36] },
      hands: { [RED]: ['lantern'] },
      turnSeat: RED,
    });
    // D: from 11 back to 9 (two pirates there, 10 empty): draw 2.
    state = play(state, RED, { type: 'moveBack', from: 11 }).state;
    expect(state.occupancy[9]).toBe(3);
    expect(handSize(state, RED)).toBe(3);
    // E: from the boat back to 36 (one pirate): draw 1.
    state = play(state, RED, { type: 'moveBack', from: 'finish' }).state;
    expect(state.occupancy[36]).toBe(2);
    expect(handSize(state, RED)).toBe(4);
    // F: lanterns 22, 29 and 36 are taken: the lantern carries the pirate on 13 onto the boat.
    state = play(state, RED, { type: 'playCard', card: card('lantern'), from: 13 }).state;
    expect(state.pirates[RED]).toContain(37);
  });

  it('a move back stops on the nearest 1-pirate square rather than skipping it for a 2-pirate one', () => {
    let state = scenario({
      players: 2,
      pirates: { [RED]: [21], [YELLOW]: [20, 19, 19] },
      hands: { [RED]: [] },
    });
    state = play(state, RED, { type: 'moveBack', from: 21 }).state;
    expect(state.pirates[RED]).toContain(20);
    expect(handSize(state, RED)).toBe(1);
  });

  it('a move back with every square behind empty or full is illegal and not offered', () => {
    const state = scenario({ players: 2, pirates: { [RED]: [10, 5, 5, 5], [YELLOW]: [] } });
    refused(state, RED, { type: 'moveBack', from: 10 }, 'ILLEGAL_ACTION');
    expect(legalActions(state, RED).filter((a) => a.type === 'moveBack')).toEqual([]);
  });

  it('a forward move never lands on an occupied square, even one with fewer than three pirates', () => {
    let state = scenario({ players: 2, pirates: { [YELLOW]: [5] }, hands: { [RED]: ['rum'] } });
    state = play(state, RED, { type: 'playCard', card: card('rum'), from: 'start' }).state;
    expect(state.pirates[RED]).toContain(11);
  });

  it('no square ever holds more than three pirates: a full square is skipped when moving back', () => {
    let state = scenario({
      players: 2,
      pirates: { [RED]: [8], [YELLOW]: [7, 7, 7, 6] },
      hands: { [RED]: [] },
    });
    state = play(state, RED, { type: 'moveBack', from: 8 }).state;
    expect(state.pirates[RED]).toContain(6);
    expect(state.occupancy[7]).toBe(3);
  });

  it('the first player with every pirate on the boat wins at once', () => {
    const state = scenario({
      players: 2,
      options: { pirates: 4 },
      pirates: { [RED]: ['finish', 'finish', 'finish', 30], [YELLOW]: [36] },
      hands: { [RED]: ['lantern', 'rum'] },
    });
    const { state: over, events } = play(state, RED, { type: 'playCard', card: card('lantern'), from: 30 });
    expect(over.winner).toBe(RED);
    expect(events.some((e) => e.type === 'gameWon')).toBe(true);
    refused(over, RED, { type: 'endTurn' }, 'GAME_OVER');
    expect(legalActions(over, YELLOW)).toEqual([]);
  });
});

describe('Cartagena — turn structure', () => {
  it('a turn is one to three actions: ending needs one, the fourth never comes', () => {
    let state = scenario({ players: 2, hands: { [RED]: ['rum', 'rum', 'rum', 'rum'] } });
    refused(state, RED, { type: 'endTurn' }, 'ILLEGAL_ACTION');
    state = play(state, RED, { type: 'playCard', card: card('rum'), from: 'start' }).state;
    expect(legalActions(state, RED)).toContainEqual({ type: 'endTurn' });
    state = play(state, RED, { type: 'playCard', card: card('rum'), from: 'start' }).state;
    state = play(state, RED, { type: 'playCard', card: card('rum'), from: 'start' }).state;
    expect(state.turn.seat).toBe(YELLOW);
    refused(state, RED, { type: 'playCard', card: card('rum'), from: 'start' }, 'NOT_YOUR_TURN');
  });

  it('a player with no cards may skip the whole turn to draw one card, and only then', () => {
    const empty = scenario({ players: 2, hands: { [RED]: [] }, drawPileTop: ['parrot'] });
    expect(legalActions(empty, RED)).toContainEqual({ type: 'skipTurn' });
    const { state } = play(empty, RED, { type: 'skipTurn' });
    expect(state.hands[RED]?.[3]).toBe(1);
    expect(state.turn.seat).toBe(YELLOW);
    const holding = scenario({ players: 2, hands: { [RED]: ['rum'] } });
    refused(holding, RED, { type: 'skipTurn' }, 'ILLEGAL_ACTION');
  });

  it('an empty draw pile is refilled by shuffling the discard pile', () => {
    const base = scenario({ players: 2, pirates: { [RED]: [21], [YELLOW]: [19, 19] }, hands: { [RED]: [] } });
    const discardPile = new Array<number>(12).fill(0);
    discardPile[1] = 5;
    const state = { ...base, drawPile: [], discardPile };
    const { state: after, events } = play(state, RED, { type: 'moveBack', from: 21 });
    expect(handSize(after, RED)).toBe(2);
    expect(after.drawPile).toHaveLength(3);
    expect(events.some((e) => e.type === 'drawPileReshuffled')).toBe(true);
  });
});

describe('Cartagena — the full story and Morgan (board B2)', () => {
  const full = { story: 'full' as const, drawRule: 'both' as const };

  it('Morgan example 2: rum boards a prison pirate; pushes into the den and onto a two-pirate square draw two each', () => {
    let state = scenario({
      players: 4,
      options: full,
      path: B2_TUNNEL,
      jungle: B2_JUNGLE,
      pirates: { [RED]: [6, 12, 16], [YELLOW]: [36], [BLUE]: [8, 10, 10, 9, 9, 9] },
      hands: { [GREEN]: ['rum'] },
      turnSeat: GREEN,
    });
    state = play(state, GREEN, { type: 'playCard', card: card('rum'), from: 'start' }).state;
    expect(state.pirates[GREEN]).toContain(ABOARD);
    state = play(state, GREEN, { type: 'pushPirate', seat: YELLOW, from: 36 }).state;
    expect(state.pirates[YELLOW]).toContain(37);
    expect(handSize(state, GREEN)).toBe(2);
    state = play(state, GREEN, { type: 'pushPirate', seat: BLUE, from: 8 }).state;
    expect(state.occupancy[10]).toBe(3);
    expect(handSize(state, GREEN)).toBe(4);
  });

  it('Morgan example 1: the Captain sails free, pushes a pirate off the boat, sails back and boards with a hook', () => {
    let state = scenario({
      players: 4,
      options: full,
      path: B2_TUNNEL,
      jungle: B2_JUNGLE,
      pirates: { [RED]: ['boat', 'boat', 7], [YELLOW]: ['boat', 19, 9], [GREEN]: [19, 14, 1] },
      hands: { [RED]: ['hook'] },
      turnSeat: RED,
    });
    expect(legalActions(state, RED)).toContainEqual({ type: 'moveBoat' });
    state = play(state, RED, { type: 'moveBoat' }).state; // (a) the Captain's free move
    expect(state.boat).toBe('tortuga');
    expect(state.turn.actionsUsed).toBe(0);
    state = play(state, RED, { type: 'pushPirate', seat: YELLOW, from: 'boat' }).state; // (b)
    expect(state.occupancy[19]).toBe(3);
    expect(handSize(state, RED)).toBe(3);
    state = play(state, RED, { type: 'moveBoat' }).state; // (c) costs an action
    expect(state.boat).toBe('cartagena');
    expect(state.turn.actionsUsed).toBe(2);
    state = play(state, RED, { type: 'playCard', card: card('hook'), from: 7 }).state; // (d)
    expect(state.pirates[RED]?.filter((at) => at === ABOARD)).toHaveLength(3);
    expect(state.turn.seat).toBe(YELLOW);
  });

  it('a boat at Cartagena holding three of a colour takes no fourth, by card or by push', () => {
    const state = scenario({
      players: 3,
      options: full,
      path: B2_TUNNEL,
      jungle: B2_JUNGLE,
      pirates: { [RED]: ['boat', 'boat', 'boat', 17], [YELLOW]: [6, 12, 16] },
      hands: { [RED]: ['rum'], [YELLOW]: ['rum'] },
      turnSeat: RED,
    });
    refused(state, RED, { type: 'playCard', card: card('rum'), from: 17 }, 'ILLEGAL_ACTION');
    const yellowTurn = { ...state, turn: { ...state.turn, seat: YELLOW } };
    refused(yellowTurn, YELLOW, { type: 'pushPirate', seat: RED, from: 17 }, 'ILLEGAL_ACTION');
  });

  it('the boat sails to Tortuga only with the mover aboard, and back only while the mover has a pirate in the tunnel', () => {
    const noneAboard = scenario({
      players: 2,
      options: full,
      path: B2_TUNNEL,
      jungle: B2_JUNGLE,
      pirates: { [RED]: [3] },
    });
    refused(noneAboard, RED, { type: 'moveBoat' }, 'ILLEGAL_ACTION');
    const allAcross = scenario({
      players: 2,
      options: { ...full, pirates: 4 },
      path: B2_TUNNEL,
      jungle: B2_JUNGLE,
      pirates: { [RED]: [20, 21, 22, 'boat'] },
      boat: 'tortuga',
    });
    refused(allAcross, RED, { type: 'moveBoat' }, 'ILLEGAL_ACTION');
  });

  it('pirates leave the boat at Tortuga only by playing a card, into the jungle', () => {
    let state = scenario({
      players: 2,
      options: full,
      path: B2_TUNNEL,
      jungle: B2_JUNGLE,
      pirates: { [RED]: ['boat'] },
      boat: 'tortuga',
      hands: { [RED]: ['rum'] },
    });
    state = play(state, RED, { type: 'playCard', card: card('rum'), from: 'boat' }).state;
    expect(state.pirates[RED]).toContain(21);
  });

  it('jungle pirates move back only onto jungle squares, never onto the boat', () => {
    const state = scenario({
      players: 2,
      options: full,
      path: B2_TUNNEL,
      jungle: B2_JUNGLE,
      pirates: { [RED]: [20], [YELLOW]: [18, 'boat'] },
    });
    refused(state, RED, { type: 'moveBack', from: 20 }, 'ILLEGAL_ACTION');
  });

  it('with the split draw rule, the classic move back is for the tunnel and Morgan for the jungle', () => {
    const state = scenario({
      players: 2,
      options: { story: 'full', drawRule: 'split' },
      path: B2_TUNNEL,
      jungle: B2_JUNGLE,
      pirates: { [RED]: [5, 25], [YELLOW]: [3, 24, 30] },
    });
    const types = legalActions(state, RED).map((a) => `${a.type}:${'from' in a ? a.from : ''}`);
    expect(types).toContain('moveBack:5');
    expect(types).not.toContain('moveBack:25');
    expect(types).toContain('pushPirate:24');
    expect(types).not.toContain('pushPirate:3');
  });
});

describe('Cartagena — Filibuster', () => {
  it('a dark card makes every other player discard down to seven; the player who played it keeps nine', () => {
    let state = scenario({
      players: 3,
      options: { filibuster: true },
      hands: {
        [RED]: ['rum*', 'rum', 'rum', 'rum', 'pistol', 'pistol', 'hook', 'hook', 'chest', 'chest'],
        [YELLOW]: ['rum', 'rum', 'lantern', 'lantern', 'parrot', 'parrot', 'hook', 'hook', 'chest', 'chest'],
        [GREEN]: ['rum', 'rum'],
      },
    });
    state = play(state, RED, { type: 'playCard', card: card('rum*'), from: 'start' }).state;
    expect(handSize(state, RED)).toBe(9);
    expect(state.discardsOwed).toEqual([0, 3, 0]);
    refused(state, RED, { type: 'endTurn' }, 'NOT_YOUR_TURN');
    for (const name of ['hook', 'hook', 'chest'])
      state = play(state, YELLOW, { type: 'discard', card: card(name) }).state;
    refused(state, YELLOW, { type: 'discard', card: card('rum') }, 'NOT_YOUR_TURN');
    expect(handSize(state, YELLOW)).toBe(7);
    expect(state.turn.seat).toBe(RED);
    expect(legalActions(state, RED)).toContainEqual({ type: 'endTurn' });
  });

  it('a light card triggers nothing, and without the rule dark cards are ordinary', () => {
    const hands = { [RED]: ['rum*'], [YELLOW]: new Array<string>(10).fill('hook') };
    const light = play(
      scenario({ players: 2, options: { filibuster: true }, hands: { ...hands, [RED]: ['rum'] } }),
      RED,
      {
        type: 'playCard',
        card: card('rum'),
        from: 'start',
      },
    ).state;
    expect(light.discardsOwed).toEqual([0, 0]);
    const off = play(scenario({ players: 2, hands }), RED, {
      type: 'playCard',
      card: card('rum*'),
      from: 'start',
    }).state;
    expect(off.discardsOwed).toEqual([0, 0]);
  });
});

describe('Cartagena — Black Magic Woman', () => {
  const magic = { blackMagicWoman: true };

  it('hook + lantern moves two pirates from one square together: both reach the den (two actions)', () => {
    let state = scenario({
      players: 2,
      options: { ...magic, story: 'full', drawRule: 'both' },
      path: B2_TUNNEL,
      jungle: B2_JUNGLE,
      pirates: { [RED]: [19, 19], [YELLOW]: [22, 29, 36] },
      hands: { [RED]: ['hook', 'lantern'] },
    });
    state = play(state, RED, { type: 'playHook', hook: card('hook'), card: card('lantern'), from: 19 }).state;
    expect(state.pirates[RED]?.filter((at) => at === 37)).toHaveLength(2);
    expect(state.turn.actionsUsed).toBe(2);
  });

  it('the hook needs two actions left and two pirates on the square', () => {
    const oneLeft = scenario({
      players: 2,
      options: magic,
      pirates: { [RED]: [3, 3] },
      hands: { [RED]: ['hook', 'rum'] },
      actionsUsed: 2,
    });
    refused(
      oneLeft,
      RED,
      { type: 'playHook', hook: card('hook'), card: card('rum'), from: 3 },
      'ILLEGAL_ACTION',
    );
    const alone = scenario({
      players: 2,
      options: magic,
      pirates: { [RED]: [3] },
      hands: { [RED]: ['hook', 'rum'] },
    });
    refused(
      alone,
      RED,
      { type: 'playHook', hook: card('hook'), card: card('rum'), from: 3 },
      'ILLEGAL_ACTION',
    );
  });

  it('rum with four players: draw five, keep two, give one to each of the three opponents', () => {
    let state = scenario({
      players: 4,
      options: magic,
      hands: { [RED]: ['rum'], [YELLOW]: [], [GREEN]: [], [BLUE]: [] },
    });
    const { state: drinking, events } = play(state, RED, { type: 'useRum', card: card('rum') });
    state = drinking;
    expect(state.pending?.kind).toBe('rum');
    const seen = events.find((e) => e.type === 'cardsSeen');
    expect(seen?.visibleTo).toEqual([RED]);
    for (const to of [YELLOW, GREEN, BLUE]) {
      const give = legalActions(state, RED).find((a) => a.type === 'giveCard' && a.to === to);
      state = play(state, RED, give).state;
    }
    expect(state.pending).toBeNull();
    expect([0, 1, 2, 3].map((seat) => handSize(state, seat))).toEqual([2, 1, 1, 1]);
    expect(state.turn.actionsUsed).toBe(1);
  });

  it('lantern: draw four, keep one, put three back on top in the chosen order, which only the player knows', () => {
    let state = scenario({
      players: 2,
      options: magic,
      hands: { [RED]: ['lantern'] },
      drawPileTop: ['rum', 'hook', 'parrot', 'pistol'],
    });
    state = play(state, RED, { type: 'useLantern', card: card('lantern') }).state;
    state = play(state, RED, { type: 'keepCard', card: card('rum') }).state;
    state = play(state, RED, { type: 'returnCard', card: card('hook') }).state;
    state = play(state, RED, { type: 'returnCard', card: card('pistol') }).state;
    state = play(state, RED, { type: 'returnCard', card: card('parrot') }).state;
    expect(state.pending).toBeNull();
    expect(state.drawPile.slice(-3)).toEqual([4, 0, 3]);
    expect(handSize(state, RED)).toBe(1);
    expect(state.lanternMemory?.cards).toEqual([3, 0, 4]);
  });

  it('pistol: look at an opponent’s hand, take a card; the opponent draws one at once', () => {
    let state = scenario({
      players: 2,
      options: magic,
      hands: { [RED]: ['pistol'], [YELLOW]: ['chest', 'parrot'] },
      drawPileTop: ['hook'],
    });
    const used = play(state, RED, { type: 'usePistol', card: card('pistol'), target: YELLOW });
    const look = used.events.find((e) => e.type === 'cardsSeen');
    expect(look?.visibleTo).toEqual([RED]);
    state = play(used.state, RED, { type: 'takeCard', card: card('parrot') }).state;
    expect(state.hands[RED]?.[3]).toBe(1);
    expect(state.hands[YELLOW]).toEqual(expect.arrayContaining([1]));
    expect(handSize(state, YELLOW)).toBe(2);
    expect(state.hands[YELLOW]?.[4]).toBe(1);
  });

  it('two parrots are one wild card of any symbol, for one action', () => {
    let state = scenario({ players: 2, options: magic, hands: { [RED]: ['parrot', 'parrot*'] } });
    state = play(state, RED, {
      type: 'playParrots',
      cards: [card('parrot'), card('parrot*')],
      as: 'rum',
      from: 'start',
    }).state;
    expect(state.pirates[RED]).toContain(5);
    expect(state.turn.actionsUsed).toBe(1);
    expect(handSize(state, RED)).toBe(0);
  });

  it('the snake: the pirate on chest square 18 flees to the free rum square 15 and all chest tiles are reshuffled', () => {
    let state = scenario({
      players: 2,
      options: magic,
      pirates: { [RED]: [18] },
      hands: { [RED]: ['chest'] },
      chests: { 18: -1 },
    });
    const { state: after, events } = play(state, RED, { type: 'openChest', card: card('chest'), at: 18 });
    state = after;
    expect(state.pirates[RED]).toContain(15);
    expect(events.some((e) => e.type === 'chestsShuffled')).toBe(true);
    const chestSquares = [6, 10, 18, 20, 27, 31];
    expect(chestSquares.every((square) => state.chests?.[square] !== null)).toBe(true);
  });

  it('a treasure chest gives its cards and leaves play', () => {
    let state = scenario({
      players: 2,
      options: magic,
      pirates: { [RED]: [6] },
      hands: { [RED]: ['chest'] },
      chests: { 6: 3 },
    });
    state = play(state, RED, { type: 'openChest', card: card('chest'), at: 6 }).state;
    expect(handSize(state, RED)).toBe(3);
    expect(state.chests?.[6]).toBeNull();
    refused(
      scenario({ players: 2, options: magic, pirates: { [RED]: [5] }, hands: { [RED]: ['chest'] } }),
      RED,
      { type: 'openChest', card: card('chest'), at: 6 },
      'ILLEGAL_ACTION',
    );
  });

  it('powers are refused when the variant is not in play', () => {
    const state = scenario({ players: 2, hands: { [RED]: ['rum'] } });
    refused(state, RED, { type: 'useRum', card: card('rum') }, 'ILLEGAL_ACTION');
  });
});

/** A scenario with the pirates of an existing position, to play on from it with chosen hands. */
function positionOf(state: ReturnType<typeof scenario>) {
  const place = (at: number) => (at === START ? ('start' as const) : at);
  return {
    players: state.players,
    pirates: Object.fromEntries(state.pirates.map((pirates, seat) => [seat, pirates.map(place)])),
    path: B1,
  };
}
