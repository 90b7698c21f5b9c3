import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * How long a stopping server keeps open a connection that carries no request, so that a request a
 * client already sent on it — unread in the socket's buffer, or still on the wire — is read and
 * answered rather than reset.
 */
const DRAIN_MS = 1000;

export interface HttpShutdown {
  /** True once `stop` was called: /health and /ready say so, and every answer closes its connection. */
  readonly stopping: boolean;
  /**
   * Stops accepting connections; lets the open HTTP connections finish their requests (those under
   * way and those already sent, each answered with `Connection: close`) for up to `graceMs`, then
   * closes any left. WebSocket connections are left to their owner.
   */
  stop(graceMs: number): Promise<void>;
  /** Resolves once the server is stopped and its last connection, WebSockets included, is gone. */
  readonly closed: Promise<void>;
}

/**
 * Graceful stop of an HTTP server. Node's own `server.close()` (since Node 19) destroys at once
 * every keep-alive connection without a request being parsed, including one whose next request
 * already waits unread in its buffer: under load on SIGTERM, every such request was reset
 * (ECONNRESET). Here an idle connection gets DRAIN_MS first, so what was sent before the stop is
 * answered; only then are the connections still idle closed.
 */
export function httpShutdown(server: Server): HttpShutdown {
  /** Open HTTP connections (a WebSocket leaves this set once upgraded). */
  const connections = new Set<Socket>();
  /** Who waits for `connections` to empty. */
  const waiting = new Set<() => void>();
  const connectionGone = (socket: Socket) => {
    if (!connections.delete(socket) || connections.size > 0) return;
    for (const resolve of waiting) resolve();
  };
  let stopping = false;
  const closed = new Promise<void>((resolve) => server.once('close', () => resolve()));

  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connectionGone(socket));
  });
  server.on('upgrade', (_request, socket: Socket) => connectionGone(socket));
  // Before every other request listener, so the header is set before any handler answers.
  server.prependListener('request', (_request, response) => {
    if (stopping) response.setHeader('Connection', 'close');
  });

  /** Resolves once no HTTP connection is left, or after `ms`. */
  const noConnectionsWithin = (ms: number) =>
    new Promise<void>((resolve) => {
      if (connections.size === 0 || ms <= 0) {
        resolve();
        return;
      }
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiting.add(done);
    });

  return {
    get stopping() {
      return stopping;
    },
    closed,
    stop: async (graceMs) => {
      stopping = true;
      const deadline = Date.now() + graceMs;
      // The listening socket alone: http.Server#close would also destroy the idle connections now.
      NetServer.prototype.close.call(server);
      await noConnectionsWithin(Math.min(DRAIN_MS, graceMs));
      // Still without a request after the drain: closed now. Each busy one closes after its answer.
      server.closeIdleConnections();
      await noConnectionsWithin(deadline - Date.now());
      server.closeAllConnections();
      // http.Server#close now has no HTTP connection left to cut: it stops its request timers.
      server.close();
    },
  };
}

/** How long requests under way may take to finish when the server stops, unless told otherwise. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/**
 * The whole server's stop, in order: HTTP stops taking work and lets what was sent be answered
 * (`shutdown`), then the WebSocket connections close with 1001 (Going Away), then the HTTP server's
 * last connection ends, then Apollo stops.
 */
export function stopInOrder(
  shutdown: HttpShutdown,
  webSockets: { dispose(): Promise<void> },
  apollo: { stop(): Promise<void> },
): (graceMs?: number) => Promise<void> {
  return async (graceMs = DEFAULT_SHUTDOWN_GRACE_MS) => {
    await shutdown.stop(graceMs);
    await webSockets.dispose();
    await shutdown.closed;
    await apollo.stop();
  };
}
