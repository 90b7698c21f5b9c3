import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHALLENGE_RATES } from '../security/rate-limits.js';
import {
  Collector,
  data,
  gql,
  signUp,
  startTestServer,
  wsClient,
  type TestServer,
} from '../testing/harness.js';
import {
  CHALLENGE,
  CHALLENGES_UPDATED,
  DECLINE_CHALLENGE,
  DUEL,
  challenge,
  type ChallengeShape,
} from '../testing/people-operations.js';

const { perAccountPerHour, perPlayerPerHour } = DEFAULT_CHALLENGE_RATES;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    rateLimits: { authPerMinute: 10_000, actionsPerSecond: 10_000, challenges: DEFAULT_CHALLENGE_RATES },
  });
});
afterAll(async () => {
  await server.close();
});

/** `token` challenges `handle` and withdraws at once; the refusal's extensions, if refused. */
async function challengeAndWithdraw(token: string, handle: string) {
  const answer = await gql<{ challengePlayer: ChallengeShape }>(
    server.url,
    CHALLENGE,
    { handle, input: DUEL },
    token,
  );
  if (!answer.data?.challengePlayer) return answer.errors?.[0]?.extensions ?? {};
  await data(server.url, DECLINE_CHALLENGE, { matchId: answer.data.challengePlayer.match.id }, token);
  return null;
}

const tablesCreatedBy = (handleKey: string) =>
  server.platform.prisma.match.count({ where: { createdBy: { handleKey } } });

describe('challenge limits (the real rates)', () => {
  it('refuses challenge-and-withdraw cycles past the rate; the player challenged hears a bounded number', async () => {
    const pest = await signUp(server.url, 'pest');
    const victim = await signUp(server.url, 'victim');
    const client = wsClient(server.wsUrl, victim.token);
    const feed = new Collector<{ challengesUpdated: ChallengeShape[] }>(client, CHALLENGES_UPDATED, {});
    try {
      await feed.until((items) => items.length === 1);
      const refusals = [];
      for (let cycle = 0; cycle < 40; cycle += 1)
        refusals.push(await challengeAndWithdraw(pest.token, 'victim'));
      expect(refusals.filter((refusal) => refusal === null)).toHaveLength(perPlayerPerHour);
      for (const refusal of refusals.slice(perPlayerPerHour)) {
        expect(refusal).toMatchObject({ code: 'RATE_LIMITED', scope: 'CHALLENGES' });
        expect(refusal?.['retryAfterSeconds']).toBeGreaterThan(0);
      }
      expect(await tablesCreatedBy('pest')).toBe(perPlayerPerHour);

      // Someone else may still challenge the victim; their challenge is the next thing the victim hears.
      const friend = await signUp(server.url, 'friend');
      await challenge(server.url, friend.token, 'victim');
      await feed.until((items) => items.at(-1)?.challengesUpdated[0]?.challenger.handle === 'friend');
      // The first list, then one when each allowed challenge came and one when it went, then the friend's.
      expect(feed.items).toHaveLength(1 + 2 * perPlayerPerHour + 1);
    } finally {
      feed.dispose();
      await client.dispose();
    }
  });

  it('refuses a challenger past the rate over every player', async () => {
    const busy = await signUp(server.url, 'busy');
    const players = Math.ceil(perAccountPerHour / perPlayerPerHour) + 1;
    const refusals = [];
    for (let index = 0; index < players; index += 1) {
      const handle = `busy-target-${index}`;
      await signUp(server.url, handle);
      for (let cycle = 0; cycle < perPlayerPerHour; cycle += 1)
        refusals.push(await challengeAndWithdraw(busy.token, handle));
    }
    expect(refusals.filter((refusal) => refusal === null)).toHaveLength(perAccountPerHour);
    expect(refusals.slice(perAccountPerHour).every((refusal) => refusal?.['scope'] === 'CHALLENGES')).toBe(
      true,
    );
    expect(await tablesCreatedBy('busy')).toBe(perAccountPerHour);
  });
});
