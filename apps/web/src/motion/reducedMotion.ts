'use client';

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the person asked their system for less motion (read fresh, for code outside React). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(QUERY).matches === true;
}

function subscribe(changed: () => void): () => void {
  const query = window.matchMedia?.(QUERY);
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
}

/** `prefersReducedMotion`, following the setting as it changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
