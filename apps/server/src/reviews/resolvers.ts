import { requireViewer } from '../context.js';
import type { Resolvers } from '../generated/graphql.js';

export const reviewResolvers: Resolvers = {
  Mutation: {
    requestReview: (_root, { matchId, seat }, context) =>
      context.services.reviews.request(requireViewer(context), matchId, seat),
  },
  Subscription: {
    reviewUpdated: {
      subscribe: (_root, { matchId, seat }, context) => context.services.reviews.subscribe(matchId, seat),
      resolve: (review: unknown) => review as never,
    },
  },
  Match: {
    review: (match, { seat }, context) => context.services.reviews.find(match.record.id, seat),
  },
  MatchReview: {
    progress: (review) =>
      review.status === 'DONE' ? 1 : review.total ? Math.min(1, review.decisions.length / review.total) : 0,
    decisions: (review) => [...review.decisions],
    summary: (review, _args, context) => context.services.engine.reviewSummary(review.decisions),
  },
};
