/** GraphQL documents the integration tests share, written as any client would. */
export const MATCH_FIELDS = `
  id status seq seedHash seed viewerSeat activeSeats legalActions result logUrl
  seats { seat open bot placement player { handle } }
  viewJson
  view { ... on CartagenaView { hand { symbol dark } seats { seat handSize atFinish } turn { seat actionsLeft } winner } }
`;

export const CREATE_MATCH = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { ${MATCH_FIELDS} } }`;
export const JOIN_MATCH = `mutation ($matchId: ID!) { joinMatch(matchId: $matchId) { ${MATCH_FIELDS} } }`;
export const START_MATCH = `mutation ($matchId: ID!) { startMatch(matchId: $matchId) { ${MATCH_FIELDS} } }`;
export const MATCH = `query ($id: ID!) { match(id: $id) { ${MATCH_FIELDS} } }`;
export const SUBMIT = `mutation ($matchId: ID!, $expectedSeq: Int!, $action: JSON!) {
  submitAction(matchId: $matchId, expectedSeq: $expectedSeq, action: $action) { seq match { ${MATCH_FIELDS} } }
}`;
export const MATCH_UPDATED = `subscription ($matchId: ID!, $sinceSeq: Int) {
  matchUpdated(matchId: $matchId, sinceSeq: $sinceSeq) {
    snapshot seq status
    missed { seq seat action events }
    entry { seq seat action events }
    match { ${MATCH_FIELDS} }
  }
}`;

export const SET_SEAT_BOT = `mutation ($matchId: ID!, $seat: Int!, $bot: String) {
  setSeatBot(matchId: $matchId, seat: $seat, bot: $bot) { status seats { seat open bot player { handle } } } }`;
export const REMOVE_FROM_SEAT = `mutation ($matchId: ID!, $seat: Int!) {
  removeFromSeat(matchId: $matchId, seat: $seat) { status seats { seat open bot player { handle } } } }`;
