import type { Client } from 'graphql-ws';
import { ApiError, documentText, type ApiDocument } from './request';

/**
 * One query or mutation sent as a graphql-ws operation on the open WebSocket: the same answer and
 * errors as over HTTP (`ApiError` with the API's code), without a new HTTP request (and its CORS
 * preflight) for each move. A connection lost before the answer is a NETWORK_ERROR, as over HTTP:
 * the match feed, which resumes by itself, says what happened.
 */
export function socketOperation<Result, Variables>(
  client: Client,
  document: ApiDocument<Result, Variables>,
  variables: Variables | undefined,
  onTokenRejected?: () => void,
): Promise<Result> {
  return new Promise<Result>((resolve, reject) => {
    let answered = false;
    client.subscribe<Result>(
      {
        query: documentText(document),
        variables: variables ?? {},
      },
      {
        next: ({ data, errors }) => {
          answered = true;
          const first = errors?.[0];
          if (first) {
            const { code = 'ERROR', ...extensions } = (first.extensions ?? {}) as Record<string, unknown>;
            if (code === 'UNAUTHENTICATED') onTokenRejected?.();
            reject(new ApiError(String(code), first.message, extensions));
          } else if (data) resolve(data);
          else reject(new ApiError('BAD_RESPONSE', 'The API answered without data.'));
        },
        error: (error) => {
          if (answered) return;
          const first = Array.isArray(error)
            ? (error[0] as { message?: string; extensions?: { code?: string } })
            : null;
          reject(
            first?.extensions?.code
              ? new ApiError(first.extensions.code, first.message ?? '')
              : new ApiError('NETWORK_ERROR', 'The connection to the Brethren API was lost.'),
          );
        },
        complete: () => {
          if (!answered)
            reject(new ApiError('BAD_RESPONSE', 'The API ended the operation without an answer.'));
        },
      },
    );
  });
}
