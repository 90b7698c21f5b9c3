#!/usr/bin/env node
// TypeScript's native compiler (TypeScript 7, the root's `typescript-native`) for every package's
// type check and build: the same checks and the same JavaScript as TypeScript 5's `tsc` for a
// fifth of the CPU (the web's check 33 → 10 CPU-seconds, the server's 21 → 5). `typescript` stays
// at 5.9 for what needs its JavaScript API, which TypeScript 7 no longer has: typescript-eslint's
// typed lint, Next.js, Prisma and GraphQL Code Generator. Both declare a `tsc` command, so which
// of the two `node_modules/.bin/tsc` is depends on npm; this script names the one it runs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const manifest = createRequire(import.meta.url).resolve('typescript-native/package.json');
// Its `tsc` reads process.argv as this script's: the same arguments after the script's path.
await import(pathToFileURL(path.join(path.dirname(manifest), 'lib', 'tsc.js')).href);
