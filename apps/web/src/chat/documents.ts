/**
 * A table's chat and a tournament's: what the viewer may read, where they write, and their live
 * feeds and mutations.
 *
 * Written in `documents.graphql`; each is its generated constant, imported by name.
 */
export {
  MatchChatDocument as MatchChatQuery,
  ChatPostedDocument as ChatPostedSubscription,
  SendChatMessageDocument as SendChatMessageMutation,
  TournamentChatDocument as TournamentChatQuery,
  TournamentChatPostedDocument as TournamentChatPostedSubscription,
  SendTournamentChatMessageDocument as SendTournamentChatMessageMutation,
  ReportChatMessageDocument as ReportChatMessageMutation,
  BlockChatAuthorDocument as BlockChatAuthorMutation,
} from '@/lib/api/generated/graphql';
