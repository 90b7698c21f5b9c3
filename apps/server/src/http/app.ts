import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import proxyAddress from 'proxy-addr';
import express, { type NextFunction, type Request, type Response } from 'express';
import {
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { WebSocketServer, type WebSocket } from 'ws';
import { CloseCode } from 'graphql-ws';
import { bearerToken } from '../accounts/tokens.js';
import { createContextFactory, type Context, type Services } from '../context.js';
import { createErrorFormatter, isDomainError } from '../errors.js';
import { RETRY_AFTER_SECONDS, outageOf, unavailable } from '../faults/unavailable.js';
import type { Logger } from '../logger.js';
import { oneClickUnsubscribe } from '../mail/one-click.js';
import { buildSchema } from '../schema.js';
import { MAX_TOKENS, createArmor } from '../security/armor.js';
import { documentCost } from '../security/document-cost.js';
import { clientAddress, trustProxySetting } from '../security/client-address.js';
import { asContextError, retryStatusPlugin } from './http-errors.js';
import { meteredLogDownload } from './log-download.js';
import { httpShutdown } from './shutdown.js';
import { DEFAULT_WS_CAPS, type WsCaps } from './ws-caps.js';
import { writeShared } from './shared-frames.js';
import { SharedResult, sharedSubscribe } from './shared-results.js';
import { matchUpdateShareKey } from '../matches/shared-updates.js';
import { serveGraphqlWs } from './websocket.js';
import { chargeRead, measureOperation, readBudgetPlugin } from './read-budget.js';

/** Largest request body accepted: real documents and actions are a few kilobytes. */
const MAX_BODY = '64kb';

export interface RunningServer {
  readonly httpServer: Server;
  readonly url: string;
  /**
   * Stops gracefully: /health and /ready answer 503 at once, no new connection is accepted,
   * requests under way and those already sent get up to `graceMs` to be answered (see
   * shutdown.ts), then WebSocket connections close with 1001 (Going Away) and Apollo stops.
   */
  close(graceMs?: number): Promise<void>;
}

/** What /ready checks: each dependency reachable now (null: not used by this node). */
export type Readiness = () => Promise<Readonly<Record<string, boolean | null>>>;

/** How long requests under way may take to finish when the server stops, unless told otherwise. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/**
 * One HTTP server: GraphQL over HTTP (Apollo) and over WebSocket (graphql-ws) on `/graphql`, one
 * context factory for both, the JSON-lines log download and a health check.
 */
export async function startHttpServer(
  services: Services,
  options: {
    port: number;
    host: string;
    trustProxy: string;
    clientAddressSecret?: string | undefined;
    readiness?: Readiness;
  },
  wsCaps: WsCaps = DEFAULT_WS_CAPS,
): Promise<RunningServer> {
  const schema = buildSchema();
  const armor = createArmor().protect();
  const measure = documentCost(schema);
  const formatError = createErrorFormatter(services.logger);
  const createContext = createContextFactory(services);
  const app = express();
  app.disable('x-powered-by');
  // Behind a proxy the client's address comes from X-Forwarded-For, believed only from the proxies
  // named here (default none). The web server names its browsers' addresses otherwise (see
  // security/client-address.ts).
  app.set('trust proxy', trustProxySetting(options.trustProxy));
  // The same trust for WebSocket upgrades, which never pass through express.
  const trustedProxy = app.get('trust proxy fn') as Parameters<typeof proxyAddress>[1];
  const httpServer = createServer(app);
  const shutdown = httpShutdown(httpServer);

  // WebSocket: authenticate on connect (4403 for a bad token), and again on every subscribe. A
  // connection closes (4403) the moment its token ends, on whichever node that happens. A frame
  // over 64 KB closes the connection with 1009 (logged, see websocket.ts).
  const documents = new LRUCache<string, DocumentNode>({ max: 500 });
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: 64 * 1024 });
  // Caps on connections, operations and unread bytes per client (see ws-caps.ts, websocket.ts).
  const wsCleanup = serveGraphqlWs(
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
          return await createContext({
            token: bearerToken(ctx.connectionParams?.['authorization']),
            address: ctx.extra.address,
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
          const errors = validate(schema, document, [...specifiedRules, ...armor.validationRules]);
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
            const cost = measureOperation(measure, document, operation, payload.variables);
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
      // not once per subscriber (see shared-results.ts), and written to each socket as it is.
      subscribe: sharedSubscribe(matchUpdateShareKey, (result) => formatResult(formatError, result)),
      // The same error layer as HTTP: domain codes kept, anything unexpected masked and logged.
      onNext: (ctx, id, _payload, _args, result) =>
        result instanceof SharedResult
          ? writeShared(ctx.extra.send, id, result)
          : formatResult(formatError, result),
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatGraphQLError(formatError, error)),
    },
    wsServer,
    services.logger,
    wsCaps,
    (request) =>
      clientAddress(request.headers, proxyAddress(request, trustedProxy), options.clientAddressSecret),
  );

  const apollo = new ApolloServer<Context>({
    schema,
    // The process has one SIGTERM handler (main.ts), which stops everything in order.
    stopOnTerminationSignals: false,
    formatError,
    introspection: true,
    parseOptions: { maxTokens: MAX_TOKENS },
    validationRules: armor.validationRules,
    plugins: [
      // graphql-armor is typed against Apollo's CommonJS build; the plugins are the same objects.
      ...(armor.plugins as ApolloServerPlugin<Context>[]),
      ApolloServerPluginLandingPageDisabled(),
      retryStatusPlugin<Context>(),
      readBudgetPlugin<Context>(services.limits, measure),
    ],
  });
  await apollo.start();

  app.use((request, response, next) => {
    // The API is public and uses bearer tokens, never cookies: any origin may call it.
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader(
      'Access-Control-Allow-Headers',
      'authorization, content-type, apollo-require-preflight',
    );
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    // So that browser programs can read how long to wait and why a token was refused.
    response.setHeader('Access-Control-Expose-Headers', 'retry-after, www-authenticate');
    if (request.method === 'OPTIONS') response.status(204).end();
    else next();
  });
  // Liveness: the process serves and is not stopping.
  app.get('/health', (_request, response) => {
    if (shutdown.stopping) response.status(503).json({ ok: false, stopping: true });
    else response.json({ ok: true });
  });
  // Readiness: able to serve requests now (not stopping; the database reachable and writable, Redis
  // reachable).
  app.get('/ready', (_request, response, next) => {
    if (shutdown.stopping) {
      response.status(503).json({ ok: false, stopping: true });
      return;
    }
    (options.readiness ?? (async () => ({})))()
      .then((checks) => {
        const ok = Object.values(checks).every((check) => check !== false);
        response.status(ok ? 200 : 503).json({ ok, ...checks });
      })
      .catch(next);
  });
  // Charged to the reader's budget as the same read through GraphQL would be (see log-download.ts).
  app.get(
    '/matches/:id/log.jsonl',
    meteredLogDownload(services, measure, createContext, options.clientAddressSecret),
  );
  // Mail clients' one-click unsubscribe (RFC 8058), and a browser sent on to the web app's page.
  app.use(oneClickUnsubscribe(services));
  app.use(
    '/graphql',
    express.json({ limit: MAX_BODY }),
    expressMiddleware(apollo, {
      context: async ({ req }) =>
        createContext({
          token: bearerToken(req.headers.authorization),
          address: clientAddress(req.headers, req.ip, options.clientAddressSecret),
        }).catch((error: unknown) => {
          throw asContextError(error);
        }),
    }),
  );
  app.use((error: unknown, _request: Request, response: Response, _next: NextFunction) => {
    const outage = outageOf(error);
    if (outage) {
      const refusal = unavailable(outage);
      services.logger.warn({ err: error }, 'request met an outage');
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      response
        .status(503)
        .json({ errors: [{ message: refusal.message, extensions: { code: refusal.code } }] });
      return;
    }
    const status = (error as { status?: number }).status ?? 500;
    const code =
      status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 400 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
    if (status >= 500) services.logger.error({ err: error }, 'request failed');
    const message =
      status === 413
        ? `the request body is larger than ${MAX_BODY}`
        : status === 400
          ? 'the request body is not valid JSON'
          : 'Internal server error';
    response.status(status).json({ errors: [{ message, extensions: { code } }] });
  });

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, options.host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  const { port } = httpServer.address() as AddressInfo;
  return {
    httpServer,
    url: `http://localhost:${port}/graphql`,
    close: async (graceMs = DEFAULT_SHUTDOWN_GRACE_MS) => {
      await shutdown.stop(graceMs);
      await wsCleanup.dispose();
      await shutdown.closed;
      await apollo.stop();
    },
  };
}

function formatResult(
  format: ReturnType<typeof createErrorFormatter>,
  result: ExecutionResult,
): ExecutionResult {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map((error) => formatGraphQLError(format, error)) };
}

function formatGraphQLError(
  format: ReturnType<typeof createErrorFormatter>,
  error: GraphQLError,
): GraphQLError {
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
