import { randomBytes } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface GraphQLError {
  readonly message: string;
  readonly extensions?: { readonly code?: string; readonly [key: string]: unknown };
}

export interface Answer<T> {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly data?: T | null;
  readonly errors?: readonly GraphQLError[];
  /** How long the request took, in milliseconds. */
  readonly ms: number;
}

/** One GraphQL request over HTTP; a request that gets no answer within `timeoutMs` rejects. */
export async function gql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  timeoutMs = 20_000,
): Promise<Answer<T>> {
  const started = Date.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = (await response.json()) as { data?: T; errors?: GraphQLError[] };
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    ...body,
    ms: Date.now() - started,
  };
}

/** The data of a request that must succeed. */
export async function data<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const answer = await gql<T>(url, query, variables, token);
  if (answer.errors?.length || !answer.data) throw new Error(`request failed: ${JSON.stringify(answer)}`);
  return answer.data;
}

export async function signUp(url: string, handle: string): Promise<string> {
  const result = await data<{ signUp: { token: string } }>(
    url,
    'mutation ($handle: String!, $password: String!) { signUp(handle: $handle, password: $password) { token } }',
    { handle, password: `Faults-${randomBytes(9).toString('base64url')}` },
  );
  return result.signUp.token;
}

export const MATCH = `query ($id: ID!) { match(id: $id) { seq status viewerSeat activeSeats legalActions } }`;
export const SUBMIT = `mutation ($matchId: ID!, $expectedSeq: Int!, $action: JSON!) {
  submitAction(matchId: $matchId, expectedSeq: $expectedSeq, action: $action) { seq }
}`;
const CREATE = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { id } }`;
const START = `mutation ($matchId: ID!) { startMatch(matchId: $matchId) { id } }`;
const LOG = `query ($id: ID!) { match(id: $id) { seq status log { seq } } }`;

export interface MatchState {
  readonly seq: number;
  readonly status: string;
  readonly viewerSeat: number | null;
  readonly activeSeats: number[];
  readonly legalActions: unknown[];
}

/** A Cartagena table of a person and `bots` heuristic bots, started. */
export async function startBotMatch(url: string, token: string, bots: number): Promise<string> {
  const seats = [{}, ...Array.from({ length: bots }, () => ({ bot: 'heuristic' }))];
  const created = await data<{ createMatch: { id: string } }>(
    url,
    CREATE,
    { input: { game: 'cartagena', seats } },
    token,
  );
  await data(url, START, { matchId: created.createMatch.id }, token);
  return created.createMatch.id;
}

export async function matchState(url: string, matchId: string, token?: string): Promise<MatchState> {
  return (await data<{ match: MatchState }>(url, MATCH, { id: matchId }, token)).match;
}

/** The stored log's seqs and the match's seq (a finished match's log is public). */
export async function storedLog(
  url: string,
  matchId: string,
  token?: string,
): Promise<{ seq: number; status: string; seqs: number[] }> {
  const { match } = await data<{ match: { seq: number; status: string; log: { seq: number }[] } }>(
    url,
    LOG,
    { id: matchId },
    token,
  );
  return { seq: match.seq, status: match.status, seqs: match.log.map((entry) => entry.seq) };
}

const MATCH_UPDATED = `subscription ($matchId: ID!, $sinceSeq: Int) {
  matchUpdated(matchId: $matchId, sinceSeq: $sinceSeq) { snapshot seq status missed { seq } entry { seq } }
}`;

interface Update {
  matchUpdated: {
    snapshot: boolean;
    seq: number;
    status: string;
    missed: { seq: number }[] | null;
    entry: { seq: number } | null;
  };
}

/**
 * One `matchUpdated` subscriber from seq 0, keeping the seqs of the entries it receives (those the
 * snapshot says it missed, then each update's), the last seq and status it was told, and errors.
 */
export class Subscriber {
  readonly seqs: number[] = [];
  readonly errors: unknown[] = [];
  seq = 0;
  status = '';
  private readonly client: Client;
  private readonly dispose: () => void;

  constructor(wsUrl: string, matchId: string, token?: string) {
    this.client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      retryAttempts: 0,
      lazy: true,
    });
    this.dispose = this.client.subscribe<Update>(
      { query: MATCH_UPDATED, variables: { matchId, sinceSeq: 0 } },
      {
        next: (message) => {
          const update = message.data?.matchUpdated;
          if (!update) {
            this.errors.push(message.errors);
            return;
          }
          for (const entry of update.missed ?? []) this.seqs.push(entry.seq);
          if (update.entry) this.seqs.push(update.entry.seq);
          this.seq = update.seq;
          this.status = update.status;
        },
        error: (error) => this.errors.push(error),
        complete: () => undefined,
      },
    );
  }

  /** Whether it has every entry from 1 to `seq`, once each and in order. */
  completeUpTo(seq: number): boolean {
    return this.seqs.length === seq && this.seqs.every((entry, index) => entry === index + 1);
  }

  async close(): Promise<void> {
    this.dispose();
    await this.client.dispose();
  }
}

/** Opens a graphql-ws connection with `token`; resolves with how the server closes it. */
export function connectionRefusal(wsUrl: string, token: string): Promise<{ code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws');
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('the server neither accepted nor refused the connection'));
    }, 20_000);
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })),
    );
    socket.on('message', (data) => {
      if (String(data).includes('connection_ack')) socket.close();
    });
    socket.on('close', (code, reason) => {
      clearTimeout(timer);
      resolve({ code, reason: reason.toString() });
    });
    socket.on('error', () => undefined);
  });
}

export async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
