import type { Locale } from './locales';

/**
 * The catalogues: one JSON file per namespace and language, `messages/<locale>/<namespace>.json`,
 * so each area of the app (and each game) keeps its words in a file of its own.
 */
export const NAMESPACES = [
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
  'apiDocs',
  'cartagena',
  'portRoyal',
  'tortuga',
  'piratesCove',
  'learn',
  'cartagenaRules',
  'tortugaRules',
  'portRoyalRules',
  'piratesCoveRules',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export async function loadMessages(locale: Locale): Promise<Record<Namespace, unknown>> {
  const files = await Promise.all(
    NAMESPACES.map(async (namespace) => {
      const file = (await import(`../../messages/${locale}/${namespace}.json`)) as { default: unknown };
      return [namespace, file.default] as const;
    }),
  );
  return Object.fromEntries(files) as Record<Namespace, unknown>;
}
