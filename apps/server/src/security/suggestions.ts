/**
 * graphql-js's hints at the names a schema has, in each of its forms: `Did you mean "games"?`,
 * `Did you mean "game", "games", or "me"?`, `Did you mean the enum value "ACTIVE"?`. Names never
 * hold a question mark, so a hint ends at the first one.
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/**
 * A validation or input error's message without its hints, over HTTP and WebSocket alike: a client
 * that guesses names learns nothing from its mistakes (the schema is still documented and open to
 * introspection for those who read it).
 */
export function hideSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}
