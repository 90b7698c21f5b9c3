import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, errorCode, signUp, startTestServer, type TestServer } from '../testing/harness.js';
import {
  CREATE_MATCH,
  JOIN_MATCH,
  REMOVE_FROM_SEAT,
  SET_SEAT_BOT,
  START_MATCH,
} from '../testing/operations.js';

interface SeatView {
  seat: number;
  open: boolean;
  bot: string | null;
  player: { handle: string } | null;
}

const seatsOf = (seats: SeatView[]) =>
  seats.map((seat) => seat.player?.handle ?? seat.bot ?? (seat.open ? 'open' : '?'));

describe("the host changes a table's seats before the start", () => {
  let server: TestServer;
  let host: string;
  let guest: string;
  let stranger: string;
  beforeAll(async () => {
    server = await startTestServer();
    host = (await signUp(server.url, 'seat-host')).token;
    guest = (await signUp(server.url, 'seat-guest')).token;
    stranger = (await signUp(server.url, 'seat-stranger')).token;
  });
  afterAll(async () => {
    await server.close();
  });

  async function openTable(seats: object[]): Promise<string> {
    return (await data(server.url, CREATE_MATCH, { input: { game: 'cartagena', seats } }, host)).createMatch
      .id;
  }

  it('turns an open seat into a bot and back, and starts with the bot', async () => {
    const matchId = await openTable([{}, {}, {}]);
    const botted = await data(server.url, SET_SEAT_BOT, { matchId, seat: 1, bot: 'heuristic' }, host);
    expect(seatsOf(botted.setSeatBot.seats)).toEqual(['seat-host', 'heuristic', 'open']);
    const opened = await data(server.url, SET_SEAT_BOT, { matchId, seat: 1, bot: null }, host);
    expect(seatsOf(opened.setSeatBot.seats)).toEqual(['seat-host', 'open', 'open']);
    await data(server.url, SET_SEAT_BOT, { matchId, seat: 1, bot: 'random' }, host);
    await data(server.url, SET_SEAT_BOT, { matchId, seat: 2, bot: 'heuristic' }, host);
    const started = await data(server.url, START_MATCH, { matchId }, host);
    expect(started.startMatch.status).toBe('ACTIVE');
    expect(seatsOf(started.startMatch.seats)).toEqual(['seat-host', 'random', 'heuristic']);
    // Once started, seats no longer change.
    expect(await errorCode(server.url, SET_SEAT_BOT, { matchId, seat: 1, bot: null }, host)).toBe(
      'MATCH_NOT_OPEN',
    );
    expect(await errorCode(server.url, REMOVE_FROM_SEAT, { matchId, seat: 1 }, host)).toBe('MATCH_NOT_OPEN');
  });

  // A host who picks bots for several seats in a row sends each change before the last is answered.
  it('changes to several seats sent at once all hold, and the table starts with every bot', async () => {
    const matchId = await openTable([{}, {}, {}, {}, {}]);
    const bots = ['heuristic', 'random', 'heuristic', 'random'];
    await Promise.all(
      bots.map((bot, index) => data(server.url, SET_SEAT_BOT, { matchId, seat: index + 1, bot }, host)),
    );
    const started = await data(server.url, START_MATCH, { matchId }, host);
    expect(started.startMatch.status).toBe('ACTIVE');
    expect(seatsOf(started.startMatch.seats)).toEqual(['seat-host', ...bots]);
  });

  it('removes a seated person, who may sit down again', async () => {
    const matchId = await openTable([{}, {}]);
    await data(server.url, JOIN_MATCH, { matchId }, guest);
    expect(await errorCode(server.url, SET_SEAT_BOT, { matchId, seat: 1, bot: 'heuristic' }, host)).toBe(
      'SEAT_TAKEN',
    );
    const removed = await data(server.url, REMOVE_FROM_SEAT, { matchId, seat: 1 }, host);
    expect(seatsOf(removed.removeFromSeat.seats)).toEqual(['seat-host', 'open']);
    expect(await errorCode(server.url, REMOVE_FROM_SEAT, { matchId, seat: 1 }, host)).toBe('NOT_SEATED');
    expect(await errorCode(server.url, REMOVE_FROM_SEAT, { matchId, seat: 0 }, host)).toBe('BAD_USER_INPUT');
    await data(server.url, JOIN_MATCH, { matchId }, guest);
  });

  it('refuses anyone but the host, unknown seats and unknown bots', async () => {
    const matchId = await openTable([{}, {}, {}]);
    await data(server.url, JOIN_MATCH, { matchId }, guest);
    // A seated player who is not the host, and someone not at the table at all.
    for (const token of [guest, stranger]) {
      expect(await errorCode(server.url, SET_SEAT_BOT, { matchId, seat: 2, bot: 'heuristic' }, token)).toBe(
        'FORBIDDEN',
      );
      expect(await errorCode(server.url, REMOVE_FROM_SEAT, { matchId, seat: 0 }, token)).toBe('FORBIDDEN');
    }
    expect(await errorCode(server.url, SET_SEAT_BOT, { matchId, seat: 2, bot: 'heuristic' }, null)).toBe(
      'UNAUTHENTICATED',
    );
    expect(await errorCode(server.url, SET_SEAT_BOT, { matchId, seat: 7, bot: 'heuristic' }, host)).toBe(
      'BAD_USER_INPUT',
    );
    expect(await errorCode(server.url, SET_SEAT_BOT, { matchId, seat: 2, bot: 'kraken' }, host)).toBe(
      'BAD_USER_INPUT',
    );
    const table = await data(
      server.url,
      'query ($id: ID!) { match(id: $id) { seats { seat open bot player { handle } } } }',
      {
        id: matchId,
      },
    );
    expect(seatsOf(table.match.seats)).toEqual(['seat-host', 'seat-guest', 'open']);
  });
});
