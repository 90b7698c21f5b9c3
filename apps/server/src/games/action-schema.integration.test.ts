import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, errorCode, gql, signUp, startTestServer, type TestServer } from '../testing/harness.js';

/**
 * `Game.actionSchema` checked the way an outside client would use it: with an independent JSON
 * Schema validator (Ajv, draft 2020-12, strict), not with the engine's own zod schemas. Every legal
 * action the API offers during real matches must match it, and malformed ones must not.
 */

const MATCH = `query ($id: ID!) { match(id: $id) { status seq viewerSeat activeSeats legalActions } }`;
const SUBMIT = `mutation ($matchId: ID!, $expectedSeq: Int!, $action: JSON!) {
  submitAction(matchId: $matchId, expectedSeq: $expectedSeq, action: $action) { seq }
}`;

interface Variant {
  properties: { type: { const: string } } & Record<string, { description?: string }>;
  description?: string;
}

describe('Game.actionSchema', () => {
  let server: TestServer;
  let games: { id: string; minPlayers: number; maxPlayers: number; actionSchema: { oneOf: Variant[] } }[];
  const validators = new Map<string, ValidateFunction>();

  beforeAll(async () => {
    server = await startTestServer();
    const answer = await data(server.url, 'query { games { id minPlayers maxPlayers actionSchema } }');
    games = answer.games;
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    for (const game of games) validators.set(game.id, ajv.compile(game.actionSchema));
  });
  afterAll(async () => {
    await server.close();
  });

  it('is published for every game: one described variant per action type', () => {
    expect(games.map((game) => game.id).sort()).toEqual([
      'cartagena',
      'pirates-cove',
      'port-royal',
      'tortuga',
    ]);
    for (const game of games) {
      const types = game.actionSchema.oneOf.map((variant) => variant.properties.type.const);
      expect(new Set(types).size).toBe(types.length);
      for (const variant of game.actionSchema.oneOf) expect(variant.description).toBeTruthy();
    }
  });

  /**
   * Plays `game` with one person (seat 0) and heuristic bots, through the API, checking every legal
   * action offered at each of the person's decisions; stops at the end or after `decisions`.
   */
  async function playChecking(
    game: string,
    decisions: number,
    pick: (count: number, step: number) => number,
  ) {
    const info = games.find((entry) => entry.id === game)!;
    const validate = validators.get(game)!;
    const player = await signUp(server.url, `schema-${game}`);
    const players = Math.min(Math.max(info.minPlayers, 2), info.maxPlayers);
    const created = await data(
      server.url,
      'mutation ($input: CreateMatchInput!) { createMatch(input: $input) { id } }',
      { input: { game, seats: [{}, ...Array.from({ length: players - 1 }, () => ({ bot: 'heuristic' }))] } },
      player.token,
    );
    const matchId: string = created.createMatch.id;
    await data(
      server.url,
      'mutation ($id: ID!) { startMatch(matchId: $id) { id } }',
      { id: matchId },
      player.token,
    );
    let checked = 0;
    let made = 0;
    const types = new Set<string>();
    for (let polls = 0; polls < 20_000 && made < decisions; polls++) {
      const { match } = await data(server.url, MATCH, { id: matchId }, player.token);
      if (match.status !== 'ACTIVE') return { checked, types, status: match.status as string };
      if (match.legalActions.length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        continue;
      }
      for (const action of match.legalActions) {
        const valid = validate(action);
        expect(valid, `${JSON.stringify(action)}: ${JSON.stringify(validate.errors)}`).toBe(true);
        checked++;
        types.add((action as { type: string }).type);
      }
      const action = match.legalActions[pick(match.legalActions.length, made)];
      const sent = await gql(server.url, SUBMIT, { matchId, expectedSeq: match.seq, action }, player.token);
      // A bot may have moved in between (simultaneous choices): look again.
      if (sent.errors?.[0]?.extensions?.code === 'STALE_SEQ') continue;
      expect(sent.errors).toBeUndefined();
      made++;
    }
    return { checked, types, status: 'ACTIVE', matchId };
  }

  it('matches every legal action of a whole Cartagena match', async () => {
    const played = await playChecking('cartagena', 5000, () => 0);
    expect(played.status).toBe('FINISHED');
    expect(played.checked).toBeGreaterThan(100);
    expect([...played.types]).toEqual(expect.arrayContaining(['playCard', 'moveBack']));
  });

  it.each(['port-royal', 'tortuga', 'pirates-cove'])(
    'matches every legal action offered in %s (60 decisions or the end)',
    async (game) => {
      const played = await playChecking(game, 60, (count, step) => (step * 7) % count);
      expect(played.checked).toBeGreaterThan(60);
      expect(played.types.size).toBeGreaterThan(1);
    },
  );

  it('refuses malformed actions, as submitAction does', async () => {
    const validate = validators.get('cartagena')!;
    const card = { symbol: 'parrot', dark: false };
    expect(validate({ type: 'playCard', card, from: 'start' })).toBe(true);
    expect(validate({ type: 'playCard', card })).toBe(false);
    expect(validate({ type: 'playCard', card: { symbol: 'cutlass' }, from: 'start' })).toBe(false);
    expect(validate({ type: 'playCard', card, from: 'start', extra: 1 })).toBe(false);
    expect(validate({ type: 'teleport' })).toBe(false);
    expect(validate('endTurn')).toBe(false);

    const player = await signUp(server.url, 'schema-malformed');
    const created = await data(
      server.url,
      'mutation { createMatch(input: { game: "cartagena", seats: [{}, { bot: "heuristic" }] }) { id } }',
      {},
      player.token,
    );
    const matchId = created.createMatch.id;
    await data(
      server.url,
      'mutation ($id: ID!) { startMatch(matchId: $id) { id } }',
      { id: matchId },
      player.token,
    );
    // Ask when it is the person's turn, so the seq stays put (the bot may begin).
    let match = (await data(server.url, MATCH, { id: matchId }, player.token)).match;
    while (match.legalActions.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      match = (await data(server.url, MATCH, { id: matchId }, player.token)).match;
    }
    for (const action of [{ type: 'playCard', card }, { type: 'teleport' }]) {
      expect(validate(action)).toBe(false);
      expect(
        await errorCode(server.url, SUBMIT, { matchId, expectedSeq: match.seq, action }, player.token),
      ).toBe('MALFORMED_ACTION');
    }
  });
});
