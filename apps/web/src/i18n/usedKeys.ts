import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Keys the code asks for: exact ones, and prefixes of keys built at run time (`t(\`kind.${x}\`)`). */
export interface UsedKeys {
  readonly exact: Set<string>;
  readonly prefixes: string[];
}

/**
 * Reads one source file for the keys it uses. A translator is bound to its namespace where it is
 * made (`useTranslations(namespace)` or `await getTranslations(namespace)` assigned to a const) or
 * typed (`Translator<namespace>`); its calls (plain, `.rich`, `.markup`, `.has`) name the keys, as
 * string literals or as template literals whose fixed start is a prefix of keys made at run time.
 */
export function keysIn(source: string): UsedKeys {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  const bindings = new Map<string, string>();
  const made =
    /(?:const|let)\s+(\w+)\s*=\s*(?:await\s+)?(?:useTranslations|getTranslations)\(\s*'([\w.]*)'\s*\)/g;
  const typed = /(\w+)\s*:\s*Translator<'([\w.]+)'>/g;
  for (const match of source.matchAll(made)) bindings.set(match[1] as string, match[2] as string);
  for (const match of source.matchAll(typed)) bindings.set(match[1] as string, match[2] as string);
  for (const [name, namespace] of bindings) {
    const full = (key: string) => (namespace ? `${namespace}.${key}` : key);
    const call = new RegExp(
      `\\b${name}(?:\\.(?:rich|markup|has|raw))?\\(\\s*(?:'([\\w.]+)'|\`([\\w.]*)\\$\\{)`,
      'g',
    );
    for (const match of source.matchAll(call)) {
      if (match[1] !== undefined) exact.add(full(match[1]));
      else prefixes.push(full(match[2] ?? ''));
    }
  }
  return { exact, prefixes };
}

/** Every key the app's source files use (tests excluded). */
export function usedKeys(folder: string): UsedKeys {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (name !== 'generated') visit(file);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        const found = keysIn(readFileSync(file, 'utf8'));
        for (const key of found.exact) exact.add(key);
        prefixes.push(...found.prefixes);
      }
    }
  };
  visit(folder);
  return { exact, prefixes };
}
