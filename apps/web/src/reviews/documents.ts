/**
 * The post-game review's operations: a seat's review, its live feed, and the request. Written in
 * `documents.graphql`; each is its generated constant, imported by name.
 */
export {
  MatchReviewDocument as MatchReviewQuery,
  ReviewUpdatedDocument as ReviewUpdatedSubscription,
  RequestReviewDocument as RequestReviewMutation,
} from '@/lib/api/generated/graphql';
export type { MatchReviewFieldsFragment as MatchReview, ReviewLabel } from '@/lib/api/generated/graphql';
