import { describe, expect, it } from 'vitest';
import { VOTE_KINDS, voteDeckOf } from './data.js';
import { tortuga } from './index.js';
import { result } from './result.js';
import type { TortugaState } from './state.js';
import { code, scenario, vc } from './testing/fixtures.js';
import { handSize, play, playAll, refused } from './testing/play.js';
import { view } from './view.js';

/** The game as the platform sees it: every action goes through the contract's checks. */
const { apply, legalActions, setup } = tortuga;

const IT = { ruleset: 'IT-1e' } as const;
const BLANK_ROW = ['blackSpot', 'pistol', 'letterOfMarque', 'albatross', 'pistol'] as const;

/** The types of the legal actions of a seat. */
const types = (state: TortugaState, seat: number) => [
  ...new Set(legalActions(state, seat).map((a) => a.type)),
];

/** Every participant votes its card; `votes` maps seat → short card names. */
function voteAll(
  state: TortugaState,
  votes: Readonly<Record<number, readonly string[]>>,
): ReturnType<typeof play> {
  let last: ReturnType<typeof play> = { state, events: [] };
  let events: ReturnType<typeof play>['events'] = [];
  for (const [seat, cards] of Object.entries(votes)) {
    last = play(last.state, Number(seat), { type: 'vote', cards: cards.map(vc) });
    events = [...events, ...last.events];
  }
  return { state: last.state, events };
}

describe('Tortuga 1667 — attacks (rulebook examples, both editions)', () => {
  for (const options of [{}, IT]) {
    const edition = options === IT ? 'IT-1e' : 'FR-2e';

    it(`data sheet 1 / rulebook example (${edition}): 2 cannons, 1 torch and 1 water fail — the water puts out the only torch`, () => {
      let state = scenario({
        options,
        ships: [[0, 1, 2], [3]],
        hands: { 0: ['CBS'], 1: ['CFH'], 2: ['TBS'] },
        voteDeckTop: ['WBS'],
      });
      state = play(state, 0, { type: 'attack' }).state;
      expect(state.pending?.kind).toBe('vote');
      const { state: after, events } = voteAll(state, { 0: ['CBS'], 1: ['CFH'], 2: ['TBS'] });
      const revealed = events.find((e) => e.type === 'voteRevealed');
      expect(revealed).toMatchObject({ success: false });
      expect(after.galleon).toBe(4);
      expect(after.pending).toBeNull();
    });

    it(`data sheet 2 / rulebook example (${edition}): 1 cannon, 2 torches and 1 water succeed — one torch stays lit`, () => {
      let state = scenario({
        options,
        ships: [[0, 1, 2], [3]],
        hands: { 0: ['CBS'], 1: ['TFH'], 2: ['TBS'] },
        voteDeckTop: ['WBS'],
      });
      state = play(state, 0, { type: 'attack' }).state;
      state = voteAll(state, { 0: ['CBS'], 1: ['TFH'], 2: ['TBS'] }).state;
      expect(state.pending).toEqual({ kind: 'attackTreasure', seat: 0, ship: 0 });
      state = play(state, 0, { type: 'takeTreasure', from: 'galleon', hold: 'french' }).state;
      expect(state.galleon).toBe(3);
      expect(state.ships[0]?.holds).toEqual({ british: 0, french: 1 });
    });

    it(`data sheet 3 / rulebook example (${edition}): 2 cannons and 2 torches succeed, but the captain takes exactly one treasure`, () => {
      let state = scenario({
        options,
        ships: [[0, 1, 2], [3]],
        hands: { 0: ['CBS'], 1: ['CFH'], 2: ['TBS'] },
        voteDeckTop: ['TFS'],
      });
      state = play(state, 0, { type: 'attack' }).state;
      state = voteAll(state, { 0: ['CBS'], 1: ['CFH'], 2: ['TBS'] }).state;
      expect(legalActions(state, 0)).toEqual([
        { type: 'takeTreasure', from: 'galleon', hold: 'british' },
        { type: 'takeTreasure', from: 'galleon', hold: 'french' },
      ]);
      state = play(state, 0, { type: 'takeTreasure', from: 'galleon', hold: 'british' }).state;
      expect(state.galleon).toBe(3);
      expect(state.ships[0]?.holds.british).toBe(1);
      expect(state.pending).toBeNull();
      expect(state.turn.seat).toBe(1);
    });
  }

  it('data sheet 8 / IT-1e tip: a lone captain playing a cannon succeeds only if the deck card is a torch', () => {
    for (const [deck, success] of [
      ['TBS', true],
      ['WBS', false],
      ['CBS', false],
    ] as const) {
      let state = scenario({ ships: [[0], [1, 2, 3]], hands: { 0: ['CBS'] }, voteDeckTop: [deck] });
      state = play(state, 0, { type: 'attack' }).state;
      const { state: after, events } = voteAll(state, { 0: ['CBS'] });
      expect(events.find((e) => e.type === 'voteRevealed')).toMatchObject({ success });
      expect(after.pending?.kind === 'attackTreasure').toBe(success);
    }
    // S000: "40% chance" — twelve torches among the thirty standard cards.
    const standard = voteDeckOf('IT-1e');
    expect(standard).toHaveLength(30);
    expect(standard.filter((c) => VOTE_KINDS[c]?.card.top === 'torch').length / 30).toBeCloseTo(0.4);
  });

  it('data sheet 14: while the Galleon holds treasure the other ship is never robbed; with both empty, success changes nothing', () => {
    let state = scenario({
      ships: [[0], [1]],
      galleon: 1,
      holds: [
        { british: 0, french: 0 },
        { british: 2, french: 2 },
      ],
      hands: { 0: ['CBS'] },
      voteDeckTop: ['TBS'],
    });
    state = voteAll(play(state, 0, { type: 'attack' }).state, { 0: ['CBS'] }).state;
    expect(legalActions(state, 0).every((a) => a.type === 'takeTreasure' && a.from === 'galleon')).toBe(true);
    refused(state, 0, { type: 'takeTreasure', from: 'british', hold: 'british' }, 'ILLEGAL_ACTION');
    state = play(state, 0, { type: 'takeTreasure', from: 'galleon', hold: 'french' }).state;
    expect(state.galleon).toBe(0);

    // Galleon empty: the other ship's holds (FR: even unmanned).
    let robbing = scenario({
      ships: [[0], []],
      tortuga: [1],
      galleon: 0,
      holds: [
        { british: 0, french: 0 },
        { british: 0, french: 2 },
      ],
      hands: { 0: ['CBS'] },
      voteDeckTop: ['TBS'],
    });
    robbing = voteAll(play(robbing, 0, { type: 'attack' }).state, { 0: ['CBS'] }).state;
    expect(legalActions(robbing, 0)).toEqual([
      { type: 'takeTreasure', from: 'french', hold: 'british' },
      { type: 'takeTreasure', from: 'french', hold: 'french' },
    ]);
    robbing = play(robbing, 0, { type: 'takeTreasure', from: 'french', hold: 'british' }).state;
    expect(robbing.ships.map((s) => s.holds)).toEqual([
      { british: 1, french: 0 },
      { british: 0, french: 1 },
    ]);

    // Nothing to take anywhere: the attack may still be called; success has no effect.
    let empty = scenario({ ships: [[0], [1]], galleon: 0, hands: { 0: ['CBS'] }, voteDeckTop: ['TBS'] });
    const { state: after, events } = voteAll(play(empty, 0, { type: 'attack' }).state, { 0: ['CBS'] });
    empty = after;
    expect(events.find((e) => e.type === 'voteRevealed')).toMatchObject({ success: true });
    expect(empty.pending).toBeNull();
    expect(empty.ships.map((s) => s.holds)).toEqual([
      { british: 0, french: 0 },
      { british: 0, french: 0 },
    ]);
  });

  it('a vote is secret and simultaneous: every participant is active until it has voted; the result is an anonymous sorted list', () => {
    let state = scenario({
      ships: [[0, 1, 2], [3]],
      hands: { 0: ['CBS'], 1: ['TFH', 'WBH'], 2: ['TBS'] },
      voteDeckTop: ['CFS'],
    });
    state = play(state, 0, { type: 'attack' }).state;
    expect(apply(state, 3, { type: 'vote', cards: [vc('CBS')] })).toMatchObject({
      ok: false,
      error: { code: 'NOT_YOUR_TURN' },
    });
    expect(state.pending && 'participants' in state.pending ? state.pending.participants : []).toEqual([
      0, 1, 2,
    ]);
    const cast = play(state, 1, { type: 'vote', cards: [vc('TFH')] });
    state = cast.state;
    expect(cast.events.find((e) => e.type === 'voteCast')?.visibleTo).toBe('all');
    expect(cast.events.find((e) => e.type === 'voteCardsSeen')?.visibleTo).toEqual([1]);
    // Seat 0 sees that seat 1 voted, not what.
    expect(view(state, 0).pending).toMatchObject({ kind: 'vote', voted: [1], myCards: null });
    expect(view(state, 1).pending).toMatchObject({ kind: 'vote', voted: [1], myCards: [vc('TFH')] });
    expect(legalActions(state, 1)).toEqual([]);
    refused(state, 1, { type: 'vote', cards: [vc('WBH')] }, 'NOT_YOUR_TURN');
    state = play(state, 2, { type: 'vote', cards: [vc('TBS')] }).state;
    const { state: after, events } = voteAll(state, { 0: ['CBS'] });
    const revealed = events.find((e) => e.type === 'voteRevealed');
    expect(revealed).toMatchObject({ visibleTo: 'all', cards: ['CBS', 'CFS', 'TBS', 'TFH'].map(vc).sort() });
    // Everyone who played draws one: hands are back to their size.
    expect([0, 1, 2].map((seat) => handSize(after, seat))).toEqual([1, 2, 1]);
  });
});

describe('Tortuga 1667 — mutiny and brawl', () => {
  it('data sheet 9: a mutiny with the first mate and the deck card tied 1 skull to 1 helm fails; the captain stays', () => {
    let state = scenario({
      ships: [
        [0, 1],
        [2, 3],
      ],
      hands: { 1: ['CBS'] },
      voteDeckTop: ['CBH'],
      turnSeat: 1,
    });
    state = play(state, 1, { type: 'mutiny' }).state;
    const { state: after, events } = voteAll(state, { 1: ['CBS'] });
    expect(events.find((e) => e.type === 'voteRevealed')).toMatchObject({ vote: 'mutiny', success: false });
    expect(after.ships[0]?.crew).toEqual([0, 1]);
  });

  it('data sheet 10: a successful mutiny maroons the captain; the first mate is captain; the old captain is at the back of Tortuga', () => {
    let state = scenario({
      ships: [[0, 1, 2], [3]],
      tortuga: [],
      players: 4,
      hands: { 1: ['CBS'], 2: ['TFS'] },
      voteDeckTop: ['WBH'],
      turnSeat: 1,
    });
    state = play(state, 1, { type: 'mutiny' }).state;
    expect(state.pending).toMatchObject({ participants: [1, 2] });
    state = voteAll(state, { 1: ['CBS'], 2: ['TFS'] }).state;
    expect(state.ships[0]?.crew).toEqual([1, 2]);
    expect(state.tortuga.line).toEqual([0]);
    expect(view(state, 3).seats[1]?.roles).toContain('captain');
  });

  it('data sheet 4 / FR-2e example: a brawl with the special double-French card against one British flag goes to France', () => {
    let state = scenario({
      ships: [[0], [1]],
      tortuga: [2, 3],
      hands: { 2: ['2TFH'], 3: ['CBS'] },
      voteDeckTop: ['WBS'],
      turnSeat: 2,
    });
    state = play(state, 2, { type: 'brawl' }).state;
    const { state: after, events } = voteAll(state, { 2: ['2TFH'], 3: ['CBS'] });
    // 2 French flags against 2 British (seat 3 and the deck card): a tie, one each.
    expect(events.find((e) => e.type === 'voteRevealed')).toMatchObject({ brawl: 'split' });
    expect(after.tortuga.areas).toEqual({ british: 1, french: 1 });
    // The rulebook's own example: two cards, the double French and one British.
    let example = scenario({
      ships: [[0], [1]],
      tortuga: [2],
      hands: { 2: ['2TFH'] },
      voteDeckTop: ['CBS'],
      turnSeat: 2,
    });
    example = voteAll(play(example, 2, { type: 'brawl' }).state, { 2: ['2TFH'] }).state;
    expect(example.tortuga.areas).toEqual({ british: 0, french: 2 });
  });

  it('IT-1e: the brawl is the only way the two loose Tortuga treasures reach an area', () => {
    let state = scenario({
      options: IT,
      ships: [[0], [1]],
      tortuga: [2, 3],
      hands: { 2: ['CBS'], 3: ['TBH'] },
      voteDeckTop: ['WFS'],
      turnSeat: 2,
    });
    expect(state.tortuga).toMatchObject({ areas: { british: 0, french: 0 }, loose: 2 });
    state = voteAll(play(state, 2, { type: 'brawl' }).state, { 2: ['CBS'], 3: ['TBH'] }).state;
    expect(state.tortuga).toMatchObject({ areas: { british: 2, french: 0 }, loose: 0 });
  });

  it('a Governor alone on Tortuga may brawl; the deck card decides', () => {
    let state = scenario({
      ships: [[0], [1]],
      tortuga: [2],
      hands: { 2: ['CBS'] },
      voteDeckTop: ['CFS'],
      turnSeat: 2,
    });
    state = voteAll(play(state, 2, { type: 'brawl' }).state, { 2: ['CBS'] }).state;
    expect(state.tortuga.areas).toEqual({ british: 1, french: 1 });
  });

  it('a player with no vote card may still call a vote, takes no part and draws nothing', () => {
    let state = scenario({
      ships: [
        [0, 1],
        [2, 3],
      ],
      hands: { 0: [], 1: ['TBS'] },
      voteDeckTop: ['CBS'],
    });
    const called = play(state, 0, { type: 'attack' });
    expect(called.events.find((e) => e.type === 'voteCalled')).toMatchObject({
      participants: [1],
      emptyHanded: [0],
    });
    state = voteAll(called.state, { 1: ['TBS'] }).state;
    expect(handSize(state, 0)).toBe(0);
    expect(handSize(state, 1)).toBe(1);
  });
});

describe('Tortuga 1667 — rowboats and moving', () => {
  it('data sheet 12: an occupied rowboat is closed to everyone else', () => {
    const state = scenario({ ships: [[0, 1], [2]], rowboats: [3, null], turnSeat: 1 });
    refused(state, 1, { type: 'move', to: 'flyingDutchmanRowboat' }, 'ILLEGAL_ACTION');
    expect(legalActions(state, 1).filter((a) => a.type === 'move')).toEqual([]);
    // From a ship only that ship's rowboat; from Tortuga either free one.
    const free = scenario({ ships: [[0, 1], [2]], tortuga: [3], turnSeat: 3 });
    expect(legalActions(free, 3).filter((a) => a.type === 'move')).toEqual([
      { type: 'move', to: 'flyingDutchmanRowboat' },
      { type: 'move', to: 'jollyRogerRowboat' },
    ]);
    expect(
      legalActions({ ...free, turn: { ...free.turn, seat: 1 } }, 1).filter((a) => a.type === 'move'),
    ).toEqual([{ type: 'move', to: 'flyingDutchmanRowboat' }]);
  });

  it('going from a ship to Tortuga takes two actions, and pawns behind close up', () => {
    let state = scenario({ ships: [[0, 1, 2], [3]], turnSeat: 0 });
    state = play(state, 0, { type: 'move', to: 'flyingDutchmanRowboat' }).state;
    expect(state.ships[0]?.crew).toEqual([1, 2]);
    expect(state.rowboats[0]?.occupant).toBe(0);
    state = { ...state, turn: { ...state.turn, seat: 0, actionsLeft: 1 } };
    state = play(state, 0, { type: 'move', to: 'tortuga' }).state;
    expect(state.tortuga.line).toEqual([0]);
    expect(state.rowboats[0]?.occupant).toBeNull();
  });

  it('data sheet 13: a ship with five pawns takes nobody from its rowboat or by Letter of Marque', () => {
    let state = scenario({
      players: 7,
      ships: [[0, 1, 2, 3, 4], [5]],
      rowboats: [6, null],
      turnSeat: 6,
      row: ['letterOfMarque', ...BLANK_ROW.slice(1)],
    });
    refused(state, 6, { type: 'move', to: 'flyingDutchman' }, 'ILLEGAL_ACTION');
    expect(legalActions(state, 6)).not.toContainEqual({ type: 'move', to: 'flyingDutchman' });
    expect(legalActions(state, 6)).toContainEqual({ type: 'move', to: 'tortuga' });
    state = play(state, 6, { type: 'reveal', slot: 1 }).state;
    refused(
      state,
      6,
      { type: 'moveWithLetterOfMarque', pirate: 6, ship: 'flyingDutchman' },
      'ILLEGAL_ACTION',
    );
    expect(legalActions(state, 6)).toContainEqual({
      type: 'moveWithLetterOfMarque',
      pirate: 6,
      ship: 'jollyRoger',
    });
    expect(legalActions(state, 6)).not.toContainEqual({
      type: 'moveWithLetterOfMarque',
      pirate: 6,
      ship: 'flyingDutchman',
    });
  });

  it('boarding an empty ship makes you its captain', () => {
    let state = scenario({ ships: [[0, 1, 2], []], rowboats: [null, 3], turnSeat: 3 });
    state = play(state, 3, { type: 'move', to: 'jollyRoger' }).state;
    expect(view(state, 3).seats[3]?.roles).toEqual(['captain', 'cabinBoy']);
  });

  it('pawns in rowboats never vote', () => {
    let state = scenario({ ships: [[0, 1], [2]], rowboats: [3, null], hands: { 0: ['CBS'], 1: ['TBS'] } });
    state = play(state, 0, { type: 'attack' }).state;
    expect(state.pending).toMatchObject({ participants: [0, 1] });
  });
});

describe('Tortuga 1667 — marooning', () => {
  it('data sheet 11 (FR-2e): a pawn on Tortuga shot by a Pistol goes to the back and loses a random vote card; a rowboat pawn loses none', () => {
    let state = scenario({
      ships: [[0], [1]],
      tortuga: [2, 3],
      hands: { 2: ['CBS', 'TFH', 'WBS'] },
      row: ['pistol', 'pistol', 'blackSpot', 'albatross', 'letterOfMarque'],
    });
    state = play(state, 0, { type: 'reveal', slot: 1 }).state;
    expect(legalActions(state, 0).map((a) => (a as { target: number }).target)).toEqual([1, 2, 3]);
    const shot = play(state, 0, { type: 'shootPirate', target: 2 });
    state = shot.state;
    expect(state.tortuga.line).toEqual([3, 2]);
    expect(handSize(state, 2)).toBe(2);
    const lost = shot.events.filter((e) => e.type === 'voteCardLost' || e.type === 'voteCardsSeen');
    expect(lost.map((e) => e.visibleTo)).toEqual(['all', [2]]);
    // The card went under the vote deck.
    expect(state.voteDeck.length).toBe(scenario({}).voteDeck.length + 1);

    let boat = scenario({
      ships: [[0], [1]],
      rowboats: [2, null],
      tortuga: [3],
      row: ['pistol', ...BLANK_ROW.slice(1)],
    });
    boat = play(play(boat, 0, { type: 'reveal', slot: 1 }).state, 0, {
      type: 'shootPirate',
      target: 2,
    }).state;
    expect(boat.tortuga.line).toEqual([3, 2]);
    expect(boat.rowboats[0]?.occupant).toBeNull();
    expect(handSize(boat, 2)).toBe(3);
  });

  it('data sheet 11 (IT-1e): the pawn marooned again on Tortuga chooses which vote card to lose; the Pistol may even aim at its revealer', () => {
    let state = scenario({
      options: IT,
      ships: [[0], [1]],
      tortuga: [2, 3],
      hands: { 2: ['CBS', 'TFH'] },
      row: ['pistol', ...BLANK_ROW.slice(1)],
      turnSeat: 2,
    });
    state = play(state, 2, { type: 'reveal', slot: 1 }).state;
    expect(legalActions(state, 2)).toContainEqual({ type: 'shootPirate', target: 2 });
    state = play(state, 2, { type: 'shootPirate', target: 2 }).state;
    expect(state.tortuga.line).toEqual([3, 2]);
    expect(state.pending).toEqual({ kind: 'loseVoteCard', seat: 2 });
    expect(legalActions(state, 2)).toEqual([
      { type: 'loseVoteCard', card: vc('CBS') },
      { type: 'loseVoteCard', card: vc('TFH') },
    ]);
    state = play(state, 2, { type: 'loseVoteCard', card: vc('TFH') }).state;
    expect(state.hands[2]?.[code('CBS')]).toBe(1);
    expect(handSize(state, 2)).toBe(1);
    expect(state.voteDeck[state.voteDeck.length - 1]).toBe(code('TFH'));
    expect(state.turn.seat).toBe(3);
  });

  it('repeated marooning on Tortuga repeats the loss; with no card left nothing more happens; alone he keeps his place', () => {
    let state = scenario({
      ships: [[0, 1], []],
      tortuga: [2],
      hands: { 2: ['CBS'] },
      row: ['blackSpot', 'blackSpot', 'pistol', 'pistol', 'pistol'],
      turnSeat: 2,
    });
    state = play(state, 2, { type: 'reveal', slot: 1 }).state;
    expect(state.tortuga.line).toEqual([2]);
    expect(handSize(state, 2)).toBe(0);
    state = { ...state, turn: { ...state.turn, seat: 2, actionsLeft: 1 } };
    const again = play(state, 2, { type: 'reveal', slot: 2 });
    expect(again.events.some((e) => e.type === 'voteCardLost')).toBe(false);
    expect(again.state.tortuga.line).toEqual([2]);
  });

  it('a captain maroons a crewman but never himself', () => {
    let state = scenario({ ships: [[0, 1, 2], [3]] });
    expect(legalActions(state, 0).filter((a) => a.type === 'maroon')).toEqual([
      { type: 'maroon', target: 1 },
      { type: 'maroon', target: 2 },
    ]);
    refused(state, 0, { type: 'maroon', target: 0 }, 'ILLEGAL_ACTION');
    refused(state, 0, { type: 'maroon', target: 3 }, 'ILLEGAL_ACTION');
    state = play(state, 0, { type: 'maroon', target: 1 }).state;
    expect(state.ships[0]?.crew).toEqual([0, 2]);
    expect(state.tortuga.line).toEqual([1]);
    refused(
      scenario({
        options: IT,
        ships: [
          [0, 1],
          [2, 3],
        ],
      }),
      0,
      { type: 'maroon', target: 0 },
      'ILLEGAL_ACTION',
    );
  });

  it('an emptied ship keeps its treasure, which still counts', () => {
    let state = scenario({
      ships: [[0], [1, 2, 3]],
      holds: [
        { british: 2, french: 1 },
        { british: 0, french: 0 },
      ],
      row: ['blackSpot', ...BLANK_ROW.slice(1)],
    });
    state = play(state, 0, { type: 'reveal', slot: 1 }).state;
    expect(state.ships[0]).toEqual({ crew: [], holds: { british: 2, french: 1 } });
    expect(view(state, null).scores).toEqual({ british: 3, french: 2 });
  });
});

describe('Tortuga 1667 — Albatross', () => {
  it('data sheet 6 / rulebook example: a second Albatross aboard maroons the whole crew, cabin boy first, captain last', () => {
    for (const revealer of [1, 3]) {
      let state = scenario({
        players: 5,
        ships: [[0, 1, 2, 3], [4]],
        albatross: { 1: 1 },
        row: ['albatross', ...BLANK_ROW.slice(1)],
        turnSeat: revealer,
      });
      const { state: after, events } = play(state, revealer, { type: 'reveal', slot: 1 });
      state = after;
      expect(events.find((e) => e.type === 'albatrossStruck')).toMatchObject({ seats: [3, 2, 1, 0] });
      expect(state.ships[0]?.crew).toEqual([]);
      expect(state.tortuga.line).toEqual([3, 2, 1, 0]);
      expect(state.albatross[revealer]).toBe(revealer === 1 ? 2 : 1);
    }
  });

  it('data sheet 7 / rulebook example: a walking bomb with two Albatross boarding a ship of three maroons all four', () => {
    let state = scenario({ ships: [[], [1, 2, 3]], rowboats: [null, 0], albatross: { 0: 2 }, turnSeat: 0 });
    state = play(state, 0, { type: 'move', to: 'jollyRoger' }).state;
    expect(state.ships[1]?.crew).toEqual([]);
    expect(state.tortuga.line).toEqual([0, 3, 2, 1]);
  });

  it('Albatross cards do nothing on Tortuga or in a rowboat', () => {
    let state = scenario({
      ships: [[0], [1]],
      tortuga: [2, 3],
      albatross: { 3: 1 },
      row: ['albatross', ...BLANK_ROW.slice(1)],
      turnSeat: 2,
    });
    state = play(state, 2, { type: 'reveal', slot: 1 }).state;
    expect(state.tortuga.line).toEqual([2, 3]);
  });
});

describe('Tortuga 1667 — the event row and the deck', () => {
  it('peek shows two cards to the peeker only, while each slot is unchanged', () => {
    let state = scenario({
      row: ['pistol', 'albatross', 'blackSpot', 'letterOfMarque', 'pistol'],
      eventDeck: ['eightBells', 'spanishArmada'],
    });
    const peeked = play(state, 0, { type: 'peek', slots: [2, 3] });
    state = peeked.state;
    expect(peeked.events.find((e) => e.type === 'eventsPeeked')).toMatchObject({
      slots: [2, 3],
      visibleTo: 'all',
    });
    expect(peeked.events.find((e) => e.type === 'eventCardsSeen')).toMatchObject({ visibleTo: [0] });
    expect(view(state, 0).eventRow.map((s) => s.known)).toEqual([null, 'albatross', 'blackSpot', null, null]);
    expect(view(state, 1).eventRow.map((s) => s.known)).toEqual([null, null, null, null, null]);
    // Slot 3 is revealed (by seat 1) and refilled: seat 0's memory of it is gone, of slot 2 kept.
    state = play(state, 1, { type: 'reveal', slot: 3 }).state;
    expect(view(state, 0).eventRow.map((s) => s.known)).toEqual([null, 'albatross', null, null, null]);
    expect(state.row[2]).toBe('eightBells');
  });

  it('force: the target chooses one of two designated slots and becomes the revealer; everyone sees the slots', () => {
    let state = scenario({
      ships: [
        [0, 1],
        [2, 3],
      ],
      row: ['blackSpot', 'pistol', 'albatross', 'letterOfMarque', 'pistol'],
    });
    const forced = play(state, 0, { type: 'force', slots: [1, 3], target: 2 });
    state = forced.state;
    expect(forced.events.find((e) => e.type === 'revealForced')).toMatchObject({
      seat: 0,
      target: 2,
      slots: [1, 3],
      visibleTo: 'all',
    });
    expect(view(state, 1).pending).toMatchObject({
      kind: 'forcedReveal',
      forcer: 0,
      target: 2,
      slots: [1, 3],
    });
    expect(legalActions(state, 2)).toEqual([
      { type: 'chooseSlot', slot: 1 },
      { type: 'chooseSlot', slot: 3 },
    ]);
    refused(state, 2, { type: 'chooseSlot', slot: 2 }, 'ILLEGAL_ACTION');
    state = play(state, 2, { type: 'chooseSlot', slot: 1 }).state;
    // The Black Spot struck the target, not the forcer; the forcer's action is spent.
    expect(state.tortuga.line).toEqual([2]);
    expect(state.row[2]).toBe('albatross');
    expect(state.turn.seat).toBe(1);
  });

  it('the 30-second timer: an idle player peeks at the two lowest face-down slots; a forced player lets the forcer choose', () => {
    let state = scenario({
      options: { timer: true },
      row: [null, 'pistol', 'albatross', 'blackSpot', 'pistol'],
    });
    expect(tortuga.timeoutAction?.(state, 0)).toEqual({ type: 'peek', slots: [2, 3], outOfTime: true });
    expect(tortuga.timeoutAction?.(state, 1)).toBeNull();
    state = play(state, 0, { type: 'force', slots: [2, 4], target: 1 }).state;
    const timeout = tortuga.timeoutAction?.(state, 1);
    expect(timeout).toEqual({ type: 'deferToForcer' });
    state = play(state, 1, timeout).state;
    expect(tortuga.activeSeats(state)).toEqual([0]);
    expect(legalActions(state, 0)).toEqual([
      { type: 'chooseSlot', slot: 2 },
      { type: 'chooseSlot', slot: 4 },
    ]);
    state = play(state, 0, { type: 'chooseSlot', slot: 4 }).state;
    expect(state.tortuga.line).toEqual([1]);
  });

  it('data sheet 15: IT-1e puts the Armada among the bottom five; FR-2e at the bottom', () => {
    for (let i = 0; i < 40; i++) {
      const it1 = scenario({ options: IT, seed: `deck/${i}` });
      const fr = scenario({ seed: `deck/${i}` });
      const itDeck = it1.eventDeck;
      expect(itDeck.indexOf('spanishArmada')).toBeGreaterThanOrEqual(itDeck.length - 5);
      expect(fr.eventDeck[fr.eventDeck.length - 1]).toBe('spanishArmada');
      expect(fr.eventDeck.filter((c) => c === 'spanishArmada')).toHaveLength(1);
    }
  });

  it('data sheet 15 (FR-2e): when the Armada, the last deck card, enters the row, the face-down cards are shuffled and peeks forgotten', () => {
    let state = scenario({
      row: ['pistol', 'albatross', 'blackSpot', 'letterOfMarque', 'eightBells'],
      eventDeck: ['spanishArmada'],
    });
    state = play(state, 0, { type: 'peek', slots: [4, 5] }).state;
    const { state: after, events } = play(state, 1, { type: 'reveal', slot: 3 });
    expect(events.map((e) => e.type)).toContain('rowShuffled');
    expect(after.row.filter((c) => c !== null).sort()).toEqual([
      'albatross',
      'eightBells',
      'letterOfMarque',
      'pistol',
      'spanishArmada',
    ]);
    expect(view(after, 0).eventRow.every((slot) => slot.known === null)).toBe(true);
    // IT-1e: no shuffle; revealed cards are not replaced once the deck is empty.
    let it1 = scenario({
      options: IT,
      row: ['pistol', 'albatross', 'blackSpot', 'letterOfMarque', 'eightBells'],
      eventDeck: ['spanishArmada'],
    });
    it1 = play(it1, 1 - 1, { type: 'reveal', slot: 3 }).state;
    expect(it1.row).toEqual(['pistol', 'albatross', 'spanishArmada', 'letterOfMarque', 'eightBells']);
    it1 = play(it1, 1, { type: 'reveal', slot: 5 }).state;
    expect(it1.row[4]).toBeNull();
  });

  it('data sheet 16: with only the Armada face down, Peek and Force are illegal and Reveal ends the game', () => {
    const state = scenario({
      row: [null, null, 'spanishArmada', null, null],
      eventDeck: [],
      holds: [
        { british: 1, french: 0 },
        { british: 0, french: 0 },
      ],
    });
    expect(types(state, 0)).not.toContain('peek');
    expect(types(state, 0)).not.toContain('force');
    refused(state, 0, { type: 'peek', slots: [3, 4] }, 'ILLEGAL_ACTION');
    const { state: over } = play(state, 0, { type: 'reveal', slot: 3 });
    expect(over.outcome).toMatchObject({ winner: 'british', reason: 'armada' });
    expect(legalActions(over, 0)).toEqual([]);
    refused(over, 0, { type: 'reveal', slot: 3 }, 'GAME_OVER');
  });

  it('all-stars no-peek mode: every star card is in the deck and nobody may peek', () => {
    const state = scenario({ options: { noPeeking: true } });
    expect(types(state, 0)).not.toContain('peek');
    expect(
      [...state.eventDeck, ...(state.row as string[])].filter((c) =>
        ['crowsNest', 'scurvy', 'facade', 'cabinFever'].includes(c),
      ),
    ).toHaveLength(4);
    expect(view(state, 1).starCards).toHaveLength(8);
  });
});

describe('Tortuga 1667 — end of game and sudden death', () => {
  it('data sheet 5 / FR-2e scoring example: France 3 on the Jolly Roger + 2 on Tortuga beats Britain 2 + 1 when the Armada appears', () => {
    let state = scenario({
      holds: [
        { british: 2, french: 0 },
        { british: 1, french: 3 },
      ],
      areas: { british: 0, french: 2 },
      loyalties: ['british', 'french', 'british', 'french'],
      row: ['spanishArmada', ...BLANK_ROW.slice(1)],
    });
    state = play(state, 0, { type: 'reveal', slot: 1 }).state;
    expect(state.outcome).toEqual({ winner: 'french', british: 3, french: 5, reason: 'armada' });
    const final = result(state);
    expect(final?.placements).toEqual([2, 1, 2, 1]);
    expect(final?.teams).toEqual([
      { name: 'british', seats: [0, 2], placement: 2 },
      { name: 'french', seats: [1, 3], placement: 1 },
    ]);
    expect(final?.summary).toBe(
      'France wins ({1}, {3}): the Spanish Armada arrived with 3–5 (British–French).',
    );
    // Galleon and IT loose treasure count for nobody; so does the end view, which shows everything.
    expect(view(state, 0).seats.map((s) => s.loyalty)).toEqual(['british', 'french', 'british', 'french']);
    expect(view(state, 0).revealed?.hands).toHaveLength(4);
  });

  it('data sheet 17: a 5-player tie goes to the Dutch pirate, a team of one', () => {
    let state = scenario({
      players: 5,
      loyalties: ['british', 'french', 'dutch', 'british', 'french'],
      row: ['spanishArmada', ...BLANK_ROW.slice(1)],
    });
    state = play(state, 0, { type: 'reveal', slot: 1 }).state;
    expect(state.outcome).toMatchObject({ winner: 'dutch', reason: 'dutchTie' });
    expect(result(state)?.teams).toContainEqual({ name: 'dutch', seats: [2], placement: 1 });
    expect(result(state)?.placements).toEqual([2, 2, 1, 2, 2]);
  });

  it('data sheet 17: a 6-player tie starts sudden death without the Armada; FR-2e ends when a nation takes the lead', () => {
    let state = scenario({
      players: 6,
      loyalties: ['british', 'french', 'british', 'french', 'british', 'french'],
      ships: [
        [0, 1],
        [2, 3, 4],
      ],
      tortuga: [5],
      holds: [
        { british: 1, french: 0 },
        { british: 0, french: 1 },
      ],
      areas: { british: 0, french: 0 },
      row: ['spanishArmada', 'pistol', 'blackSpot', 'albatross', 'letterOfMarque'],
      eventDeck: ['eightBells'],
    });
    state = { ...state, discard: ['facade', 'pistol'] };
    const { state: after, events } = play(state, 0, { type: 'reveal', slot: 1 });
    state = after;
    expect(events.map((e) => e.type)).toContain('suddenDeath');
    expect(state.outcome).toBeNull();
    expect(state.suddenDeath).toBe(1);
    const all = [...(state.row.filter(Boolean) as string[]), ...state.eventDeck];
    expect(all).not.toContain('spanishArmada');
    expect(all.sort()).toEqual(
      ['albatross', 'blackSpot', 'eightBells', 'facade', 'letterOfMarque', 'pistol', 'pistol'].sort(),
    );
    expect(state.discard).toEqual([]);
    // The Jolly Roger's cabin boy shifts its French treasure to the British hold: Britain leads 2–0.
    state = { ...state, turn: { ...state.turn, seat: 4 } };
    state = play(state, 4, { type: 'shiftTreasure', from: 'french' }).state;
    expect(state.outcome).toMatchObject({ winner: 'british', british: 2, french: 0, reason: 'suddenDeath' });
  });

  it('sudden death edge case: Stormy Seas hands France the lead — FR-2e ends the game, IT-1e (nobody gained) does not', () => {
    const base = {
      players: 4,
      loyalties: ['british', 'french', 'british', 'french'] as const,
      ships: [
        [0, 1],
        [2, 3],
      ] as [number[], number[]],
      holds: [
        { british: 1, french: 0 },
        { british: 0, french: 1 },
      ] as [{ british: number; french: number }, { british: number; french: number }],
      row: ['stormySeas', 'pistol', 'blackSpot', 'albatross', 'letterOfMarque'] as const,
      suddenDeath: 1,
    };
    const fr = play(scenario({ ...base, areas: { british: 1, french: 1 } }), 0, {
      type: 'reveal',
      slot: 1,
    }).state;
    expect(fr.galleon).toBe(5);
    expect(fr.outcome).toMatchObject({ winner: 'french', reason: 'suddenDeath' });
    let it1 = play(scenario({ ...base, options: IT, areas: { british: 0, french: 0 } }), 0, {
      type: 'reveal',
      slot: 1,
    }).state;
    expect(it1.outcome).toBeNull();
    // IT-1e: the first team to gain a treasure wins, here Britain by a cabin boy's shift.
    it1 = { ...it1, turn: { ...it1.turn, seat: 3 } };
    it1 = play(it1, 3, { type: 'shiftTreasure', from: 'french' }).state;
    expect(it1.outcome).toMatchObject({ winner: 'british', british: 1, french: 0 });
  });

  it('Dutch sauce: at 4 players two Dutch pirates replace a Briton and a Frenchman and win any tie', () => {
    const state = scenario({ options: { dutchSauce: true }, seed: 'sauce' });
    expect([...state.loyalties].sort()).toEqual(['british', 'dutch', 'dutch', 'french']);
    let tie = scenario({
      options: { dutchSauce: true },
      seed: 'sauce',
      row: ['spanishArmada', ...BLANK_ROW.slice(1)],
    });
    tie = play(tie, 0, { type: 'reveal', slot: 1 }).state;
    expect(tie.outcome?.winner).toBe('dutch');
    const dutch = tie.loyalties.flatMap((l, seat) => (l === 'dutch' ? [seat] : []));
    expect(result(tie)?.teams).toContainEqual({ name: 'dutch', seats: dutch, placement: 1 });
  });
});

describe('Tortuga 1667 — treasure maps', () => {
  it('a treasure map goes to another player, even at two players; El Dorado draws a vote card at once', () => {
    let state = scenario({ players: 2, ships: [[0], [1]], row: ['elDorado', ...BLANK_ROW.slice(1)] });
    state = play(state, 0, { type: 'reveal', slot: 1 }).state;
    expect(legalActions(state, 0)).toEqual([{ type: 'giveTreasureMap', to: 1 }]);
    refused(state, 0, { type: 'giveTreasureMap', to: 0 }, 'ILLEGAL_ACTION');
    state = play(state, 0, { type: 'giveTreasureMap', to: 1 }).state;
    expect(state.maps[1]).toEqual(['elDorado']);
    expect(handSize(state, 1)).toBe(4);
    // Two actions at two players: seat 0 still has one.
    expect(state.turn).toMatchObject({ seat: 0, actionsLeft: 1 });
  });

  it('data sheet 20: the El Dorado holder with 4 cards plays 2 in an attack, draws 1, ends with 3; the map is discarded', () => {
    let state = scenario({
      ships: [
        [0, 1],
        [2, 3],
      ],
      maps: { 1: ['elDorado'] },
      hands: { 0: ['CBS'], 1: ['TBS', 'TFH', 'WBS', 'CFH'] },
      voteDeckTop: ['CBH'],
    });
    state = play(state, 0, { type: 'attack' }).state;
    const pairs = legalActions(state, 1).filter((a) => a.type === 'vote' && a.cards.length === 2);
    expect(pairs).toHaveLength(6);
    refused(state, 0, { type: 'vote', cards: [vc('CBS'), vc('CBS')] }, 'ILLEGAL_ACTION');
    state = voteAll(state, { 0: ['CBS'], 1: ['TBS', 'TFH'] }).state;
    expect(handSize(state, 1)).toBe(3);
    expect(state.maps[1]).toEqual([]);
    expect(state.discard).toContain('elDorado');
  });

  it('El Dorado may be kept unused: playing a single card keeps the map', () => {
    let state = scenario({
      ships: [
        [0, 1],
        [2, 3],
      ],
      maps: { 1: ['elDorado'] },
      hands: { 0: ['CBS'], 1: ['TBS', 'TFH'] },
    });
    state = voteAll(play(state, 0, { type: 'attack' }).state, { 0: ['CBS'], 1: ['TBS'] }).state;
    expect(state.maps[1]).toEqual(['elDorado']);
  });

  it('data sheet 18: Fountain of Youth against the captain’s maroon — the holder stays, the card is discarded, the captain’s turn is over', () => {
    for (const options of [{}, IT]) {
      let state = scenario({ options, ships: [[0, 1, 2], [3]], maps: { 1: ['fountainOfYouth'] } });
      state = play(state, 0, { type: 'maroon', target: 1 }).state;
      expect(state.pending).toMatchObject({
        kind: 'maroonResponse',
        seat: 1,
        cause: 'captain',
        fountain: true,
      });
      expect(legalActions(state, 1)).toEqual([{ type: 'useFountainOfYouth' }, { type: 'acceptMarooning' }]);
      state = play(state, 1, { type: 'useFountainOfYouth' }).state;
      expect(state.ships[0]?.crew).toEqual([0, 1, 2]);
      expect(state.maps[1]).toEqual([]);
      expect(state.discard).toContain('fountainOfYouth');
      expect(state.turn.seat).toBe(1);
    }
  });

  it('data sheet 18 (FR-2e): the Fountain of Youth saves a captain from a successful mutiny; IT-1e does not offer it', () => {
    const mutinous = (options: object) =>
      scenario({
        options,
        ships: [[0, 1, 2], [3]],
        maps: { 0: ['fountainOfYouth'] },
        hands: { 1: ['CBS'], 2: ['TBS'] },
        voteDeckTop: ['WBS'],
        turnSeat: 1,
      });
    let fr = voteAll(play(mutinous({}), 1, { type: 'mutiny' }).state, { 1: ['CBS'], 2: ['TBS'] }).state;
    expect(fr.pending).toMatchObject({ kind: 'maroonResponse', seat: 0, cause: 'mutiny' });
    fr = play(fr, 0, { type: 'useFountainOfYouth' }).state;
    expect(fr.ships[0]?.crew).toEqual([0, 1, 2]);
    const it1 = voteAll(play(mutinous(IT), 1, { type: 'mutiny' }).state, { 1: ['CBS'], 2: ['TBS'] }).state;
    expect(it1.pending).toBeNull();
    expect(it1.ships[0]?.crew).toEqual([1, 2]);
  });

  it('Fountain of Youth saves its holder from a Black Spot he reveals and from a Pistol, but never from the Albatross', () => {
    let spot = scenario({
      ships: [
        [0, 1],
        [2, 3],
      ],
      maps: { 0: ['fountainOfYouth'] },
      row: ['blackSpot', ...BLANK_ROW.slice(1)],
    });
    spot = play(play(spot, 0, { type: 'reveal', slot: 1 }).state, 0, { type: 'useFountainOfYouth' }).state;
    expect(spot.ships[0]?.crew).toEqual([0, 1]);
    let shot = scenario({
      ships: [
        [0, 1],
        [2, 3],
      ],
      maps: { 2: ['fountainOfYouth'] },
      row: ['pistol', ...BLANK_ROW.slice(1)],
    });
    shot = play(play(shot, 0, { type: 'reveal', slot: 1 }).state, 0, {
      type: 'shootPirate',
      target: 2,
    }).state;
    expect(shot.pending).toMatchObject({ kind: 'maroonResponse', seat: 2 });
    shot = play(shot, 2, { type: 'acceptMarooning' }).state;
    expect(shot.tortuga.line).toEqual([2]);
    expect(shot.maps[2]).toEqual(['fountainOfYouth']);
    let bird = scenario({
      ships: [
        [0, 1],
        [2, 3],
      ],
      albatross: { 1: 1 },
      maps: { 1: ['fountainOfYouth'] },
      row: ['albatross', ...BLANK_ROW.slice(1)],
    });
    bird = play(bird, 0, { type: 'reveal', slot: 1 }).state;
    expect(bird.pending).toBeNull();
    expect(bird.tortuga.line).toEqual([1, 0]);
  });

  it('data sheet 19 (IT-1e): the Atlantis holder marooned by his captain sails to the back of the other ship, and the captain acts again', () => {
    let state = scenario({ options: IT, ships: [[0, 1, 2], [3]], maps: { 2: ['atlantis'] } });
    state = play(state, 0, { type: 'maroon', target: 2 }).state;
    expect(legalActions(state, 2)).toEqual([{ type: 'useAtlantis' }, { type: 'acceptMarooning' }]);
    state = play(state, 2, { type: 'useAtlantis' }).state;
    expect(state.ships.map((s) => s.crew)).toEqual([
      [0, 1],
      [3, 2],
    ]);
    expect(state.turn).toMatchObject({ seat: 0, actionsLeft: 1 });
    expect(state.maps[2]).toEqual([]);
    // FR-2e offers no such escape.
    const fr = play(scenario({ ships: [[0, 1, 2], [3]], maps: { 2: ['atlantis'] } }), 0, {
      type: 'maroon',
      target: 2,
    }).state;
    expect(fr.tortuga.line).toEqual([2]);
  });

  it('FR-2e Atlantis: just before any turn its holder may sail to the other ship, until the player announces an action', () => {
    let state = scenario({ ships: [[0, 1, 2], [3]], maps: { 2: ['atlantis'] }, turnSeat: 3 });
    expect(tortuga.activeSeats(state)).toEqual([2, 3]);
    expect(legalActions(state, 2)).toEqual([{ type: 'useAtlantis' }, { type: 'declineAtlantis' }]);
    expect(view(state, 0).atlantisWindow).toBe(2);
    // The turn player announces first: the window closes for this turn.
    const acted = play(state, 3, { type: 'peek', slots: [1, 2] }).state;
    expect(acted.turn.seat).toBe(0);
    expect(tortuga.activeSeats(acted)).toEqual([0, 2]);
    // Using it costs no action; not from Tortuga or a rowboat.
    state = play(state, 2, { type: 'useAtlantis' }).state;
    expect(state.ships.map((s) => s.crew)).toEqual([
      [0, 1],
      [3, 2],
    ]);
    expect(state.turn).toMatchObject({ seat: 3, actionsLeft: 1 });
    const ashore = scenario({ ships: [[0, 1], [3]], tortuga: [2], maps: { 2: ['atlantis'] }, turnSeat: 3 });
    expect(tortuga.activeSeats(ashore)).toEqual([3]);
    // On his own turn the holder may sail first, then act.
    const own = scenario({ ships: [[0, 1, 2], [3]], maps: { 2: ['atlantis'] }, turnSeat: 2 });
    expect(types(own, 2)).toContain('useAtlantis');
    expect(types(own, 2)).not.toContain('declineAtlantis');
  });

  it('IT-1e Atlantis: when an attack is called on the other ship, the holder may jump aboard and vote', () => {
    let state = scenario({
      options: IT,
      ships: [
        [0, 1],
        [2, 3],
      ],
      maps: { 3: ['atlantis'] },
      hands: { 0: ['CBS'], 1: ['TBS'], 3: ['WFH'] },
    });
    state = play(state, 0, { type: 'attack' }).state;
    expect(state.pending).toMatchObject({ kind: 'atlantisJump', seat: 3, vote: 'attack', ship: 0 });
    state = play(state, 3, { type: 'useAtlantis' }).state;
    expect(state.ships[0]?.crew).toEqual([0, 1, 3]);
    expect(state.pending).toMatchObject({ kind: 'vote', participants: [0, 1, 3] });
  });
});

describe('Tortuga 1667 — Letters of Marque', () => {
  it('FR-2e: the revealer may move a pirate from Tortuga or a rowboat to the back of a ship, or keep the card and play it later as an action', () => {
    let state = scenario({
      ships: [[0], [1]],
      tortuga: [2, 3],
      row: ['letterOfMarque', 'letterOfMarque', ...BLANK_ROW.slice(2)],
    });
    state = play(state, 0, { type: 'reveal', slot: 1 }).state;
    expect(types(state, 0)).toEqual(['moveWithLetterOfMarque', 'keepLetterOfMarque']);
    state = play(state, 0, { type: 'keepLetterOfMarque' }).state;
    expect(view(state, 2).seats[0]?.lettersOfMarque).toBe(1);
    expect(state.turn.seat).toBe(1);
    state = { ...state, turn: { ...state.turn, seat: 0, number: state.turn.number + 1, lettersKept: [] } };
    expect(legalActions(state, 0)).toContainEqual({
      type: 'playLetterOfMarque',
      pirate: 2,
      ship: 'jollyRoger',
    });
    state = play(state, 0, { type: 'playLetterOfMarque', pirate: 2, ship: 'jollyRoger' }).state;
    expect(state.ships[1]?.crew).toEqual([1, 2]);
    expect(state.lettersOfMarque[0]).toBe(0);
    expect(state.turn.seat).toBe(1);
  });

  it('IT-1e: the revealer may instead draw a vote card and put one on top of the vote deck, which he alone knows', () => {
    let state = scenario({
      options: IT,
      ships: [
        [0, 1],
        [2, 3],
      ],
      hands: { 0: ['CBS', 'TBS', 'WBS'], 1: ['CBS'] },
      voteDeckTop: ['CFH'],
      row: ['letterOfMarque', ...BLANK_ROW.slice(1)],
    });
    state = play(state, 0, { type: 'reveal', slot: 1 }).state;
    expect(types(state, 0)).toEqual(['drawVoteCard']);
    refused(state, 0, { type: 'keepLetterOfMarque' }, 'ILLEGAL_ACTION');
    state = play(state, 0, { type: 'drawVoteCard' }).state;
    expect(handSize(state, 0)).toBe(4);
    state = play(state, 0, { type: 'returnVoteCard', card: vc('WBS') }).state;
    expect(view(state, 0).knownVoteDeckTop).toEqual(vc('WBS'));
    expect(view(state, 1).knownVoteDeckTop).toBeNull();
    expect(state.voteDeck[0]).toBe(code('WBS'));
    // The next vote takes it as the deck card; then nobody knows the top any more.
    state = play(state, 1, { type: 'mutiny' }).state;
    const { state: after, events } = voteAll(state, { 1: ['CBS'] });
    expect(events.find((e) => e.type === 'voteRevealed')).toMatchObject({ cards: [vc('CBS'), vc('WBS')] });
    expect(view(after, 0).knownVoteDeckTop).toBeNull();
  });
});

describe('Tortuga 1667 — star cards', () => {
  it('Black Powder (IT-1e): both rowboats sink for good; the Flying Dutchman’s occupant reaches Tortuga first', () => {
    let state = scenario({
      options: IT,
      ships: [[0], [1]],
      rowboats: [3, 2],
      tortuga: [],
      row: ['blackPowder', ...BLANK_ROW.slice(1)],
    });
    state = play(state, 0, { type: 'reveal', slot: 1 }).state;
    expect(state.rowboats).toEqual([
      { occupant: null, destroyed: true },
      { occupant: null, destroyed: true },
    ]);
    expect(state.tortuga.line).toEqual([3, 2]);
    expect(handSize(state, 2)).toBe(3);
    expect(
      legalActions({ ...state, turn: { ...state.turn, seat: 3 } }, 3).filter((a) => a.type === 'move'),
    ).toEqual([]);
  });

  it('Black Powder (FR-2e): the revealer blows up one rowboat of his choice; its occupant is marooned; the other stays usable', () => {
    let state = scenario({
      ships: [[0], [1]],
      rowboats: [null, 2],
      tortuga: [3],
      row: ['blackPowder', ...BLANK_ROW.slice(1)],
    });
    state = play(state, 0, { type: 'reveal', slot: 1 }).state;
    expect(legalActions(state, 0)).toEqual([
      { type: 'blowUpRowboat', ship: 'flyingDutchman' },
      { type: 'blowUpRowboat', ship: 'jollyRoger' },
    ]);
    state = play(state, 0, { type: 'blowUpRowboat', ship: 'jollyRoger' }).state;
    expect(state.rowboats[1]).toEqual({ occupant: null, destroyed: true });
    expect(state.tortuga.line).toEqual([3, 2]);
    const moves = legalActions({ ...state, turn: { ...state.turn, seat: 3 } }, 3).filter(
      (a) => a.type === 'move',
    );
    expect(moves).toEqual([{ type: 'move', to: 'flyingDutchmanRowboat' }]);
  });

  it('Cabin Fever: the two loyalty cards are shuffled and dealt back; each sees only his own new card', () => {
    let swapped = 0;
    for (let i = 0; i < 20; i++) {
      let state = scenario({
        seed: `fever/${i}`,
        loyalties: ['british', 'french', 'british', 'french'],
        row: ['cabinFever', ...BLANK_ROW.slice(1)],
      });
      state = play(state, 0, { type: 'reveal', slot: 1 }).state;
      expect(legalActions(state, 0).map((a) => (a as { target: number }).target)).toEqual([1, 2, 3]);
      const { state: after, events } = play(state, 0, { type: 'shareCabinFever', target: 1 });
      const seen = events.filter((e) => e.type === 'loyaltySeen');
      expect(seen.map((e) => e.visibleTo)).toEqual([[0], [1]]);
      expect([after.loyalties[0], after.loyalties[1]].sort()).toEqual(['british', 'french']);
      if (after.loyalties[0] === 'french') swapped++;
      expect(view(after, 2).seats[0]?.loyalty).toBeNull();
    }
    expect(swapped).toBeGreaterThan(0);
    expect(swapped).toBeLessThan(20);
  });

  it('Eight Bells: every pawn where the revealer stands is drawn from the bag again; alone or in a rowboat nothing happens', () => {
    const orders = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const state = play(
        scenario({
          players: 5,
          seed: `bells/${i}`,
          ships: [[0, 1, 2, 3], [4]],
          row: ['eightBells', ...BLANK_ROW.slice(1)],
        }),
        0,
        {
          type: 'reveal',
          slot: 1,
        },
      ).state;
      expect([...(state.ships[0]?.crew ?? [])].sort()).toEqual([0, 1, 2, 3]);
      orders.add(JSON.stringify(state.ships[0]?.crew));
    }
    expect(orders.size).toBeGreaterThan(1);
    const alone = play(scenario({ ships: [[0], [1, 2, 3]], row: ['eightBells', ...BLANK_ROW.slice(1)] }), 0, {
      type: 'reveal',
      slot: 1,
    });
    expect(alone.events.find((e) => e.type === 'noEffect')).toMatchObject({ card: 'eightBells' });
  });

  it('Façade: the revealer swaps places with the player to his right (seat − 1)', () => {
    let state = scenario({
      ships: [[0, 1], [2]],
      tortuga: [3],
      row: ['facade', ...BLANK_ROW.slice(1)],
      turnSeat: 0,
    });
    state = play(state, 0, { type: 'reveal', slot: 1 }).state;
    expect(state.ships[0]?.crew).toEqual([3, 1]);
    expect(state.tortuga.line).toEqual([0]);
    // Onto a ship where another Albatross waits: the whole crew is marooned.
    let bird = scenario({
      ships: [[0, 1], [2]],
      albatross: { 1: 1, 3: 1 },
      tortuga: [3],
      row: ['facade', ...BLANK_ROW.slice(1)],
      turnSeat: 0,
    });
    bird = play(bird, 0, { type: 'reveal', slot: 1 }).state;
    expect(bird.ships[0]?.crew).toEqual([]);
    expect(bird.tortuga.line).toEqual([0, 1, 3]);
  });

  it('Pirate Code: its holder sits out the next two votes he would take part in, then discards it; alone, the deck card decides', () => {
    let state = scenario({
      ships: [
        [0, 1],
        [2, 3],
      ],
      row: ['pirateCode', ...BLANK_ROW.slice(1)],
      hands: { 1: ['TBS'] },
      voteDeckTop: ['TFS', 'WBH', 'CBS'],
    });
    state = play(state, 0, { type: 'reveal', slot: 1 }).state;
    expect(state.pirateCode).toEqual({ seat: 0, skipped: 0 });
    state = { ...state, turn: { ...state.turn, seat: 0 } };
    const first = play(state, 0, { type: 'attack' });
    expect(first.events.find((e) => e.type === 'voteCalled')).toMatchObject({
      participants: [1],
      skipped: [0],
    });
    expect(view(first.state, 2).seats[0]?.pirateCodeSkipsLeft).toBe(1);
    state = voteAll(first.state, { 1: ['TBS'] }).state;
    // Second vote: seat 1's mutiny... seat 0 is captain, so it is an attack again with seat 1 away.
    state = {
      ...state,
      ships: [[0], [1, 2, 3]].map((crew, i) => ({ crew, holds: state.ships[i]!.holds })),
      turn: { ...state.turn, seat: 0 },
    };
    const second = play(state, 0, { type: 'attack' });
    expect(second.events.find((e) => e.type === 'voteCalled')).toMatchObject({
      participants: [],
      skipped: [0],
    });
    expect(second.events.find((e) => e.type === 'voteRevealed')).toMatchObject({ cards: [vc('CBS')] });
    expect(second.state.pirateCode).toBeNull();
    expect(second.state.discard).toContain('pirateCode');
  });

  it('data sheet 22: Stormy Seas on a ship holding 2 British and 1 French sends all three back to the Galleon', () => {
    let state = scenario({
      ships: [
        [0, 1],
        [2, 3],
      ],
      galleon: 2,
      holds: [
        { british: 2, french: 1 },
        { british: 0, french: 1 },
      ],
      row: ['stormySeas', ...BLANK_ROW.slice(1)],
    });
    state = play({ ...state, turn: { ...state.turn, seat: 1 } }, 1, { type: 'reveal', slot: 1 }).state;
    expect(state.galleon).toBe(5);
    expect(state.ships[0]?.holds).toEqual({ british: 0, french: 0 });
    expect(state.ships[1]?.holds).toEqual({ british: 0, french: 1 });
  });

  it('Stormy Seas on Tortuga: FR-2e back to one treasure per area, IT-1e back to the loose spot', () => {
    const fr = play(
      scenario({
        ships: [[0], [1]],
        tortuga: [2, 3],
        areas: { british: 0, french: 2 },
        row: ['stormySeas', ...BLANK_ROW.slice(1)],
        turnSeat: 3,
      }),
      3,
      { type: 'reveal', slot: 1 },
    ).state;
    expect(fr.tortuga).toMatchObject({ areas: { british: 1, french: 1 }, loose: 0 });
    const it1 = play(
      scenario({
        options: IT,
        ships: [[0], [1]],
        tortuga: [2, 3],
        areas: { british: 2, french: 0 },
        loose: 0,
        row: ['stormySeas', ...BLANK_ROW.slice(1)],
        turnSeat: 3,
      }),
      3,
      { type: 'reveal', slot: 1 },
    ).state;
    expect(it1.tortuga).toMatchObject({ areas: { british: 0, french: 0 }, loose: 2 });
  });

  it('Crow’s Nest: the revealer shuffles a hand into the vote deck, searches it, hands back as many cards of his choosing, and reshuffles', () => {
    let state = scenario({
      ships: [
        [0, 1],
        [2, 3],
      ],
      hands: { 2: ['CBS', 'WFH'] },
      voteDeckTop: ['2CBS', '2TFH'],
      row: ['crowsNest', ...BLANK_ROW.slice(1)],
    });
    state = play(state, 0, { type: 'reveal', slot: 1 }).state;
    expect(legalActions(state, 0)).toHaveLength(4);
    const searched = play(state, 0, { type: 'searchVoteHand', target: 2 });
    state = searched.state;
    expect(searched.events.find((e) => e.type === 'voteDeckSeen')?.visibleTo).toEqual([0]);
    expect(view(state, 0).knownVoteDeck).toHaveLength(state.voteDeck.length);
    expect(view(state, 2).knownVoteDeck).toBeNull();
    expect(handSize(state, 2)).toBe(0);
    state = play(state, 0, { type: 'giveVoteCard', card: vc('2CBS') }).state;
    const last = play(state, 0, { type: 'giveVoteCard', card: vc('2TFH') });
    state = last.state;
    expect(last.events.find((e) => e.type === 'voteCardGivenSeen')?.visibleTo).toEqual([0, 2]);
    expect(state.hands[2]?.[code('2CBS')]).toBe(1);
    expect(state.hands[2]?.[code('2TFH')]).toBe(1);
    expect(state.pending).toBeNull();
    expect(state.discard).toContain('crowsNest');
    expect(view(state, 0).knownVoteDeck).toBeNull();
  });

  it('data sheet 21: at two players each turn has two actions; Scurvy makes its revealer lose both actions of his next turn', () => {
    let state = scenario({
      players: 2,
      ships: [[0], [1]],
      row: ['scurvy', 'pistol', 'blackSpot', 'letterOfMarque', 'pistol'],
    });
    expect(state.actionsPerTurn).toBe(2);
    state = play(state, 0, { type: 'peek', slots: [2, 3] }).state;
    expect(state.turn).toMatchObject({ seat: 0, actionsLeft: 1 });
    state = play(state, 0, { type: 'reveal', slot: 1 }).state;
    expect(state.skipNextTurn).toEqual([true, false]);
    expect(state.turn).toMatchObject({ seat: 1, actionsLeft: 2 });
    state = play(state, 1, { type: 'peek', slots: [2, 3] }).state;
    const { state: after, events } = play(state, 1, { type: 'peek', slots: [4, 5] });
    expect(events.find((e) => e.type === 'turnSkipped')).toMatchObject({ seat: 0 });
    expect(after.turn).toMatchObject({ seat: 1, actionsLeft: 2 });
  });

  it('Scurvy strikes everyone where the revealer stands, who may still vote in others’ votes', () => {
    let state = scenario({
      ships: [[0, 1, 2], [3]],
      row: ['scurvy', ...BLANK_ROW.slice(1)],
      turnSeat: 1,
      hands: { 3: ['CBS'] },
    });
    const { state: after, events } = play(state, 1, { type: 'reveal', slot: 1 });
    expect(events.find((e) => e.type === 'scurvy')).toMatchObject({ seats: [0, 1, 2] });
    state = after;
    expect(state.turn.seat).toBe(3);
    // Seat 2's turn came first and was lost at once; seats 0 and 1 lose theirs after seat 3's.
    state = play(state, 3, { type: 'peek', slots: [2, 3] }).state;
    expect(state.turn.seat).toBe(2);
    expect(state.skipNextTurn).toEqual([false, false, false, false]);
    // A struck pirate still votes when another calls a vote where he stands.
    let struck = scenario({
      ships: [
        [1, 0],
        [2, 3],
      ],
      turnSeat: 1,
      hands: { 0: ['TBS'], 1: ['CBS'] },
    });
    struck = { ...struck, skipNextTurn: [true, false, false, false] };
    struck = play(struck, 1, { type: 'attack' }).state;
    expect(struck.pending).toMatchObject({ kind: 'vote', participants: [1, 0] });
  });
});

describe('Tortuga 1667 — setup', () => {
  it('deals loyalties by the table (2–3 players in FR-2e only) and three vote cards each', () => {
    const table: Record<number, [number, number, number]> = {
      2: [1, 1, 0],
      3: [1, 1, 1],
      4: [2, 2, 0],
      5: [2, 2, 1],
      6: [3, 3, 0],
      7: [3, 3, 1],
      8: [4, 4, 0],
      9: [4, 4, 1],
    };
    for (const [players, [british, french, dutch]] of Object.entries(table)) {
      const state = scenario({ players: Number(players) });
      const count = (n: string) => state.loyalties.filter((l) => l === n).length;
      expect([count('british'), count('french'), count('dutch')]).toEqual([british, french, dutch]);
      expect(state.hands.every((hand) => hand.reduce((a, b) => a + b, 0) === 3)).toBe(true);
    }
    expect(voteDeckOf('FR-2e')).toHaveLength(32);
    expect(voteDeckOf('IT-1e')).toHaveLength(30);
  });

  it('builds the event deck per edition: 3 random stars, no Albatross at 2–3 players in FR-2e, Façade and Cabin Fever kept out there', () => {
    const size = (state: TortugaState) => state.eventDeck.length + state.row.length;
    expect(size(scenario({ options: IT }))).toBe(15 + 3 + 1);
    expect(size(scenario({}))).toBe(15 + 3 + 1);
    for (let i = 0; i < 30; i++) {
      const small = scenario({ players: 3, seed: `small/${i}` });
      const cards = [...small.eventDeck, ...(small.row as string[])];
      expect(cards).not.toContain('albatross');
      expect(cards).not.toContain('facade');
      expect(cards).not.toContain('cabinFever');
      expect(
        cards.filter((c) =>
          ['blackPowder', 'eightBells', 'pirateCode', 'stormySeas', 'crowsNest', 'scurvy'].includes(c),
        ),
      ).toHaveLength(3);
    }
    const chosen = scenario({ options: { starCards: ['facade', 'scurvy', 'crowsNest', 'pirateCode'] } });
    expect(
      [...chosen.eventDeck, ...(chosen.row as string[])].filter((c) =>
        ['facade', 'scurvy', 'crowsNest', 'pirateCode'].includes(c),
      ),
    ).toHaveLength(4);
    expect(view(chosen, 0).starCards).toEqual(['facade', 'scurvy', 'crowsNest', 'pirateCode']);
    expect(view(scenario({}), 0).starCards).toBeNull();
    const shorter = scenario({ options: { shorterDeck: 6 } });
    expect(size(shorter)).toBe(19 - 6);
    expect(shorter.eventDeck[shorter.eventDeck.length - 1]).toBe('spanishArmada');
  });

  it('draws pawns alternately, Flying Dutchman first (odd: the last one to its back); captains place their treasure, the Jolly Roger’s first and leads', () => {
    for (const players of [4, 5]) {
      let state = setup({ players, seed: 'pawns' });
      const [fd, jr] = state.ships.map((s) => s.crew);
      expect(fd).toHaveLength(Math.ceil(players / 2));
      expect(jr).toHaveLength(Math.floor(players / 2));
      expect(state.galleon).toBe(4);
      expect(state.tortuga.areas).toEqual({ british: 1, french: 1 });
      expect(tortuga.activeSeats(state)).toEqual([jr?.[0]]);
      state = play(state, jr?.[0] as number, { type: 'placeStartingTreasure', hold: 'french' }).state;
      expect(tortuga.activeSeats(state)).toEqual([fd?.[0]]);
      state = play(state, fd?.[0] as number, { type: 'placeStartingTreasure', hold: 'british' }).state;
      expect(state.ships.map((s) => s.holds)).toEqual([
        { british: 1, french: 0 },
        { british: 0, french: 1 },
      ]);
      expect(state.turn).toMatchObject({ seat: jr?.[0], number: 1 });
    }
    const it1 = setup({ players: 4, seed: 'it', options: IT });
    expect(it1.tortuga).toEqual({ line: [], areas: { british: 0, french: 0 }, loose: 2 });
  });

  it('brain-burner start: each drawn pawn chooses its space; gaps close toward the front; fixed treasure per edition', () => {
    let state = setup({ players: 4, seed: 'brain', options: { brainBurner: true } });
    expect(state.ships.map((s) => s.holds)).toEqual([
      { british: 3, french: 0 },
      { british: 0, french: 3 },
    ]);
    expect(state.galleon).toBe(0);
    const order = state.pending?.kind === 'chooseStart' ? state.pending.order : [];
    const [a, b, c, d] = order as [number, number, number, number];
    expect(view(state, 0).phase).toBe('start');
    state = playAll(state, [
      [a, { type: 'chooseStart', place: 'jollyRoger', position: 4 }],
      [b, { type: 'chooseStart', place: 'jollyRoger', position: 2 }],
      [c, { type: 'chooseStart', place: 'tortuga', position: 3 }],
      [d, { type: 'chooseStart', place: 'tortuga', position: 1 }],
    ]);
    expect(state.ships.map((s) => s.crew)).toEqual([[], [b, a]]);
    expect(state.tortuga.line).toEqual([d, c]);
    expect(state.turn).toMatchObject({ seat: b, number: 1 });
    const it1 = setup({ players: 4, seed: 'brain', options: { ...IT, brainBurner: true } });
    expect([it1.galleon, it1.tortuga.loose, it1.ships[0]?.holds.british, it1.ships[1]?.holds.french]).toEqual(
      [4, 2, 1, 1],
    );
  });

  it('open loyalty: every card face up, or one British and one French card face up', () => {
    const open = scenario({ options: { openLoyalty: 'all' } });
    expect(view(open, 0).seats.every((s) => s.loyalty !== null)).toBe(true);
    const half = scenario({ players: 6, options: { openLoyalty: 'partial' } });
    const seen = view(half, null)
      .seats.filter((s) => s.loyalty !== null)
      .map((s) => s.loyalty);
    expect(seen.sort()).toEqual(['british', 'french']);
  });

  it('refuses options the editions do not allow', () => {
    expect(tortuga.parseOptions({ ruleset: 'IT-1e' }, 3).ok).toBe(false);
    expect(tortuga.parseOptions({}, 2).ok).toBe(true);
    expect(tortuga.parseOptions({}, 10).ok).toBe(false);
    expect(tortuga.parseOptions({ dutchSauce: true }, 5).ok).toBe(false);
    expect(tortuga.parseOptions({ dutchSauce: true, ruleset: 'IT-1e' }, 6).ok).toBe(false);
    expect(
      tortuga.parseOptions({ starCards: ['crowsNest', 'scurvy', 'facade'], ruleset: 'IT-1e' }, 5).ok,
    ).toBe(false);
    expect(tortuga.parseOptions({ starCards: ['facade', 'facade', 'scurvy'] }, 5).ok).toBe(false);
    expect(tortuga.parseOptions({ starCardCount: 7 }, 3).ok).toBe(false);
    expect(tortuga.parseOptions({ starCardCount: 7, allowFacadeCabinFeverSmallGames: true }, 3).ok).toBe(
      true,
    );
    expect(tortuga.parseOptions({ shorterDeck: 15 }, 5).ok).toBe(false);
    expect(tortuga.parseOptions({ shorterDeck: 14 }, 5).ok).toBe(true);
    expect(tortuga.parseOptions({ colour: 'red' }, 5).ok).toBe(false);
    expect(() => setup({ players: 3, seed: 'x', options: { ruleset: 'IT-1e' } })).toThrow(/4 to 9/);
  });
});
