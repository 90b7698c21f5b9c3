import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import proxyAddress from 'proxy-addr';
import express from 'express';
import { createContextFactory, type Context, type Services } from '../context.js';
import { createErrorFormatter } from '../errors.js';
import { buildSchema } from '../schema.js';
import { MAX_TOKENS, createArmor } from '../security/armor.js';
import { documentCost } from '../security/document-cost.js';
import { clientAddress, trustProxySetting } from '../security/client-address.js';
import { graphqlOverWebSocket } from './graphql-ws.js';
import { retryStatusPlugin } from './http-errors.js';
import { readBudgetPlugin } from './read-budget.js';
import { mountRoutes, type Readiness } from './routes.js';
import { httpShutdown, stopInOrder } from './shutdown.js';
import { DEFAULT_WS_CAPS, type WsCaps } from './ws-caps.js';
import { ALL_ON, type FanoutSwitches } from '../fanout/switches.js';

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

/**
 * One HTTP server: GraphQL over HTTP (Apollo, see routes.ts) and over WebSocket (graphql-ws, see
 * graphql-ws.ts) on `/graphql`, one context factory for both, the other routes, and the stop in
 * order (shutdown.ts).
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
  fanout: FanoutSwitches = ALL_ON,
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

  const webSockets = graphqlOverWebSocket(httpServer, services, {
    schema,
    validationRules: armor.validationRules,
    measure,
    formatError,
    createContext,
    caps: wsCaps,
    fanout,
    addressOf: (request) =>
      clientAddress(request.headers, proxyAddress(request, trustedProxy), options.clientAddressSecret),
  });

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
  mountRoutes(app, services, {
    apollo,
    shutdown,
    readiness: options.readiness,
    measure,
    createContext,
    clientAddressSecret: options.clientAddressSecret,
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
    close: stopInOrder(shutdown, webSockets, apollo),
  };
}
