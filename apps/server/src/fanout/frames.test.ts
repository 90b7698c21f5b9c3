import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { sendCorked } from './frames.js';

/** A server socket and the client that reads it, on a free port. */
async function connectedPair(): Promise<{ server: WebSocket; client: WebSocket; close(): Promise<void> }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => wss.once('listening', resolve));
  const { port } = wss.address() as { port: number };
  const accepted = new Promise<WebSocket>((resolve) => wss.once('connection', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${port}`);
  await new Promise((resolve) => client.once('open', resolve));
  const server = await accepted;
  return {
    server,
    client,
    close: async () => {
      client.terminate();
      await new Promise((resolve) => wss.close(resolve));
    },
  };
}

/** Counts the writes a TCP socket hands to the system, one per `_write` or `_writev`. */
function countWrites(socket: WebSocket): () => number {
  type Write = (...args: unknown[]) => void;
  const raw = (socket as unknown as { _socket: Socket & Record<'_write' | '_writev', Write> })._socket;
  let writes = 0;
  for (const method of ['_write', '_writev'] as const) {
    const original = raw[method].bind(raw);
    raw[method] = (...args: unknown[]) => {
      writes++;
      return original(...args);
    };
  }
  return () => writes;
}

function messages(client: WebSocket, count: number): Promise<string[]> {
  const received: string[] = [];
  return new Promise((resolve) =>
    client.on('message', (data) => {
      received.push(String(data));
      if (received.length === count) resolve(received);
    }),
  );
}

describe('sendCorked', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it('sends what one connection gets in one turn of the event loop in one write, in order', async () => {
    const pair = await connectedPair();
    close = pair.close;
    const writes = countWrites(pair.server);
    const arrived = messages(pair.client, 3);
    await sendCorked(pair.server, 'answer');
    await sendCorked(pair.server, 'complete');
    await sendCorked(pair.server, 'update');
    expect(await arrived).toEqual(['answer', 'complete', 'update']);
    expect(writes()).toBe(1);
  });

  it('sends a message given in parts as one message, whole and in order among the others', async () => {
    const pair = await connectedPair();
    close = pair.close;
    const arrived = messages(pair.client, 3);
    await sendCorked(pair.server, 'before');
    await sendCorked(pair.server, ['{"id":"7","payload":', '{"seq":3}', '}']);
    await sendCorked(pair.server, 'after');
    expect(await arrived).toEqual(['before', '{"id":"7","payload":{"seq":3}}', 'after']);
  });

  it('counts a small frame as sent at once, but waits for a large backlog to leave', async () => {
    const pair = await connectedPair();
    close = pair.close;
    const arrived = messages(pair.client, 2);
    const order: string[] = [];
    const small = sendCorked(pair.server, 'small').then(() => order.push('small'));
    const large = sendCorked(pair.server, 'x'.repeat(200_000)).then(() => order.push('large'));
    await Promise.resolve();
    await Promise.resolve();
    // Still this turn of the loop: the small frame counts as sent, the large one is still held.
    expect(order).toEqual(['small']);
    await Promise.all([small, large, arrived]);
    expect(order).toEqual(['small', 'large']);
  });

  it('settles without an error when the connection ends before a large frame has left', async () => {
    const pair = await connectedPair();
    close = pair.close;
    const large = sendCorked(pair.server, 'x'.repeat(200_000));
    pair.server.terminate();
    await expect(large).resolves.toBeUndefined();
  });
});
