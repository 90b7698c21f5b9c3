import { ApolloArmor } from '@escape.tech/graphql-armor';

/** Most tokens a document may have; the web app's largest query is under a thousand. */
export const MAX_TOKENS = 4000;

/**
 * Limits on what one GraphQL document may ask: depth, aliases, directives and tokens. The same
 * rules guard HTTP (through Apollo) and WebSocket documents. Two of graphql-armor's protections are
 * ours instead, as theirs would guard HTTP alone or miss what matters: the cost, which needs the
 * variables (document-cost.ts, document-limits.ts), and the field suggestions, hidden by the one
 * error formatter both transports share (suggestions.ts).
 */
export function createArmor() {
  return new ApolloArmor({
    // Deep enough for GraphiQL's introspection query (21 levels), which counts too: the schema's
    // own types nest far less, so only introspection could go deeper.
    maxDepth: { n: 25, ignoreIntrospection: false },
    costLimit: { enabled: false },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    // Token limits belong to the parser (`MAX_TOKENS`), so a huge document fails as a parse error.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
}
