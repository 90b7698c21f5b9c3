/**
 * The people operations the web app sends: follows, presence and challenges.
 * Written in `documents.graphql`; each is its generated constant, imported by name.
 */
export {
  PlayerPeopleDocument as PlayerPeopleQuery,
  FollowingDocument as FollowingQuery,
  FollowPlayerDocument as FollowPlayerMutation,
  UnfollowPlayerDocument as UnfollowPlayerMutation,
  ChallengesDocument as ChallengesQuery,
  ChallengesUpdatedDocument as ChallengesUpdatedSubscription,
  ChallengePlayerDocument as ChallengePlayerMutation,
  AcceptChallengeDocument as AcceptChallengeMutation,
  DeclineChallengeDocument as DeclineChallengeMutation,
} from '@/lib/api/generated/graphql';
