import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/**
 * An operation as codegen writes it (`documentMode: 'string'`): its text, typed by the result it
 * answers and the variables it takes.
 */
export type ApiDocument<Result, Variables> = DocumentTypeDecoration<Result, Variables> & {
  toString(): string;
};

/**
 * One GraphQL request over HTTP, as any outside client makes it, with a document typed from the
 * schema. Errors become `ApiError` with the API's `extensions.code` and message, so the UI can say
 * why something was refused.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The rest of the error's `extensions`: `retryAfterSeconds`, `field`, `reason`… */
    readonly extensions: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The variables a document takes: none may be passed as nothing at all. */
export type VariablesOf<Variables> =
  Variables extends Record<string, never> ? [variables?: Variables] : [variables: Variables];

interface GraphQLResponseBody<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
}

/** The document's text, as sent: the operation, then the fragments it spreads. */
export function documentText(document: ApiDocument<unknown, never>): string {
  return document.toString().trim();
}

/** The name of the document's operation (`Lobby`, `SubmitAction`, …): the first operation's. */
export function operationName(document: ApiDocument<unknown, never>): string {
  return /\b(?:query|mutation|subscription)\s+(\w+)/.exec(documentText(document))?.[1] ?? 'anonymous';
}

export interface RequestInit {
  readonly token?: string | null;
  readonly signal?: AbortSignal;
  readonly headers?: Record<string, string>;
  /** Called when the API says `token` speaks for nobody any more (expired, revoked). */
  readonly onTokenRejected?: () => void;
}

export async function graphqlRequest<Result, Variables>(
  url: string,
  document: ApiDocument<Result, Variables>,
  variables: Variables | undefined,
  init: RequestInit = {},
): Promise<Result> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: JSON.stringify({
        query: documentText(document),
        variables: variables ?? {},
      }),
      cache: 'no-store',
      signal: init.signal ?? null,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', `The Brethren API at ${url} cannot be reached.`);
  }
  let body: GraphQLResponseBody<Result>;
  try {
    body = (await response.json()) as GraphQLResponseBody<Result>;
  } catch {
    throw new ApiError('BAD_RESPONSE', `The API answered ${response.status} without JSON.`);
  }
  const first = body.errors?.[0];
  if (first) {
    const { code = 'ERROR', ...extensions } = first.extensions ?? {};
    if (code === 'UNAUTHENTICATED' && init.token) init.onTokenRejected?.();
    throw new ApiError(code, first.message, extensions);
  }
  if (!body.data) throw new ApiError('BAD_RESPONSE', 'The API answered without data.');
  return body.data;
}

/** The API's code of an error, if it has one (`errorWords` puts any error into words). */
export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}
