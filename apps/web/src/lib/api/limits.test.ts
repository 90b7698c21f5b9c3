import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  specifiedRules,
  typeFromAST,
  validate,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_QUERY } from '@/api-docs/examples';
import * as generated from './generated/graphql';
// The API's own limits on a document (depth, aliases, tokens; cost and items, measured with the
// operation's variables), as the server applies them.
import { createArmor, MAX_TOKENS } from '../../../../server/src/security/armor';
import { documentCost } from '../../../../server/src/security/document-cost';
import { checkDocumentLimits } from '../../../../server/src/security/document-limits';

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

/**
 * Values for an operation's variables, of their types: none of the app's operations sizes a list
 * with a variable, so any values price it as the app sends it.
 */
function sampleVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
  const sample = (type: GraphQLInputType): unknown => {
    if (isNonNullType(type)) return sample(type.ofType);
    if (isListType(type)) return [sample(type.ofType)];
    if (isEnumType(type)) return type.getValues()[0]?.value;
    if (isInputObjectType(type))
      return Object.fromEntries(
        Object.values(type.getFields())
          .filter((field) => isNonNullType(field.type))
          .map((field) => [field.name, sample(field.type)]),
      );
    return (
      ({ Int: 1, Float: 1, Boolean: true, JSON: {}, DateTime: new Date(0).toISOString() } as const)[
        type.name as 'Int'
      ] ?? 'x'
    );
  };
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      sample(typeFromAST(schema, definition.type as never) as GraphQLInputType),
    ]),
  );
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

  const measure = documentCost(schema);

  it.each(operations)('%s stays within the API’s limits on cost, depth and size', (_name, text) => {
    const parsed = parse(text, { maxTokens: MAX_TOKENS });
    expect(validate(schema, parsed, rules as never).map((error) => error.message)).toEqual([]);
    const operation = parsed.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    if (!operation) throw new Error('no operation');
    const measured = measure(parsed, operation, sampleVariables(schema, operation));
    expect(measured.cost).toBeGreaterThan(0);
    expect(() => checkDocumentLimits(measured)).not.toThrow();
  });

  it('GraphiQL’s example query is valid and within the limits too', () => {
    // The operations above are checked against the schema by codegen; this one is checked here.
    const parsed = parse(EXAMPLE_QUERY, { maxTokens: MAX_TOKENS });
    expect(
      validate(schema, parsed, [...specifiedRules, ...(rules as never[])]).map((error) => error.message),
    ).toEqual([]);
    const operation = parsed.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    if (!operation) throw new Error('no operation');
    expect(() => checkDocumentLimits(measure(parsed, operation, {}))).not.toThrow();
  });
});
