import { games, Random } from '@brethren/engine';
import { getNamedType, isLeafType, isObjectType, isUnionType, type GraphQLNamedType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../schema.js';
import { data, signUp, startTestServer, type TestServer } from '../testing/harness.js';
import { CREATE_MATCH, SUBMIT } from '../testing/operations.js';

/** Every field of a type, recursively: the whole typed view, as a client could ask for it. */
function selectAll(type: GraphQLNamedType): string {
  if (isUnionType(type))
    return `{ __typename ${type
      .getTypes()
      .map((member) => `... on ${member.name} ${selectAll(member)}`)
      .join(' ')} }`;
  if (!isObjectType(type)) return '';
  const fields = Object.values(type.getFields()).map((field) => {
    const named = getNamedType(field.type);
    return isLeafType(named) ? field.name : `${field.name} ${selectAll(named)}`;
  });
  return `{ ${fields.join(' ')} }`;
}

const schema = buildSchema();
/** One game's typed view in full (union members' fields may clash by name, so one member a query). */
const viewQuery = (typeName: string) =>
  `query ($id: ID!) { match(id: $id) { seq status activeSeats legalActions viewJson view { __typename ... on ${typeName} ${selectAll(schema.getType(typeName)!)} } } }`;

function withoutTypename(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTypename);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== '__typename')
        .map(([key, inner]) => [key, withoutTypename(inner)]),
    );
  }
  return value;
}

describe('typed views', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ botDelayMs: 0 });
  });
  afterAll(async () => {
    await server.close();
  });

  for (const game of Object.values(games)) {
    it(`${game.name}: the typed view carries exactly what the engine's view does, all through a match`, async () => {
      const { token } = await signUp(server.url, `views-${game.id}`);
      const seats = [{}, ...Array.from({ length: game.minPlayers - 1 }, () => ({ bot: 'random' }))];
      const created = await data(server.url, CREATE_MATCH, { input: { game: game.id, seats } }, token);
      const matchId = created.createMatch.id;
      await data(
        server.url,
        'mutation ($matchId: ID!) { startMatch(matchId: $matchId) { id } }',
        { matchId },
        token,
      );
      const random = Random.fromSeed(game.id);
      const { match: first } = await data(
        server.url,
        'query ($id: ID!) { match(id: $id) { view { __typename } } }',
        { id: matchId },
        token,
      );
      const query = viewQuery(first.view.__typename);
      let checked = 0;
      for (let step = 0; step < 150; step++) {
        const { match } = await data(server.url, query, { id: matchId }, token);
        expect(withoutTypename(match.view)).toEqual(match.viewJson);
        checked++;
        if (match.status !== 'ACTIVE') break;
        if (match.legalActions.length === 0) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          continue;
        }
        await data(
          server.url,
          SUBMIT,
          { matchId, expectedSeq: match.seq, action: random.pick(match.legalActions) },
          token,
        ).catch((error: Error) => {
          // A bot may have moved since we looked, and may have ended the match (in Tortuga's votes
          // the bots act beside us): only a stale seq or a match over is acceptable.
          if (!/STALE_SEQ|MATCH_OVER/.test(error.message)) throw error;
        });
      }
      expect(checked).toBeGreaterThan(10);
    });
  }
});
