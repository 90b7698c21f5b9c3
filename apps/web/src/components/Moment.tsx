'use client';

import { useNow } from 'next-intl';
import { useFormats } from '@/lib/format';

/**
 * A moment in the reader's language and time zone, machine-readable too, and whole on hover. In a
 * narrow column it breaks between the day and the time of day, never inside either, and leaves out
 * this year, so a phone's table keeps room for its other columns.
 */
export function Moment({ iso }: { iso: string }) {
  const formats = useFormats();
  const [day, time] = formats.dateHalves(iso, useNow());
  return (
    <time dateTime={iso} title={formats.date(iso)}>
      <span className="unbroken">{day}</span> <span className="unbroken">{time}</span>
    </time>
  );
}
