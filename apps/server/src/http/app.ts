import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import express, { type NextFunction, type Request, type Response } from 'express';
import { parse, specifiedRules, validate, GraphQLError, type ExecutionResult } from 'graphql';
import { WebSocketServer } from 'ws';
import { bearerToken } from '../accounts/tokens.js';
import { createContextFactory, type Context, type Services } from '../context.js';
import { createErrorFormatter, isDomainError } from '../errors.js';
import { buildSchema } from '../schema.js';
import { MAX_TOKENS, createArmor } from '../security/armor.js';
import { clientAddress, trustProxySetting } from '../security/client-address.js';
import { asContextError, retryStatusPlugin } from './http-errors.js';
import { logExportHandler } from './log-export.js';
import { DEFAULT_WS_CAPS, withCaps, type WsCaps } from './ws-caps.js';
import { serveGraphqlWs } from './websocket.js';

/** Largest request body accepted: real documents and actions are a few kilobytes. */
const MAX_BODY = '64kb';

export interface RunningServer {
  readonly httpServer: Server;
  readonly url: string;
  close(): Promise<void>;
}

/**
 * One HTTP server: GraphQL over HTTP (Apollo) and over WebSocket (graphql-ws) on `/graphql`, one
 * context factory for both, the JSON-lines log download and a health check.
 */
export async function startHttpServer(
  services: Services,
  options: { port: number; host: string; trustProxy: string; clientAddressSecret?: string | undefined },
  wsCaps: WsCaps = DEFAULT_WS_CAPS,
): Promise<RunningServer> {
  const schema = buildSchema();
  const armor = createArmor().protect();
  const formatError = createErrorFormatter(services.logger);
  const createContext = createContextFactory(services);
  const app = express();
  app.disable('x-powered-by');
  // Behind a proxy the client's address comes from X-Forwarded-For, believed only from the proxies
  // named here (default none). The web server names its browsers' addresses otherwise (see
  // security/client-address.ts).
  app.set('trust proxy', trustProxySetting(options.trustProxy));
  const httpServer = createServer(app);

  // WebSocket: authenticate on connect (4403 for a bad token), and again on every subscribe. A
  // connection closes (4403) the moment its token ends, on whichever node that happens. A frame
  // over 64 KB closes the connection with 1009 (logged, see websocket.ts).
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: 64 * 1024 });
  // Caps on connections and operations per client: over one, a typed refusal (see ws-caps.ts).
  const capped = (wsOptions: Parameters<typeof withCaps>[0]) =>
    withCaps(wsOptions, wsCaps, (request) => request.socket.remoteAddress ?? 'unknown');
  const wsCleanup = serveGraphqlWs(
    capped({
      schema,
      onConnect: async (ctx) => {
        const token = bearerToken(ctx.connectionParams?.['authorization']);
        if (token === null) return true;
        const viewer = await services.accounts.service.authenticate(token);
        if (!viewer) return false;
        const { socket } = ctx.extra;
        socket.once(
          'close',
          services.accounts.live.attach(viewer.tokenId, () => socket.close(4403, 'Forbidden')),
        );
        return true;
      },
      context: async (ctx) => {
        try {
          return await createContext({
            token: bearerToken(ctx.connectionParams?.['authorization']),
            address: ctx.extra.request.socket.remoteAddress ?? 'unknown',
          });
        } catch (error) {
          if (isDomainError(error, 'UNAUTHENTICATED')) ctx.extra.socket.close(4403, 'Forbidden');
          throw error;
        }
      },
      onSubscribe: (_ctx, _id, payload) => {
        let document;
        try {
          document = parse(payload.query, { maxTokens: MAX_TOKENS });
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('could not parse the document')];
        }
        const errors = validate(schema, document, [...specifiedRules, ...armor.validationRules]);
        if (errors.length > 0) {
          return errors.map(
            (error) => new GraphQLError(error.message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
          );
        }
        return undefined;
      },
      // The same error layer as HTTP: domain codes kept, anything unexpected masked and logged.
      onNext: (_ctx, _id, _payload, _args, result) => formatResult(formatError, result),
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatGraphQLError(formatError, error)),
    }),
    wsServer,
    services.logger,
  );

  const apollo = new ApolloServer<Context>({
    schema,
    formatError,
    introspection: true,
    parseOptions: { maxTokens: MAX_TOKENS },
    validationRules: armor.validationRules,
    plugins: [
      // graphql-armor is typed against Apollo's CommonJS build; the plugins are the same objects.
      ...(armor.plugins as ApolloServerPlugin<Context>[]),
      // Requests in flight get two seconds to finish when the server stops.
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: 2000 }),
      ApolloServerPluginLandingPageDisabled(),
      retryStatusPlugin<Context>(),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsCleanup.dispose();
            },
          };
        },
      },
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
  app.get('/health', (_request, response) => {
    response.json({ ok: true });
  });
  app.get('/matches/:id/log.jsonl', (request, response, next) => {
    logExportHandler(services.matches.reader)(request, response).catch(next);
  });
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
    close: async () => {
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
