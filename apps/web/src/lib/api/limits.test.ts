import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, print, specifiedRules, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_QUERY } from '@/api-docs/examples';
import * as generated from './generated/graphql';
// The API's own limits on a document (cost, depth, aliases, tokens), as the server applies them.
import { createArmor, MAX_TOKENS } from '../../../../server/src/security/armor';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../server');

function apiSchema() {
  const folder = path.join(server, 'schema');
  const sdl = readdirSync(folder)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(path.join(folder, name), 'utf8'))
    .join('\n');
  return buildSchema(sdl);
}

const operations = Object.entries(generated as Record<string, unknown>).filter(
  (entry): entry is [string, DocumentNode] =>
    entry[0].endsWith('Document') &&
    !entry[0].endsWith('FragmentDoc') &&
    typeof entry[1] === 'object' &&
    entry[1] !== null &&
    (entry[1] as DocumentNode).kind === 'Document',
);

describe('the operations the web app sends', () => {
  const schema = apiSchema();
  const rules = createArmor().protect().validationRules ?? [];

  it('are all checked', () => {
    expect(operations.map(([name]) => name)).toEqual(
      expect.arrayContaining(['MatchDocument', 'HistoryDocument', 'LadderDocument', 'SubmitActionDocument']),
    );
  });

  it.each(operations)('%s stays within the API’s limits on cost, depth and size', (_name, document) => {
    const text = print(document);
    const parsed = parse(text, { maxTokens: MAX_TOKENS });
    expect(validate(schema, parsed, rules as never).map((error) => error.message)).toEqual([]);
  });

  it('GraphiQL’s example query is valid and within the limits too', () => {
    // The operations above are checked against the schema by codegen; this one is checked here.
    const parsed = parse(EXAMPLE_QUERY, { maxTokens: MAX_TOKENS });
    expect(
      validate(schema, parsed, [...specifiedRules, ...(rules as never[])]).map((error) => error.message),
    ).toEqual([]);
  });
});
