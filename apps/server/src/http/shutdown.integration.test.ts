import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/harness.js';

const BODY = JSON.stringify({ query: '{ __typename }' });
const REQUEST = [
  'POST /graphql HTTP/1.1',
  'Host: 127.0.0.1',
  'Content-Type: application/json',
  `Content-Length: ${Buffer.byteLength(BODY)}`,
  'Connection: keep-alive',
  '',
  BODY,
].join('\r\n');

interface Answer {
  readonly status: number | null;
  readonly connection: string | null;
  /** How the exchange ended when no whole answer came (e.g. ECONNRESET). */
  readonly failure: string | null;
}

/**
 * A keep-alive HTTP/1.1 connection spoken by hand, so a test knows exactly when a request's bytes
 * are sent: `send` writes the whole request before it returns.
 */
class KeepAliveConnection {
  private received = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  private failure: string | null = null;
  private ended = false;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.waiting?.();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      this.failure = error.code ?? error.message;
    });
    socket.on('close', () => {
      this.ended = true;
      this.waiting?.();
    });
  }

  static open(port: number): Promise<KeepAliveConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new KeepAliveConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** Sends one request now; resolves with its answer once whole, or with how the connection ended. */
  send(): Promise<Answer> {
    this.received = Buffer.alloc(0);
    this.socket.write(REQUEST);
    return new Promise((resolve) => {
      const check = () => {
        const answer = this.whole();
        if (answer || this.ended) {
          this.waiting = null;
          resolve(answer ?? { status: null, connection: null, failure: this.failure ?? 'closed' });
        }
      };
      this.waiting = check;
      check();
    });
  }

  /** Resolves to true once the server has closed the connection. */
  get closed(): Promise<boolean> {
    if (this.ended) return Promise.resolve(true);
    return new Promise((resolve) => this.socket.once('close', () => resolve(true)));
  }

  close(): void {
    this.socket.destroy();
  }

  /** The answer received, once its headers and all of its Content-Length are in. */
  private whole(): Answer | null {
    const text = this.received.toString('latin1');
    const end = text.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const head = text.slice(0, end).split('\r\n');
    const header = (name: string) =>
      head
        .find((line) => line.toLowerCase().startsWith(`${name}:`))
        ?.slice(name.length + 1)
        .trim() ?? null;
    if (this.received.length < end + 4 + Number(header('content-length') ?? 0)) return null;
    return { status: Number(head[0]?.split(' ')[1]), connection: header('connection'), failure: null };
  }
}

describe('stopping the server', () => {
  it('answers every request already sent on a keep-alive connection, with Connection: close, and resets none', async () => {
    const server = await startTestServer();
    const port = Number(new URL(server.url).port);
    const connections = await Promise.all(Array.from({ length: 24 }, () => KeepAliveConnection.open(port)));
    try {
      // One answered request each: every connection is now an idle keep-alive one.
      for (const answer of await Promise.all(connections.map((connection) => connection.send()))) {
        expect(answer).toMatchObject({ status: 200, connection: 'keep-alive' });
      }

      // Sent, and the stop begins before the server has read a byte of them.
      const answers = connections.map((connection) => connection.send());
      const stopping = server.close();
      const results = await Promise.all(answers);
      await stopping;

      expect(results.filter((result) => result.failure !== null)).toEqual([]);
      expect(results).toEqual(new Array(24).fill({ status: 200, connection: 'close', failure: null }));
    } finally {
      for (const connection of connections) connection.close();
    }
  });

  it('closes a keep-alive connection left idle once the drain is over, long before the grace period ends', async () => {
    const server = await startTestServer();
    const idle = await KeepAliveConnection.open(Number(new URL(server.url).port));
    try {
      expect(await idle.send()).toMatchObject({ status: 200, connection: 'keep-alive' });
      const started = Date.now();
      await server.close();
      // The drain (1 s), not the grace period (10 s).
      expect(Date.now() - started).toBeLessThan(5000);
      expect(await idle.closed).toBe(true);
    } finally {
      idle.close();
    }
  });
});
