import type { NextFunction, Request, Response } from 'express';
import { parse, type OperationDefinitionNode } from 'graphql';
import { bearerToken } from '../accounts/tokens.js';
import type { Context, Services } from '../context.js';
import { isDomainError, type DomainError } from '../errors.js';
import type { MeasureDocument } from '../security/document-cost.js';
import { clientAddress } from '../security/client-address.js';
import { logExportHandler } from './log-export.js';

/**
 * What a download holds, asked through GraphQL: the match's header, its chat and its whole log. A
 * download is charged as this read (see document-cost.ts), so the budget that limits the read
 * limits the download alike.
 */
const EQUIVALENT_READ = parse(`query ($id: ID!) {
  match(id: $id) {
    id game { id } options playerCount seed seedHash startedAt finishedAt result
    seats { seat bot player { handle } }
    chat(first: 100) { edges { node { channel author { handle } text at } } }
    log { seq seat action events at timedOut }
  }
}`);

/** What one download costs: the same read through GraphQL, its log counted as a long match's. */
export function logDownloadCost(measure: MeasureDocument): number {
  const operation = EQUIVALENT_READ.definitions[0] as OperationDefinitionNode;
  return measure(EQUIVALENT_READ, operation, { id: '' }).cost;
}

/**
 * GET /matches/:id/log.jsonl, metered: a read of the reader's budget (the account of the bearer
 * token sent, if any, else the client address) costing what the same read through GraphQL costs,
 * charged before anything is read. Over budget it answers 429 with Retry-After and the GraphQL
 * error shape (`RATE_LIMITED`, `retryAfterSeconds`, `scope`); a token that speaks for nobody 401.
 */
export function meteredLogDownload(
  services: Services,
  measure: MeasureDocument,
  createContext: (input: { token: string | null; address: string }) => Promise<Context>,
  clientAddressSecret: string | undefined,
) {
  const cost = logDownloadCost(measure);
  const download = logExportHandler(services.matches.reader, services.chat);
  return (request: Request, response: Response, next: NextFunction) => {
    const charged = createContext({
      token: bearerToken(request.headers.authorization),
      address: clientAddress(request.headers, request.ip, clientAddressSecret),
    }).then(({ viewer, address }) =>
      services.limits.consumeRead(viewer ? { userId: viewer.id } : { address }, cost),
    );
    charged
      .then(() => download(request, response))
      .catch((error: unknown) => {
        if (isDomainError(error, 'RATE_LIMITED')) refuse(response, error, 429);
        else if (isDomainError(error, 'UNAUTHENTICATED')) {
          response.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
          refuse(response, error, 401);
        } else next(error);
      });
  };
}

/** A refusal in the shape of a GraphQL error, with Retry-After when it says how long to wait. */
export function refuse(response: Response, error: DomainError, status: number): void {
  const wait = error.details['retryAfterSeconds'];
  if (wait !== undefined) response.setHeader('Retry-After', String(wait));
  response
    .status(status)
    .json({ errors: [{ message: error.message, extensions: { ...error.details, code: error.code } }] });
}
