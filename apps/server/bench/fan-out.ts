import { games, Random, type CartagenaAction, type CartagenaView } from '@brethren/engine';
import { spectate, type SpectatorKind } from './spectators.js';

type Post = (query: string, variables: object, token?: string) => Promise<Record<string, unknown>>;

/** What a fan-out cost: each spectator's latencies, and the server's CPU per move made. */
export interface FanOut {
  readonly latencies: number[];
  /** The server's CPU from the first move to the last update, per move (its reads and submit too). */
  readonly serverCpuMsPerMove: number;
}

/**
 * One match followed by `count` anonymous subscribers of `kind` while its two players make
 * `actions` moves one after the other: the latency from each submit to each spectator's update.
 * `serverCpuMs` reads the server's CPU time so far.
 */
export async function fanOut(
  post: Post,
  wsUrl: string,
  label: string,
  kind: SpectatorKind,
  count: number,
  actions: number,
  serverCpuMs: () => number,
): Promise<FanOut> {
  const signUp = async (handle: string) =>
    (
      (await post('mutation ($h: String!) { signUp(handle: $h, password: "load test pass") { token } }', {
        h: handle,
      })) as {
        signUp: { token: string };
      }
    ).signUp.token;
  const tokens = [await signUp(`fan-a-${label}`), await signUp(`fan-b-${label}`)];
  const created = (await post(
    'mutation { createMatch(input: { game: "cartagena", seats: [{}, {}] }) { id } }',
    {},
    tokens[0],
  )) as {
    createMatch: { id: string };
  };
  const matchId = created.createMatch.id;
  await post('mutation ($m: ID!) { joinMatch(matchId: $m) { id } }', { m: matchId }, tokens[1]);
  await post('mutation ($m: ID!) { startMatch(matchId: $m) { id } }', { m: matchId }, tokens[0]);

  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const spectators = spectate(kind, wsUrl, matchId, count, (seq) => {
    const start = sentAt.get(seq);
    if (start !== undefined) latencies.push(performance.now() - start);
  });
  await spectators.ready;

  const heuristic = games.cartagena.bots['heuristic']!;
  const random = Random.fromSeed(`fan-${label}`);
  const cpuBefore = serverCpuMs();
  let moves = 0;
  for (let i = 0; i < actions; i++) {
    const look = async (token: string) =>
      (
        (await post(
          'query ($m: ID!) { match(id: $m) { seq status activeSeats legalActions viewJson } }',
          { m: matchId },
          token,
        )) as {
          match: {
            seq: number;
            status: string;
            activeSeats: number[];
            legalActions: CartagenaAction[];
            viewJson: CartagenaView;
          };
        }
      ).match;
    const first = await look(tokens[0]!);
    if (first.status !== 'ACTIVE') break;
    const seat = first.activeSeats[0]!;
    const match = seat === 0 ? first : await look(tokens[seat]!);
    const action = heuristic.choose({ seat, view: match.viewJson, legalActions: match.legalActions, random });
    sentAt.set(match.seq + 1, performance.now());
    await post(
      'mutation ($m: ID!, $s: Int!, $a: JSON!) { submitAction(matchId: $m, expectedSeq: $s, action: $a) { seq } }',
      { m: matchId, s: match.seq, a: action },
      tokens[seat],
    );
    moves++;
  }
  // Every update delivered (or a little while given): the fan-out's CPU is all in.
  const expected = moves * count;
  for (let waited = 0; latencies.length < expected && waited < 5000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const serverCpuMsPerMove = (serverCpuMs() - cpuBefore) / Math.max(1, moves);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await spectators.close();
  return { latencies, serverCpuMsPerMove };
}
