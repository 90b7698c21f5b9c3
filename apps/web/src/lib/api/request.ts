/**
 * One GraphQL request over HTTP, as any outside client makes it. Errors become `ApiError` with the
 * API's `extensions.code` and message, so the UI can say why something was refused.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface GraphQLResponseBody<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function graphqlRequest<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string | null,
  init: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...init.headers,
      },
      body: JSON.stringify({ query, variables }),
      cache: 'no-store',
      signal: init.signal ?? null,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', `The Brethren API at ${url} cannot be reached.`);
  }
  let body: GraphQLResponseBody<T>;
  try {
    body = (await response.json()) as GraphQLResponseBody<T>;
  } catch {
    throw new ApiError('BAD_RESPONSE', `The API answered ${response.status} without JSON.`);
  }
  const first = body.errors?.[0];
  if (first) throw new ApiError(first.extensions?.code ?? 'ERROR', first.message);
  if (!body.data) throw new ApiError('BAD_RESPONSE', 'The API answered without data.');
  return body.data;
}

/** A readable sentence for any error the UI catches. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}
