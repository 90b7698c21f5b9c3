/**
 * The moderation page's operations (and the header's question whether to link it).
 * Written in `documents.graphql`; each is its generated constant, imported by name.
 */
export {
  ModeratorDocument as ModeratorQuery,
  ChatReportsDocument as ChatReportsQuery,
  ResolveChatReportDocument as ResolveChatReportMutation,
} from '@/lib/api/generated/graphql';
