/** What GraphiQL opens with on the API page (a test checks it against the schema). */
export const EXAMPLE_QUERY = `# Welcome aboard. Press the ▶ button (or Ctrl-Enter) to run.
query Lobby {
  me { handle }
  games { id name minPlayers maxPlayers botLevels { level } }
  openMatches(first: 10) {
    edges { node { id game { name } seats { seat open bot player { handle } } } }
    pageInfo { hasNextPage endCursor }
  }
}
`;
