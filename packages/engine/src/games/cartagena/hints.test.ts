import { describe, expect, it } from 'vitest';
import type { CartagenaAction, Place } from './actions.js';
import { pirateDestination } from './hints.js';
import { legalActions } from './legal.js';
import type { CartagenaState } from './state.js';
import { B2_JUNGLE, B2_TUNNEL, card, scenario } from './testing/fixtures.js';
import { play } from './testing/play.js';
import { view } from './view.js';

const RED = 0;
const YELLOW = 1;
const GREEN = 2;
const BLUE = 3;

/**
 * What the table would show for `action` from `seat`'s view, and the place the engine then moves
 * the pirate to: the two must be the same.
 */
function previewAndMove(state: CartagenaState, seat: number, action: CartagenaAction) {
  const preview = pirateDestination(view(state, seat), action);
  const after = play(state, seat, action);
  const moved = after.events.find((event) => event.type === 'pirateMoved');
  return { preview, to: moved?.type === 'pirateMoved' ? moved.to : null, state: after.state };
}

/** Plays `action`, checking the preview against the move; returns the state after it. */
function expectMove(state: CartagenaState, seat: number, action: CartagenaAction, to: Place) {
  const outcome = previewAndMove(state, seat, action);
  expect(outcome).toMatchObject({ preview: to, to });
  return outcome.state;
}

describe('where a move takes a pirate, as the table previews it (S003 worked examples)', () => {
  it('example 1 (escape, board B1): rum from 7 to 21, back from 21 to 19, hook from the prison to 28', () => {
    let state = scenario({
      players: 3,
      pirates: { [RED]: [1, 9, 11, 14, 15, 24], [YELLOW]: [35, 19, 19], [GREEN]: [7] },
      hands: { [GREEN]: ['rum', 'hook'] },
      turnSeat: GREEN,
    });
    state = expectMove(state, GREEN, { type: 'playCard', card: card('rum'), from: 7 }, 21);
    state = expectMove(state, GREEN, { type: 'moveBack', from: 21 }, 19);
    expectMove(state, GREEN, { type: 'playCard', card: card('hook'), from: 'start' }, 28);
  });

  it('example 2: back onto two pirates, back from the boat onto one, and a lantern onto the boat', () => {
    let state = scenario({
      players: 3,
      pirates: { [RED]: [11, 'finish', 13], [YELLOW]: [9, 9, 22, 29, 36] },
      hands: { [RED]: ['lantern'] },
      turnSeat: RED,
    });
    state = expectMove(state, RED, { type: 'moveBack', from: 11 }, 9);
    state = expectMove(state, RED, { type: 'moveBack', from: 'finish' }, 36);
    expectMove(state, RED, { type: 'playCard', card: card('lantern'), from: 13 }, 'finish');
  });
});

describe('where a move takes a pirate in the full story (Morgan, board B2)', () => {
  const full = { story: 'full' as const, drawRule: 'both' as const };

  it('Morgan example 2: rum boards the boat; pushes into the den and onto a two-pirate square', () => {
    let state = scenario({
      players: 4,
      options: full,
      path: B2_TUNNEL,
      jungle: B2_JUNGLE,
      pirates: { [RED]: [6, 12, 16], [YELLOW]: [36], [BLUE]: [8, 10, 10, 9, 9, 9] },
      hands: { [GREEN]: ['rum'] },
      turnSeat: GREEN,
    });
    state = expectMove(state, GREEN, { type: 'playCard', card: card('rum'), from: 'start' }, 'boat');
    state = expectMove(state, GREEN, { type: 'pushPirate', seat: YELLOW, from: 36 }, 'finish');
    expectMove(state, GREEN, { type: 'pushPirate', seat: BLUE, from: 8 }, 10);
  });

  it('Morgan example 1: a push off the boat at Tortuga into the jungle, then a hook onto the boat', () => {
    let state = scenario({
      players: 4,
      options: full,
      path: B2_TUNNEL,
      jungle: B2_JUNGLE,
      pirates: { [RED]: ['boat', 'boat', 7], [YELLOW]: ['boat', 19, 9], [GREEN]: [19, 14, 1] },
      hands: { [RED]: ['hook'] },
      turnSeat: RED,
    });
    state = play(state, RED, { type: 'moveBoat' }).state;
    state = expectMove(state, RED, { type: 'pushPirate', seat: YELLOW, from: 'boat' }, 19);
    state = play(state, RED, { type: 'moveBoat' }).state;
    expectMove(state, RED, { type: 'playCard', card: card('hook'), from: 7 }, 'boat');
  });

  it('a boat holding three of a colour takes no fourth: no destination, as no such move is offered', () => {
    const state = scenario({
      players: 3,
      options: full,
      path: B2_TUNNEL,
      jungle: B2_JUNGLE,
      pirates: { [RED]: ['boat', 'boat', 'boat', 17], [YELLOW]: [6, 12, 16] },
      hands: { [RED]: ['rum'] },
      turnSeat: RED,
    });
    const rum: CartagenaAction = { type: 'playCard', card: card('rum'), from: 17 };
    expect(legalActions(state, RED)).not.toContainEqual(rum);
    expect(pirateDestination(view(state, RED), rum)).toBeNull();
  });
});

describe('where a Black Magic Woman move takes a pirate', () => {
  const magic = { blackMagicWoman: true };

  it('the hook moves two pirates together to where the first would go: the den', () => {
    const state = scenario({
      players: 2,
      options: { ...magic, story: 'full', drawRule: 'both' },
      path: B2_TUNNEL,
      jungle: B2_JUNGLE,
      pirates: { [RED]: [19, 19], [YELLOW]: [22, 29, 36] },
      hands: { [RED]: ['hook', 'lantern'] },
    });
    const hook: CartagenaAction = { type: 'playHook', hook: card('hook'), card: card('lantern'), from: 19 };
    expectMove(state, RED, hook, 'finish');
  });

  it('two parrots played as rum go where a rum card would', () => {
    const state = scenario({ players: 2, options: magic, hands: { [RED]: ['parrot', 'parrot*'] } });
    const parrots: CartagenaAction = {
      type: 'playParrots',
      cards: [card('parrot'), card('parrot*')],
      as: 'rum',
      from: 'start',
    };
    expectMove(state, RED, parrots, 5);
  });

  it('an action that moves no pirate has no destination', () => {
    const state = scenario({ players: 2, options: magic, hands: { [RED]: ['lantern'] } });
    expect(pirateDestination(view(state, RED), { type: 'useLantern', card: card('lantern') })).toBeNull();
    expect(pirateDestination(view(state, RED), { type: 'endTurn' })).toBeNull();
  });
});
