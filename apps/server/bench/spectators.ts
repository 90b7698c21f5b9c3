import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** Subscriptions per spectator connection (under the server's per-connection cap). */
const PER_CONNECTION = 20;

const MATCH_UPDATED = `subscription ($m: ID!) { matchUpdated(matchId: $m) { seq snapshot match { viewJson } } }`;

/** `count` anonymous subscribers of one match; `onUpdate` hears each update's seq as it arrives. */
export interface Spectators {
  /** Resolves once every subscriber has its snapshot. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

export type SpectatorKind = 'graphql-ws' | 'socket';

/**
 * `graphql-ws`: the library's client, which parses each whole message (as the web app does): the
 * figure then counts this process's parsing of every spectator's copy, work that browsers spread
 * over their own machines. `socket`: plain WebSockets speaking the same protocol that note when a
 * frame arrives and read only its seq, so the figure is the server's delivery.
 */
export function spectate(
  kind: SpectatorKind,
  wsUrl: string,
  matchId: string,
  count: number,
  onUpdate: (seq: number) => void,
): Spectators {
  return kind === 'graphql-ws'
    ? libraryClients(wsUrl, matchId, count, onUpdate)
    : socketClients(wsUrl, matchId, count, onUpdate);
}

function libraryClients(
  wsUrl: string,
  matchId: string,
  count: number,
  onUpdate: (seq: number) => void,
): Spectators {
  const clients: Client[] = [];
  let subscribed = 0;
  const ready = new Promise<void>((resolve) => {
    for (let i = 0; i < count; i++) {
      if (i % PER_CONNECTION === 0)
        clients.push(createClient({ url: wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 }));
      clients.at(-1)!.subscribe<{ matchUpdated: { seq: number; snapshot: boolean } }>(
        { query: MATCH_UPDATED, variables: { m: matchId } },
        {
          next: ({ data }) => {
            const update = data?.matchUpdated;
            if (!update) return;
            if (!update.snapshot) onUpdate(update.seq);
            else if (++subscribed === count) resolve();
          },
          error: (error) => console.error('spectator failed:', error),
          complete: () => {},
        },
      );
    }
  });
  return { ready, close: async () => void (await Promise.all(clients.map((client) => client.dispose()))) };
}

/** The start of a `next` frame of MATCH_UPDATED: the seq and whether it is the snapshot. */
const HEAD = /"matchUpdated":\{"seq":(\d+),"snapshot":(true|false)/;

function socketClients(
  wsUrl: string,
  matchId: string,
  count: number,
  onUpdate: (seq: number) => void,
): Spectators {
  const sockets: WebSocket[] = [];
  let subscribed = 0;
  const ready = new Promise<void>((resolve, reject) => {
    for (let from = 0; from < count; from += PER_CONNECTION) {
      const socket = new WebSocket(wsUrl, 'graphql-transport-ws');
      sockets.push(socket);
      socket.on('error', reject);
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
      socket.on('message', (data: Buffer) => {
        const head = HEAD.exec(data.toString('latin1', 0, 160));
        if (head) {
          if (head[2] === 'false') onUpdate(Number(head[1]));
          else if (++subscribed === count) resolve();
          return;
        }
        const message = JSON.parse(data.toString()) as { type: string; payload?: unknown };
        if (message.type === 'connection_ack') {
          for (let i = from; i < Math.min(count, from + PER_CONNECTION); i++) {
            socket.send(
              JSON.stringify({
                id: String(i),
                type: 'subscribe',
                payload: { query: MATCH_UPDATED, variables: { m: matchId } },
              }),
            );
          }
        } else if (message.type === 'error') reject(new Error(JSON.stringify(message.payload)));
      });
    }
  });
  const close = async () => {
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise((resolve) => {
            socket.once('close', resolve);
            socket.close(1000);
          }),
      ),
    );
  };
  return { ready, close };
}
