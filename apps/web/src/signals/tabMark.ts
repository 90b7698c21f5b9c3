/** The site's mark with a red dot: the tab's icon while a turn waits for the reader. */
export const TURN_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="29" fill="#15324a" stroke="#c9a45c" stroke-width="3"/><g stroke="#f3e6c4" stroke-width="4" stroke-linecap="round"><path d="M17 47 L45 17"/><path d="M47 47 L19 17"/></g><circle cx="48" cy="16" r="14" fill="#d12b2b" stroke="#fbf6ea" stroke-width="3"/></svg>',
  );

const ICON_LINKS = 'link[rel~="icon"]';

/**
 * Marks the tab: every icon link points at `icon` and the title reads `title(page)`, where `page`
 * is the title the page gives itself; returns what puts both back. Next.js writes the links (from
 * `app/icon.svg`) and the title with the streamed metadata, which React places in the head and may
 * write again while the mark is up: a link added or pointed back, the title's text set. So the head
 * is watched until the mark comes down; what the page writes meanwhile is marked in turn, and is
 * what is put back. Links are changed in place, never replaced: React owns them.
 */
export function markTab(
  doc: Document,
  { icon, title }: { icon: string; title: (page: string) => string },
): () => void {
  const pageIcons = new Map<HTMLLinkElement, { href: string | null; type: string | null }>();
  let pageTitle = doc.title;
  let marked: string | null = null;

  const mark = () => {
    for (const link of doc.querySelectorAll<HTMLLinkElement>(ICON_LINKS)) {
      if (link.getAttribute('href') === icon) continue;
      pageIcons.set(link, { href: link.getAttribute('href'), type: link.getAttribute('type') });
      link.setAttribute('href', icon);
      link.setAttribute('type', 'image/svg+xml');
    }
    if (doc.title === marked) return;
    if (marked !== null) pageTitle = doc.title;
    doc.title = title(pageTitle);
    // As the document reads it back (whitespace collapsed), so that our own write is recognised.
    marked = doc.title;
  };

  mark();
  const watcher = new MutationObserver(mark);
  watcher.observe(doc.head, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['href', 'rel'],
  });
  return () => {
    // What the page wrote since the watcher last looked (a navigation's new title, in the same
    // commit that unmounts the table) is what is put back.
    if (watcher.takeRecords().length > 0) mark();
    watcher.disconnect();
    doc.title = pageTitle;
    for (const [link, { href, type }] of pageIcons) {
      if (href === null) link.removeAttribute('href');
      else link.setAttribute('href', href);
      if (type === null) link.removeAttribute('type');
      else link.setAttribute('type', type);
    }
  };
}
