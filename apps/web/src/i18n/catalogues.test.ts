import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { games } from '@brethren/engine';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, GAME_NAMESPACES } from '@/games/ids';
import { LOCALES } from './locales';
import { NAMESPACES } from './messages';
import { usedKeys } from './usedKeys';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Tree = { readonly [key: string]: string | Tree };

function catalogue(locale: string): Tree {
  return Object.fromEntries(
    NAMESPACES.map((namespace) => [
      namespace,
      JSON.parse(readFileSync(path.join(web, 'messages', locale, `${namespace}.json`), 'utf8')) as Tree,
    ]),
  );
}

/** Every message of a catalogue by its full key (`common.header.lobby`). */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

/** The argument names a message uses (`{count}`, `{count, plural, …}`, tags), sorted. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: readonly unknown[]) => {
    for (const element of elements as {
      value?: unknown;
      options?: Record<string, { value: unknown[] }>;
      children?: unknown[];
    }[]) {
      if (typeof element.value === 'string' && 'type' in element && (element as { type: number }).type !== 0)
        names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

/** A key of a game's options (`cartagena.options.…`), which the engine's declarations govern. */
const isOptionKey = (key: string) =>
  GAME_IDS.some((game) => key.startsWith(`${GAME_NAMESPACES[game]}.options.`));

const catalogues = new Map(LOCALES.map((locale) => [locale, flatten(catalogue(locale))]));
const english = catalogues.get('en') as Map<string, string>;

/**
 * The option keys the games' declarations call for: a label and help for every option the engine
 * declares, and a name for each of a choice option's values. The lobby reads them by name at run
 * time, so the engine, not the code, says which must exist.
 */
function declaredOptionKeys(): Set<string> {
  const keys = new Set<string>();
  for (const game of GAME_IDS) {
    for (const option of games[game].options) {
      const at = `${GAME_NAMESPACES[game]}.options.${option.name}`;
      keys.add(`${at}.label`).add(`${at}.help`);
      for (const choice of option.choices ?? []) keys.add(`${at}.choices.${choice}`);
    }
  }
  return keys;
}

describe('the message catalogues', () => {
  it.each(LOCALES)('%s has exactly the keys English has', (locale) => {
    const keys = [...(catalogues.get(locale) as Map<string, string>).keys()].sort();
    expect(keys).toEqual([...english.keys()].sort());
  });

  it.each(LOCALES)('every %s message is valid ICU with the same arguments as English', (locale) => {
    const problems: string[] = [];
    for (const [key, message] of catalogues.get(locale) as Map<string, string>) {
      try {
        const wanted = argumentsOf(english.get(key) ?? '', 'en');
        const got = argumentsOf(message, locale);
        if (JSON.stringify(wanted) !== JSON.stringify(got))
          problems.push(`${key}: ${got.join(',')} ≠ ${wanted.join(',')}`);
      } catch (error) {
        problems.push(`${key}: ${String(error)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has no message the code never uses, and the code uses no key it lacks', () => {
    const used = usedKeys(path.join(web, 'src'));
    const unused = [...english.keys()].filter(
      (key) =>
        !isOptionKey(key) && !used.exact.has(key) && !used.prefixes.some((prefix) => key.startsWith(prefix)),
    );
    const missing = [...used.exact].filter((key) => !english.has(key));
    expect({ unused, missing }).toEqual({ unused: [], missing: [] });
  });

  it('words every option the games declare, and no option they do not', () => {
    const declared = declaredOptionKeys();
    const written = [...english.keys()].filter(isOptionKey);
    expect({
      missing: [...declared].filter((key) => !english.has(key)),
      stale: written.filter((key) => !declared.has(key)),
    }).toEqual({ missing: [], stale: [] });
  });
});

describe('reading the code for the keys it uses', () => {
  it('finds keys by namespace, also in functions that take a translator', async () => {
    const { keysIn } = await import('./usedKeys');
    const found = keysIn(`
      const t = useTranslations('lobby');
      const tc = await getTranslations('common.header');
      t('title'); t.rich('intro', {}); tc('signIn');
      function describe(action: X, t2: Translator<'cartagena.events'>) { return t2(\`moved.\${action.type}\`) + t2('passed'); }
    `);
    expect([...found.exact].sort()).toEqual([
      'cartagena.events.passed',
      'common.header.signIn',
      'lobby.intro',
      'lobby.title',
    ]);
    expect(found.prefixes).toEqual(['cartagena.events.moved.']);
  });

  it('keeps one folder of catalogues per language', () => {
    expect(readdirSync(path.join(web, 'messages')).sort()).toEqual([...LOCALES].sort());
  });
});
