/** The chat's operations as outside clients send them, for the integration tests. */
const MESSAGE_FIELDS = 'id matchId channel text at hidden author { handle }';

export const SEND_CHAT = `mutation ($matchId: ID!, $channel: ChatChannel!, $text: String!) {
  sendChatMessage(matchId: $matchId, channel: $channel, text: $text) { ${MESSAGE_FIELDS} } }`;
export const MATCH_CHAT = `query ($id: ID!, $channel: ChatChannel, $first: Int, $after: String) {
  match(id: $id) { chatChannels chatChannel chat(channel: $channel, first: $first, after: $after) {
    edges { node { ${MESSAGE_FIELDS} } } pageInfo { hasNextPage endCursor } } } }`;
export const CHAT_POSTED = `subscription ($matchId: ID!) { chatPosted(matchId: $matchId) { ${MESSAGE_FIELDS} } }`;
export const RESIGN = 'mutation ($matchId: ID!) { resignMatch(matchId: $matchId) { id } }';

export interface Posted {
  chatPosted: { id: string; channel: string; text: string; hidden: boolean; author: { handle: string } };
}
