'use client';

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
  type DotItemDotProps,
  type TooltipContentProps,
} from 'recharts';
import type { ReviewLabel } from './documents';
import { curveFacts, isMarked, type ReviewPoint } from './reviewPoints';
import { useScoreText } from './scoreText';

/** A point of the curve: the step a decision was made at and what the choices there were worth. */
interface CurveDatum {
  readonly step: number;
  readonly played: number;
  readonly best: number;
  readonly label: ReviewLabel;
}

/** Each label's colour on the curve (the same as its mark in the list, see review.css). */
const LABEL_COLOURS: Readonly<Record<ReviewLabel, string>> = {
  BEST: '#3e6b3a',
  GOOD: '#6f7f3a',
  INACCURACY: '#a77a12',
  MISTAKE: '#c0581d',
  BLUNDER: '#8c2f2b',
};

/** A decision on the curve: small where the choice was fine, larger and ringed where it fell. */
function DecisionDot({ cx, cy, payload }: DotItemDotProps) {
  const datum = payload as CurveDatum;
  if (cx === undefined || cy === undefined) return null;
  const marked = isMarked(datum.label);
  return (
    <circle
      cx={cx}
      cy={cy}
      r={marked ? 5.5 : 3}
      fill={LABEL_COLOURS[datum.label]}
      stroke={marked ? '#fbf6ea' : 'none'}
      strokeWidth={marked ? 1.5 : 0}
    />
  );
}

function DecisionTooltip({ active, payload }: TooltipContentProps) {
  const t = useTranslations('review');
  const score = useScoreText();
  const datum = active ? (payload?.[0]?.payload as CurveDatum | undefined) : undefined;
  if (!datum) return null;
  return (
    <div className="chart-tooltip">
      {t('curve.tooltip', {
        step: datum.step,
        label: t(`labels.${datum.label}`),
        played: score.value(datum.played),
        best: datum.label === 'BEST' ? 'none' : score.value(datum.best),
      })}
    </div>
  );
}

/**
 * The reviewed seat's expected score after each of its choices over the match (Recharts, SVG), the
 * best choice's beside it, each decision coloured by its label and ringed where the score fell. A
 * press on the chart goes to the nearest decision's step; the current step is a line across it.
 * The caption says it all in one sentence for screen readers; the marks are buttons in the panel.
 */
export function ReviewCurve({
  points,
  step,
  last,
  onStep,
}: {
  points: readonly ReviewPoint[];
  step: number;
  last: number;
  onStep: (step: number) => void;
}) {
  const t = useTranslations('review');
  const score = useScoreText();
  const id = useId();
  const facts = curveFacts(points);
  if (!facts) return null;
  const data: CurveDatum[] = points.map(({ step: at, decision }) => ({
    step: at,
    played: decision.playedScore,
    best: decision.bestScore,
    label: decision.label,
  }));
  const summary = t('curve.summary', {
    count: facts.decisions,
    first: score.value(facts.first),
    last: score.value(facts.last),
    low: score.value(facts.low),
    high: score.value(facts.high),
    marked: facts.marked,
  });
  return (
    <figure className="review-curve" aria-labelledby={`${id}-caption`} data-testid="review-curve">
      <div className="review-curve-box">
        <LineChart
          responsive
          style={{ width: '100%', height: '100%' }}
          data={data}
          margin={{ top: 8, right: 14, bottom: 4, left: 0 }}
          title={t('curve.title')}
          desc={summary}
          onClick={(state) => {
            if (typeof state.activeLabel === 'number') onStep(state.activeLabel);
          }}
        >
          <CartesianGrid stroke="#d2c29d" strokeDasharray="3 3" />
          <XAxis
            dataKey="step"
            type="number"
            domain={[0, Math.max(1, last)]}
            allowDecimals={false}
            tick={{ fill: '#5b4c3a', fontSize: 12 }}
            label={{
              value: t('curve.axis'),
              position: 'insideBottomRight',
              offset: -2,
              fill: '#5b4c3a',
              fontSize: 12,
            }}
            height={34}
          />
          <YAxis
            domain={[0, 1]}
            ticks={[0, 0.25, 0.5, 0.75, 1]}
            tick={{ fill: '#5b4c3a', fontSize: 12 }}
            tickFormatter={(value: number) => score.value(value)}
            width={40}
          />
          <ReferenceLine x={step} stroke="#15324a" strokeOpacity={0.5} />
          <Tooltip content={DecisionTooltip} />
          <Line
            type="linear"
            dataKey="best"
            name={t('curve.best')}
            stroke="#9c7a35"
            strokeDasharray="4 4"
            strokeWidth={1.5}
            dot={false}
            activeDot={false}
            isAnimationActive={false}
          />
          <Line
            type="linear"
            dataKey="played"
            name={t('curve.played')}
            stroke="#15324a"
            strokeWidth={2}
            dot={DecisionDot}
            activeDot={{ r: 6 }}
            isAnimationActive={false}
          />
        </LineChart>
      </div>
      <p className="review-keys muted small" aria-hidden="true">
        <span className="review-key played">{t('curve.played')}</span>
        <span className="review-key best">{t('curve.best')}</span>
      </p>
      <figcaption id={`${id}-caption`} className="muted small">
        {summary}
      </figcaption>
    </figure>
  );
}
