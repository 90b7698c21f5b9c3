/**
 * A match page's operations: the match with its log, the match alone, its live feed and its mutations.
 * Written in `documents.graphql`; each is its generated constant, imported by name.
 */
export {
  MatchDocument as MatchQuery,
  MatchStateDocument as MatchStateQuery,
  MatchLogDocument as MatchLogQuery,
  MatchUpdatedDocument as MatchUpdatedSubscription,
  JoinMatchDocument as JoinMatchMutation,
  LeaveMatchDocument as LeaveMatchMutation,
  CreateMatchDocument as CreateMatchMutation,
  OfferRematchDocument as OfferRematchMutation,
  AcceptRematchDocument as AcceptRematchMutation,
  StartMatchDocument as StartMatchMutation,
  SubmitActionDocument as SubmitActionMutation,
  VoteOnAbsenceDocument as VoteOnAbsenceMutation,
  ResignMatchDocument as ResignMatchMutation,
  ReclaimSeatDocument as ReclaimSeatMutation,
} from '@/lib/api/generated/graphql';
