import type { ExecutionResult } from 'graphql';
import type { Send } from '../http/ws-backpressure.js';
import type { SharedResult } from './shared-results.js';

const SENT = Promise.resolve();

/**
 * One connection's `next` frames for shared results, written by the fan-out itself: the payload,
 * serialised once for its whole group, goes out as is, never parsed, serialised or copied again.
 *
 * graphql-ws has no way to be told that `onNext` already wrote the frame: it always serialises a
 * `next` message and hands the string to the connection's `send`. So `write` answers `onNext` with
 * `written`, a typed object whose serialisation marks this connection's frame as written; graphql-ws
 * calls `send` with that string in the same synchronous step (`socket.send(stringifyMessage(...))`),
 * and `send` drops it. Nothing is read back from the string.
 */
export class ConnectionFrames {
  private writtenNext = false;

  /** graphql-ws's `onNext` answer once the frame is out (typed as a result, which is what it may answer). */
  private readonly written = {
    toJSON: () => {
      this.writtenNext = true;
      return null;
    },
  } as unknown as ExecutionResult;

  constructor(private readonly raw: Send) {}

  /** Writes a shared result as subscription `id`'s `next` message; answers `onNext` with it. */
  write(id: string, result: SharedResult): Promise<ExecutionResult> {
    // In three fragments, so that the payload, the same for the whole group, is never copied.
    const frame = [`{"id":${JSON.stringify(id)},"type":"next","payload":`, result.json, '}'];
    return this.raw(frame).then(() => this.written);
  }

  /** The connection's `send` for graphql-ws: every message, except the one `write` already wrote. */
  readonly send = (data: string): Promise<void> => {
    if (!this.writtenNext) return this.raw(data);
    this.writtenNext = false;
    return SENT;
  };
}
