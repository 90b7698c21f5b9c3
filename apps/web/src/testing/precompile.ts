import compile from 'icu-minify/compile';

/**
 * A catalogue as the app is served it: every message precompiled by icu-minify, as next-intl's
 * catalogue loader does at build time (`precompile: true` in next.config.ts), so that tests format
 * messages through the code the app runs (`use-intl/format-message/format-only`, see
 * vitest.config.ts) instead of parsing ICU at each render.
 */
export function precompiled(catalogue: unknown): unknown {
  if (typeof catalogue === 'string') return compile(catalogue);
  if (typeof catalogue !== 'object' || catalogue === null) return catalogue;
  return Object.fromEntries(Object.entries(catalogue).map(([key, value]) => [key, precompiled(value)]));
}
