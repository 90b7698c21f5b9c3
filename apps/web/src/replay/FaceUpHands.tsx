'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useId } from 'react';
import { Loading } from '@/components/Status';
import { isWebGame } from '@/games/ids';
import { lazyByGame } from '@/games/lazyByGame';
import type { FaceUpProps } from '@/games/shared/TableProps';
import { GAME_FACE_UPS } from '@/games/tables';

/** Each game's face-up hands, loaded on demand: a replay loads its own game's only. */
const FACE_UPS = lazyByGame<FaceUpProps<never>>((game) => GAME_FACE_UPS[game]());

/**
 * Every seat's hand and secret cards at one step of a finished match, each as its seat saw it
 * (the engine's view for that seat): the replay's "all seats face up".
 */
export function FaceUpHands({ game, views, ...props }: { game: string } & FaceUpProps<unknown>) {
  const t = useTranslations('replay');
  const titleId = useId();
  if (!isWebGame(game)) return null;
  const FaceUp = FACE_UPS[game];
  return (
    <section className="panel face-up" aria-labelledby={titleId} data-testid="replay-face-up">
      <h2 id={titleId}>{t('faceUp.title')}</h2>
      <Suspense fallback={<Loading />}>
        <FaceUp views={views as never[]} {...props} />
      </Suspense>
    </section>
  );
}
