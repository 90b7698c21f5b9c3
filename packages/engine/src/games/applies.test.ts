import { describe, expect, it } from 'vitest';
import { games } from '../index.js';

/**
 * Lobbies hide an option that does not apply to the setup chosen, by its `appliesWhen`: each
 * condition must name a player count the game is played at, or another option and values it takes.
 */
describe.each(Object.values(games))('$id options say when they apply', (game) => {
  const counts = Array.from(
    { length: game.maxPlayers - game.minPlayers + 1 },
    (_, index) => game.minPlayers + index,
  );

  it('by player counts it is played at, and other options with values they take', () => {
    for (const option of game.options) {
      for (const players of option.appliesWhen?.players ?? []) expect(counts).toContain(players);
      for (const [name, values] of Object.entries(option.appliesWhen?.options ?? {})) {
        expect(name).not.toBe(option.name);
        expect(game.options.map((other) => other.name)).toContain(name);
        for (const value of values)
          expect(counts.some((players) => game.parseOptions({ [name]: value }, players).ok)).toBe(true);
      }
    }
  });
});

describe('options that apply only to some setups', () => {
  const applies = (game: keyof typeof games, name: string) =>
    games[game].options.find((option) => option.name === name)?.appliesWhen;

  it('follow the rulebooks: a story’s tile counts, the small games, Dutch sauce, the solo game', () => {
    expect(applies('cartagena', 'tiles')).toEqual({ options: { story: ['escape', 'jungle'] } });
    expect(applies('cartagena', 'tunnelTiles')).toEqual({ options: { story: ['full'] } });
    expect(applies('tortuga', 'allowFacadeCabinFeverSmallGames')).toEqual({
      players: [2, 3],
      options: { noPeeking: [false] },
    });
    expect(applies('tortuga', 'dutchSauce')).toEqual({ players: [4, 6, 8], options: { ruleset: ['FR-2e'] } });
    expect(applies('pirates-cove', 'soloMovement')).toEqual({ options: { variant: ['solo'] } });
    expect(applies('pirates-cove', 'pistols')).toEqual({ options: { variant: ['standard', 'rudi'] } });
    expect(applies('port-royal', 'firstDealer')).toBeUndefined();
  });
});
