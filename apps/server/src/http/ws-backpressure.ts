import { setImmediate as nextTurn } from 'node:timers/promises';
import { execute, getOperationAST, GraphQLError, subscribe, type ExecutionArgs } from 'graphql';
import type { ServerOptions } from 'graphql-ws';
import type { WebSocket } from 'ws';
import { sendCorked } from '../fanout/frames.js';
import type { SocketExtra } from './websocket.js';

/**
 * Close code for a connection whose reader fell too far behind (4xxx: the application's own range;
 * graphql-ws clients reconnect after it, and a match feed resumes with `sinceSeq`).
 */
export const READING_TOO_SLOWLY = 4408;
export const READING_TOO_SLOWLY_REASON = 'Reading too slowly';

/** Writes one message, given whole or in parts (see `sendCorked`); never rejects. */
export type Send = (data: string | readonly string[]) => Promise<void>;

const SENT = Promise.resolve();

/**
 * `socket`'s sends, each followed by a look at what the socket holds for its reader: the frames
 * `ws` has not handed to the system yet, corked ones included (`bufferedAmount`, two numbers
 * added: cheap enough for every frame of a fan-out to thousands). Past `maxBufferedBytes`,
 * `overflow` is called at once, in the send that passed it, and must close the socket: every send
 * to a socket that is no longer open is dropped, so nothing piles up behind it. `cork`: see
 * `sendCorked` (off only in the load bench's comparison).
 */
export function boundedSend(
  socket: WebSocket,
  maxBufferedBytes: number,
  cork: boolean,
  overflow: () => void,
): Send {
  return (data) => {
    if (socket.readyState !== socket.OPEN) return SENT;
    const sent = sendCorked(socket, data, cork);
    if (socket.bufferedAmount > maxBufferedBytes) overflow();
    return sent;
  };
}

type Options = ServerOptions<Record<string, unknown> | undefined, SocketExtra>;

/**
 * `options` whose operations run only while their connection is open. A client that pipelines
 * many reads and stops reading has them all past `onSubscribe` before its first answer goes out;
 * once its connection closes (over its `maxBufferedBytes` above all, see `boundedSend`) those not
 * yet executed are dropped instead of producing answers nobody will read. Only operations whose
 * arguments `onSubscribe` returns are known (ours always are): graphql-ws passes that same object
 * on to `execute` or `subscribe`.
 *
 * A query first waits one turn of the event loop. Pipelined reads would otherwise all execute in
 * one go, every answer held until the last is done: waiting, each one's answer is written (and a
 * connection over its limit closed) before the next runs. Ten connections each pipelining a
 * hundred 730 KB answers they never read (4 MB limit) had 111 of them executed instead of 231, and
 * the process peaked at 582 MB instead of 739. Mutations (moves) do not wait.
 */
export function runWhileOpen(options: Options): Options {
  const sockets = new WeakMap<ExecutionArgs, WebSocket>();
  const open = (args: ExecutionArgs) => {
    const socket = sockets.get(args);
    return !socket || socket.readyState === socket.OPEN;
  };
  const closing = () => ({ errors: [new GraphQLError('the connection is closing')] });
  const run = options.execute ?? execute;
  const follow = options.subscribe ?? subscribe;
  return {
    ...options,
    onSubscribe: async (ctx, id, payload) => {
      const answer = await options.onSubscribe?.(ctx, id, payload);
      if (answer && 'schema' in answer) sockets.set(answer, ctx.extra.socket);
      return answer;
    },
    execute: async (args) => {
      if (getOperationAST(args.document, args.operationName)?.operation === 'query') await nextTurn();
      return open(args) ? run(args) : closing();
    },
    subscribe: (args) => (open(args) ? follow(args) : closing()),
  };
}
