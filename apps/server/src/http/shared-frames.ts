import type { ExecutionResult } from 'graphql';
import type { SharedResult } from './shared-results.js';
import type { Send } from './ws-backpressure.js';

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
 * Writes a shared result as subscription `id`'s `next` message with the connection's `send`: the
 * serialised payload is written as is, never parsed, serialised or copied again.
 */
export function writeShared(send: Send, id: string, result: SharedResult): Promise<ExecutionResult> {
  // In three fragments, so that the payload, the same for the whole group, is never copied.
  const frame = [`{"id":${JSON.stringify(id)},"type":"next","payload":`, result.json, '}'];
  return send(frame).then(() => written);
}

/** True for the `next` message graphql-ws builds after `writeShared` already wrote the frame. */
export function alreadyWritten(data: string): boolean {
  return data.endsWith(WRITTEN_TAIL);
}
