import { useFormatter, useLocale, useTimeZone, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Translator } from '@/i18n/translator';

/** next-intl's formatter, as `useFormatter()` gives it. */
export type Formatter = ReturnType<typeof useFormatter>;

/** Dates, numbers and lengths of time in the reader's language (and, for dates, time zone). */
export interface Formats {
  /** A moment: "1 Feb 2026, 10:00", "1 feb 2026, 10:00", "1 févr. 2026, 10:00". Empty for null. */
  date(iso: string | null): string;
  /**
   * A moment as a table shows it, in two halves each to be kept on one line: the day (without the
   * year when it is `now`'s year) and the time of day. ["1 Feb,", "10:05"], ["1 Feb 2025,", "10:05"].
   */
  dateHalves(iso: string, now: Date | number): readonly [string, string];
  /** A day, short, for a chart's axis: "1 Feb", "1 feb", "1 févr.". */
  day(iso: string): string;
  /** A moment against now: "5 minutes ago", "5 minuti fa", "il y a 5 minutes". */
  relative(iso: string, now: Date | number): string;
  /** A count or amount: "1,234", "1.234", "1 234". */
  number(value: number): string;
  /** A share as a whole percentage: 0.534 → "53%", "53 %". */
  percent(share: number): string;
  /** A rating in whole points, without grouping ("1500", as ratings are written). */
  rating(rating: number): string;
  /** A length of time: "45 s", "12 min 5 s", "1 h 4 min". */
  duration(seconds: number): string;
  /** Items in a sentence: "a, b and c" (`and`), "2, 3 or 4" (`or`). */
  list(items: readonly string[], type?: 'and' | 'or'): string;
}

/**
 * The regional form each language's dates and lists are written in: the site's English is British
 * ("1 Feb 2026, 10:05", "2, 3 or 4"), as it was before it spoke other languages.
 */
const REGIONS: Readonly<Record<string, string>> = { en: 'en-GB' };

export function formats(
  format: Formatter,
  t: Translator<'common'>,
  { locale, timeZone }: { readonly locale: string; readonly timeZone?: string | undefined },
): Formats {
  const regional = REGIONS[locale] ?? locale;
  const zone = timeZone ? { timeZone } : {};
  const dates = new Intl.DateTimeFormat(regional, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...zone,
  });
  const thisYearsDates = new Intl.DateTimeFormat(regional, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    ...zone,
  });
  const years = new Intl.DateTimeFormat('en', { year: 'numeric', ...zone });
  const days = new Intl.DateTimeFormat(regional, {
    day: 'numeric',
    month: 'short',
    ...zone,
  });
  return {
    date: (iso) => (iso ? dates.format(new Date(iso)) : ''),
    dateHalves: (iso, now) => {
      const moment = new Date(iso);
      const thisYear = years.format(moment) === years.format(now);
      const parts = (thisYear ? thisYearsDates : dates).formatToParts(moment);
      const hour = parts.findIndex((part) => part.type === 'hour');
      const text = (from: number, to?: number) =>
        parts
          .slice(from, to)
          .map((part) => part.value)
          .join('')
          .trim();
      return [text(0, hour), text(hour)];
    },
    day: (iso) => days.format(new Date(iso)),
    relative: (iso, now) => format.relativeTime(new Date(iso), now),
    number: (value) => format.number(value),
    percent: (share) => format.number(share, { style: 'percent', maximumFractionDigits: 0 }),
    rating: (rating) => format.number(Math.round(rating), { useGrouping: false }),
    duration: (seconds) => {
      const total = Math.max(0, Math.round(seconds));
      const hours = Math.floor(total / 3600);
      const minutes = Math.floor((total % 3600) / 60);
      const rest = total % 60;
      if (hours > 0)
        return minutes > 0 ? t('duration.hoursMinutes', { hours, minutes }) : t('duration.hours', { hours });
      if (minutes > 0)
        return rest > 0
          ? t('duration.minutesSeconds', { minutes, seconds: rest })
          : t('duration.minutes', { minutes });
      return t('duration.seconds', { seconds: rest });
    },
    list: (items, type = 'and') =>
      new Intl.ListFormat(regional, { type: type === 'and' ? 'conjunction' : 'disjunction' }).format(items),
  };
}

/** The reader's formats, for components. */
export function useFormats(): Formats {
  const format = useFormatter();
  const t = useTranslations('common');
  const locale = useLocale();
  const timeZone = useTimeZone();
  return useMemo(() => formats(format, t, { locale, timeZone }), [format, t, locale, timeZone]);
}
