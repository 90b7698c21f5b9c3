import { describe, expect, it } from 'vitest';
import { portRoyal } from './index.js';
import { legalActions } from './legal.js';
import { RULES } from './rules.js';
import type { PortRoyalState } from './state.js';
import { view } from './view.js';
import { loot, scenario } from './testing/fixtures.js';
import { play, playAll, refused } from './testing/play.js';

/**
 * Issue #18, rulebook fidelity: each test quotes the passage of S001 (Port Royal, Italian) it holds
 * the engine to, with a short English gloss. The rulebook wins over the data sheet.
 */

const SHIPS = ['biscuits', 'tobacco', 'rum', 'gunpowder'] as const;

/** The eighth trick of a round (round 1 unless `spec` says), won by seat 0 with red 8 for `stake`. */
function eighthTrickWon(stake: string, spec: Partial<Parameters<typeof scenario>[0]> = {}): PortRoyalState {
  return playAll(
    scenario({
      hands: { 0: ['red-8'], 1: ['red-2'], 2: ['red-3'], 3: ['red-4'] },
      trump: 'black',
      trick: { number: RULES.tricksPerRound, leader: 0, stake },
      display: [stake, 'rum-2'],
      ...spec,
    }),
    [
      [0, { type: 'playCard', card: 'red-8' }],
      [1, { type: 'playCard', card: 'red-2' }],
      [2, { type: 'playCard', card: 'red-3' }],
      [3, { type: 'playCard', card: 'red-4' }],
    ],
  );
}

describe('Port Royal — the rulebook (S001) over the data sheet', () => {
  it('privilege (a) is an exchange: the two cards set aside are two of his own eight, never the face-up ones', () => {
    // «Scambia due carte equipaggio dalla sua mano con le due carte scoperte su tavolo (le proprie
    // carte scambiate vanno poste a faccia in giù sul tavolo e sono rimosse dal gioco per questo
    // round)» — he exchanges two crew cards of his hand for the two face-up cards; his own exchanged
    // cards go face down and are out of play for the round.
    let state = playAll(scenario({}), [
      [1, { type: 'bid', amount: 1 }],
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
    ]);
    const picked = view(state, 1).pickedUp.map((card) => card.id);
    expect(picked).toHaveLength(2);
    const offered = legalActions(state, 1).flatMap((a) => (a.type === 'setAside' ? [a.card] : []));
    expect(offered).toHaveLength(8);
    expect(offered).not.toContain(picked[0]);
    expect(offered).not.toContain(picked[1]);
    for (const card of picked) refused(state, 1, { type: 'setAside', card }, 'ILLEGAL_ACTION');
    state = playAll(state, [
      [1, { type: 'setAside', card: offered[0] }],
      [1, { type: 'setAside', card: offered[1] }],
    ]);
    expect(state.step).toBe('chooseTrump');
    expect(view(state, 1).hand?.map((card) => card.id)).toEqual(expect.arrayContaining(picked));
    expect(view(state, 1).setAside?.map((card) => card.id)).toEqual(offered.slice(0, 2));
  });

  it('the prisoner cards taken with one loot card go together, face down, onto one ship of the winner’s choice', () => {
    // «Carte Bonus (prigioniero): vengono prese insieme alla carta bottino vinta in una presa
    // (possono essercene diverse sotto una sola carta bottino) e, dopo essere viste dal giocatore,
    // vengono posizionate coperte nella nave scelta» — taken with the loot card won (there may be
    // several beneath one card) and, once the player has looked at them, placed face down on the
    // chosen ship.
    const won = eighthTrickWon('plus6', { display: [{ loot: 'plus6', prisoners: [1, 4] }, 'rum-2'] });
    const state = play(won, 0, { type: 'loadLoot', ship: 'rum' }).state;
    expect(state.step).toBe('placePrisoner');
    // One choice: the ship. The first prisoner card names them all.
    expect(legalActions(state, 0)).toEqual(
      SHIPS.map((ship) => ({ type: 'placePrisoner', prisoner: 1, ship })),
    );
    refused(state, 0, { type: 'placePrisoner', prisoner: 4, ship: 'rum' }, 'ILLEGAL_ACTION');
    const { state: after, events } = play(state, 0, { type: 'placePrisoner', prisoner: 1, ship: 'tobacco' });
    expect(after.ships[0]?.[1]?.prisoners).toEqual([1, 4]);
    expect(events.filter((e) => e.type === 'prisonerPlaced')).toHaveLength(2);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'prisonersSeen', prisoners: [1, 4], ship: 'tobacco', visibleTo: [0] }),
    );
    expect(view(after, 1).seats[0]?.ships[1]).toMatchObject({ prisonerCount: 2, prisoners: null });
    expect(after.round).toBe(2);
  });

  it('debt relief with nothing left to pay: the privileged player may still discard the card, its whole value lost', () => {
    // «il giocatore che ha vinto i «privilegi» … invece di mettere una carta bottino vinta con una
    // presa sulla sua nave, può scartarla spostando la pietra nera dell'offerta a sinistra in base al
    // valore della carta. Il debito può essere ridotto soltanto fino alla posizione della pietra
    // gialla, perdendo l'eventuale valore in eccedenza della carta.» — instead of loading a loot
    // card won he may discard it, moving the black cube down by its value, never below the yellow
    // cube: any excess is lost. With the black cube on the yellow one all of it is lost, and the card
    // stays off a ship it would sink (4 players: 18 tons; 12 + 5 + 6 = 23).
    const state = eighthTrickWon('rum-6', {
      privileged: 0,
      debt: [3, 0, 0, 0],
      black: 3,
      ships: { 0: { rum: ['rum-12', 'rum-5'] } },
    });
    expect(state.step).toBe('settleLoot');
    expect(legalActions(state, 0)).toEqual([{ type: 'loadLoot', ship: 'rum' }, { type: 'payDebt' }]);
    const { state: after, events } = play(state, 0, { type: 'payDebt' });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'debtPaid', seat: 0, loot: 'rum-6', amount: 0, black: 3 }),
    );
    expect(after.ships[0]?.[2]?.loot).toEqual([loot('rum-12'), loot('rum-5')]);
    expect(after.discard).toContain(loot('rum-6'));
    expect(after.debt[0]).toBe(3);
    // A +8 may be discarded the same way; the other grey cards never lower a bid.
    const plus = eighthTrickWon('plus8', { privileged: 0, black: 0 });
    expect(legalActions(plus, 0).map((a) => a.type)).toContain('payDebt');
    const minus = eighthTrickWon('minus10', { privileged: 0, black: 0 });
    refused(minus, 0, { type: 'payDebt' }, 'ILLEGAL_ACTION');
  });

  it('round 1’s display, deal and dealer are in the log like every other round’s', () => {
    // «E) Determinare il giocatore che farà il mazziere. … 1. Posizionare 9 carte bottino … a faccia
    // in su sul tavolo tra i giocatori. 2. Mischiare le carte equipaggio e distribuirne 8 ad ogni
    // giocatore. Le restanti 2 sono disposte a faccia in su.» — determine the dealer; turn up 9 loot
    // cards; shuffle the crew cards and deal 8 to each player, the other 2 face up.
    const start = portRoyal.setup({ players: 4, seed: 'round-one-log', options: { firstDealer: 2 } });
    const first = play(start, 3, { type: 'pass' });
    expect(first.events.map((e) => e.type)).toEqual([
      'roundStarted',
      'handDealt',
      'handDealt',
      'handDealt',
      'handDealt',
      'bidPassed',
    ]);
    expect(first.events[0]).toEqual({
      type: 'roundStarted',
      round: 1,
      dealer: 2,
      display: view(start, null).display.map((card) => card.loot.id),
      prisonerCounts: new Array<number>(9).fill(0),
      faceUp: view(start, null).faceUp.map((card) => card.id),
      visibleTo: 'all',
    });
    first.events.slice(1, 5).forEach((event, seat) =>
      expect(event).toEqual({
        type: 'handDealt',
        seat,
        cards: view(start, seat).hand?.map((card) => card.id),
        visibleTo: [seat],
      }),
    );
    // Logged once: the next action carries only its own events.
    expect(play(first.state, 0, { type: 'pass' }).events.map((e) => e.type)).toEqual(['bidPassed']);
  });

  it('the last trick of a round stays in the view until the next trick starts', () => {
    // «Questa procedura di gioco delle carte viene ripetuta per 8 mani, ossia finché non vengono
    // prese 8 carte bottino.» — the play is repeated for 8 tricks: the eighth is a trick like the
    // others, shown on the table until the next is played.
    let state = eighthTrickWon('rum-6', { dealer: 0 });
    expect(state.round).toBe(2);
    expect(state.step).toBe('bid');
    const eighth = {
      round: 1,
      number: 8,
      leader: 0,
      cards: ['red-8', 'red-2', 'red-3', 'red-4'].map((id, seat) => ({
        seat,
        card: expect.objectContaining({ id }),
      })),
      winner: 0,
      loot: expect.objectContaining({ id: 'rum-6' }),
    };
    for (const viewer of [0, 1, null]) expect(view(state, viewer).lastTrick).toEqual(eighth);
    // Through the auction and the privileges of round 2 (dealer 3, seat 0 bids first) …
    state = playAll(state, [
      [0, { type: 'bid', amount: 1 }],
      [1, { type: 'pass' }],
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
    ]);
    while (state.step === 'setAside') state = play(state, 0, legalActions(state, 0)[0]).state;
    state = play(state, 0, { type: 'chooseTrump', colour: 'red' }).state;
    expect(state.step).toBe('chooseLeader');
    expect(view(state, 2).lastTrick).toEqual(eighth);
    // … until the first trick of round 2 starts.
    state = play(state, 0, { type: 'chooseLeader', seat: 1 }).state;
    expect(state.trick?.number).toBe(1);
    expect(view(state, 2).lastTrick).toBeNull();
  });
});
