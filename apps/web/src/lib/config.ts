/**
 * Where the public GraphQL API lives. Read on the server at request time (so one build serves any
 * deployment) and handed to the browser through `ConfigProvider`.
 */
export const DEFAULT_API_URL = 'http://localhost:4000/graphql';

export interface ClientConfig {
  /** The GraphQL endpoint as the browser reaches it (HTTP). */
  readonly apiUrl: string;
  /** The same endpoint for graphql-ws. */
  readonly wsUrl: string;
}

export function webSocketUrlOf(httpUrl: string): string {
  return httpUrl.replace(/^http(s?):/, 'ws$1:');
}

/** The browser-facing API URL: `BRETHREN_API_URL`, default http://localhost:4000/graphql. */
export function publicApiUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env['BRETHREN_API_URL'] || DEFAULT_API_URL;
}

/**
 * The API URL the web server itself uses (sign-in and sign-up): `BRETHREN_API_INTERNAL_URL` where
 * the server reaches the API by another name (containers), else the public one.
 */
export function internalApiUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env['BRETHREN_API_INTERNAL_URL'] || publicApiUrl(env);
}

export function clientConfig(env: NodeJS.ProcessEnv = process.env): ClientConfig {
  const apiUrl = publicApiUrl(env);
  return { apiUrl, wsUrl: env['BRETHREN_WS_URL'] || webSocketUrlOf(apiUrl) };
}

/** Where a match's JSON-lines log lives, for a match id (used when `logUrl` is not at hand). */
export function apiOrigin(apiUrl: string): string {
  return new URL(apiUrl).origin;
}
