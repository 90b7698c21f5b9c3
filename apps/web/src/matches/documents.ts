import { graphql } from '@/lib/api/generated';

/** A match page's operations: the match with its log, the match alone, its live feed and its mutations. */

export const MatchQuery = graphql(`
  query Match($id: ID!) {
    match(id: $id) {
      ...MatchDetailFields
      log {
        ...LogEntryFields
      }
    }
  }
`);

/** The match alone, without its log: to catch up after a reconnect. */
export const MatchStateQuery = graphql(`
  query MatchState($id: ID!) {
    match(id: $id) {
      ...MatchDetailFields
    }
  }
`);

/** A finished match's log, for its replay when the JSON-lines download cannot be read. */
export const MatchLogQuery = graphql(`
  query MatchLog($id: ID!) {
    match(id: $id) {
      id
      seq
      status
      log {
        ...LogEntryFields
      }
    }
  }
`);

export const MatchUpdatedSubscription = graphql(`
  subscription MatchUpdated($matchId: ID!, $sinceSeq: Int) {
    matchUpdated(matchId: $matchId, sinceSeq: $sinceSeq) {
      snapshot
      seq
      status
      missed {
        ...LogEntryFields
      }
      entry {
        ...LogEntryFields
      }
      match {
        ...MatchDetailFields
      }
    }
  }
`);

export const JoinMatchMutation = graphql(`
  mutation JoinMatch($matchId: ID!, $seat: Int) {
    joinMatch(matchId: $matchId, seat: $seat) {
      ...MatchDetailFields
    }
  }
`);

export const LeaveMatchMutation = graphql(`
  mutation LeaveMatch($matchId: ID!) {
    leaveMatch(matchId: $matchId) {
      ...MatchDetailFields
    }
  }
`);

export const CreateMatchMutation = graphql(`
  mutation CreateMatch($input: CreateMatchInput!) {
    createMatch(input: $input) {
      id
    }
  }
`);

export const OfferRematchMutation = graphql(`
  mutation OfferRematch($matchId: ID!) {
    offerRematch(matchId: $matchId) {
      ...MatchDetailFields
    }
  }
`);

export const AcceptRematchMutation = graphql(`
  mutation AcceptRematch($matchId: ID!) {
    acceptRematch(matchId: $matchId) {
      ...MatchDetailFields
    }
  }
`);

export const StartMatchMutation = graphql(`
  mutation StartMatch($matchId: ID!) {
    startMatch(matchId: $matchId) {
      ...MatchDetailFields
    }
  }
`);

export const SubmitActionMutation = graphql(`
  mutation SubmitAction($matchId: ID!, $expectedSeq: Int!, $action: JSON!) {
    submitAction(matchId: $matchId, expectedSeq: $expectedSeq, action: $action) {
      seq
    }
  }
`);

export const VoteOnAbsenceMutation = graphql(`
  mutation VoteOnAbsence($matchId: ID!, $seat: Int!, $choice: AbsenceChoice!) {
    voteOnAbsence(matchId: $matchId, seat: $seat, choice: $choice) {
      ...MatchDetailFields
    }
  }
`);

export const ResignMatchMutation = graphql(`
  mutation ResignMatch($matchId: ID!) {
    resignMatch(matchId: $matchId) {
      ...MatchDetailFields
    }
  }
`);
