'use client';

import { lazy, Suspense } from 'react';

// Loaded when a page fails, not before, so that no page carries it until then.
const Crash = lazy(() => import('@/components/Crash').then((module) => ({ default: module.Crash })));

/** A page that threw while drawing: the header and footer stay, the page gives way to `Crash`. */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Suspense fallback={null}>
      <Crash error={error} retry={retry} />
    </Suspense>
  );
}
