import { describe, expect, it } from 'vitest';
import { GOOD_INDEX, MOVE, crewDeck } from './data.js';
import { legalActions } from './legal.js';
import { RULES } from './rules.js';
import { portRoyal } from './index.js';
import { result } from './result.js';
import { scoreShip } from './scoring.js';
import type { PortRoyalState } from './state.js';
import { trickWinner } from './tricks.js';
import { view } from './view.js';
import { crew, loot, scenario, shipOf } from './testing/fixtures.js';
import { advanceUntil, play, playAll, playable, refused } from './testing/play.js';

const RUM = GOOD_INDEX.rum;
const ship = (state: PortRoyalState, seat: number, good: keyof typeof GOOD_INDEX) =>
  state.ships[seat]?.[GOOD_INDEX[good]];
const score = (cards: readonly string[], players = 4) => {
  const s = shipOf(cards);
  return scoreShip(s.loot, s.prisoners, players, false);
};

/** A last trick of round `round`: every hand holds one card; the leader has chosen `stake`. */
function lastTrick(spec: {
  players?: 3 | 4;
  round?: number;
  hands: Record<number, string[]>;
  leader: number;
  stake: string;
  display?: (string | { loot: string; prisoners: number[] })[];
  trump?: 'red' | 'blue' | 'green' | 'black';
  privileged?: number;
  debt?: number[];
  black?: number;
  ships?: Parameters<typeof scenario>[0]['ships'];
}): PortRoyalState {
  return scenario({
    players: spec.players ?? 4,
    round: spec.round ?? 1,
    hands: spec.hands,
    trump: spec.trump ?? 'black',
    trick: { number: RULES.tricksPerRound, leader: spec.leader, stake: spec.stake },
    display: spec.display ?? [spec.stake, 'tobacco-2'],
    ...(spec.privileged !== undefined ? { privileged: spec.privileged } : {}),
    ...(spec.debt ? { debt: spec.debt } : {}),
    ...(spec.black !== undefined ? { black: spec.black } : {}),
    ...(spec.ships ? { ships: spec.ships } : {}),
  });
}

describe('Port Royal — data sheet scenarios (2.6)', () => {
  it('scenario 1: red 5 led, red 7, trump green 2 from a player without red, blue 8 → green 2 wins', () => {
    let state = scenario({
      hands: {
        0: ['red-5', 'blue-1'],
        1: ['red-7', 'black-3'],
        2: ['green-2', 'blue-2'],
        3: ['blue-8', 'red-1'],
      },
      trump: 'green',
      trick: { leader: 0, stake: 'rum-6' },
      display: ['rum-6', 'tobacco-3', 'biscuits-4'],
    });
    state = playAll(state, [
      [0, { type: 'playCard', card: 'red-5' }],
      [1, { type: 'playCard', card: 'red-7' }],
      [2, { type: 'playCard', card: 'green-2' }],
    ]);
    const { state: after, events } = play(state, 3, { type: 'playCard', card: 'blue-8' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'trickWon', seat: 2, loot: 'rum-6' }));
    // A standard card with no alternative is loaded at once onto the ship of its good.
    expect(ship(after, 2, 'rum')?.loot).toEqual([loot('rum-6')]);
    expect(after.step).toBe('chooseLoot');
    expect(after.turn).toBe(2);
    expect(after.trick?.number).toBe(2);
    // Seat 2 trumped a red lead: a white stone marks red absent for it.
    expect(view(after, null).seats[2]?.absent).toEqual(['red']);
  });

  it('scenario 2: holding a red card, a trump on a red lead is illegal; a non-trump blue card is legal', () => {
    const state = scenario({
      hands: { 1: ['red-3', 'green-4', 'blue-6'] },
      trump: 'green',
      trick: { leader: 0, stake: 'rum-6', cards: ['red-5'] },
      display: ['rum-6', 'tobacco-3'],
    });
    const message = refused(state, 1, { type: 'playCard', card: 'green-4' }, 'ILLEGAL_ACTION');
    expect(message).toMatch(/not one of the legal actions/);
    expect(playable(state, 1).sort()).toEqual(['blue-6', 'red-3']);
    play(state, 1, { type: 'playCard', card: 'blue-6' });
  });

  it('scenario 3: without the led colour, a player holding ghost 5 must play the ghost rather than trump', () => {
    const state = scenario({
      players: 3,
      hands: { 1: ['ghost-5', 'green-4', 'blue-2'] },
      trump: 'green',
      trick: { leader: 0, stake: 'rum-6', cards: ['red-5'] },
      display: ['rum-6', 'tobacco-3'],
    });
    expect(playable(state, 1)).toEqual(['ghost-5']);
    expect(refused(state, 1, { type: 'playCard', card: 'green-4' }, 'ILLEGAL_ACTION')).toMatch(
      /not one of the legal actions/,
    );
    refused(state, 1, { type: 'playCard', card: 'blue-2' }, 'ILLEGAL_ACTION');
  });

  it('scenario 4: red 8 led, ghost 7, blue 8 → colours (trump too) are ignored and the later 8 wins', () => {
    expect(trickWinner([crew('red-8'), crew('ghost-7'), crew('blue-8')], 3)).toBe(2);
    let state = scenario({
      hands: { 0: ['red-8'], 1: ['ghost-7'], 2: ['blue-8'], 3: ['black-2'] },
      trump: 'black',
      trick: { leader: 0, stake: 'rum-6' },
      display: ['rum-6', 'tobacco-3'],
    });
    state = playAll(state, [
      [0, { type: 'playCard', card: 'red-8' }],
      [1, { type: 'playCard', card: 'ghost-7' }],
      [2, { type: 'playCard', card: 'blue-8' }],
    ]);
    const { events } = play(state, 3, { type: 'playCard', card: 'black-2' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'trickWon', seat: 2 }));
  });

  it('scenario 5: ghost 1 led, then red 1 → red 1 wins (equal value, played later)', () => {
    expect(trickWinner([crew('ghost-1'), crew('red-1')], 0)).toBe(1);
    // A led ghost leaves no led colour: every card is legal, trumps included.
    const state = scenario({
      hands: { 1: ['red-1', 'black-6', 'ghost-7'] },
      trump: 'black',
      trick: { leader: 0, stake: 'rum-6', cards: ['ghost-1'] },
      display: ['rum-6', 'tobacco-3'],
    });
    expect(playable(state, 1).sort()).toEqual(['black-6', 'ghost-7', 'red-1']);
    const after = play(state, 1, { type: 'playCard', card: 'black-6' }).state;
    expect(view(after, null).seats[1]?.absent).toEqual([]);
  });

  it('scenario 6: yellow 3, bid 5 → black 8; discarding a won 6-ton rum → black 3, not 2; yellow 3 at the end', () => {
    // The auction: seat 1 (left of dealer 0) bids 5 over its yellow debt of 3.
    let auction = scenario({ debt: [0, 3, 0, 0] });
    auction = playAll(auction, [
      [1, { type: 'bid', amount: 5 }],
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
    ]);
    const won = play(auction, 0, { type: 'pass' }).state;
    expect(won.privileged).toBe(1);
    expect(won.black).toBe(8);
    expect(won.debt[1]).toBe(3);

    // The last trick of the round: seat 1 wins the 6-ton rum and discards it against the bid.
    let state = lastTrick({
      hands: { 0: ['red-2'], 1: ['red-8'], 2: ['red-3'], 3: ['red-4'] },
      leader: 1,
      stake: 'rum-6',
      privileged: 1,
      debt: [0, 3, 0, 0],
      black: 8,
    });
    state = playAll(state, [
      [1, { type: 'playCard', card: 'red-8' }],
      [2, { type: 'playCard', card: 'red-3' }],
      [3, { type: 'playCard', card: 'red-4' }],
      [0, { type: 'playCard', card: 'red-2' }],
    ]);
    expect(state.step).toBe('settleLoot');
    expect(legalActions(state, 1)).toEqual([{ type: 'loadLoot', ship: 'rum' }, { type: 'payDebt' }]);
    const { state: after, events } = play(state, 1, { type: 'payDebt' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'debtPaid', amount: 5, black: 3 }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'roundEnded', debt: [0, 3, 0, 0] }));
    expect(after.debt[1]).toBe(3);
    expect(after.discard).toContain(loot('rum-6'));
    expect(after.round).toBe(2);
  });

  it('scenario 7: with yellow at 15 the highest legal bid is 4', () => {
    const state = scenario({ debt: [0, 15, 0, 0] });
    const bids = legalActions(state, 1).flatMap((a) => (a.type === 'bid' ? [a.amount] : []));
    expect(Math.max(...bids)).toBe(4);
    expect(bids).toEqual([1, 2, 3, 4]);
    expect(refused(state, 1, { type: 'bid', amount: 5 }, 'ILLEGAL_ACTION')).toMatch(
      /not one of the legal actions/,
    );
    expect(view(state, 1).auction?.maxBids[1]).toBe(4);
  });

  it('scenario 8: a 4-player ship with 10 + 9 = 19 tons sinks; Max+5 loaded earlier saves it (limit 23)', () => {
    expect(score(['rum-10', 'rum-9'])).toEqual({ tons: 19, limit: 18, sunk: true, value: 0 });
    expect(score(['rum-10', 'maxPlus5', 'rum-9'])).toEqual({ tons: 19, limit: 23, sunk: false, value: 19 });
    expect(score(['rum-10', 'rum-9'], 3).sunk).toBe(false);
    // At the end of the game the sunk ship scores nothing, its prisoner cards included.
    const state = lastTrick({
      round: 6,
      hands: { 0: ['red-8'], 1: ['red-2'], 2: ['red-3'], 3: ['red-4'] },
      leader: 0,
      stake: 'biscuits-2',
      ships: {
        0: { rum: ['rum-10', 'rum-9', 'prisoner-6'], tobacco: ['tobacco-5'] },
        1: { rum: ['rum-12', 'maxPlus5', 'rum-8'] },
      },
    });
    const over = playAll(state, [
      [0, { type: 'playCard', card: 'red-8' }],
      [1, { type: 'playCard', card: 'red-2' }],
      [2, { type: 'playCard', card: 'red-3' }],
      [3, { type: 'playCard', card: 'red-4' }],
    ]);
    expect(over.step).toBe('over');
    expect(result(over)?.scores).toEqual([5 + 2, 20, 0, 0]);
  });

  it('scenario 9: ship [+8, +6, −5, x2] is worth 2 × 9 = 18 and weighs 9', () => {
    expect(score(['plus8', 'plus6', 'minus5', 'double'])).toEqual({
      tons: 9,
      limit: 18,
      sunk: false,
      value: 18,
    });
    expect(score(['rum-8', 'rum-6', 'minus5', 'double'])).toEqual({
      tons: 9,
      limit: 18,
      sunk: false,
      value: 18,
    });
    // With the doubleWeight option the x2 card doubles the weight as well.
    const s = shipOf(['plus8', 'plus6', 'minus5', 'double']);
    expect(scoreShip(s.loot, s.prisoners, 4, true).tons).toBe(18);
  });

  it('scenario 10: ship [−10, 4] with prisoner 3 scores 0 + 3 = 3', () => {
    expect(score(['minus10', 'gunpowder-4', 'prisoner-3']).value).toBe(3);
  });

  it('scenario 11: Move 1 card is always among the 8 new loot cards of round 6', () => {
    for (let game = 0; game < 5; game++) {
      const start = portRoyal.setup({ players: game % 2 === 0 ? 4 : 3, seed: `move/${game}` });
      expect(start.lootDeck[0]).toBe(MOVE);
      expect(start.lootDeck).toHaveLength(49 - 9);
      expect(start.display.map((c) => c.loot)).not.toContain(MOVE);
      const round6 = advanceUntil(start, (s) => s.round === 6);
      expect(round6.round).toBe(6);
      expect(round6.lootDeck).toHaveLength(0);
      expect(round6.display.slice(1).map((c) => c.loot)).toContain(MOVE);
    }
  });

  it('scenario 12: the round 2 display holds the round 1 leftover with exactly one prisoner card beneath it', () => {
    const start = portRoyal.setup({ players: 4, seed: 'leftover' });
    const beforeEnd = advanceUntil(start, (s) => s.trick?.number === 8 && s.step === 'playCard');
    const leftover = beforeEnd.display.find((card) => card.loot !== beforeEnd.trick?.stake)?.loot;
    expect(beforeEnd.display).toHaveLength(2);
    const round2 = advanceUntil(beforeEnd, (s) => s.round === 2);
    expect(round2.display).toHaveLength(9);
    expect(round2.display[0]).toEqual({ loot: leftover, prisoners: [start.prisonerDeck.at(-1)] });
    expect(round2.display.slice(1).every((card) => card.prisoners.length === 0)).toBe(true);
    expect(round2.prisonerDeck).toHaveLength(5);
    expect(view(round2, 0).display[0]?.prisonerCount).toBe(1);
  });

  it('scenario 13: the crew deck is 26 cards with 3 players (no 7s or 8s, ghosts 1 and 5) and 34 with 4 (ghosts 1 and 7)', () => {
    const three = crewDeck(3);
    expect(three).toHaveLength(26);
    expect(three).toContain(crew('ghost-1'));
    expect(three).toContain(crew('ghost-5'));
    expect(three).not.toContain(crew('ghost-7'));
    expect(three).not.toContain(crew('red-7'));
    expect(three).not.toContain(crew('black-8'));
    const four = crewDeck(4);
    expect(four).toHaveLength(34);
    expect(four).toContain(crew('ghost-7'));
    expect(four).not.toContain(crew('ghost-5'));
    for (const players of [3, 4] as const) {
      const state = portRoyal.setup({ players, seed: `deck/${players}` });
      const dealt = [...state.hands.flat(), ...state.faceUp].sort((a, b) => a - b);
      expect(dealt).toEqual(crewDeck(players).sort((a, b) => a - b));
      expect(state.hands.every((hand) => hand.length === 8)).toBe(true);
      expect(state.faceUp).toHaveLength(2);
    }
  });

  it('scenario 14: the dealer moves right: seats 0 → 3 → 2 → 1 in a 4-player game', () => {
    let state = portRoyal.setup({ players: 4, seed: 'dealers', options: { firstDealer: 0 } });
    const dealers = [state.dealer];
    for (let round = 2; round <= 4; round++) {
      state = advanceUntil(state, (s) => s.round === round);
      dealers.push(state.dealer);
      // The auction opens with the player left of the dealer.
      expect(state.turn).toBe((state.dealer + 1) % 4);
    }
    expect(dealers).toEqual([0, 3, 2, 1]);
  });
});

describe('Port Royal — the auction and the privileges', () => {
  it('bidding goes clockwise from the dealer’s left; a pass is final; the last bidder standing wins', () => {
    let state = scenario({ dealer: 2 });
    expect(state.turn).toBe(3);
    state = playAll(state, [
      [3, { type: 'bid', amount: 2 }],
      [0, { type: 'pass' }],
      [1, { type: 'bid', amount: 4 }],
      [2, { type: 'pass' }],
    ]);
    expect(state.turn).toBe(3); // seat 0 and 2 passed for good
    refused(state, 3, { type: 'bid', amount: 4 }, 'ILLEGAL_ACTION');
    refused(state, 0, { type: 'bid', amount: 9 }, 'NOT_YOUR_TURN');
    const faceUp = state.faceUp;
    const { state: after, events } = play(state, 3, { type: 'pass' });
    expect(after.privileged).toBe(1);
    expect(after.black).toBe(4);
    expect(after.step).toBe('setAside');
    expect(after.hands[1]).toHaveLength(10);
    expect(after.hands[1]).toEqual(expect.arrayContaining([...faceUp]));
    expect(after.faceUp).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(['bidPassed', 'privilegesWon', 'faceUpTaken']);
  });

  it('if nobody bids, the first bidder (left of the dealer) takes the privileges at cost 0', () => {
    const state = scenario({ dealer: 1, debt: [0, 0, 7, 0] });
    const after = playAll(state, [
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
      [1, { type: 'pass' }],
    ]);
    expect(after.privileged).toBe(2);
    expect(after.black).toBe(7);
    // The dealer variant.
    const dealerTakes = playAll(scenario({ dealer: 1, options: { noBidPrivileges: 'dealer' } }), [
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
      [1, { type: 'pass' }],
    ]);
    expect(dealerTakes.privileged).toBe(1);
  });

  it('a player at the debt cap can only pass', () => {
    const state = scenario({ debt: [0, 19, 0, 0] });
    expect(legalActions(state, 1)).toEqual([{ type: 'pass' }]);
  });

  it('the privileged player sets aside two of his own cards, then chooses trump, then the leader', () => {
    let state = playAll(scenario({}), [
      [1, { type: 'bid', amount: 1 }],
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
    ]);
    const own = legalActions(state, 1).flatMap((a) => (a.type === 'setAside' ? [a.card] : []));
    refused(state, 1, { type: 'chooseTrump', colour: 'red' }, 'ILLEGAL_ACTION');
    const aside = play(state, 1, { type: 'setAside', card: own[0] });
    expect(aside.events.map((e) => [e.type, e.visibleTo])).toEqual([
      ['cardSetAside', 'all'],
      ['cardSetAsideSeen', [1]],
    ]);
    state = aside.state;
    expect(view(state, 1).setAside?.map((c) => c.id)).toEqual([own[0]]);
    state = play(state, 1, { type: 'setAside', card: own[1] }).state;
    expect(state.hands[1]).toHaveLength(8);
    expect(state.step).toBe('chooseTrump');
    expect(legalActions(state, 1)).toHaveLength(4);
    state = play(state, 1, { type: 'chooseTrump', colour: 'blue' }).state;
    expect(view(state, 0).trump).toBe('blue');
    expect(legalActions(state, 1)).toEqual([0, 1, 2, 3].map((seat) => ({ type: 'chooseLeader', seat })));
    state = play(state, 1, { type: 'chooseLeader', seat: 3 }).state;
    expect(state.step).toBe('chooseLoot');
    expect(state.turn).toBe(3);
    expect(legalActions(state, 3)).toHaveLength(9);
  });
});

describe('Port Royal — tricks', () => {
  it('the leader chooses the loot at stake and leads; the winner leads the next trick', () => {
    let state = scenario({
      hands: {
        0: ['red-5', 'red-6'],
        1: ['red-7', 'red-1'],
        2: ['blue-2', 'blue-3'],
        3: ['green-1', 'green-2'],
      },
      trump: 'black',
      trick: { leader: 0, stake: null },
      display: ['rum-6', 'tobacco-3', 'biscuits-4'],
    });
    refused(state, 0, { type: 'playCard', card: 'red-5' }, 'ILLEGAL_ACTION');
    refused(state, 0, { type: 'chooseLoot', loot: 'rum-7' }, 'ILLEGAL_ACTION');
    refused(state, 0, { type: 'chooseLoot', loot: 'rum-11' }, 'MALFORMED_ACTION');
    state = play(state, 0, { type: 'chooseLoot', loot: 'tobacco-3' }).state;
    expect(view(state, 1).display.find((c) => c.atStake)?.loot.id).toBe('tobacco-3');
    state = playAll(state, [
      [0, { type: 'playCard', card: 'red-5' }],
      [1, { type: 'playCard', card: 'red-7' }],
      [2, { type: 'playCard', card: 'blue-2' }],
      [3, { type: 'playCard', card: 'green-1' }],
    ]);
    expect(ship(state, 1, 'tobacco')?.loot).toEqual([loot('tobacco-3')]);
    expect(state.turn).toBe(1);
    expect(state.step).toBe('chooseLoot');
    expect(state.display.map((c) => c.loot)).toEqual([loot('rum-6'), loot('biscuits-4')]);
    expect(view(state, 0).lastTrick?.winner).toBe(1);
  });

  it('off-colour non-trump cards never win; when trump is led, trumps follow', () => {
    expect(trickWinner([crew('red-2'), crew('blue-8'), crew('green-8')], 3)).toBe(0);
    expect(trickWinner([crew('black-2'), crew('black-5'), crew('red-8')], 3)).toBe(1);
    const state = scenario({
      hands: { 1: ['black-3', 'red-8'] },
      trump: 'black',
      trick: { leader: 0, stake: 'rum-6', cards: ['black-2'] },
      display: ['rum-6', 'tobacco-3'],
    });
    expect(playable(state, 1).sort()).toEqual(['black-3', 'red-8']);
    const after = play(state, 1, { type: 'playCard', card: 'black-3' }).state;
    expect(view(after, null).seats[1]?.absent).toEqual([]);
  });

  it('a player void in the led colour without a ghost may play anything; the white stones clear at the round end', () => {
    const state = scenario({
      hands: { 1: ['black-3', 'blue-4'] },
      trump: 'black',
      trick: { leader: 0, stake: 'rum-6', cards: ['red-2'] },
      display: ['rum-6', 'tobacco-3'],
    });
    expect(playable(state, 1).sort()).toEqual(['black-3', 'blue-4']);
    const marked = lastTrick({
      hands: { 0: ['red-2'], 1: ['black-3'], 2: ['red-3'], 3: ['red-4'] },
      leader: 0,
      stake: 'rum-6',
    });
    let after = playAll(marked, [
      [0, { type: 'playCard', card: 'red-2' }],
      [1, { type: 'playCard', card: 'black-3' }],
      [2, { type: 'playCard', card: 'red-3' }],
    ]);
    expect(after.absent[1]).toBe(1);
    after = play(after, 3, { type: 'playCard', card: 'red-4' }).state;
    expect(after.round).toBe(2);
    expect(after.absent).toEqual([0, 0, 0, 0]);
  });
});

describe('Port Royal — loading the loot', () => {
  const winTrick = (spec: Partial<Parameters<typeof lastTrick>[0]> & { stake: string }) => {
    const state = lastTrick({
      hands: { 0: ['red-8'], 1: ['red-2'], 2: ['red-3'], 3: ['red-4'] },
      leader: 0,
      display: [spec.stake, 'tobacco-2', 'rum-2'],
      ...spec,
    });
    return playAll(state, [
      [0, { type: 'playCard', card: 'red-8' }],
      [1, { type: 'playCard', card: 'red-2' }],
      [2, { type: 'playCard', card: 'red-3' }],
      [3, { type: 'playCard', card: 'red-4' }],
    ]);
  };

  it('a standard card goes onto the ship of its good only; a grey card onto any ship', () => {
    const special = winTrick({ stake: 'plus8' });
    expect(special.step).toBe('settleLoot');
    expect(legalActions(special, 0)).toEqual(
      ['biscuits', 'tobacco', 'rum', 'gunpowder'].map((s) => ({ type: 'loadLoot', ship: s })),
    );
    const loaded = play(special, 0, { type: 'loadLoot', ship: 'gunpowder' }).state;
    expect(ship(loaded, 0, 'gunpowder')?.loot).toEqual([loot('plus8')]);
    // A privileged winner may load a standard card or pay with it, but not load it elsewhere.
    const standard = winTrick({ stake: 'rum-6', privileged: 0, black: 4 });
    refused(standard, 0, { type: 'loadLoot', ship: 'biscuits' }, 'ILLEGAL_ACTION');
    refused(standard, 0, { type: 'loadLoot', ship: 'ale' }, 'MALFORMED_ACTION');
  });

  it('debt relief: only the privileged player, only standard and +8/+6 cards, never below the yellow cube', () => {
    const minus = winTrick({ stake: 'minus5', privileged: 0, black: 4 });
    expect(legalActions(minus, 0).map((a) => a.type)).not.toContain('payDebt');
    refused(minus, 0, { type: 'payDebt' }, 'ILLEGAL_ACTION');
    const plus = winTrick({ stake: 'plus6', privileged: 0, black: 4, debt: [2, 0, 0, 0] });
    const { events } = play(plus, 0, { type: 'payDebt' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'debtPaid', amount: 2, black: 2 }));
    const notPrivileged = winTrick({ stake: 'plus6', privileged: 1, black: 4 });
    refused(notPrivileged, 0, { type: 'payDebt' }, 'ILLEGAL_ACTION');
    // Cost-0 privileges (nobody bid): nothing to pay, yet the card may still be discarded (S001).
    const free = winTrick({ stake: 'rum-6', privileged: 0, black: 0 });
    expect(legalActions(free, 0)).toEqual([{ type: 'loadLoot', ship: 'rum' }, { type: 'payDebt' }]);
    // A winner without the privileges has one choice for a standard card: it is loaded at once.
    expect(winTrick({ stake: 'rum-6', privileged: 1, black: 4 }).round).toBe(2);
  });

  it('prisoner cards are looked at by the winner, then placed face down together on one ship', () => {
    let state = lastTrick({
      hands: { 0: ['red-8'], 1: ['red-2'], 2: ['red-3'], 3: ['red-4'] },
      leader: 0,
      stake: 'rum-6',
      display: [{ loot: 'rum-6', prisoners: [2, 5] }, 'tobacco-2'],
      privileged: 0,
      black: 3,
    });
    state = playAll(state, [
      [0, { type: 'playCard', card: 'red-8' }],
      [1, { type: 'playCard', card: 'red-2' }],
      [2, { type: 'playCard', card: 'red-3' }],
    ]);
    const trick = play(state, 3, { type: 'playCard', card: 'red-4' });
    const seen = trick.events.find((e) => e.type === 'prisonersSeen');
    expect(seen).toMatchObject({ seat: 0, prisoners: [2, 5], reason: 'won', visibleTo: [0] });
    // The loot first: paying the debt with it still takes the prisoners (DECISION).
    state = play(trick.state, 0, { type: 'payDebt' }).state;
    expect(state.step).toBe('placePrisoner');
    expect(view(state, 0).won?.prisoners).toEqual([2, 5]);
    expect(view(state, 1).won).toMatchObject({ prisonerCount: 2, prisoners: null });
    expect(legalActions(state, 0)).toHaveLength(4);
    const placed = play(state, 0, { type: 'placePrisoner', prisoner: 2, ship: 'tobacco' });
    // The eighth trick: the round ends with the same action.
    expect(placed.events.slice(0, 4).map((e) => [e.type, e.visibleTo])).toEqual([
      ['prisonerPlaced', 'all'],
      ['prisonerPlaced', 'all'],
      ['prisonersSeen', [0]],
      ['roundEnded', 'all'],
    ]);
    state = placed.state;
    expect(ship(state, 0, 'tobacco')?.prisoners).toEqual([2, 5]);
    expect(view(state, 0).seats[0]?.ships[1]?.prisoners).toEqual([2, 5]);
    expect(view(state, 1).seats[0]?.ships[1]).toMatchObject({
      prisonerCount: 2,
      prisoners: null,
      value: null,
    });
    expect(state.round).toBe(2);
  });
});

describe('Port Royal — the special cards', () => {
  const winSpecial = (stake: string, ships: Parameters<typeof scenario>[0]['ships'] = {}, round = 1) =>
    playAll(
      lastTrick({
        round,
        hands: { 0: ['red-8'], 1: ['red-2'], 2: ['red-3'], 3: ['red-4'] },
        leader: 0,
        stake,
        display: [stake, 'tobacco-2', 'rum-2'],
        ships,
      }),
      [
        [0, { type: 'playCard', card: 'red-8' }],
        [1, { type: 'playCard', card: 'red-2' }],
        [2, { type: 'playCard', card: 'red-3' }],
        [3, { type: 'playCard', card: 'red-4' }],
      ],
    );

  it('Remove 1 card now: it is discarded together with any card of the winner’s ships, prisoners included', () => {
    const state = winSpecial('remove', { 0: { rum: ['rum-5', 'minus10'], biscuits: ['prisoner-4'] } });
    expect(legalActions(state, 0)).toEqual([
      { type: 'removeCard', card: 'prisoner-4' },
      { type: 'removeCard', card: 'rum-5' },
      { type: 'removeCard', card: 'minus10' },
      { type: 'keepRemove' },
    ]);
    const minus = play(state, 0, { type: 'removeCard', card: 'minus10' });
    expect(ship(minus.state, 0, 'rum')?.loot).toEqual([loot('rum-5')]);
    expect(minus.state.discard).toEqual([loot('minus10'), loot('remove')]);
    const prisoner = play(state, 0, { type: 'removeCard', card: 'prisoner-4' });
    expect(prisoner.events.map((e) => [e.type, e.visibleTo])).toEqual([
      ['cardRemoved', 'all'],
      ['prisonersSeen', [0]],
      ['roundEnded', 'all'],
      ['roundStarted', 'all'],
      ['handDealt', [0]],
      ['handDealt', [1]],
      ['handDealt', [2]],
      ['handDealt', [3]],
    ]);
    expect(prisoner.events[0]).toMatchObject({ loot: null, ship: 'biscuits' });
    expect(prisoner.state.discardedPrisoners[0]).toEqual([4]);
    refused(state, 0, { type: 'removeCard', card: 'rum-6' }, 'ILLEGAL_ACTION');
  });

  it('Remove 1 card kept for later discards a loot card just won instead of loading it', () => {
    const kept = play(winSpecial('remove', { 0: { rum: ['rum-5'] } }), 0, { type: 'keepRemove' }).state;
    expect(kept.removeHolder).toBe(0);
    expect(view(kept, 2).seats[0]?.keepsRemove).toBe(true);
    const later = scenario({
      hands: { 0: ['red-8'], 1: ['red-2'], 2: ['red-3'], 3: ['red-4'] },
      trump: 'black',
      trick: { number: RULES.tricksPerRound, leader: 0, stake: 'minus10' },
      display: ['minus10', 'rum-2'],
      removeHolder: 0,
    });
    const won = playAll(later, [
      [0, { type: 'playCard', card: 'red-8' }],
      [1, { type: 'playCard', card: 'red-2' }],
      [2, { type: 'playCard', card: 'red-3' }],
      [3, { type: 'playCard', card: 'red-4' }],
    ]);
    expect(legalActions(won, 0).map((a) => a.type)).toContain('useRemove');
    const { state, events } = play(won, 0, { type: 'useRemove' });
    expect(events[0]).toMatchObject({ type: 'lootRemoved', loot: 'minus10' });
    expect(state.removeHolder).toBeNull();
    expect(state.discard).toEqual([loot('minus10'), loot('remove')]);
  });

  it('Remove 1 card with nothing on the winner’s ships is kept', () => {
    const state = winSpecial('remove');
    expect(state.removeHolder).toBe(0);
    expect(state.round).toBe(2);
  });

  it('Move 1 card moves a special or prisoner card (never standard loot) to another ship', () => {
    const state = winSpecial(
      'move',
      { 0: { rum: ['rum-10', 'rum-9', 'prisoner-6'], tobacco: ['maxPlus5'] } },
      6,
    );
    const actions = legalActions(state, 0);
    expect(actions).toContainEqual({ type: 'moveCard', card: 'maxPlus5', to: 'rum' });
    expect(actions).toContainEqual({ type: 'moveCard', card: 'prisoner-6', to: 'biscuits' });
    expect(actions).toContainEqual({ type: 'discardMove' });
    expect(actions.some((a) => a.type === 'moveCard' && a.card === 'rum-10')).toBe(false);
    refused(state, 0, { type: 'moveCard', card: 'rum-10', to: 'tobacco' }, 'ILLEGAL_ACTION');
    refused(state, 0, { type: 'moveCard', card: 'maxPlus5', to: 'tobacco' }, 'ILLEGAL_ACTION');
    // Moving Max+5 onto the overloaded rum ship saves it at the final scoring.
    const { state: over } = play(state, 0, { type: 'moveCard', card: 'maxPlus5', to: 'rum' });
    expect(over.step).toBe('over');
    expect(result(over)?.scores[0]).toBe(19 + 6);
  });

  it('Move 1 card with nothing to move is simply discarded', () => {
    const state = winSpecial('move', { 0: { rum: ['rum-10'] } }, 6);
    expect(state.step).toBe('over');
    expect(state.discard).toContain(MOVE);
  });

  it('x2, Max and ± cards load onto any ship and score as the data sheet says', () => {
    const state = winSpecial('double', { 0: { rum: ['rum-10', 'plus6'] } }, 6);
    const over = play(state, 0, { type: 'loadLoot', ship: 'rum' }).state;
    expect(result(over)?.scores[0]).toBe(32);
    expect(view(over, 1).seats[0]?.ships[RUM]?.value).toBe(32);
  });
});

describe('Port Royal — end of round and final scoring', () => {
  it('the yellow cube moves to the black one; the leftover carries a prisoner card; the next dealer is to the right', () => {
    const state = lastTrick({
      hands: { 0: ['red-8'], 1: ['red-2'], 2: ['red-3'], 3: ['red-4'] },
      leader: 0,
      stake: 'rum-6',
      privileged: 2,
      debt: [0, 0, 4, 0],
      black: 9,
    });
    const after = playAll(state, [
      [0, { type: 'playCard', card: 'red-8' }],
      [1, { type: 'playCard', card: 'red-2' }],
      [2, { type: 'playCard', card: 'red-3' }],
      [3, { type: 'playCard', card: 'red-4' }],
    ]);
    expect(after.debt).toEqual([0, 0, 9, 0]);
    expect(after.black).toBeNull();
    expect(after.privileged).toBeNull();
    expect(after.round).toBe(2);
    expect(after.dealer).toBe(3);
    expect(after.display[0]?.loot).toBe(loot('tobacco-2'));
    expect(after.display[0]?.prisoners).toHaveLength(1);
    expect(after.hands.every((hand) => hand.length === 8)).toBe(true);
    expect(after.trump).toBeNull();
  });

  it('score = surviving ships − yellow debt; equal scores are split by lower debt, then shared', () => {
    const state = lastTrick({
      round: 6,
      hands: { 0: ['red-8'], 1: ['red-2'], 2: ['red-3'], 3: ['red-4'] },
      leader: 0,
      stake: 'biscuits-2',
      debt: [3, 1, 0, 1],
      ships: {
        0: { rum: ['rum-12'] },
        1: { rum: ['rum-10'] },
        2: { tobacco: ['tobacco-7', 'prisoner-2'] },
        3: { gunpowder: ['gunpowder-10'] },
      },
    });
    const over = playAll(state, [
      [0, { type: 'playCard', card: 'red-8' }],
      [1, { type: 'playCard', card: 'red-2' }],
      [2, { type: 'playCard', card: 'red-3' }],
      [3, { type: 'playCard', card: 'red-4' }],
    ]);
    // Seat 0: 12 + 2 − 3 = 11; seat 1: 10 − 1 = 9; seat 2: 7 + 2 = 9; seat 3: 10 − 1 = 9.
    expect(result(over)).toMatchObject({
      scores: [11, 9, 9, 9],
      placements: [1, 3, 2, 3],
      summary: '{0} wins with 11 points.',
    });
    expect(view(over, 2).winners).toEqual([0]);
    const shared = { ...over, options: { ...over.options, tieBreak: 'shared' as const } };
    expect(result(shared)?.placements).toEqual([1, 2, 2, 2]);
    expect(view(over, 1).seats[2]?.ships[1]?.prisoners).toEqual([2]);
    expect(view(over, null).scores).toEqual([11, 9, 9, 9]);
    expect(legalActions(over, 0)).toEqual([]);
    refused(over, 0, { type: 'pass' }, 'GAME_OVER');
  });
});

describe('Port Royal — actions are strict JSON', () => {
  it('unknown or missing fields, wrong types and unknown ids are malformed', () => {
    const state = scenario({});
    refused(state, 1, { type: 'pass', extra: 1 }, 'MALFORMED_ACTION');
    refused(state, 1, { type: 'bid' }, 'MALFORMED_ACTION');
    refused(state, 1, { type: 'bid', amount: '3' }, 'MALFORMED_ACTION');
    refused(state, 1, { type: 'bid', amount: 2.5 }, 'MALFORMED_ACTION');
    refused(state, 1, { type: 'bid', amount: 2, seat: 1 }, 'MALFORMED_ACTION');
    refused(state, 1, null, 'MALFORMED_ACTION');
    refused(state, 1, [], 'MALFORMED_ACTION');
    refused(state, 1, { type: 'playCard', card: 'red-5' }, 'ILLEGAL_ACTION');
    refused(state, 2, { type: 'pass' }, 'NOT_YOUR_TURN');
    const before = JSON.stringify(state);
    play(state, 1, { type: 'bid', amount: 3 });
    expect(JSON.stringify(state)).toBe(before);
  });

  it('ships, colours, seats and cards must be known ids', () => {
    const state = scenario({
      hands: { 1: ['red-3'] },
      trump: 'green',
      trick: { leader: 0, stake: 'rum-6', cards: ['red-5'] },
      display: ['rum-6'],
    });
    refused(state, 1, { type: 'playCard', card: 'red-9' }, 'MALFORMED_ACTION');
    refused(state, 1, { type: 'playCard', card: 'purple-3' }, 'MALFORMED_ACTION');
    refused(state, 1, { type: 'playCard', card: 'red-4' }, 'ILLEGAL_ACTION');
    refused(state, 1, { type: 'playCard', card: 3 }, 'MALFORMED_ACTION');
  });
});

describe('Port Royal — the decision options', () => {
  const settle = (stake: string, spec: Partial<Parameters<typeof scenario>[0]>) =>
    playAll(
      scenario({
        hands: { 0: ['red-8'], 1: ['red-2'], 2: ['red-3'], 3: ['red-4'] },
        trump: 'black',
        trick: { number: RULES.tricksPerRound, leader: 0, stake },
        display: [{ loot: stake, prisoners: [1, 4] }, 'rum-2'],
        ...spec,
      }),
      [
        [0, { type: 'playCard', card: 'red-8' }],
        [1, { type: 'playCard', card: 'red-2' }],
        [2, { type: 'playCard', card: 'red-3' }],
        [3, { type: 'playCard', card: 'red-4' }],
      ],
    );

  it('passIsFinal false: a player who passed may bid again after a raise', () => {
    let state = scenario({ options: { passIsFinal: false } });
    state = playAll(state, [
      [1, { type: 'pass' }],
      [2, { type: 'bid', amount: 2 }],
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
    ]);
    expect(state.turn).toBe(1);
    state = play(state, 1, { type: 'bid', amount: 3 }).state;
    expect(state.turn).toBe(2);
    state = playAll(state, [
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
    ]);
    expect(state.step).toBe('bid');
    state = play(state, 0, { type: 'pass' }).state;
    expect(state.privileged).toBe(1);
    expect(state.black).toBe(3);
  });

  it('ghostLead nextCard: after a led ghost the first coloured card sets the led colour', () => {
    const base = {
      hands: { 2: ['red-1', 'black-6', 'ghost-7'] },
      trump: 'black' as const,
      trick: { leader: 0, stake: 'rum-6', cards: ['ghost-1', 'red-3'] },
      display: ['rum-6', 'tobacco-3'],
    };
    expect(playable(scenario(base), 2).sort()).toEqual(['black-6', 'ghost-7', 'red-1']);
    const next = scenario({ ...base, options: { ghostLead: 'nextCard' } });
    expect(playable(next, 2).sort()).toEqual(['ghost-7', 'red-1']);
    expect(view(next, 2).trick?.ledColour).toBe('red');
    expect(view(scenario(base), 2).trick?.ledColour).toBeNull();
  });

  it('prisonersOfDiscardedLoot lost: paying debt with a loot card discards its prisoner cards too', () => {
    const kept = settle('rum-6', { privileged: 0, black: 5 });
    expect(play(kept, 0, { type: 'payDebt' }).state.step).toBe('placePrisoner');
    const lost = settle('rum-6', { privileged: 0, black: 5, options: { prisonersOfDiscardedLoot: 'lost' } });
    const { state, events } = play(lost, 0, { type: 'payDebt' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'prisonersDiscarded', seat: 0, count: 2 }));
    expect(state.discardedPrisoners[0]).toEqual([1, 4]);
    expect(view(state, 1).seats[0]?.discardedPrisonerCount).toBe(2);
    expect(state.round).toBe(2);
  });

  it('removeTargets standard: Remove 1 card takes only standard loot', () => {
    const state = settle('remove', {
      options: { removeTargets: 'standard' },
      display: ['remove', 'rum-2'],
      ships: { 0: { rum: ['rum-5', 'minus10', 'prisoner-4'] } },
    });
    expect(legalActions(state, 0)).toEqual([{ type: 'removeCard', card: 'rum-5' }, { type: 'keepRemove' }]);
    refused(state, 0, { type: 'removeCard', card: 'minus10' }, 'ILLEGAL_ACTION');
    refused(state, 0, { type: 'removeCard', card: 'prisoner-4' }, 'ILLEGAL_ACTION');
  });
});
