import { getIntrospectionQuery } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { capturingLogger, startTestServer, type TestServer } from '../testing/harness.js';
import { RawWsConnection } from '../testing/raw-ws.js';
import { READING_TOO_SLOWLY, READING_TOO_SLOWLY_REASON } from './ws-backpressure.js';

/**
 * The whole schema: an answer of about 250 KB, like a long match's whole log, and within what one
 * operation may ask (GraphiQL's introspection holds some 1,600 of the 3,000 items allowed).
 */
const LARGE_QUERY = getIntrospectionQuery();

/** What one connection may leave unread here: above one large answer, far below a hundred. */
const MAX_BUFFERED = 700 * 1024;

/** Many large answers asked at once, in one write, by a client that then reads none of them. */
function floodWithoutReading(connection: RawWsConnection): void {
  connection.stopReading();
  connection.burst(
    Array.from({ length: 100 }, (_, index) => RawWsConnection.subscribe(String(index), LARGE_QUERY)),
  );
}

describe('a WebSocket client that reads too slowly', () => {
  let server: TestServer;
  const log = capturingLogger();
  const tooSlowLines = () =>
    log.lines.filter((line) => line['msg'] === 'websocket reading too slowly: connection closed');
  /** Resolves once the server said it closed a slow connection; rejects after `timeoutMs`. */
  const closedForReadingSlowly = async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (tooSlowLines().length === 0) {
      if (Date.now() > deadline) throw new Error('no connection was closed for reading too slowly');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  /** A quick query answered on `connection` within a few seconds. */
  const served = async (connection: RawWsConnection, id: string) => {
    connection.send(RawWsConnection.subscribe(id, '{ games { id } }'));
    await connection.until(
      (messages) => messages.some((message) => message.id === id && message.type === 'next'),
      10_000,
    );
  };

  afterEach(async () => {
    await server.close();
    log.lines.length = 0;
  });

  it('is closed with 4408 once its unread answers pass the limit, while another client is served', async () => {
    server = await startTestServer({
      logger: log.logger,
      wsCaps: { bufferedBytesPerConnection: MAX_BUFFERED },
    });
    const slow = RawWsConnection.connect(server.wsUrl);
    const other = RawWsConnection.connect(server.wsUrl);
    expect(await slow.acknowledged).toBe(true);
    expect(await other.acknowledged).toBe(true);

    floodWithoutReading(slow);
    await served(other, 'while-flooded');
    await closedForReadingSlowly(20_000);
    // The client reads again: what was sent before the close, then the close itself.
    slow.resumeReading();
    expect(await slow.closed).toEqual({ code: READING_TOO_SLOWLY, reason: READING_TOO_SLOWLY_REASON });
    await served(other, 'after');

    // The answers not yet produced when the connection closed never were.
    expect(slow.messages.filter((message) => message.type === 'next').length).toBeLessThan(25);
    expect(tooSlowLines()).toEqual([
      expect.objectContaining({
        level: 40,
        client: '127.0.0.1',
        closeCode: READING_TOO_SLOWLY,
        maxBufferedBytes: MAX_BUFFERED,
      }),
    ]);
    // At most one answer more than the limit was ever held for it.
    expect(tooSlowLines()[0]?.['bufferedBytes']).toBeLessThan(MAX_BUFFERED + 300_000);
    expect(log.lines.filter((line) => Number(line['level']) >= 50)).toEqual([]);
    other.close();
  });

  it('is not closed for what it reads, however much: only for what it leaves unread', async () => {
    server = await startTestServer({
      logger: log.logger,
      wsCaps: { bufferedBytesPerConnection: MAX_BUFFERED },
    });
    const reader = RawWsConnection.connect(server.wsUrl);
    expect(await reader.acknowledged).toBe(true);
    // Ten large answers one after the other: over three times the limit in all.
    for (let index = 0; index < 10; index++) {
      const id = String(index);
      reader.send(RawWsConnection.subscribe(id, LARGE_QUERY));
      await reader.until(
        (messages) => messages.some((message) => message.id === id && message.type === 'complete'),
        20_000,
      );
    }
    expect(reader.messages.filter((message) => message.type === 'next')).toHaveLength(10);
    expect(tooSlowLines()).toEqual([]);
    reader.close();
  });

  it('that never reads again is cut off, and its place freed, within seconds; one warning, no errors', async () => {
    server = await startTestServer({
      logger: log.logger,
      wsCaps: { bufferedBytesPerConnection: MAX_BUFFERED, connectionsPerAddress: 2 },
    });
    const slow = RawWsConnection.connect(server.wsUrl);
    const other = RawWsConnection.connect(server.wsUrl);
    expect(await slow.acknowledged).toBe(true);
    expect(await other.acknowledged).toBe(true);

    floodWithoutReading(slow);
    await closedForReadingSlowly(20_000);
    await served(other, 'meanwhile');
    // The slow connection holds the address's second place until the server lets its socket go:
    // a third connection is accepted only then (5 s after the close at most, plus a margin).
    const deadline = Date.now() + 15_000;
    let third = RawWsConnection.connect(server.wsUrl);
    while (!(await third.acknowledged)) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 250));
      third = RawWsConnection.connect(server.wsUrl);
    }
    await served(third, 'third');

    // Reading again, the slow client finds its connection over.
    slow.resumeReading();
    await slow.closed;
    expect(tooSlowLines()).toHaveLength(1);
    expect(log.lines.filter((line) => Number(line['level']) >= 50)).toEqual([]);
    other.close();
    third.close();
  });
});
