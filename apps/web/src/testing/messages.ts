import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NAMESPACES } from '@/i18n/messages';
import { precompiled } from './precompile';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../messages');

const loaded = new Map<string, Record<string, unknown>>();

/**
 * A language's catalogue read from disk and precompiled as the build does, for tests: read once per
 * worker (compiling every message of a language takes a while, and many tests ask for one).
 */
export function loadMessagesSync(locale: string): Record<string, unknown> {
  let catalogue = loaded.get(locale);
  if (!catalogue) {
    catalogue = Object.fromEntries(
      NAMESPACES.map((namespace) => [
        namespace,
        precompiled(JSON.parse(readFileSync(path.join(folder, locale, `${namespace}.json`), 'utf8'))),
      ]),
    );
    loaded.set(locale, catalogue);
  }
  return catalogue;
}
