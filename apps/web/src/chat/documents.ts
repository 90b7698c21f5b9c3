/**
 * A table's chat: what the viewer may read, where they write, and its live feed and mutations.
 *
 * Written in `documents.graphql`; each is its generated constant, imported by name.
 */
export {
  MatchChatDocument as MatchChatQuery,
  ChatPostedDocument as ChatPostedSubscription,
  SendChatMessageDocument as SendChatMessageMutation,
  ReportChatMessageDocument as ReportChatMessageMutation,
  BlockChatAuthorDocument as BlockChatAuthorMutation,
} from '@/lib/api/generated/graphql';
