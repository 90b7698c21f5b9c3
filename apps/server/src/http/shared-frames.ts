import type { ExecutionResult } from 'graphql';
import type { WebSocket } from 'ws';
import { sendCorked } from './corked-send.js';
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

/**
 * Writes a shared result as subscription `id`'s `next` message: the serialised payload is written
 * as is, never parsed, serialised or copied again.
 */
export function writeShared(socket: WebSocket, id: string, result: SharedResult): Promise<ExecutionResult> {
  if (socket.readyState !== socket.OPEN) return Promise.resolve(written);
  // In three fragments, so that the payload, the same for the whole group, is never copied.
  const frame = [`{"id":${JSON.stringify(id)},"type":"next","payload":`, result.json, '}'];
  return sendCorked(socket, frame).then(() => written);
}

/** True for the `next` message graphql-ws builds after `writeShared` already wrote the frame. */
export function alreadyWritten(data: string): boolean {
  return data.endsWith(WRITTEN_TAIL);
}
