import Bowser from 'bowser';

/**
 * A session's device as its owner will recognise it in the account page: the browser and the
 * system from the User-Agent ("Firefox · Linux"), or "" when it says nothing useful.
 */
export function deviceName(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const { browser, os } = Bowser.parse(userAgent);
  return [browser.name, os.name]
    .filter((part): part is string => Boolean(part))
    .join(' · ')
    .slice(0, 64);
}
