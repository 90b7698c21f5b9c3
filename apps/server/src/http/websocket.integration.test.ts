import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { Collector, startTestServer, wsClient, type TestServer } from '../testing/harness.js';

/** What the server logged, line by line. */
const logLines: Record<string, unknown>[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) });

describe('WebSocket frames', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ logger });
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a frame over 64 KB closes the connection with 1009 and one structured log line, with nothing on stderr', async () => {
    const stderr = vi.spyOn(process.stderr, 'write');
    const consoleError = vi.spyOn(console, 'error');
    const socket = new WebSocket(server.wsUrl, 'graphql-transport-ws');
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { padding: 'x'.repeat(100 * 1024) } }));
    expect(await closed).toBe(1009);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const frameLines = logLines.filter((line) => line['code'] === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH');
    expect(frameLines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'websocket frame too large: connection closed',
        closeCode: 1009,
        maxPayload: 64 * 1024,
        client: '127.0.0.1',
      }),
    ]);
    expect(JSON.stringify(frameLines)).not.toMatch(/stack|at Receiver/);
    expect(stderr).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('other connections, and new ones, carry on', async () => {
    const client = wsClient(server.wsUrl);
    const lobby = new Collector<{ games: { id: string }[] }>(client, 'query { games { id } }', {});
    await lobby.until((items) => items.length === 1);
    expect(lobby.items[0]?.games.map((game) => game.id)).toContain('cartagena');
    lobby.dispose();
    await client.dispose();
  });
});
