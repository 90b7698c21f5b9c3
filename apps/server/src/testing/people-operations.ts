import { data } from './harness.js';

/** The people operations (follows, presence, challenges) as outside clients send them, for the integration tests. */
const PLAYER_FIELDS = 'handle online followedByMe followers playingNow { id visibility }';

export const FOLLOW = `mutation ($handle: String!) { followPlayer(handle: $handle) { ${PLAYER_FIELDS} } }`;
export const UNFOLLOW = `mutation ($handle: String!) { unfollowPlayer(handle: $handle) { ${PLAYER_FIELDS} } }`;
export const PLAYER = `query ($handle: String!) { player(handle: $handle) { player { ${PLAYER_FIELDS} } } }`;
export const FOLLOWING = `query { me { following { ${PLAYER_FIELDS} } } }`;
export const BLOCK = 'mutation ($handle: String!) { blockPlayer(handle: $handle) }';

const CHALLENGE_FIELDS = `received createdAt challenger { handle } challenged { handle }
  match { id status visibility challenged { handle } seats { seat ready player { handle } } }`;

export const CHALLENGE = `mutation ($handle: String!, $input: CreateMatchInput!) {
  challengePlayer(handle: $handle, input: $input) { ${CHALLENGE_FIELDS} } }`;
export const CHALLENGES = `query { challenges { ${CHALLENGE_FIELDS} } }`;
export const CHALLENGES_UPDATED = `subscription { challengesUpdated { ${CHALLENGE_FIELDS} } }`;
export const ACCEPT_CHALLENGE = `mutation ($matchId: ID!) { acceptChallenge(matchId: $matchId) {
  id status seats { seat ready player { handle } } } }`;
export const DECLINE_CHALLENGE = `mutation ($matchId: ID!) { declineChallenge(matchId: $matchId) { id status } }`;

/** A two-seat Cartagena table, the simplest challenge. */
export const DUEL = { game: 'cartagena', seats: [{}, {}] };

export interface ChallengeShape {
  received: boolean;
  challenger: { handle: string };
  challenged: { handle: string };
  match: {
    id: string;
    status: string;
    visibility: string;
    challenged: { handle: string } | null;
    seats: { seat: number; ready: boolean; player: { handle: string } | null }[];
  };
}

/** `challenger` challenges `handle` to a duel; the challenge as answered. */
export async function challenge(url: string, token: string, handle: string): Promise<ChallengeShape> {
  const result = await data<{ challengePlayer: ChallengeShape }>(
    url,
    CHALLENGE,
    { handle, input: DUEL },
    token,
  );
  return result.challengePlayer;
}
