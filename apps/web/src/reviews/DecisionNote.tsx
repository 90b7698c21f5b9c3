'use client';

import type { GameId } from '@brethren/engine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import { lazyByGame } from '@/games/lazyByGame';
import { GAME_NAMESPACES, type GameNamespace } from '@/games/ids';
import { GAME_ACTION_WORDS } from '@/games/registry';
import { person } from '@/games/shared/words';
import type { ActionInWords } from '@/games/web-game';
import type { ReviewedDecision } from './reviewPoints';
import { useScoreText } from './scoreText';

export interface DecisionNoteProps {
  readonly decision: ReviewedDecision;
  /** The step the choice was made at. */
  readonly step: number;
  /** What the reviewed seat saw at that step: its actions are worded from it. */
  readonly view: unknown;
  readonly names: readonly string[];
  /** The reviewed seat. */
  readonly seat: number;
  /** The reader's own seat, called "you" (null: a spectator). */
  readonly you: number | null;
}

/**
 * One judged decision in a sentence: the choice played and, when another was worth more from what
 * the seat knew, that one and by how much — each action worded as its table's button says it. Below
 * it, set apart, the same choice with everything face up, where the review has that line.
 */
function noteOf(namespace: GameNamespace, describe: ActionInWords): ComponentType<DecisionNoteProps> {
  return function GameDecisionNote({ decision, step, view, names, seat, you }: DecisionNoteProps) {
    const t = useTranslations('review');
    const game = useTranslations(namespace);
    const locale = useLocale();
    const score = useScoreText();
    const words = { view, names, viewer: seat, you, t: game, locale };
    const played = describe(decision.played as never, words as never);
    const actor = person(seat, { names, viewer: seat, you }, 'actor');
    const scores = { playedScore: score.value(decision.playedScore), ...actor, played };
    const faceUp = decision.faceUp;
    return (
      <>
        <p className={`review-note label-${decision.label.toLowerCase()}`} data-testid="review-note">
          <strong>{t('decision.label', { label: t(`labels.${decision.label}`), step })}</strong>{' '}
          {decision.label === 'BEST'
            ? t('decision.best', scores)
            : t('decision.worse', {
                ...scores,
                best: describe(decision.best as never, words as never),
                bestScore: score.value(decision.bestScore),
                loss: score.gain(decision.loss),
              })}
        </p>
        {faceUp && (
          <p className="review-face-up" data-testid="review-face-up">
            <strong>{t('decision.faceUp.label')}</strong>{' '}
            {faceUp.bestScore > faceUp.playedScore
              ? t('decision.faceUp.other', {
                  best: describe(faceUp.best as never, words as never),
                  bestScore: score.value(faceUp.bestScore),
                  playedScore: score.value(faceUp.playedScore),
                })
              : t('decision.faceUp.same', { played, playedScore: score.value(faceUp.playedScore) })}
          </p>
        )}
      </>
    );
  };
}

/** Each game's note, loaded with that game's words only. */
const NOTES = lazyByGame((game) =>
  GAME_ACTION_WORDS[game]().then((describe) => noteOf(GAME_NAMESPACES[game], describe)),
);

/** The note on a judged decision of a match of `game`. */
export function DecisionNote({ game, ...props }: { game: GameId } & DecisionNoteProps) {
  const Note = NOTES[game];
  return <Note {...props} />;
}
