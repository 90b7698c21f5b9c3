/** GraphQL documents the tournament tests share, written as any client would. */
export const TOURNAMENT_FIELDS = `
  id name status format currentRound rounds durationMinutes endsAt roundHours nextRoundAt recurring
  playersPerTable playerCount startedAt
  joined paused present inviteCode visibility
  standings { rank player { handle } points buchholz medianBuchholz headToHead played byes wins streak onFire withdrawn }
  pairings { round finishedAt tables { table bye players { handle } match { id status } } }
`;

export const CREATE_TOURNAMENT = `mutation ($input: CreateTournamentInput!) {
  createTournament(input: $input) { ${TOURNAMENT_FIELDS} } }`;
export const JOIN_TOURNAMENT = `mutation ($id: ID!, $inviteCode: String) {
  joinTournament(id: $id, inviteCode: $inviteCode) { ${TOURNAMENT_FIELDS} } }`;
export const LEAVE_TOURNAMENT = `mutation ($id: ID!) { leaveTournament(id: $id) { ${TOURNAMENT_FIELDS} } }`;
export const PAUSE_TOURNAMENT = `mutation ($id: ID!) { pauseTournament(id: $id) { ${TOURNAMENT_FIELDS} } }`;
export const RESUME_TOURNAMENT = `mutation ($id: ID!) { resumeTournament(id: $id) { ${TOURNAMENT_FIELDS} } }`;
export const START_TOURNAMENT = `mutation ($id: ID!) { startTournament(id: $id) { ${TOURNAMENT_FIELDS} } }`;
export const TOURNAMENT = `query ($id: ID!, $inviteCode: String) {
  tournament(id: $id, inviteCode: $inviteCode) { ${TOURNAMENT_FIELDS} } }`;
export const TOURNAMENTS = `query ($status: TournamentStatus, $game: String, $first: Int, $after: String) {
  tournaments(status: $status, game: $game, first: $first, after: $after) {
    edges { cursor node { id name status } } pageInfo { hasNextPage endCursor } } }`;
/** A tournament's page as a program holds it open: what it needs to be present in an arena's pool. */
export const TOURNAMENT_WATCHED = `subscription ($id: ID!) { tournamentUpdated(id: $id) { id status } }`;
