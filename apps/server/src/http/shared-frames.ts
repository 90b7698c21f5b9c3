import type { Socket } from 'node:net';
import type { ExecutionResult } from 'graphql';
import type { WebSocket } from 'ws';
import type { SharedResult } from './shared-results.js';

/** What stands in the `next` message graphql-ws builds after a shared frame went out already. */
const WRITTEN = '\u0000written';
const WRITTEN_TAIL = `,"payload":${JSON.stringify(WRITTEN)}}`;

/**
 * graphql-ws's `onNext` answer once the frame is written: it serialises to a marker that the
 * connection's `send` drops (see `alreadyWritten`). Typed as a result because that is what
 * `onNext` may answer; graphql-ws only serialises it.
 */
const written = { toJSON: () => WRITTEN } as unknown as ExecutionResult;

/** Sockets whose writes are held until the end of this tick, to go out in one write. */
const corked = new WeakSet<Socket>();

/**
 * Writes a shared result as subscription `id`'s `next` frame: the serialised payload is spliced in
 * as is, never parsed or serialised again. The frames one connection gets in the same tick (a
 * spectator following through several subscriptions) leave in one write.
 */
export function writeShared(socket: WebSocket, id: string, result: SharedResult): Promise<ExecutionResult> {
  if (socket.readyState !== socket.OPEN) return Promise.resolve(written);
  // `ws` keeps its TCP socket private; corking it is only an optimisation, skipped if it is absent.
  const raw = (socket as unknown as { _socket?: Socket })._socket;
  if (raw && !corked.has(raw)) {
    corked.add(raw);
    raw.cork();
    process.nextTick(() => {
      corked.delete(raw);
      raw.uncork();
    });
  }
  const frame = `{"id":${JSON.stringify(id)},"type":"next","payload":${result.json}}`;
  return new Promise((resolve, reject) =>
    socket.send(frame, (error) => (error ? reject(error) : resolve(written))),
  );
}

/** True for the `next` message graphql-ws builds after `writeShared` already wrote the frame. */
export function alreadyWritten(data: string): boolean {
  return data.endsWith(WRITTEN_TAIL);
}
