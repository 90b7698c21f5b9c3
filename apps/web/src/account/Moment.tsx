'use client';

import { useFormats } from '@/lib/format';

/** A moment in the reader's language and time zone, machine-readable too. */
export function Moment({ iso }: { iso: string }) {
  const formats = useFormats();
  return <time dateTime={iso}>{formats.date(iso)}</time>;
}
