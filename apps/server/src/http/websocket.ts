import { CloseCode, handleProtocols, makeServer, type ServerOptions } from 'graphql-ws';
import type { IncomingMessage } from 'node:http';
import type { WebSocket, WebSocketServer } from 'ws';
import type { Logger } from '../logger.js';
import { ConnectionFrames } from '../fanout/frames.js';
import { ALL_ON, type FanoutSwitches } from '../fanout/switches.js';
import { SentUpdates } from '../fanout/sent-updates.js';
import {
  boundedSend,
  READING_TOO_SLOWLY,
  READING_TOO_SLOWLY_REASON,
  runWhileOpen,
  type Send,
} from './ws-backpressure.js';
import { capCounter, TOO_MANY_CONNECTIONS, type WsCaps } from './ws-caps.js';

/** Connections are pinged this often, and dropped when no pong comes back within as long. */
const KEEP_ALIVE_MS = 12_000;

/** How long a stopping server waits for clients to answer its close before cutting them off. */
const CLOSE_WAIT_MS = 1000;

/**
 * How long a connection closed for reading too slowly may take to read what it was sent and the
 * close (4408) behind it; a reader that stopped altogether is cut off then, and its frames freed.
 */
const SLOW_READER_CLOSE_WAIT_MS = 5000;

/** What `ws` reports when a frame is larger than the server's `maxPayload`. */
const FRAME_TOO_LARGE = 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH';

/** RFC 6455's close code for a message too big to process, which `ws` sends in that case. */
const MESSAGE_TOO_BIG = 1009;

/**
 * What each graphql-ws connection carries: its socket, its client's address and the way to write
 * to it within its buffer limit. The upgrade request itself is not kept: it would stay in memory
 * for the connection's whole life.
 */
export interface SocketExtra {
  readonly socket: WebSocket;
  readonly address: string;
  /** Every frame to this connection goes through it (see ws-backpressure.ts). */
  readonly send: Send;
  /** Shared results' frames, written by the fan-out (see fanout/frames.ts). */
  readonly frames: ConnectionFrames;
  /** What its match subscriptions have sent: a move sent on it is answered after its update. */
  readonly sentUpdates: SentUpdates;
}

/**
 * graphql-ws over a `ws` server. It does what graphql-ws's own `useServer` does (protocol check,
 * keep-alive pings, one graphql-ws connection per socket), but reports problems as one structured
 * log line each instead of printing stack traces to stderr. `ws` itself closes a connection that
 * breaks the protocol — with 1009 (Message Too Big) for a frame over `maxPayload` — before
 * anything reads the frame; here that is a warning naming the client and the reason.
 *
 * It also holds each client to `caps` (see ws-caps.ts): connections are counted as their sockets
 * open, and one whose reader falls `bufferedBytesPerConnection` behind is closed with 4408, its
 * operations ended at once (one warning each, see ws-backpressure.ts). `addressOf` names a
 * connection's client the way HTTP requests are named (TRUST_PROXY, the web server's header), so
 * clients behind one proxy do not share one address's caps.
 */
export function serveGraphqlWs(
  options: ServerOptions<Record<string, unknown> | undefined, SocketExtra>,
  wsServer: WebSocketServer,
  logger: Logger,
  caps: WsCaps,
  addressOf: (request: IncomingMessage) => string,
  fanout: FanoutSwitches = ALL_ON,
): { dispose(): Promise<void> } {
  const counter = capCounter(caps);
  const server = makeServer(runWhileOpen(counter.capOperations(options)));
  wsServer.options.handleProtocols = handleProtocols;
  wsServer.on('error', (error) => logger.error({ err: error }, 'websocket server failed'));

  // One timer pings every connection; one that has not answered the previous ping is dropped.
  const answered = new WeakSet<WebSocket>();
  const pings = setInterval(() => {
    for (const socket of wsServer.clients) {
      if (socket.readyState !== socket.OPEN) continue;
      if (!answered.delete(socket)) {
        socket.terminate();
        continue;
      }
      socket.ping();
    }
  }, KEEP_ALIVE_MS);
  pings.unref();

  wsServer.on('connection', (socket, request) => {
    const client = addressOf(request);
    socket.once('error', (error: Error & { code?: string }) => {
      if (error.code === FRAME_TOO_LARGE) {
        logger.warn(
          { client, code: error.code, closeCode: MESSAGE_TOO_BIG, maxPayload: wsServer.options.maxPayload },
          'websocket frame too large: connection closed',
        );
      } else {
        logger.warn(
          { client, code: error.code, reason: error.message },
          'websocket error: connection closed',
        );
      }
      // `ws` has already begun closing after a protocol error; anything else is closed here.
      if (socket.readyState === socket.OPEN)
        socket.close(CloseCode.InternalServerError, 'Internal server error');
    });
    // Counted now, before anything is awaited: connections opened together each see the others.
    if (!counter.admit(client)) {
      closeWithin(socket, TOO_MANY_CONNECTIONS, 'Too many connections from this address', CLOSE_WAIT_MS);
      return;
    }
    socket.once('close', () => counter.release(client));
    answered.add(socket);
    socket.on('pong', () => answered.add(socket));

    // graphql-ws's end of the connection, run once: at the socket's close, or as soon as the
    // connection is closed for reading too slowly, so that nothing keeps producing for it.
    let ended = false;
    const end = (code: number, reason: string) => {
      if (ended) return;
      ended = true;
      closed(code, reason).catch((error: unknown) =>
        logger.error({ err: error, client }, 'websocket close failed'),
      );
    };
    const send = boundedSend(socket, caps.bufferedBytesPerConnection, fanout['corked-send'], () => {
      logger.warn(
        {
          client,
          closeCode: READING_TOO_SLOWLY,
          bufferedBytes: socket.bufferedAmount,
          maxBufferedBytes: caps.bufferedBytesPerConnection,
        },
        'websocket reading too slowly: connection closed',
      );
      closeWithin(socket, READING_TOO_SLOWLY, READING_TOO_SLOWLY_REASON, SLOW_READER_CLOSE_WAIT_MS);
      end(READING_TOO_SLOWLY, READING_TOO_SLOWLY_REASON);
    });

    const frames = new ConnectionFrames(send, fanout['frame-fragments']);
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: frames.send,
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', (data) => {
            // A connection being closed takes nothing more: its operations are ended or ending.
            if (socket.readyState !== socket.OPEN) return;
            handle(String(data)).catch((error: unknown) => {
              logger.error({ err: error, client }, 'websocket message failed');
              socket.close(CloseCode.InternalServerError, 'Internal server error');
            });
          }),
      },
      { socket, address: client, send, frames, sentUpdates: new SentUpdates() },
    );

    socket.once('close', (code, reason) => end(code, String(reason)));
  });

  return {
    dispose: async () => {
      clearInterval(pings);
      // 1001 Going Away: clients reconnect (to another node) and resume with sinceSeq. A client that
      // does not answer the closing handshake within a second is cut off.
      const clients = [...wsServer.clients];
      const gone = Promise.all(
        clients.map((client) => new Promise<void>((resolve) => client.once('close', () => resolve()))),
      );
      for (const client of clients) client.close(1001, 'Going away');
      const cutOff = setTimeout(() => {
        for (const client of clients) client.terminate();
      }, CLOSE_WAIT_MS);
      await gone;
      clearTimeout(cutOff);
      wsServer.removeAllListeners();
      await new Promise<void>((resolve, reject) =>
        wsServer.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** Closes `socket` with `code`, and cuts it off if the client has not answered within `waitMs`. */
function closeWithin(socket: WebSocket, code: number, reason: string, waitMs: number): void {
  socket.close(code, reason);
  const cutOff = setTimeout(() => socket.terminate(), waitMs);
  cutOff.unref();
  socket.once('close', () => clearTimeout(cutOff));
}
