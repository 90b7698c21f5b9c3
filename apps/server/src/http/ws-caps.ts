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
  /** Open connections from one address. */
  readonly connectionsPerAddress: number;
}

/** Far above what the web app or a fair program needs; far below what would hurt a node. */
export const DEFAULT_WS_CAPS: WsCaps = {
  operationsPerConnection: 25,
  operationsPerAddress: 250,
  connectionsPerAddress: 50,
};

/** Close code for a connection over its address's cap (4xxx: the application's own range). */
export const TOO_MANY_CONNECTIONS = 4429;

type Options = ServerOptions<Record<string, unknown> | undefined, SocketExtra>;

/**
 * `options` with caps: a connection over its address's cap is closed at once with 4429 and a
 * reason; an operation over its connection's or address's cap is refused with a typed error
 * (TOO_MANY_SUBSCRIPTIONS). Nothing waits: a client over a cap hears so immediately.
 */
export function withCaps(options: Options, caps: WsCaps): Options {
  const connections = new Map<string, number>();
  const operations = new Map<string, number>();
  const running = new WeakMap<object, Set<string>>();
  const counted = new WeakSet<object>();
  const add = (counts: Map<string, number>, key: string, by: number) => {
    const next = (counts.get(key) ?? 0) + by;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };
  const refuse = (message: string) => [
    new GraphQLError(message, { originalError: new DomainError('TOO_MANY_SUBSCRIPTIONS', message) }),
  ];

  return {
    ...options,
    onConnect: async (ctx) => {
      const address = ctx.extra.address;
      if ((connections.get(address) ?? 0) >= caps.connectionsPerAddress) {
        ctx.extra.socket.close(TOO_MANY_CONNECTIONS, 'Too many connections from this address');
        return false;
      }
      const accepted = (await options.onConnect?.(ctx)) ?? true;
      if (accepted === false) return false;
      add(connections, address, 1);
      counted.add(ctx);
      return accepted;
    },
    onSubscribe: async (ctx, id, payload) => {
      const address = ctx.extra.address;
      const mine = running.get(ctx) ?? new Set<string>();
      if (mine.size >= caps.operationsPerConnection)
        return refuse(`at most ${caps.operationsPerConnection} operations at once on one connection`);
      if ((operations.get(address) ?? 0) >= caps.operationsPerAddress)
        return refuse(`at most ${caps.operationsPerAddress} operations at once from one address`);
      const answer = await options.onSubscribe?.(ctx, id, payload);
      if (Array.isArray(answer)) return answer;
      mine.add(id);
      running.set(ctx, mine);
      add(operations, address, 1);
      return answer;
    },
    onComplete: async (ctx, id, payload) => {
      if (running.get(ctx)?.delete(id)) add(operations, ctx.extra.address, -1);
      await options.onComplete?.(ctx, id, payload);
    },
    onClose: async (ctx, code, reason) => {
      const address = ctx.extra.address;
      // Operations still counted (graphql-ws completes them before onClose, so normally none).
      add(operations, address, -(running.get(ctx)?.size ?? 0));
      running.delete(ctx);
      if (counted.delete(ctx)) add(connections, address, -1);
      await options.onClose?.(ctx, code, reason);
    },
  };
}
