import { Random } from '@brethren/engine/core';
import { piratesCove, type PiratesCoveState } from '@brethren/engine/pirates-cove';
import { logFor, play, start } from '../../shared/testing/played';

/** Real Pirate's Cove play for the table's tests. */
export const game = piratesCove;

/** Display names for up to five seats. */
export const NAMES = ['anne', 'bob', 'Bot (heuristic)', 'dora', 'ed'];

/**
 * A solo game with grid movement played by the heuristic bot from `seed` until `reached` holds,
 * with the log as the player reads it; throws if the game ends first.
 */
export function soloGridUntil(seed: string, reached: (state: PiratesCoveState) => boolean) {
  const random = Random.fromSeed(seed);
  const played = start(piratesCove, { players: 1, seed, options: { soloMovement: 'grid' } });
  while (!reached(played.state)) {
    if (piratesCove.activeSeats(played.state).length === 0) throw new Error('the game ended first');
    const legalActions = piratesCove.legalActions(played.state, 0);
    const view = piratesCove.view(played.state, 0);
    play(
      piratesCove,
      played,
      0,
      piratesCove.bots['heuristic']!.choose({ seat: 0, view, legalActions, random }),
    );
  }
  return { state: played.state, log: logFor(played.entries, 0) };
}
