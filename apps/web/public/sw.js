/*
 * Brethren's service worker. It keeps what is the same for everyone and never changes under its
 * address: the app's built scripts and styles (/_next/static/, named by their content), the icons
 * and the offline page. It answers those from its cache and fetches the rest from the network
 * untouched: the API, GraphQL, sign-in and every page's HTML and data (which carry the reader's
 * session) are never stored. A page that cannot be reached offline shows the offline page.
 */
const CACHE = 'brethren-static-v1';
const OFFLINE = '/offline.html';
const PRECACHE = [
  OFFLINE,
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-192.png',
  '/icons/maskable-512.png',
];
/** Builds come and go: past this many files the oldest are dropped. */
const MAX_ENTRIES = 300;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** Same for every reader, immutable at its address. */
function isStatic(url) {
  return (
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/_next/static/') ||
      url.pathname.startsWith('/icons/') ||
      url.pathname === OFFLINE)
  );
}

async function fromCache(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES)).map((key) => cache.delete(key)));
  }
  return response;
}

async function offlineFallback(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const page = await caches.match(OFFLINE);
    if (page) return page;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (isStatic(url)) event.respondWith(fromCache(request));
  else if (request.mode === 'navigate' && url.origin === self.location.origin)
    event.respondWith(offlineFallback(request));
});
