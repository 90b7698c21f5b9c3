import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/** A small GraphQL client for tests that set the scene through the public API, as any program may. */
export async function graphql<T>(
  apiUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await fetch(apiUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(JSON.stringify(body.errors ?? body));
  return body.data;
}

/** Every test account's password. */
export const PASSWORD = 'correct horse battery';

/** An existing account's API token, as a program signs in. */
export function signInByApi(apiUrl: string, handle: string): Promise<string> {
  return tokenFrom(apiUrl, 'signIn', handle);
}

/** A new account, as a program makes one: its API token. */
export function signUpByApi(apiUrl: string, handle: string): Promise<string> {
  return tokenFrom(apiUrl, 'signUp', handle);
}

async function tokenFrom(apiUrl: string, mutation: 'signIn' | 'signUp', handle: string): Promise<string> {
  const data = await graphql<Record<string, { token: string }>>(
    apiUrl,
    `mutation ($handle: String!, $password: String!) { ${mutation}(handle: $handle, password: $password) { token } }`,
    { handle, password: PASSWORD },
  );
  return data[mutation]!.token;
}

interface MatchState {
  id: string;
  seq: number;
  status: string;
  viewerSeat: number | null;
  activeSeats: number[];
  legalActions: unknown[];
}

const MATCH = 'id seq status viewerSeat activeSeats legalActions';

/** Opens and starts a table: the token's player in the first seat, heuristic bots in the others. */
export async function startTableWithBots(
  apiUrl: string,
  token: string,
  game: string,
  players: number,
): Promise<string> {
  const seats = [{}, ...Array.from({ length: players - 1 }, () => ({ bot: 'heuristic' }))];
  const created = await graphql<{ createMatch: MatchState }>(
    apiUrl,
    `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { ${MATCH} } }`,
    { input: { game, seats } },
    token,
  );
  const id = created.createMatch.id;
  await graphql(
    apiUrl,
    `
      mutation ($id: ID!) {
        startMatch(matchId: $id) {
          id
        }
      }
    `,
    { id },
    token,
  );
  return id;
}

async function readMatch(apiUrl: string, token: string, id: string): Promise<MatchState> {
  const data = await graphql<{ match: MatchState }>(
    apiUrl,
    `query ($id: ID!) { match(id: $id) { ${MATCH} } }`,
    { id },
    token,
  );
  return data.match;
}

/** Sends `action` as the token's seat's move at `seq`. */
function submit(apiUrl: string, token: string, id: string, seq: number, action: unknown): Promise<unknown> {
  return graphql(
    apiUrl,
    'mutation ($id: ID!, $seq: Int!, $action: JSON!) { submitAction(matchId: $id, expectedSeq: $seq, action: $action) { __typename } }',
    { id, seq, action },
    token,
  );
}

/** A graphql-ws client of the API's WebSocket, signed in with `token`, as a program opens one. */
function socketClient(apiUrl: string, token: string) {
  return createClient({
    url: apiUrl.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
}

/**
 * Plays the token's seat (its first legal action each time) until the match has reached `seq`
 * and it is this seat's turn again, so the table shows a position well into the game.
 */
export function playUntil(apiUrl: string, token: string, id: string, seq: number): Promise<void> {
  return playByApi(apiUrl, token, id, 60_000, (match) => isMyTurn(match) && match.seq >= seq);
}

/** Plays the token's seat (its first legal action each time) until the match is over. */
export function playToTheEndByApi(
  apiUrl: string,
  token: string,
  id: string,
  budgetMs: number,
): Promise<void> {
  return playByApi(apiUrl, token, id, budgetMs, () => false);
}

const isMyTurn = (match: MatchState) =>
  match.viewerSeat !== null && match.activeSeats.includes(match.viewerSeat);

/**
 * Plays the token's seat as a program does, told of each move by `matchUpdated` (no polling: it
 * answers as soon as its turn comes, where a poll every 100 ms waited up to that long each turn),
 * until the match is over or `done` says so. A move refused (a bot moved at the same moment) is
 * followed by that bot's update; any other refusal, by a look again a moment later.
 */
async function playByApi(
  apiUrl: string,
  token: string,
  id: string,
  budgetMs: number,
  done: (match: MatchState) => boolean,
): Promise<void> {
  const client = socketClient(apiUrl, token);
  try {
    await new Promise<void>((resolve, reject) => {
      let answered = -1;
      let stopped = false;
      const timer = setTimeout(
        () => stop(new Error(`match ${id} was not played to where the test needs in time`)),
        budgetMs,
      );
      const stop = (error?: Error) => {
        stopped = true;
        clearTimeout(timer);
        unsubscribe();
        if (error) reject(error);
        else resolve();
      };
      const consider = (match: MatchState) => {
        if (stopped) return;
        if (match.status !== 'ACTIVE' || done(match)) return stop();
        if (!isMyTurn(match) || match.legalActions.length === 0 || match.seq <= answered) return;
        answered = match.seq;
        submit(apiUrl, token, id, match.seq, match.legalActions[0]).catch(() =>
          setTimeout(() => {
            if (stopped) return;
            answered = -1;
            readMatch(apiUrl, token, id).then(consider, stop);
          }, 100),
        );
      };
      const unsubscribe = client.subscribe<{ matchUpdated: { match: MatchState } }>(
        {
          query: `subscription ($id: ID!) { matchUpdated(matchId: $id) { match { ${MATCH} } } }`,
          variables: { id },
        },
        {
          next: ({ data }) => {
            if (data) consider(data.matchUpdated.match);
          },
          error: (error) => stop(error instanceof Error ? error : new Error(JSON.stringify(error))),
          complete: () => stop(),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

/** Plays the token's seat (its first legal action each time) for as long as it is this seat's turn. */
export async function playWhileMyTurn(apiUrl: string, token: string, id: string): Promise<void> {
  for (;;) {
    const match = await readMatch(apiUrl, token, id);
    if (match.status !== 'ACTIVE' || !isMyTurn(match) || match.legalActions.length === 0) return;
    await submit(apiUrl, token, id, match.seq, match.legalActions[0]);
  }
}

/** Plays on from where the match stands: `decisions` more of the token's seat, as playUntil does. */
export async function playOn(apiUrl: string, token: string, id: string, decisions: number): Promise<void> {
  const { seq } = await readMatch(apiUrl, token, id);
  await playUntil(apiUrl, token, id, seq + decisions);
}

/** Resigns the token's seat and waits while the bots finish the match. */
export async function resignAndFinish(apiUrl: string, token: string, id: string): Promise<void> {
  await graphql(
    apiUrl,
    `
      mutation ($id: ID!) {
        resignMatch(matchId: $id) {
          id
        }
      }
    `,
    { id },
    token,
  );
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if ((await readMatch(apiUrl, token, id)).status === 'FINISHED') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`match ${id} did not finish in time`);
}

/** Plays a Tortuga table on, calling a vote where the token's seat may, until it has one to cast. */
export async function playUntilVote(apiUrl: string, token: string, id: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const { match } = await graphql<{
      match: { seq: number; legalActions: { type: string }[] };
    }>(apiUrl, 'query ($id: ID!) { match(id: $id) { seq legalActions } }', { id }, token);
    if (match.legalActions.some((action) => action.type === 'vote')) return;
    const calling = match.legalActions.find((action) => ['mutiny', 'attack', 'brawl'].includes(action.type));
    const action = calling ?? match.legalActions[0];
    if (action) await submit(apiUrl, token, id, match.seq, action).catch(() => undefined);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no secret vote came at ${id}`);
}

/**
 * Holds a subscription open as a program would over the API's WebSocket (an arena's player holds
 * `tournamentUpdated` to be in its pool): resolves at its first answer, with what closes it.
 */
export async function holdSubscription(
  apiUrl: string,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<() => Promise<void>> {
  const client = socketClient(apiUrl, token);
  await new Promise<void>((resolve, reject) => {
    client.subscribe(
      { query, variables },
      { next: () => resolve(), error: reject, complete: () => reject(new Error('completed at once')) },
    );
  });
  return async () => {
    await client.dispose();
  };
}
