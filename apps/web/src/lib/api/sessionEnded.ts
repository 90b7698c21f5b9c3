/** The sign-in page, saying the session ended, then back to `here` (a path of this site). */
export function sessionEndedUrl(here: string): string {
  const back = here.startsWith('/') && !here.startsWith('//') && !here.startsWith('/signin') ? here : '/';
  return `/signin?ended=1&callbackUrl=${encodeURIComponent(back)}`;
}
