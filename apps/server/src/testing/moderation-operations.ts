/** The moderation operations as outside clients send them, for the integration tests. */
export const REPORT_CHAT = `mutation ($id: ID!, $category: ChatReportCategory!, $reason: String!, $inviteCode: String) {
  reportChatMessage(messageId: $id, category: $category, reason: $reason, inviteCode: $inviteCode) }`;
export const CHAT_REPORTS = `query ($first: Int, $after: String) {
  chatReports(first: $first, after: $after) {
    edges { node {
      message { id matchId channel text hidden author { handle } }
      reporterCount reasons { category text at } firstReportedAt } }
    pageInfo { hasNextPage endCursor } } }`;
export const RESOLVE_REPORT = `mutation ($id: ID!, $action: ChatReportAction!) {
  resolveChatReport(messageId: $id, action: $action) }`;
export const ME_MODERATOR = 'query { me { handle moderator } }';

export interface ReportedNode {
  message: {
    id: string;
    matchId: string;
    channel: string;
    text: string;
    hidden: boolean;
    author: { handle: string };
  };
  reporterCount: number;
  reasons: { category: string; text: string; at: string }[];
  firstReportedAt: string;
}

export interface ChatReportsPage {
  chatReports: {
    edges: { node: ReportedNode }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}
