import { graphql } from '@/lib/api/generated';

/** The people operations the web app sends: follows, presence and challenges. */

export const PresenceFields = graphql(`
  fragment PresenceFields on Player {
    handle
    online
    playingNow {
      id
      game {
        id
        name
      }
    }
  }
`);

export const ChallengeFields = graphql(`
  fragment ChallengeFields on Challenge {
    received
    createdAt
    challenger {
      handle
    }
    challenged {
      handle
    }
    match {
      id
      status
      playerCount
      game {
        id
        name
      }
    }
  }
`);

export const PlayerPeopleQuery = graphql(`
  query PlayerPeople($handle: String!) {
    player(handle: $handle) {
      player {
        ...PresenceFields
        followedByMe
        followers
      }
    }
  }
`);

export const FollowingQuery = graphql(`
  query Following {
    me {
      following {
        ...PresenceFields
      }
    }
  }
`);

export const FollowPlayerMutation = graphql(`
  mutation FollowPlayer($handle: String!) {
    followPlayer(handle: $handle) {
      handle
      followedByMe
      followers
    }
  }
`);

export const UnfollowPlayerMutation = graphql(`
  mutation UnfollowPlayer($handle: String!) {
    unfollowPlayer(handle: $handle) {
      handle
      followedByMe
      followers
    }
  }
`);

export const ChallengesQuery = graphql(`
  query Challenges {
    challenges {
      ...ChallengeFields
    }
  }
`);

export const ChallengesUpdatedSubscription = graphql(`
  subscription ChallengesUpdated {
    challengesUpdated {
      ...ChallengeFields
    }
  }
`);

export const ChallengePlayerMutation = graphql(`
  mutation ChallengePlayer($handle: String!, $input: CreateMatchInput!) {
    challengePlayer(handle: $handle, input: $input) {
      ...ChallengeFields
    }
  }
`);

export const AcceptChallengeMutation = graphql(`
  mutation AcceptChallenge($matchId: ID!) {
    acceptChallenge(matchId: $matchId) {
      ...MatchDetailFields
    }
  }
`);

export const DeclineChallengeMutation = graphql(`
  mutation DeclineChallenge($matchId: ID!) {
    declineChallenge(matchId: $matchId) {
      id
      status
    }
  }
`);
