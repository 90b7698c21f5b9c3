/** The site's mark with a red dot: the tab's icon while a turn waits for the reader. */
export const TURN_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="29" fill="#15324a" stroke="#c9a45c" stroke-width="3"/><g stroke="#f3e6c4" stroke-width="4" stroke-linecap="round"><path d="M17 47 L45 17"/><path d="M47 47 L19 17"/></g><circle cx="48" cy="16" r="14" fill="#d12b2b" stroke="#fbf6ea" stroke-width="3"/></svg>',
  );

/**
 * Points every icon link of the page at `href` and returns what puts them back. Next.js writes the
 * links from `app/icon.svg`; they are changed in place, so nothing else of the head moves.
 */
export function swapFavicon(doc: Document, href: string): () => void {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
  const saved = links.map((link) => [link, link.getAttribute('href'), link.getAttribute('type')] as const);
  for (const link of links) {
    link.setAttribute('href', href);
    link.setAttribute('type', 'image/svg+xml');
  }
  return () => {
    for (const [link, before, type] of saved) {
      if (before === null) link.removeAttribute('href');
      else link.setAttribute('href', before);
      if (type === null) link.removeAttribute('type');
      else link.setAttribute('type', type);
    }
  };
}
