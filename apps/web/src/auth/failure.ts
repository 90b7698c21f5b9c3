import { ApiError } from '../lib/api/request';

/**
 * The API's refusal of a sign-in, as one string: NextAuth passes only an error message from the
 * server to the sign-in form. JSON keeps the code and the extensions (the wait of a throttled
 * sign-in, the reason a password was refused), so the form words them like any API error.
 */
export function encodeAuthFailure(error: ApiError): string {
  return JSON.stringify({ code: error.code, message: error.message, extensions: error.extensions });
}

/** The API error back from what NextAuth handed the form (also the older "CODE: message"). */
export function authFailure(error: string): ApiError {
  if (error.startsWith('{')) {
    try {
      const parsed = JSON.parse(error) as { code?: unknown; message?: unknown; extensions?: unknown };
      if (typeof parsed.code === 'string' && typeof parsed.message === 'string') {
        const extensions =
          typeof parsed.extensions === 'object' && parsed.extensions !== null
            ? (parsed.extensions as Record<string, unknown>)
            : {};
        return new ApiError(parsed.code, parsed.message, extensions);
      }
    } catch {
      // Not ours: worded as an unknown error below.
    }
  }
  const match = /^([A-Z_]+): (.*)$/s.exec(error);
  if (match) return new ApiError(match[1] ?? 'ERROR', match[2] ?? error);
  if (error === 'CredentialsSignin') return new ApiError('INVALID_CREDENTIALS', error);
  return new ApiError('ERROR', error);
}
