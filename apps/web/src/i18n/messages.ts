import { GAME_NAMESPACES, type GameNamespace } from '@/games/ids';
import type { Locale } from './locales';

/**
 * The catalogues: one JSON file per namespace and language, `messages/<locale>/<namespace>.json`,
 * so each area of the app (and each game) keeps its words in a file of its own.
 */
const APP_NAMESPACES = [
  'common',
  'crash',
  'table',
  'errors',
  'auth',
  'lobby',
  'match',
  'chat',
  'account',
  'ranked',
  'history',
  'replay',
  'review',
  'apiDocs',
  'openData',
  'learn',
  'turns',
  'tournaments',
] as const;

/** Each game's two files: its table's words and its rules page (games/ids). */
const GAME_FILES = Object.values(GAME_NAMESPACES).flatMap((namespace) => [
  namespace,
  `${namespace}Rules` as const,
]);

export const NAMESPACES: readonly Namespace[] = [...APP_NAMESPACES, ...GAME_FILES];
export type Namespace = (typeof APP_NAMESPACES)[number] | GameNamespace | `${GameNamespace}Rules`;

export async function loadMessages(locale: Locale): Promise<Record<Namespace, unknown>> {
  const files = await Promise.all(
    NAMESPACES.map(async (namespace) => {
      const file = (await import(`../../messages/${locale}/${namespace}.json`)) as { default: unknown };
      return [namespace, file.default] as const;
    }),
  );
  return Object.fromEntries(files) as Record<Namespace, unknown>;
}
