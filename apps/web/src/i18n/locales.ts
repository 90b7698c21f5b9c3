/**
 * The languages the app speaks: English, and the languages the games' own rulebooks were printed
 * in — Italian (Cartagena, Port Royal, Pirate's Cove, Tortuga's first edition) and French
 * (Tortuga's second edition).
 */
export const LOCALES = ['en', 'it', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, for the language switch. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  it: 'Italiano',
  fr: 'Français',
};

/** The cookie that carries a person's choice (mirrored from the account setting when signed in). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/**
 * A test locale that marks every message (`⟦…⟧`), so that browser tests can find any text the app
 * shows without a catalogue. Only served when BRETHREN_TEST_LOCALE is set.
 */
export const TEST_LOCALE = 'xx';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
