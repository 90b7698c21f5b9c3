'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { Moment } from '@/components/Moment';
import type { Translator } from '@/i18n/translator';
import type { RatingPoint } from '@/lib/api/types';
import { useFormats, type Formats } from '@/lib/format';
import { INITIAL_RATING } from '@brethren/rating';

export interface ChartPoint {
  /** 1 = the first rated match. */
  readonly n: number;
  readonly rating: number;
  readonly at: string;
  readonly matchId: string;
}

/**
 * The points of the chart, oldest first: `history` is the latest points read (oldest first) of
 * `total` rated matches, so the first of them is match `total - history.length + 1`.
 */
export function chartPoints(history: readonly RatingPoint[], total = history.length): ChartPoint[] {
  const before = Math.max(0, total - history.length);
  return history.map((point, index) => ({
    n: before + index + 1,
    rating: Math.round(point.rating),
    at: point.at,
    matchId: point.matchId,
  }));
}

/** The rating axis: every point and the starting rating, with some air, on round numbers. */
export function ratingDomain(points: readonly ChartPoint[]): [number, number] {
  const values = [INITIAL_RATING, ...points.map((point) => point.rating)];
  const step = tickStep(Math.max(...values) - Math.min(...values) + 40);
  const low = Math.floor((Math.min(...values) - 20) / step) * step;
  const high = Math.ceil((Math.max(...values) + 20) / step) * step;
  return [low, high];
}

/** A round tick spacing giving at most six intervals over `range` points. */
function tickStep(range: number): number {
  return [10, 20, 25, 50, 100, 200, 250, 500, 1000].find((step) => range / step <= 6) ?? 1000;
}

/** Ticks on the round numbers of a domain from `ratingDomain`. */
export function ratingTicks([low, high]: readonly [number, number]): number[] {
  const step = tickStep(high - low);
  const ticks: number[] = [];
  for (let tick = Math.ceil(low / step) * step; tick <= high; tick += step) ticks.push(tick);
  return ticks;
}

/**
 * The chart in one sentence, for screen readers and as its caption. When only the latest points of
 * more rated matches are read, it says so and starts from the first point shown.
 */
export function describeHistory(
  gameName: string,
  points: readonly ChartPoint[],
  t: Translator<'ranked.chart'>,
  formats: Pick<Formats, 'rating'>,
  total = points.length,
): string {
  if (points.length === 0) return t('none', { game: gameName });
  const ratings = points.map((point) => point.rating);
  const whole = total <= points.length;
  return t('summary', {
    game: gameName,
    whole: whole ? 'yes' : 'no',
    count: points.length,
    total,
    from: formats.rating(whole ? INITIAL_RATING : (ratings[0] ?? INITIAL_RATING)),
    last: formats.rating(ratings.at(-1) ?? INITIAL_RATING),
    high: formats.rating(Math.max(...ratings)),
    low: formats.rating(Math.min(...ratings)),
  });
}

function PointTooltip({ active, payload }: TooltipContentProps) {
  const t = useTranslations('ranked.chart');
  const formats = useFormats();
  const point = active ? (payload?.[0]?.payload as ChartPoint | undefined) : undefined;
  if (!point) return null;
  return (
    <div className="chart-tooltip">
      {t.rich('tooltip', {
        rating: formats.rating(point.rating),
        match: point.n,
        strong: (chunks) => <strong>{chunks}</strong>,
      })}
      <br />
      <span className="muted small">{formats.date(point.at)}</span>
    </div>
  );
}

/**
 * A player's rating after each rated match of one game, drawn with Recharts (SVG, in the browser,
 * nothing fetched). The chart is keyboard-explorable (Recharts' accessibility layer: focus it and use
 * the arrow keys); the same numbers are in a table beneath, with links to the matches.
 */
export function RatingChart({
  gameName,
  history,
  total = history.length,
}: {
  gameName: string;
  /** The points read, oldest first. */
  history: readonly RatingPoint[];
  /** How many rated matches there are in all (the points read may be the latest of them). */
  total?: number;
}) {
  const t = useTranslations('ranked.chart');
  const formats = useFormats();
  const id = useId();
  const points = chartPoints(history, total);
  const summary = describeHistory(gameName, points, t, formats, total);
  const domain = ratingDomain(points);
  if (points.length === 0) return <p className="muted small">{summary}</p>;
  return (
    <figure className="rating-chart" aria-labelledby={`${id}-caption`} data-testid="rating-chart">
      <div className="rating-chart-box">
        <LineChart
          responsive
          style={{ width: '100%', height: '100%' }}
          data={points}
          margin={{ top: 10, right: 14, bottom: 4, left: 0 }}
          title={t('title', { game: gameName })}
          desc={summary}
        >
          <CartesianGrid stroke="#d2c29d" strokeDasharray="3 3" />
          <XAxis
            dataKey="n"
            type="number"
            domain={
              points.length === 1
                ? [(points[0]?.n ?? 1) - 1, (points[0]?.n ?? 1) + 1]
                : [points[0]?.n ?? 1, points.at(-1)?.n ?? points.length]
            }
            allowDecimals={false}
            tick={{ fill: '#5b4c3a', fontSize: 12 }}
            // Matches stand evenly spaced; each tick says the day its match was played.
            tickFormatter={(value: number) => {
              const point = points.find((candidate) => candidate.n === value);
              return point ? formats.day(point.at) : '';
            }}
            label={{
              value: t('axis'),
              position: 'insideBottomRight',
              offset: -2,
              fill: '#5b4c3a',
              fontSize: 12,
            }}
            height={34}
          />
          <YAxis
            domain={domain}
            ticks={ratingTicks(domain)}
            allowDecimals={false}
            tick={{ fill: '#5b4c3a', fontSize: 12 }}
            tickFormatter={(value: number) => formats.rating(value)}
            width={46}
          />
          <ReferenceLine
            y={INITIAL_RATING}
            stroke="#9c7a35"
            strokeDasharray="4 4"
            label={{ value: t('start'), position: 'insideTopLeft', fill: '#745520', fontSize: 11 }}
          />
          <Tooltip content={PointTooltip} />
          <Line
            type="monotone"
            dataKey="rating"
            name={t('rating')}
            stroke="#15324a"
            strokeWidth={2}
            dot={points.length <= 40 ? { r: 3, fill: '#15324a' } : false}
            activeDot={{ r: 5 }}
            isAnimationActive={false}
          />
        </LineChart>
      </div>
      <figcaption id={`${id}-caption`} className="muted small">
        {summary}
      </figcaption>
      <details className="chart-data">
        <summary>{t('numbers')}</summary>
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col" className="num">
                  {t('match')}
                </th>
                <th scope="col">{t('when')}</th>
                <th scope="col" className="num">
                  {t('ratingAfter')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...points].reverse().map((point) => (
                <tr key={point.matchId}>
                  <td className="num">
                    <Link href={`/matches/${point.matchId}`}>{point.n}</Link>
                  </td>
                  <td>
                    <Moment iso={point.at} />
                  </td>
                  <td className="num">{formats.rating(point.rating)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
