import { GraphQLError } from 'graphql';
import type { ServerOptions } from 'graphql-ws';
import { DomainError } from '../errors.js';
import type { SocketExtra } from './websocket.js';

/** How much of this node one client may hold open over WebSocket. */
export interface WsCaps {
  /** Operations (subscriptions above all) running at once on one connection. */
  readonly operationsPerConnection: number;
  /** Operations running at once over all connections from one address. */
  readonly operationsPerAddress: number;
  /** Open connections from one address, counted from the socket's opening. */
  readonly connectionsPerAddress: number;
  /**
   * Bytes written to one connection that its reader has not taken yet; past it the connection is
   * closed with 4408 (see ws-backpressure.ts). Several times a long match's whole log (741 KB),
   * far below what would hurt a node.
   */
  readonly bufferedBytesPerConnection: number;
}

/** Far above what the web app or a fair program needs; far below what would hurt a node. */
export const DEFAULT_WS_CAPS: WsCaps = {
  operationsPerConnection: 25,
  operationsPerAddress: 250,
  connectionsPerAddress: 50,
  bufferedBytesPerConnection: 4 * 1024 * 1024,
};

/** Close code for a connection over its address's cap (4xxx: the application's own range). */
export const TOO_MANY_CONNECTIONS = 4429;

type Options = ServerOptions<Record<string, unknown> | undefined, SocketExtra>;

/** Counts per client address; an address leaves the map when its count is back to zero. */
class Counts {
  private readonly counts = new Map<string, number>();
  of(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  add(key: string, by: number): void {
    const next = this.of(key) + by;
    if (next > 0) this.counts.set(key, next);
    else this.counts.delete(key);
  }
}

/**
 * The operations running on one connection. By id, with how many of each: once an operation is
 * completed by its client, the id may be used again while the first one is still finishing.
 */
class Running {
  size = 0;
  private readonly ids = new Map<string, number>();
  add(id: string): void {
    this.ids.set(id, (this.ids.get(id) ?? 0) + 1);
    this.size++;
  }
  delete(id: string): boolean {
    const count = this.ids.get(id);
    if (count === undefined) return false;
    if (count > 1) this.ids.set(id, count - 1);
    else this.ids.delete(id);
    this.size--;
    return true;
  }
}

/** The caps of one WebSocket server, counted on this node. */
export interface CapCounter {
  /**
   * Counts a connection from `address` as its socket opens: false, and not counted, when the
   * address is at its cap (the caller closes the socket with TOO_MANY_CONNECTIONS).
   */
  admit(address: string): boolean;
  /** Forgets a connection `admit` counted, once its socket has closed. */
  release(address: string): void;
  /**
   * `options` with the operation caps: an operation over its connection's or its address's cap is
   * refused at once with a typed error (TOO_MANY_SUBSCRIPTIONS).
   */
  capOperations(options: Options): Options;
}

/**
 * Every cap is counted the moment it is checked, before anything is awaited: frames read in one
 * burst, or connections opened together, each see the ones before them. A slot taken for an
 * operation that is then refused (or fails) is given back.
 */
export function capCounter(caps: WsCaps): CapCounter {
  const connections = new Counts();
  const operations = new Counts();
  const refuse = (message: string) => [
    new GraphQLError(message, { originalError: new DomainError('TOO_MANY_SUBSCRIPTIONS', message) }),
  ];

  return {
    admit: (address) => {
      if (connections.of(address) >= caps.connectionsPerAddress) return false;
      connections.add(address, 1);
      return true;
    },
    release: (address) => connections.add(address, -1),
    capOperations: (options) => {
      const running = new WeakMap<object, Running>();
      const finish = (ctx: { extra: SocketExtra }, id: string) => {
        if (running.get(ctx)?.delete(id)) operations.add(ctx.extra.address, -1);
      };
      return {
        ...options,
        onSubscribe: async (ctx, id, payload) => {
          const address = ctx.extra.address;
          let mine = running.get(ctx);
          if (!mine) running.set(ctx, (mine = new Running()));
          if (mine.size >= caps.operationsPerConnection)
            return refuse(`at most ${caps.operationsPerConnection} operations at once on one connection`);
          if (operations.of(address) >= caps.operationsPerAddress)
            return refuse(`at most ${caps.operationsPerAddress} operations at once from one address`);
          mine.add(id);
          operations.add(address, 1);
          try {
            const answer = await options.onSubscribe?.(ctx, id, payload);
            // Refused: graphql-ws sends the errors and never calls onComplete for it.
            if (Array.isArray(answer)) finish(ctx, id);
            return answer;
          } catch (error) {
            finish(ctx, id);
            throw error;
          }
        },
        onComplete: async (ctx, id, payload) => {
          finish(ctx, id);
          await options.onComplete?.(ctx, id, payload);
        },
        onClose: async (ctx, code, reason) => {
          // Operations still counted: those that failed without completing, and those still
          // finishing, whose onComplete will find nothing left to give back.
          operations.add(ctx.extra.address, -(running.get(ctx)?.size ?? 0));
          running.delete(ctx);
          await options.onClose?.(ctx, code, reason);
        },
      };
    },
  };
}
