import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request, Response } from 'express';
import { bearerToken } from '../accounts/tokens.js';
import type { Services } from '../context.js';
import { isDomainError } from '../errors.js';
import { refuse } from '../http/log-download.js';
import { FORMAT_VERSION, matchLineJsonSchema } from './format.js';
import type { OpenDataService } from './service.js';

/** How long a browser or proxy may keep the current month's file, rewritten every hour or so. */
const CURRENT_MONTH_MAX_AGE_MS = 5 * 60_000;
/** A past month's file never changes: kept a year, and never asked about again. */
const FINAL_MAX_AGE_MS = 365 * 24 * 60 * 60_000;

/** Where the format's JSON Schema is served: the same text as docs/data/match-v1.schema.json. */
export const SCHEMA_PATH = `/data/match-v${FORMAT_VERSION}.schema.json`;

/** GET /data/match-v1.schema.json — the JSON Schema of a line, for readers who validate files. */
export function schemaHandler() {
  const text = JSON.stringify(matchLineJsonSchema(), null, 2);
  return (_request: Request, response: Response) => {
    response.type('application/schema+json');
    response.setHeader('Cache-Control', 'public, max-age=3600');
    response.send(text);
  };
}

function notFound(response: Response, name: string): void {
  response
    .status(404)
    .json({ errors: [{ message: `no open-data file "${name}"`, extensions: { code: 'NOT_FOUND' } }] });
}

/**
 * GET /data/:file — a monthly file, served by express's `sendFile` (the `send` package): a weak
 * ETag and Last-Modified from the file, conditional requests answered 304, byte ranges 206 (416
 * when none can be satisfied). A past month's file is cached as immutable, the current month's
 * briefly. Names that are not a written file's are 404 before the disk is looked at.
 */
export function dataFileHandler(openData: OpenDataService) {
  return (request: Request, response: Response, next: NextFunction) => {
    const name = String(request.params['file'] ?? '');
    openData
      .servable(name)
      .then((file) => {
        if (!file) {
          notFound(response, name);
          return;
        }
        response.sendFile(
          file.name,
          {
            root: file.directory,
            dotfiles: 'deny',
            maxAge: file.final ? FINAL_MAX_AGE_MS : CURRENT_MONTH_MAX_AGE_MS,
            immutable: file.final,
            headers: { 'Content-Disposition': `attachment; filename="${file.name}"` },
          },
          (error?: Error & { status?: number; headers?: Record<string, string> }) => {
            if (!error || response.headersSent) return;
            if (error.status === 404) notFound(response, name);
            else if (error.status === 416) {
              // `send` works out the unsatisfiable range and its Content-Range; the answer is ours.
              response.set(error.headers ?? {});
              response.status(416).end();
            } else next(error);
          },
        );
      })
      .catch(next);
  };
}

/**
 * GET /data/mine.ndjson — every finished match of the bearer token's account, private ones
 * included, in the open-data format (one line each, in finishing order, of every game), streamed
 * a page at a time as the client reads: a slow client holds back the reads, so memory stays flat
 * however many matches there are. Without a token, or with one that speaks for nobody: 401.
 * Charged to the account's read budget like one log download.
 */
export function ownMatchesHandler(services: Services, cost: number) {
  return (request: Request, response: Response, next: NextFunction) => {
    services.accounts.service
      .authenticate(bearerToken(request.headers.authorization))
      .then(async (viewer) => {
        if (!viewer) {
          response.setHeader('WWW-Authenticate', 'Bearer');
          response.status(401).json({
            errors: [
              {
                message: 'send your token: Authorization: Bearer <token>',
                extensions: { code: 'UNAUTHENTICATED' },
              },
            ],
          });
          return;
        }
        await services.limits.consumeRead({ userId: viewer.id }, cost);
        response.type('application/x-ndjson');
        response.setHeader('Cache-Control', 'private, no-store');
        response.setHeader(
          'Content-Disposition',
          `attachment; filename="brethren_${viewer.handle}_matches.ndjson"`,
        );
        await pipeline(Readable.from(services.openData.ownLines(viewer.id)), response).catch(
          (error: unknown) => {
            // The client went away: nothing more to send to anyone.
            if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
            throw error;
          },
        );
      })
      .catch((error: unknown) => {
        if (response.headersSent) {
          services.logger.warn({ err: error }, 'own matches download cut short');
          response.destroy();
        } else if (isDomainError(error, 'UNAUTHENTICATED')) {
          response.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
          refuse(response, error, 401);
        } else if (isDomainError(error, 'RATE_LIMITED')) refuse(response, error, 429);
        else next(error);
      });
  };
}
