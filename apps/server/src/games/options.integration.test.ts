import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, startTestServer, type TestServer } from '../testing/harness.js';

/** `GameOption.appliesWhen`: the setups an option applies to, as the engine declares them. */
describe('GameOption.appliesWhen', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('names the player counts and other options’ values an option applies with, and is null for the rest', async () => {
    const answer = await data(
      server.url,
      'query { game(id: "tortuga") { options { name appliesWhen { players options { name values } } } } }',
    );
    const applies = (name: string) =>
      answer.game.options.find((option: { name: string }) => option.name === name).appliesWhen;
    expect(applies('dutchSauce')).toEqual({
      players: [4, 6, 8],
      options: [{ name: 'ruleset', values: ['FR-2e'] }],
    });
    expect(applies('starCardCount')).toEqual({
      players: null,
      options: [{ name: 'noPeeking', values: [false] }],
    });
    expect(applies('ruleset')).toBeNull();
  });
});
