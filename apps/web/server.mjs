#!/usr/bin/env node
// The web app's HTTP front: Next.js behind a plain Node server that names each browser's address
// in the X-Brethren-Client-Address header the app reads when it signs someone in (the API limits
// sign-ins per address). The address comes from the socket, or from X-Forwarded-For as set by the
// proxies listed in WEB_TRUST_PROXY, never from what a browser claims: a header of that name sent
// by a browser is thrown away first. `next start` would keep a browser's X-Forwarded-For.
//
//   node server.mjs [-p 3000] [-H 127.0.0.1] [--dev]
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import proxyaddr from 'proxy-addr';

const HEADER = 'x-brethren-client-address';

/**
 * Which hops' X-Forwarded-For to believe (WEB_TRUST_PROXY, as express's `trust proxy`): none by
 * default; `loopback`, addresses or subnets; or a number of hops.
 */
function trusted(setting = '') {
  const value = setting.trim().toLowerCase();
  if (value === '' || value === 'none' || value === 'false') return () => false;
  if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
  return proxyaddr.compile(setting.split(',').map((part) => part.trim()));
}

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
    dev: { type: 'boolean', default: false },
  },
});
const port = Number(values.port ?? process.env.WEB_PORT ?? 3000);
const hostname = values.hostname;
const trust = trusted(process.env.WEB_TRUST_PROXY);
// As `next start` and `next dev` do, before Next.js and React are loaded (React picks its build).
process.env.NODE_ENV ??= values.dev ? 'development' : 'production';
const { default: next } = await import('next');

// Tells the app (src/auth/clientAddress.ts) that the header on its requests is this front's.
globalThis[Symbol.for('brethren.web.clientAddressHeader')] = true;

const app = next({ dev: values.dev, dir: path.dirname(fileURLToPath(import.meta.url)), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  delete request.headers[HEADER];
  const address = proxyaddr(request, trust);
  if (address) request.headers[HEADER] = address;
  void handle(request, response);
});
// Hot reloading talks over WebSocket in development.
if (values.dev) server.on('upgrade', app.getUpgradeHandler());
server.listen(port, hostname, () => {
  console.log(`brethren-web: http://${hostname ?? 'localhost'}:${port}${values.dev ? ' (development)' : ''}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
