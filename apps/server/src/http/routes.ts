import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { bearerToken } from '../accounts/tokens.js';
import type { Context, createContextFactory, Services } from '../context.js';
import { RETRY_AFTER_SECONDS, outageOf, unavailable } from '../faults/unavailable.js';
import { oneClickUnsubscribe } from '../mail/one-click.js';
import { clientAddress } from '../security/client-address.js';
import type { documentCost } from '../security/document-cost.js';
import { asContextError } from './http-errors.js';
import { dataFileHandler, ownMatchesHandler, SCHEMA_PATH, schemaHandler } from '../open-data/http.js';
import { logDownloadCost, meteredLogDownload } from './log-download.js';
import type { HttpShutdown } from './shutdown.js';

/** Largest request body accepted: real documents and actions are a few kilobytes. */
const MAX_BODY = '64kb';

/** What /ready checks: each dependency reachable now (null: not used by this node). */
export type Readiness = () => Promise<Readonly<Record<string, boolean | null>>>;

export interface RouteOptions {
  readonly apollo: ApolloServer<Context>;
  readonly shutdown: HttpShutdown;
  readonly readiness?: Readiness | undefined;
  readonly measure: ReturnType<typeof documentCost>;
  readonly createContext: ReturnType<typeof createContextFactory>;
  readonly clientAddressSecret?: string | undefined;
}

/**
 * The HTTP routes: CORS for any origin, /health and /ready, the JSON-lines log download, the open
 * data's files and own-matches download, mail's
 * one-click unsubscribe, GraphQL over HTTP (Apollo) on `/graphql`, and one error answer for them all.
 */
export function mountRoutes(app: Express, services: Services, options: RouteOptions): void {
  const { shutdown } = options;
  app.use((request, response, next) => {
    // The API is public and uses bearer tokens, never cookies: any origin may call it.
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader(
      'Access-Control-Allow-Headers',
      'authorization, content-type, apollo-require-preflight',
    );
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    // A browser asks once in two hours (Chromium's most; every 5 s without it) before its requests
    // with a token, instead of before nearly every one: a round trip saved per request.
    response.setHeader('Access-Control-Max-Age', '7200');
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
    meteredLogDownload(services, options.measure, options.createContext, options.clientAddressSecret),
  );
  // Open data: the format's schema, a player's own matches, then the monthly files (see open-data/http.ts).
  app.get(SCHEMA_PATH, schemaHandler());
  app.get('/data/mine.ndjson', ownMatchesHandler(services, logDownloadCost(options.measure)));
  app.get('/data/:file', dataFileHandler(services.openData));
  // Mail clients' one-click unsubscribe (RFC 8058), and a browser sent on to the web app's page.
  app.use(oneClickUnsubscribe(services));
  app.use(
    '/graphql',
    express.json({ limit: MAX_BODY }),
    expressMiddleware(options.apollo, {
      context: async ({ req }) =>
        options
          .createContext({
            token: bearerToken(req.headers.authorization),
            address: clientAddress(req.headers, req.ip, options.clientAddressSecret),
          })
          .catch((error: unknown) => {
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
}
