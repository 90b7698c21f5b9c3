'use client';

import type { CartagenaView } from '@brethren/engine/cartagena';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import type { FaceUpProps } from '../shared/TableProps';
import { person } from '../shared/words';
import { CardFace } from './CardFace';
import { cardsName, type Words } from './describe';
import { handGroups } from './moves';

/** Every seat's hand face up, as each seat saw it: a finished match's replay. */
export function CartagenaFaceUp({ views, names, you }: FaceUpProps<CartagenaView>) {
  return (
    // The table's own class, for its cards' look; laid out as a grid of its own (globals.css).
    <div className="cartagena face-up-seats">
      {views.map((view, seat) => (
        <SeatHand key={seat} view={view} seat={seat} names={names} you={you} />
      ))}
    </div>
  );
}

function SeatHand({
  view,
  seat,
  names,
  you,
}: {
  view: CartagenaView;
  seat: number;
  names: readonly string[];
  you: number | null;
}) {
  const t = useTranslations('cartagena');
  const locale = useLocale();
  const titleId = useId();
  const words: Words = { view, names, viewer: seat, you, t, locale };
  const owner = person(seat, words, 'owner');
  const hand = view.hand ?? [];
  return (
    <section className="panel hand-panel" aria-labelledby={titleId} data-seat={seat}>
      <h3 id={titleId}>{t('table.hand.title', { count: hand.length, ...owner })}</h3>
      <ul className="hand" data-testid="hand" aria-label={t('table.hand.label', owner)}>
        {handGroups(hand).map(({ card, count, key }) => (
          <li key={key}>
            <CardFace card={card} count={count} />
          </li>
        ))}
        {hand.length === 0 ? <li className="muted">{t('table.hand.empty')}</li> : null}
      </ul>
      {view.knownDrawPileTop.length > 0 ? (
        <p className="muted small">
          {t('table.hand.lanternTop', { cards: cardsName(view.knownDrawPileTop, words), ...owner })}
        </p>
      ) : null}
    </section>
  );
}
