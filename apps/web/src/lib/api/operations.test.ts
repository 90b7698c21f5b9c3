import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as operations from './operations';

/** The API's schema, read from the server's SDL files: the contract these documents must keep. */
function apiSchema() {
  const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../server/schema');
  const sdl = readdirSync(folder)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(path.join(folder, name), 'utf8'))
    .join('\n');
  return buildSchema(sdl);
}

describe('the GraphQL documents the web app sends', () => {
  const schema = apiSchema();
  const documents = Object.entries(operations as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );

  it('are all checked', () => {
    expect(documents.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'MATCH',
        'RANKED_QUEUES',
        'JOIN_QUEUE',
        'LADDER',
        'PLAYER_PROFILE',
        'GAME_STATS',
      ]),
    );
  });

  it.each(documents)('%s is valid against the API schema', (_name, document) => {
    expect(validate(schema, parse(document)).map((error) => error.message)).toEqual([]);
  });
});
