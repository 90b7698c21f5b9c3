'use client';

import Link from 'next/link';
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
import { formatDate } from '@/components/Status';
import type { RatingPoint } from '@/lib/api/types';
import { formatRating } from './format';

/** Where every rating starts. */
export const INITIAL_RATING = 1500;

export interface ChartPoint {
  /** 1 = the first rated match. */
  readonly n: number;
  readonly rating: number;
  readonly at: string;
  readonly matchId: string;
}

export function chartPoints(history: readonly RatingPoint[]): ChartPoint[] {
  return history.map((point, index) => ({
    n: index + 1,
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

/** The chart in one sentence, for screen readers and as its caption. */
export function describeHistory(gameName: string, points: readonly ChartPoint[]): string {
  if (points.length === 0) return `No rated ${gameName} matches yet.`;
  const ratings = points.map((point) => point.rating);
  const last = ratings.at(-1) ?? INITIAL_RATING;
  const matches = points.length === 1 ? 'one rated match' : `${points.length} rated matches`;
  return (
    `${gameName} rating over ${matches}: from ${INITIAL_RATING} to ${last}` +
    (points.length > 1 ? `, highest ${Math.max(...ratings)}, lowest ${Math.min(...ratings)}.` : '.')
  );
}

function PointTooltip({ active, payload }: TooltipContentProps) {
  const point = active ? (payload?.[0]?.payload as ChartPoint | undefined) : undefined;
  if (!point) return null;
  return (
    <div className="chart-tooltip">
      <strong>{point.rating}</strong> after match {point.n}
      <br />
      <span className="muted small">{formatDate(point.at)}</span>
    </div>
  );
}

/**
 * A player's rating after each rated match of one game, drawn with Recharts (SVG, in the browser,
 * nothing fetched). The chart is keyboard-explorable (Recharts' accessibility layer: focus it and use
 * the arrow keys); the same numbers are in a table beneath, with links to the matches.
 */
export function RatingChart({ gameName, history }: { gameName: string; history: readonly RatingPoint[] }) {
  const id = useId();
  const points = chartPoints(history);
  const summary = describeHistory(gameName, points);
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
          title={`${gameName} rating history`}
          desc={summary}
        >
          <CartesianGrid stroke="#d2c29d" strokeDasharray="3 3" />
          <XAxis
            dataKey="n"
            type="number"
            domain={points.length === 1 ? [0, 2] : [1, points.length]}
            allowDecimals={false}
            tick={{ fill: '#5b4c3a', fontSize: 12 }}
            label={{
              value: 'Rated match',
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
            width={46}
          />
          <ReferenceLine
            y={INITIAL_RATING}
            stroke="#9c7a35"
            strokeDasharray="4 4"
            label={{ value: 'start', position: 'insideTopLeft', fill: '#9c7a35', fontSize: 11 }}
          />
          <Tooltip content={PointTooltip} />
          <Line
            type="monotone"
            dataKey="rating"
            name="Rating"
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
        <summary>The numbers</summary>
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col" className="num">
                  Match
                </th>
                <th scope="col">When</th>
                <th scope="col" className="num">
                  Rating after
                </th>
              </tr>
            </thead>
            <tbody>
              {[...points].reverse().map((point) => (
                <tr key={point.matchId}>
                  <td className="num">
                    <Link href={`/matches/${point.matchId}`}>{point.n}</Link>
                  </td>
                  <td>{formatDate(point.at)}</td>
                  <td className="num">{formatRating(point.rating)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
