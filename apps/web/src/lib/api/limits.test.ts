import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
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

/** Every operation codegen wrote, each as the text the app sends. */
const operations = Object.entries(generated as Record<string, unknown>)
  .filter(([name, document]) => name.endsWith('Document') && document instanceof String)
  .map(([name, document]) => [name, String(document)] as const);

describe('the operations the web app sends', () => {
  const schema = apiSchema();
  const rules = createArmor().protect().validationRules ?? [];

  it('are all checked', () => {
    expect(operations.map(([name]) => name)).toEqual(
      expect.arrayContaining(['MatchDocument', 'HistoryDocument', 'LadderDocument', 'SubmitActionDocument']),
    );
  });

  it.each(operations)('%s stays within the API’s limits on cost, depth and size', (_name, text) => {
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
