import type { ExecutionResult } from 'graphql';
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import type { Send } from '../http/ws-backpressure.js';
import type { SharedResult } from './shared-results.js';

/*
 * How a frame reaches a connection's socket: a shared result's `next` frame written by the fan-out
 * itself (`ConnectionFrames`), and every frame's write, corked (`sendCorked`, which the connection's
 * bounded send in http/ws-backpressure.ts calls).
 */

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

  /** `fragments` false: the frame is joined into one string first (the load bench's comparison). */
  constructor(
    private readonly raw: Send,
    private readonly fragments = true,
  ) {}

  /** Writes a shared result as subscription `id`'s `next` message; answers `onNext` with it. */
  write(id: string, result: SharedResult): Promise<ExecutionResult> {
    // In three fragments, so that the payload, the same for the whole group, is never copied.
    const frame = [`{"id":${JSON.stringify(id)},"type":"next","payload":`, result.json, '}'];
    return this.raw(this.fragments ? frame : frame.join('')).then(() => this.written);
  }

  /** The connection's `send` for graphql-ws: every message, except the one `write` already wrote. */
  readonly send = (data: string): Promise<void> => {
    if (!this.writtenNext) return this.raw(data);
    this.writtenNext = false;
    return SENT;
  };
}

/** TCP sockets whose writes are being held, to leave together. */
const corked = new WeakSet<Socket>();

/**
 * How much a connection may have waiting to leave while its sends still count as done at once.
 * Beyond it a send waits until its frame has left, so a slow reader holds back its own
 * subscriptions (graphql-ws waits for each send) instead of piling frames up in memory.
 */
const BUFFERED_BYTES = 64 * 1024;

/**
 * Sends `data` on `socket` as one message (given in parts: one fragment each, so a part shared by
 * many messages is written from the same string every time and never copied into a new one),
 * holding the socket's writes until the work under way has run its course (the next tick), so that
 * what one connection is sent at once leaves in one write: a move's answer and its `complete`, or
 * a spectator's updates of several matches. Each frame would otherwise cost a system call. Held
 * no longer: while 2,000 spectators' frames are written the first ones are already being read
 * (held to the check phase, a crowd's p50 went from 20 to 37 ms). Never rejects. `cork` false:
 * sent at once (the load bench's comparison).
 */
export function sendCorked(socket: WebSocket, data: string | readonly string[], cork = true): Promise<void> {
  // `ws` keeps its TCP socket private; corking it is only an optimisation, skipped if it is absent.
  const raw = cork ? (socket as unknown as { _socket?: Socket })._socket : undefined;
  if (raw && !corked.has(raw)) {
    corked.add(raw);
    raw.cork();
    process.nextTick(() => {
      corked.delete(raw);
      raw.uncork();
    });
  }
  const parts = typeof data === 'string' ? [data] : data;
  const last = parts.length - 1;
  // Sent one after the other in this same call: nothing else can come between the fragments.
  parts.slice(0, last).forEach((part) => socket.send(part, { fin: false }));
  // Settled whether or not the frame could be written: a write that fails closes the socket, and
  // closing ends its operations, so an error here would only be logged once per waiting operation.
  const sent = new Promise<void>((resolve) => socket.send(parts[last] ?? '', { fin: true }, () => resolve()));
  return socket.bufferedAmount > BUFFERED_BYTES ? sent : Promise.resolve();
}
