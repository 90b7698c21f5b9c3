import type { Session } from 'next-auth';
import { LOCALE_COOKIE, isLocale, type Locale } from '@/i18n/locales';
import { SetLocaleDocument as SetLocaleMutation } from '@/lib/api/generated/graphql';
import { graphqlRequest } from '@/lib/api/request';

/** Remembers a language choice in this browser for a year (the account keeps it too when signed in). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}

/** The language chosen in this browser (the cookie), or null where none was chosen. */
export function browserLocale(cookies: string = document.cookie): Locale | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/**
 * After signing in or up, the account's language follows the person: set on the account, it
 * becomes this browser's; not set yet, a language chosen in this browser becomes the account's.
 * Answers whether the browser's language changed. A failure to save is not worth a word: the
 * choice still holds in this browser.
 */
export async function adoptAccountLocale(
  session: Pick<Session, 'apiToken' | 'locale'> | null,
  apiUrl: string,
): Promise<boolean> {
  if (!session) return false;
  const chosen = browserLocale();
  if (isLocale(session.locale)) {
    rememberLocale(session.locale);
    return session.locale !== chosen;
  }
  if (chosen && session.apiToken) {
    await graphqlRequest(apiUrl, SetLocaleMutation, { locale: chosen }, { token: session.apiToken }).catch(
      () => undefined,
    );
  }
  return false;
}

export { SetLocaleMutation };
