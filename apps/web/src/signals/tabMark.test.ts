import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markTab } from './tabMark';

const MARK = 'data:image/svg+xml,mark';
const mark = () => markTab(document, { icon: MARK, title: (page) => `● ${page}` });
const icons = () =>
  [...document.querySelectorAll('link[rel~="icon"]')].map((link) => link.getAttribute('href'));
// The watcher answers in a microtask, after the head's writes.
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function iconLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'icon';
  link.href = href;
  return link;
}

beforeEach(() => {
  document.head.innerHTML =
    '<title>Table · Brethren</title><link rel="icon" href="/icon.svg" type="image/svg+xml" sizes="any">';
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('the tab mark', () => {
  it('marks the title and every icon link, and puts both back', () => {
    document.head.append(iconLink('/favicon.ico'));
    const unmark = mark();
    expect(document.title).toBe('● Table · Brethren');
    expect(icons()).toEqual([MARK, MARK]);
    unmark();
    expect(document.title).toBe('Table · Brethren');
    expect(icons()).toEqual(['/icon.svg', '/favicon.ico']);
    expect(document.querySelector('link')?.getAttribute('type')).toBe('image/svg+xml');
    expect(document.querySelectorAll('link')[1]?.hasAttribute('type')).toBe(false);
  });

  it('marks what the page writes into the head while the mark is up, and puts that back', async () => {
    const unmark = mark();
    // The streamed metadata arrives: a link added, a link pointed back, the title's text set again.
    document.head.append(iconLink('/late.svg'));
    document.querySelector('link')!.setAttribute('href', '/icon.svg?v=2');
    document.querySelector('title')!.textContent = 'Match · Brethren';
    await settled();
    expect(icons()).toEqual([MARK, MARK]);
    expect(document.title).toBe('● Match · Brethren');
    unmark();
    expect(icons()).toEqual(['/icon.svg?v=2', '/late.svg']);
    expect(document.title).toBe('Match · Brethren');
  });

  it('puts back what the page wrote just before the mark came down', () => {
    const unmark = mark();
    // A navigation: the new page's title and icon, written in the commit that takes the mark down.
    document.querySelector('title')!.textContent = 'Lobby · Brethren';
    document.querySelector('link')!.setAttribute('href', '/icon.svg?v=3');
    unmark();
    expect(document.title).toBe('Lobby · Brethren');
    expect(icons()).toEqual(['/icon.svg?v=3']);
  });

  it('a page without a title gets the mark on its own', () => {
    document.head.innerHTML = '<link rel="icon" href="/icon.svg">';
    const unmark = mark();
    expect(document.title).toBe('●');
    unmark();
    expect(document.title).toBe('');
  });

  it('stops watching once put back', async () => {
    mark()();
    document.head.append(iconLink('/later.svg'));
    document.title = 'Elsewhere';
    await settled();
    expect(icons()).toEqual(['/icon.svg', '/later.svg']);
    expect(document.title).toBe('Elsewhere');
  });
});
