import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, errorCode, signUp, startTestServer, type TestServer } from '../testing/harness.js';
import { CREATE_MATCH } from '../testing/operations.js';

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

  it('marks seat options, and refuses a seat the table does not have with INVALID_OPTIONS, opening nothing', async () => {
    const answer = await data(server.url, 'query { game(id: "port-royal") { options { name seat max } } }');
    const dealer = answer.game.options.find((option: { name: string }) => option.name === 'firstDealer');
    expect(dealer).toEqual({ name: 'firstDealer', seat: true, max: 3 });
    expect(answer.game.options.filter((option: { seat: boolean }) => option.seat)).toHaveLength(1);

    const { token } = await signUp(server.url, 'dealer');
    const seats = [{}, { bot: 'random' }, { bot: 'random' }];
    const create = (firstDealer: number) =>
      errorCode(
        server.url,
        CREATE_MATCH,
        { input: { game: 'port-royal', seats, options: { firstDealer } } },
        token,
      );
    // Seats are 0-based: at three players the last is seat 2.
    expect(await create(3)).toBe('INVALID_OPTIONS');
    const open = await data(
      server.url,
      'query { openMatches(game: "port-royal") { edges { node { id } } } }',
    );
    expect(open.openMatches.edges).toEqual([]);
    const opened = await data(
      server.url,
      'mutation ($input: CreateMatchInput!) { createMatch(input: $input) { id options } }',
      { input: { game: 'port-royal', seats, options: { firstDealer: 2 } } },
      token,
    );
    expect(opened.createMatch.options).toMatchObject({ firstDealer: 2 });
  });
});
