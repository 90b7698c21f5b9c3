import type { IncomingMessage, Server } from 'node:http';
import {
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { WebSocketServer, type WebSocket } from 'ws';
import { CloseCode } from 'graphql-ws';
import { bearerToken } from '../accounts/tokens.js';
import type { createContextFactory, Services } from '../context.js';
import { isDomainError, type createErrorFormatter } from '../errors.js';
import { outageOf, unavailable } from '../faults/unavailable.js';
import type { Logger } from '../logger.js';
import { matchUpdateShareKey } from '../fanout/share-key.js';
import { MAX_TOKENS } from '../security/armor.js';
import type { documentCost } from '../security/document-cost.js';
import { SharedResult, sharedSubscribe } from '../fanout/shared-results.js';
import type { FanoutSwitches } from '../fanout/switches.js';
import { chargeRead, measureOperation } from './read-budget.js';
import { serveGraphqlWs } from './websocket.js';
import type { WsCaps } from './ws-caps.js';

type ErrorFormatter = ReturnType<typeof createErrorFormatter>;

export interface GraphqlWsOptions {
  readonly schema: GraphQLSchema;
  /** graphql-armor's rules, checked once per distinct document. */
  readonly validationRules: readonly ValidationRule[];
  readonly measure: ReturnType<typeof documentCost>;
  readonly formatError: ErrorFormatter;
  readonly createContext: ReturnType<typeof createContextFactory>;
  readonly caps: WsCaps;
  /** The fan-out's optimisations that are on (all, but in the load bench's comparisons). */
  readonly fanout: FanoutSwitches;
  /** The connection's client, named as HTTP requests are (see security/client-address.ts). */
  readonly addressOf: (request: IncomingMessage) => string;
}

/**
 * GraphQL over WebSocket (graphql-ws) on `/graphql`: authenticated on connect (4403 for a bad
 * token) and again on every subscribe; a connection closes (4403) the moment its token ends, on
 * whichever node that happens. A frame over 64 KB closes the connection with 1009 (logged, see
 * websocket.ts), and each client is held to `caps` (see ws-caps.ts).
 */
export function graphqlOverWebSocket(
  httpServer: Server,
  services: Services,
  options: GraphqlWsOptions,
): { dispose(): Promise<void> } {
  const { schema, formatError } = options;
  const documents = new LRUCache<string, DocumentNode>({ max: 500 });
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: 64 * 1024 });
  return serveGraphqlWs(
    {
      schema,
      onConnect: async (ctx) => {
        const token = bearerToken(ctx.connectionParams?.['authorization']);
        if (token === null) return true;
        const { socket } = ctx.extra;
        try {
          const viewer = await services.accounts.service.authenticate(token);
          if (!viewer) return false;
          socket.once(
            'close',
            services.accounts.live.attach(viewer.tokenId, () => socket.close(4403, 'Forbidden')),
          );
          // Online while a connection is open (see people/presence.ts).
          socket.once('close', services.presence.connected(viewer.id));
          return true;
        } catch (error) {
          closeUnexpectedly(socket, error, services.logger);
          return false;
        }
      },
      context: async (ctx) => {
        try {
          return await options.createContext({
            token: bearerToken(ctx.connectionParams?.['authorization']),
            address: ctx.extra.address,
            sentUpdates: ctx.extra.sentUpdates,
          });
        } catch (error) {
          if (isDomainError(error, 'UNAUTHENTICATED')) ctx.extra.socket.close(4403, 'Forbidden');
          else closeUnexpectedly(ctx.extra.socket, error, services.logger);
          throw error;
        }
      },
      // Parsed and validated once per distinct document, shared by every subscription that sends
      // it; returning the arguments spares graphql-ws a second parse and validation of its own.
      // Each operation is measured with its variables and charged to its reader's budget, as over
      // HTTP (see read-budget.ts).
      onSubscribe: async (ctx, _id, payload) => {
        let document = documents.get(payload.query);
        if (!document) {
          try {
            document = parse(payload.query, { maxTokens: MAX_TOKENS });
          } catch (error) {
            return [error instanceof GraphQLError ? error : new GraphQLError('could not parse the document')];
          }
          const errors = validate(schema, document, [...specifiedRules, ...options.validationRules]);
          if (errors.length > 0) {
            return errors.map(
              (error) =>
                new GraphQLError(error.message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
            );
          }
          documents.set(payload.query, document);
        }
        const operation = getOperationAST(document, payload.operationName);
        if (operation) {
          try {
            const cost = measureOperation(options.measure, document, operation, payload.variables);
            // Mutations (moves sent on the socket above all) have limits of their own.
            if (operation.operation !== 'mutation') {
              const token = bearerToken(ctx.connectionParams?.['authorization']);
              const viewer = token === null ? null : await services.accounts.service.authenticate(token);
              await chargeRead(services.limits, { viewer, address: ctx.extra.address }, operation, cost);
            }
          } catch (error) {
            // Too costly, over budget, or the token unreadable while the database is away: a typed
            // refusal.
            const outage = isDomainError(error) ? null : outageOf(error);
            const refusal = isDomainError(error) ? error : outage ? unavailable(outage, error) : null;
            if (!refusal) throw error;
            return [new GraphQLError(refusal.message, { originalError: refusal })];
          }
        }
        return {
          schema,
          document,
          operationName: payload.operationName ?? null,
          variableValues: payload.variables ?? null,
        };
      },
      // A match update is executed and serialised once per group of viewers who see the same thing,
      // not once per subscriber (see fanout/README.md), and written to each socket as it is.
      ...(options.fanout['shared-results']
        ? { subscribe: sharedSubscribe(matchUpdateShareKey, (result) => formatResult(formatError, result)) }
        : {}),
      // The same error layer as HTTP: domain codes kept, anything unexpected masked and logged.
      onNext: (ctx, id, _payload, _args, result) =>
        result instanceof SharedResult
          ? ctx.extra.frames.write(id, result)
          : formatResult(formatError, result),
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatGraphQLError(formatError, error)),
    },
    wsServer,
    services.logger,
    options.caps,
    options.addressOf,
    options.fanout,
  );
}

function formatResult(format: ErrorFormatter, result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map((error) => formatGraphQLError(format, error)) };
}

function formatGraphQLError(format: ErrorFormatter, error: GraphQLError): GraphQLError {
  const formatted = format(error.toJSON(), error);
  return new GraphQLError(formatted.message, { extensions: formatted.extensions ?? {} });
}

/** RFC 6455's "Try Again Later": the server cannot serve the connection now (an outage). */
const TRY_AGAIN_LATER = 1013;

/**
 * A WebSocket whose token could not be checked: closed with 1013 when the database or Redis is
 * away (the client reconnects a little later), else 4500; either way with a fixed reason, never the
 * error's own message (hosts, ports, SQL), which goes to the log.
 */
function closeUnexpectedly(socket: WebSocket, error: unknown, logger: Logger): void {
  const outage = outageOf(error);
  if (outage) {
    logger.warn({ err: error, dependency: outage }, 'websocket refused during an outage');
    socket.close(TRY_AGAIN_LATER, 'Service unavailable: try again shortly');
  } else {
    logger.error({ err: error }, 'websocket connection failed');
    socket.close(CloseCode.InternalServerError, 'Internal server error');
  }
}
