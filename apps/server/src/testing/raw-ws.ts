import type { Socket } from 'node:net';
import WebSocket from 'ws';

/** One graphql-transport-ws message as the server sent it. */
export interface WsMessage {
  readonly id?: string;
  readonly type: string;
  readonly payload?: unknown;
}

/**
 * A graphql-transport-ws connection spoken frame by frame, for tests that need what a client
 * library hides: many frames in one write, or a client that stops reading.
 */
export class RawWsConnection {
  readonly messages: WsMessage[] = [];
  /** Resolves with the close code and reason, whoever closed. */
  readonly closed: Promise<{ code: number; reason: string }>;
  /** Resolves true on `connection_ack`, false if the connection closed first. */
  readonly acknowledged: Promise<boolean>;

  /** Resolves once the socket is open, or has closed without opening. */
  readonly opened: Promise<void>;
  private readonly waiters = new Set<() => void>();

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as WsMessage);
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) =>
      socket.once('close', (code, reason) => {
        resolve({ code, reason: String(reason) });
        for (const wake of this.waiters) wake();
      }),
    );
    this.acknowledged = Promise.race([
      this.until((messages) => messages.some((message) => message.type === 'connection_ack'), 60_000).then(
        () => true,
      ),
      this.closed.then(() => false),
    ]);
    // Awaited by whoever needs it; a test that does not must not fail on it.
    this.acknowledged.catch(() => {});
    this.opened = new Promise((resolve) => {
      socket.once('open', () => resolve());
      socket.once('close', () => resolve());
    });
  }

  /** Opens a connection (with these HTTP headers on its upgrade); `init` is for the caller to send. */
  static open(wsUrl: string, headers: Record<string, string> = {}): RawWsConnection {
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { headers });
    socket.on('error', () => {});
    return new RawWsConnection(socket);
  }

  /** Opens a connection and initialises it (with `token` when given) as soon as it is open. */
  static connect(wsUrl: string, token?: string): RawWsConnection {
    const connection = RawWsConnection.open(wsUrl);
    void connection.opened.then(() => connection.init(token));
    return connection;
  }

  /** Sends `connection_init`, with `token` as its authorization when given. */
  init(token?: string): void {
    this.send({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} });
  }

  send(message: object): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  /** Sends every message in one write, so the server reads them in one burst. */
  burst(messages: readonly object[]): void {
    const raw = this.tcp();
    raw.cork();
    for (const message of messages) this.send(message);
    raw.uncork();
  }

  /** A `subscribe` message (a query, a mutation or a subscription) with id `id`. */
  static subscribe(id: string, query: string, variables: Record<string, unknown> = {}): object {
    return { id, type: 'subscribe', payload: { query, variables } };
  }

  /** Stops reading: what the server sends piles up in the system's buffers, then in the server. */
  stopReading(): void {
    this.tcp().pause();
  }

  resumeReading(): void {
    this.tcp().resume();
  }

  /** Resolves once `predicate` holds for the messages so far; rejects after `timeoutMs`. */
  async until(predicate: (messages: readonly WsMessage[]) => boolean, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.messages)) {
      const left = deadline - Date.now();
      if (left <= 0 || this.socket.readyState === WebSocket.CLOSED)
        throw new Error(`gave up waiting after ${this.messages.length} messages`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  /** The ids whose first answer was a `next`, and those refused with `code`. */
  answers(code: string): { ran: Set<string>; refused: Set<string> } {
    const ran = new Set<string>();
    const refused = new Set<string>();
    for (const message of this.messages) {
      if (message.id === undefined || ran.has(message.id) || refused.has(message.id)) continue;
      if (message.type === 'next') ran.add(message.id);
      else if (message.type === 'error' && JSON.stringify(message.payload).includes(code))
        refused.add(message.id);
    }
    return { ran, refused };
  }

  close(): void {
    this.socket.terminate();
  }

  /** The TCP socket under the WebSocket, which `ws` keeps private. */
  private tcp(): Socket {
    return (this.socket as unknown as { _socket: Socket })._socket;
  }
}
