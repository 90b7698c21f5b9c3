'use client';

import { useEffect } from 'react';

/**
 * Registers the service worker (public/sw.js) once the page has loaded, in a production build
 * only: in development it would keep chunks the dev server rebuilds.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => {
      // A browser that refuses (some private windows do) simply goes without: nothing depends on it.
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return null;
}
