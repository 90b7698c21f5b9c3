#!/usr/bin/env node
// `npm start`: the GraphQL API and the web app together, after turbo has built both.
// Prints both addresses once they answer, forwards Ctrl-C / SIGTERM to both, and exits when they
// have stopped; if one of them dies, the other is stopped too.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.PORT || 4000);
const webPort = Number(process.env.WEB_PORT || 3000);
const apiUrl = process.env.BRETHREN_API_URL || `http://localhost:${apiPort}/graphql`;
const webUrl = process.env.NEXTAUTH_URL || `http://localhost:${webPort}`;

/**
 * NextAuth signs its session cookies with NEXTAUTH_SECRET. Without one in the environment, a random
 * secret is generated once and kept in .data/nextauth-secret, so sessions survive a restart.
 */
function authSecret() {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  const file = path.join(root, '.data', 'nextauth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  console.log(`brethren: generated a development NEXTAUTH_SECRET in ${path.relative(root, file)}`);
  return secret;
}

/**
 * The web server tells the API each browser's address when it signs someone in; the API believes
 * it only with this secret. Without one in the environment, each start makes a new one: only these
 * two processes need it, and they start together.
 */
const clientAddressSecret = process.env.CLIENT_ADDRESS_SECRET || randomBytes(32).toString('base64url');

const serverMain = path.join(root, 'apps/server/dist/main.js');
const webDir = path.join(root, 'apps/web');
for (const [what, file] of [
  ['the server', serverMain],
  ['the web app', path.join(webDir, '.next/BUILD_ID')],
]) {
  if (!existsSync(file)) {
    console.error(
      `brethren: ${what} is not built (${path.relative(root, file)} is missing); run \`npm run build\``,
    );
    process.exit(1);
  }
}

const children = new Map();
let stopping = false;
let exitCode = 0;

function run(name, args, options) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', ...options });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`brethren: ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest`);
      exitCode = code || 1;
      stop('SIGTERM');
    }
    if (children.size === 0) process.exit(exitCode);
  });
  return child;
}

function stop(signal) {
  stopping = true;
  for (const child of children.values()) child.kill(signal);
  // Whatever hangs, the command still ends.
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(exitCode || 1);
  }, 20_000).unref();
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

// As deployed: with the server's V8 flags (apps/server/src/node-flags.ts).
const { NODE_FLAGS } = await import(pathToFileURL(path.join(root, 'apps/server/dist/node-flags.js')).href);
run('the API', [...NODE_FLAGS, serverMain], {
  cwd: root,
  // Production unless told otherwise, as the web server runs (graphql-js skips its development checks).
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV || 'production',
    PORT: String(apiPort),
    // Links in mail open the web app.
    WEB_URL: process.env.WEB_URL || webUrl,
    CLIENT_ADDRESS_SECRET: clientAddressSecret,
  },
});
// server.mjs: Next.js behind a front that reads each browser's address from the socket.
run('the web app', [path.join(webDir, 'server.mjs'), '-p', String(webPort)], {
  cwd: webDir,
  env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    BRETHREN_API_URL: apiUrl,
    NEXTAUTH_URL: webUrl,
    NEXTAUTH_SECRET: authSecret(),
    CLIENT_ADDRESS_SECRET: clientAddressSecret,
  },
});

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

const deadline = Date.now() + 180_000;
while (!stopping) {
  const ready = await Promise.all([
    answers(`http://127.0.0.1:${apiPort}/health`),
    answers(`http://127.0.0.1:${webPort}/api/auth/csrf`),
  ]);
  if (ready.every(Boolean)) {
    console.log(`\nBrethren web: ${webUrl}\nBrethren API: ${apiUrl}\n`);
    break;
  }
  if (Date.now() > deadline) {
    console.error('brethren: the API or the web app did not answer within 3 minutes');
    exitCode = 1;
    stop('SIGTERM');
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
}
