import { requireViewer } from '../context.js';
import { DomainError } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';

export const peopleResolvers: Resolvers = {
  Query: {
    challenges: (_root, _args, context) => context.services.challenges.pending(context.viewer),
  },
  Mutation: {
    followPlayer: (_root, { handle }, context) =>
      context.services.people.follow(requireViewer(context), handle),
    unfollowPlayer: (_root, { handle }, context) =>
      context.services.people.unfollow(requireViewer(context), handle),
    challengePlayer: (_root, { handle, input }, context) =>
      context.services.challenges.challenge(requireViewer(context), handle, input),
    acceptChallenge: (_root, { matchId }, context) =>
      context.services.challenges.accept(requireViewer(context), matchId),
    declineChallenge: (_root, { matchId }, context) =>
      context.services.challenges.decline(requireViewer(context), matchId),
  },
  Subscription: {
    challengesUpdated: {
      subscribe: (_root, _args, context) => context.services.challenges.subscribe(requireViewer(context)),
      resolve: (challenges: unknown) => challenges as never,
    },
  },
  Player: {
    online: (player, _args, context) => context.services.people.online(context.viewer, player),
    playingNow: (player, _args, context) => context.services.people.playingNow(context.viewer, player),
    followedByMe: (player, _args, context) => context.services.people.followedBy(context.viewer, player),
    followers: (player, _args, context) => context.services.people.followerCount(player),
  },
  User: {
    following: (user, _args, context) => context.services.people.following(user.id),
  },
  Challenge: {
    match: async (challenge, _args, context) => {
      const match = await context.services.matches.reader.get(challenge.matchId);
      if (!match) throw new DomainError('NOT_FOUND', `no match "${challenge.matchId}"`);
      return match;
    },
    received: (challenge, _args, context) => context.viewer?.id === challenge.challenged.id,
  },
  Match: {
    challenged: (match) =>
      match.record.seats.find((seat) => seat.userId !== null && seat.userId === match.record.challengedId)
        ?.user ?? null,
  },
};
