'use client';

import { LOSS_THRESHOLDS, type GameId } from '@brethren/engine/core';
import { useTranslations } from 'next-intl';
import { Suspense, useId } from 'react';
import { ErrorNote } from '@/components/Status';
import { useApiMutation } from '@/lib/api/queries';
import { useFormats } from '@/lib/format';
import { DecisionNote } from './DecisionNote';
import { RequestReviewMutation, type MatchReview } from './documents';
import { ReviewCurve } from './ReviewCurve';
import { isMarked, pointAt, reviewPoints } from './reviewPoints';
import { useReview, useShowReview } from './useReview';
import { useScoreText } from './scoreText';
import './review.css';

export interface ReviewPanelProps {
  readonly game: GameId;
  readonly matchId: string;
  /** The seat whose review is shown. */
  readonly seat: number;
  /** The reader's own seat (null: not a player of the match): only it may ask for its review. */
  readonly you: number | null;
  readonly names: readonly string[];
  /** The match's log, to place each decision at its step. */
  readonly entries: readonly { readonly seq: number }[];
  readonly step: number;
  readonly last: number;
  readonly onStep: (step: number) => void;
  /** What the reviewed seat saw at a step. */
  readonly viewAt: (step: number) => unknown;
  /** The review was asked for: the page follows the seat, as the review judges from its view. */
  readonly onRequested: () => void;
}

/**
 * A seat's post-game review on the replay page: "Review my play" for the reader's own seat until it
 * is asked for; then its progress as decisions fill in, the summary (accuracy, counts per label),
 * the curve of expected score, the marks where it fell, and at a judged step what was played and
 * what was worth more from what the seat knew. Another player's seat shows its review if one exists.
 */
export function ReviewPanel(props: ReviewPanelProps) {
  const { matchId, seat, you, names, onRequested } = props;
  const t = useTranslations('review');
  const titleId = useId();
  const { review, loading, error } = useReview(matchId, seat);
  const show = useShowReview(matchId, seat);
  const request = useApiMutation(RequestReviewMutation, {
    onSuccess: ({ requestReview }) => {
      show(requestReview);
      onRequested();
    },
  });
  const own = seat === you;
  if (loading) return null;
  if (error) return <ErrorNote error={error} testId="review-error" />;
  if (!review && !own) return null;
  const title = t('title', { you: own ? 'yes' : 'no', name: names[seat] ?? '' });
  return (
    <section
      className="panel review"
      aria-labelledby={titleId}
      data-testid="review"
      data-status={review?.status ?? 'NONE'}
    >
      <div className="review-head">
        <h2 id={titleId}>{title}</h2>
        {review ? <Accuracy accuracy={review.summary.accuracy} /> : null}
      </div>
      {review ? (
        <Judged review={review} {...props} own={own} />
      ) : (
        <>
          <p className="small">{t('intro', { you: 'yes' })}</p>
          <button
            type="button"
            className="button"
            disabled={request.isPending}
            onClick={() => request.mutate({ matchId, seat })}
            data-testid="request-review"
          >
            {request.isPending ? t('requesting') : t('request')}
          </button>
          {request.error ? <ErrorNote error={request.error} testId="review-refused" /> : null}
        </>
      )}
    </section>
  );
}

function Accuracy({ accuracy }: { accuracy: number | null }) {
  const t = useTranslations('review');
  const formats = useFormats();
  if (accuracy === null) return null;
  return (
    <p className="review-accuracy" data-testid="review-accuracy">
      {t('accuracy', { accuracy: formats.percent(accuracy / 100) })}
    </p>
  );
}

/** A review asked for: where it stands, its figures, the curve, the marks and the step's note. */
function Judged({ review, own, ...props }: ReviewPanelProps & { review: MatchReview; own: boolean }) {
  const { game, seat, you, names, entries, step, last, onStep, viewAt } = props;
  const t = useTranslations('review');
  const formats = useFormats();
  const score = useScoreText();
  const points = reviewPoints(review.decisions, entries);
  const here = pointAt(points, step);
  const marked = points.filter((point) => isMarked(point.decision.label));
  const thresholds = LOSS_THRESHOLDS[game];
  return (
    <>
      {review.status === 'QUEUED' ? <p className="small">{t('queued')}</p> : null}
      {review.status === 'RUNNING' ? (
        <p className="small review-progress">
          <progress max={1} value={review.progress} aria-label={t('progress')} />{' '}
          {t('running', { count: review.decisions.length, share: formats.percent(review.progress) })}
        </p>
      ) : null}
      {review.status === 'FAILED' ? (
        <p className="small review-failed" role="alert">
          {t('failed')}
        </p>
      ) : null}
      {review.decisions.length > 0 ? (
        <ul className="review-counts" aria-label={t('counts')}>
          {review.summary.counts.map(({ label, count }) => (
            <li key={label} className={`review-count label-${label.toLowerCase()}`}>
              {t('count', { label: t(`labels.${label}`), count })}
            </li>
          ))}
        </ul>
      ) : null}
      <ReviewCurve points={points} step={step} last={last} onStep={onStep} />
      {here ? (
        <Suspense fallback={null}>
          <DecisionNote
            game={game}
            decision={here.decision}
            step={here.step}
            view={viewAt(here.step)}
            names={names}
            seat={seat}
            you={you}
          />
        </Suspense>
      ) : points.length > 0 ? (
        <p className="small muted" data-testid="review-elsewhere">
          {t('elsewhere', { you: own ? 'yes' : 'no', name: names[seat] ?? '' })}
        </p>
      ) : null}
      {marked.length > 0 ? (
        <nav aria-label={t('marks')}>
          <h3 className="review-marks-title">{t('marks')}</h3>
          <ul className="review-marks">
            {marked.map(({ step: at, decision }) => (
              <li key={decision.seq}>
                <button
                  type="button"
                  className={`review-mark label-${decision.label.toLowerCase()}`}
                  aria-current={at === step ? 'step' : undefined}
                  onClick={() => onStep(at)}
                  data-testid="review-mark"
                >
                  {t('mark', {
                    step: at,
                    label: t(`labels.${decision.label}`),
                    loss: score.gain(-decision.loss),
                  })}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : review.status === 'DONE' ? (
        <p className="small">{t('noMarks')}</p>
      ) : null}
      <details className="review-how">
        <summary>{t('how')}</summary>
        <p className="small">{t('intro', { you: own ? 'yes' : 'no' })}</p>
        <p className="small">
          {t('scale', {
            tortuga: game === 'tortuga' ? 'yes' : 'no',
            inaccuracy: score.value(thresholds.inaccuracy),
            mistake: score.value(thresholds.mistake),
            blunder: score.value(thresholds.blunder),
          })}
        </p>
        <p className="small">{t('accuracyHelp')}</p>
      </details>
    </>
  );
}
