/**
 * A table's chat: what the viewer may read, where they write, and its live feed and mutations. The
 * page of the latest messages spells out the fields of `ChatMessageFields` rather than spreading it,
 * which the API's cost limit would price half as much again, 50 times over (`limits.test.ts`).
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
