'use client';

import type { PortRoyalView } from '@brethren/engine/port-royal';
import { useTranslations } from 'next-intl';
import { person } from '../shared/words';
import type { Words } from './describe';

/** The final scores, best first (less debt breaks a tie), or why the match stopped without them. */
export function FinalScores({ view, words }: { view: PortRoyalView; words: Words }) {
  const t = useTranslations('portRoyal');
  if (!view.scores) {
    return (
      <>
        <h3>{t('scores.stoppedTitle')}</h3>
        <p className="hint">{t('scores.stopped')}</p>
      </>
    );
  }
  const scores = view.scores;
  const ranked = view.seats
    .map((seat) => ({ seat: seat.seat, score: scores[seat.seat] ?? 0, debt: seat.debt }))
    .sort((a, b) => b.score - a.score || a.debt - b.debt);
  return (
    <>
      <h3>{t('scores.title')}</h3>
      <ol className="pr-scores" data-testid="final-scores">
        {ranked.map((entry) => (
          <li key={entry.seat}>
            <span className="seat-name">{t('player', person(entry.seat, words, 'player'))}</span>{' '}
            <strong>{entry.score}</strong>{' '}
            <span className="muted small">{t('scores.debt', { debt: entry.debt })}</span>
          </li>
        ))}
      </ol>
      <p className="hint">{t('scores.explain')}</p>
    </>
  );
}
