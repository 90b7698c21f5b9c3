import { describe, expect, it } from 'vitest';
import type { Bot } from '../../core/game.js';
import { playout } from '../../core/playout.js';
import { bySize } from '../../core/testing/size.js';
import type { PortRoyalAction } from './actions.js';
import { Random } from '../../core/random.js';
import { heuristicBot, randomBot } from './bots.js';
import { portRoyal } from './index.js';
import { legalActions } from './legal.js';
import type { PortRoyalState } from './state.js';
import { scenario } from './testing/fixtures.js';
import { view, type PortRoyalView } from './view.js';

type PortRoyalBot = Bot<PortRoyalView, PortRoyalAction>;

/** Games the heuristic seat wins outright (a shared first place does not count). */
function heuristicWins(players: 3 | 4, games: number): number {
  let wins = 0;
  for (let game = 0; game < games; game++) {
    // Rotate the heuristic through the seats so it never always has the same dealer position.
    const seat = game % players;
    const bots: PortRoyalBot[] = Array.from({ length: players }, (_, s) =>
      s === seat ? heuristicBot : randomBot,
    );
    const outcome = playout(portRoyal, { players, seed: `duel/${players}/${game}`, bots: bots });
    const placements = outcome.result?.placements ?? [];
    if (placements[seat] === 1 && placements.filter((p) => p === 1).length === 1) wins++;
  }
  return wins;
}

/** Games per duel: 50 on every run, 200 with TEST_SIZE=full. */
const DUELS = bySize(50, 200);

describe('Port Royal bots', () => {
  // Measured on these seeds: 3 players 188/200 (94%), 4 players 189/200 (94.5%).
  it(`the heuristic bot wins at least 70% of ${DUELS} three-player games against two random bots`, () => {
    expect(heuristicWins(3, DUELS) / DUELS).toBeGreaterThanOrEqual(0.7);
  });

  it(`the heuristic bot wins at least 70% of ${DUELS} four-player games against three random bots`, () => {
    expect(heuristicWins(4, DUELS) / DUELS).toBeGreaterThanOrEqual(0.7);
  });

  it('heuristic bots finish games with every option without an illegal move', () => {
    const variants = [
      {},
      { noBidPrivileges: 'dealer', tieBreak: 'shared' },
      { doubleWeight: true, firstDealer: 1 },
    ] as const;
    for (const options of variants) {
      for (const players of [3, 4] as const) {
        const bots = Array.from({ length: players }, () => heuristicBot) as PortRoyalBot[];
        const outcome = playout(portRoyal, {
          players,
          seed: `variants/${players}`,
          options,
          bots: bots,
        });
        expect(outcome.result, `${JSON.stringify(options)} with ${players}`).not.toBeNull();
      }
    }
  });

  /** What the heuristic bot does for the seat to act, from that seat's view only. */
  const heuristicChoice = (state: PortRoyalState) =>
    heuristicBot.choose({
      seat: state.turn,
      view: view(state, state.turn),
      legalActions: legalActions(state, state.turn),
      random: Random.fromSeed('choice'),
    });

  it('the heuristic bot trumps its strongest colour', () => {
    const state = scenario({
      step: 'chooseTrump',
      turn: 0,
      privileged: 0,
      hands: { 0: ['green-8', 'green-6', 'green-3', 'green-2', 'red-7', 'blue-1', 'black-4', 'ghost-1'] },
    });
    expect(heuristicChoice(state)).toEqual({ type: 'chooseTrump', colour: 'green' });
  });

  it('the heuristic bot wins loot that fits its ship and ducks loot that would sink it', () => {
    const trick = (stake: string) =>
      scenario({
        hands: { 3: ['red-8', 'red-1'] },
        trump: 'black',
        trick: { leader: 0, stake, cards: ['red-5', 'red-6', 'red-7'] },
        display: [stake, 'tobacco-2'],
        ships: { 3: { rum: ['rum-9'] } },
      });
    expect(heuristicChoice(trick('rum-2'))).toEqual({ type: 'playCard', card: 'red-8' });
    // 9 + 10 = 19 tons would sink the rum ship (limit 18 with 4 players).
    expect(heuristicChoice(trick('rum-10'))).toEqual({ type: 'playCard', card: 'red-1' });
  });

  it('the heuristic bot loads a −10 onto an empty ship and x2 onto its most valuable one', () => {
    const won = (loot: string) =>
      scenario({
        won: { seat: 2, loot },
        ships: { 2: { rum: ['rum-12'], tobacco: ['tobacco-3'], biscuits: ['biscuits-4'] } },
      });
    expect(heuristicChoice(won('minus10'))).toEqual({ type: 'loadLoot', ship: 'gunpowder' });
    expect(heuristicChoice(won('double'))).toEqual({ type: 'loadLoot', ship: 'rum' });
  });
});
