import { graphql } from '@/lib/api/generated';

/**
 * A table's chat: what the viewer may read, where they write, and its live feed and mutations. The
 * page of the latest messages spells out the fields of `ChatMessageFields` rather than spreading it,
 * which the API's cost limit would price half as much again, 50 times over (`limits.test.ts`).
 */

export const ChatMessageFields = graphql(`
  fragment ChatMessageFields on ChatMessage {
    id
    channel
    text
    at
    author {
      handle
    }
  }
`);

export const MatchChatQuery = graphql(`
  query MatchChat($id: ID!) {
    match(id: $id) {
      id
      chatChannel
      chatChannels
      chat(first: 50) {
        edges {
          node {
            id
            channel
            text
            at
            author {
              handle
            }
          }
        }
      }
    }
  }
`);

export const ChatPostedSubscription = graphql(`
  subscription ChatPosted($matchId: ID!) {
    chatPosted(matchId: $matchId) {
      ...ChatMessageFields
    }
  }
`);

export const SendChatMessageMutation = graphql(`
  mutation SendChatMessage($matchId: ID!, $channel: ChatChannel!, $text: String!) {
    sendChatMessage(matchId: $matchId, channel: $channel, text: $text) {
      ...ChatMessageFields
    }
  }
`);

export const ReportChatMessageMutation = graphql(`
  mutation ReportChatMessage($messageId: ID!) {
    reportChatMessage(messageId: $messageId)
  }
`);

export const BlockChatAuthorMutation = graphql(`
  mutation BlockChatAuthor($handle: String!) {
    blockPlayer(handle: $handle)
  }
`);
