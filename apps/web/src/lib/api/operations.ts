/** Every GraphQL document the web app sends: the public API, exactly as an outside client uses it. */

export const SIGN_UP = `mutation SignUp($handle: String!, $password: String!) {
  signUp(handle: $handle, password: $password) { token user { id handle } }
}`;

export const SIGN_IN = `mutation SignIn($handle: String!, $password: String!) {
  signIn(handle: $handle, password: $password) { token user { id handle } }
}`;

export const SIGN_OUT = `mutation SignOut { signOut }`;

export const ME_AND_TOKENS = `query Account {
  me { id handle createdAt }
  apiTokens { id name createdAt lastUsedAt }
}`;

export const CREATE_API_TOKEN = `mutation CreateApiToken($name: String!) {
  createApiToken(name: $name) { token apiToken { id name createdAt lastUsedAt } }
}`;

export const REVOKE_API_TOKEN = `mutation RevokeApiToken($id: ID!) { revokeApiToken(id: $id) }`;

export const GAMES = `query Games {
  games {
    id name minPlayers maxPlayers
    options { name description kind default choices min max }
    botLevels { level description }
  }
}`;

const SUMMARY_FIELDS = `
  id status visibility playerCount createdAt startedAt finishedAt options result
  game { id name }
  createdBy { handle }
  ranked
  seats { seat open bot placement score forfeited ratingBefore ratingAfter player { handle } }
`;

export const LOBBY = `query Lobby {
  openMatches { ${SUMMARY_FIELDS} }
  liveMatches { ${SUMMARY_FIELDS} }
}`;

export const LOBBY_UPDATED = `subscription LobbyUpdated {
  lobbyUpdated { kind match { ${SUMMARY_FIELDS} } }
}`;

export const HISTORY = `query History($player: String!, $after: String) {
  matches(filter: { player: $player }, first: 20, after: $after) {
    edges { cursor node { ${SUMMARY_FIELDS} } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const DETAIL_FIELDS = `
  ${SUMMARY_FIELDS}
  game { id name minPlayers maxPlayers }
  seq seedHash seed viewerSeat activeSeats legalActions logUrl viewJson
  clocks { seat bankMs deadline leftMs timeouts }
`;

const LOG_FIELDS = `seq seat action events at`;

export const MATCH = `query Match($id: ID!) {
  match(id: $id) { ${DETAIL_FIELDS} log { ${LOG_FIELDS} } }
}`;

/** The match alone, without its log: to catch up after a reconnect. */
export const MATCH_STATE = `query MatchState($id: ID!) {
  match(id: $id) { ${DETAIL_FIELDS} }
}`;

export const MATCH_LOG = `query MatchLog($id: ID!) {
  match(id: $id) { id seq status log { ${LOG_FIELDS} } }
}`;

export const MATCH_UPDATED = `subscription MatchUpdated($matchId: ID!, $sinceSeq: Int) {
  matchUpdated(matchId: $matchId, sinceSeq: $sinceSeq) {
    seq status
    entry { ${LOG_FIELDS} }
    match { ${DETAIL_FIELDS} }
  }
}`;

export const CREATE_MATCH = `mutation CreateMatch($input: CreateMatchInput!) {
  createMatch(input: $input) { id }
}`;

export const JOIN_MATCH = `mutation JoinMatch($matchId: ID!, $seat: Int) {
  joinMatch(matchId: $matchId, seat: $seat) { ${DETAIL_FIELDS} }
}`;

export const LEAVE_MATCH = `mutation LeaveMatch($matchId: ID!) {
  leaveMatch(matchId: $matchId) { ${DETAIL_FIELDS} }
}`;

export const START_MATCH = `mutation StartMatch($matchId: ID!) {
  startMatch(matchId: $matchId) { ${DETAIL_FIELDS} }
}`;

export const SUBMIT_ACTION = `mutation SubmitAction($matchId: ID!, $expectedSeq: Int!, $action: JSON!) {
  submitAction(matchId: $matchId, expectedSeq: $expectedSeq, action: $action) {
    seq
    match { ${DETAIL_FIELDS} }
  }
}`;

// ——— Ranked play ———

export const RANKED_QUEUES = `query RankedQueues {
  rankedQueues {
    game { id name minPlayers maxPlayers }
    playerCounts perDecisionSeconds bankSeconds playersWaiting
    presets { name description options }
  }
}`;

const TICKET_FIELDS = `
  id playerCounts preset status waitedSeconds playersWaiting estimatedWaitSeconds
  game { id name }
  match { id status viewerSeat seats { seat forfeited } }
`;

export const QUEUE_TICKET = `query QueueTicket { queueTicket { ${TICKET_FIELDS} } }`;

export const QUEUE_UPDATED = `subscription QueueUpdated { queueUpdated { ${TICKET_FIELDS} } }`;

export const JOIN_QUEUE = `mutation JoinQueue($game: ID!, $playerCounts: [Int!]!, $preset: String) {
  joinQueue(game: $game, playerCounts: $playerCounts, preset: $preset) { ${TICKET_FIELDS} }
}`;

export const LEAVE_QUEUE = `mutation LeaveQueue { leaveQueue }`;

export const RESIGN_MATCH = `mutation ResignMatch($matchId: ID!) {
  resignMatch(matchId: $matchId) { ${DETAIL_FIELDS} }
}`;

export const BLOCK_PLAYER = `mutation BlockPlayer($handle: String!) { blockPlayer(handle: $handle) }`;

export const UNBLOCK_PLAYER = `mutation UnblockPlayer($handle: String!) { unblockPlayer(handle: $handle) }`;

const WIN_RATE_FIELDS = `key games wins rate`;

/** A game's ladder page, with the games to switch to. */
export const LADDER = `query Ladder($game: ID!, $first: Int, $after: String) {
  games { id name }
  ladder(game: $game, first: $first, after: $after) {
    edges { cursor node { rank rating games wins provisional player { id handle } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

export const PLAYER_PROFILE = `query PlayerProfile($handle: String!) {
  player(handle: $handle) {
    player { id handle }
    ratings {
      game { id name }
      rating games wins provisional rank
      history { at rating matchId }
      winRateBySeat { ${WIN_RATE_FIELDS} }
      winRateByPlayerCount { ${WIN_RATE_FIELDS} }
      winRateByTeam { ${WIN_RATE_FIELDS} }
    }
  }
}`;

/** A game's statistics, with the games to switch to. */
export const GAME_STATS = `query GameStats($game: ID!) {
  games { id name }
  gameStats(game: $game) {
    game { id name }
    matchesPlayed averageActions averageDurationSeconds
    seatWinRates { ${WIN_RATE_FIELDS} }
    teamWinRates { ${WIN_RATE_FIELDS} }
  }
}`;
