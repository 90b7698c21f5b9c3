import { data, signUp } from './harness.js';
import { CREATE_MATCH, JOIN_MATCH, MATCH, START_MATCH } from './operations.js';

/** Two fresh players at a started two-seat Cartagena table. */
export async function startedDuel(url: string, prefix: string, options: object = {}) {
  const first = await signUp(url, `${prefix}-a`);
  const second = await signUp(url, `${prefix}-b`);
  const created = await data(
    url,
    CREATE_MATCH,
    { input: { game: 'cartagena', seats: [{}, {}], options } },
    first.token,
  );
  const matchId: string = created.createMatch.id;
  await data(url, JOIN_MATCH, { matchId }, second.token);
  await data(url, START_MATCH, { matchId }, first.token);
  const tokens = [first.token, second.token];
  /** The match as `seat` sees it. */
  const look = async (seat: number) => (await data(url, MATCH, { id: matchId }, tokens[seat])).match;
  /** The seat whose turn it is, and the match as it sees it. */
  const mover = async () => {
    const match = await look(0);
    const seat: number = match.activeSeats[0];
    return { seat, match: seat === 0 ? match : await look(seat) };
  };
  return { matchId, tokens, look, mover };
}
