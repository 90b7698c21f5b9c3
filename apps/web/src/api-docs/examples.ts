/**
 * What GraphiQL opens with on the API page (a test checks it against the schema), under a comment in
 * the reader's language (`apiDocs.explorer.comment`).
 */
export const EXAMPLE_QUERY = `query Lobby {
  me { handle }
  games { id name minPlayers maxPlayers botLevels { level } }
  openMatches(first: 10) {
    edges { node { id game { name } seats { seat open bot player { handle } } } }
    pageInfo { hasNextPage endCursor }
  }
}
`;

/** The example with `comment` above it, each of its lines a GraphQL comment. */
export function exampleQuery(comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`);
  return `${lines.join('\n')}\n${EXAMPLE_QUERY}`;
}
