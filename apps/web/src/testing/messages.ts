import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NAMESPACES } from '@/i18n/messages';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../messages');

/** A language's catalogue read from disk, for tests (the app loads it per request). */
export function loadMessagesSync(locale: string): Record<string, unknown> {
  return Object.fromEntries(
    NAMESPACES.map((namespace) => [
      namespace,
      JSON.parse(readFileSync(path.join(folder, locale, `${namespace}.json`), 'utf8')) as unknown,
    ]),
  );
}
