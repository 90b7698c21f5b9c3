'use client';

import type { PiratesCoveView } from '@brethren/engine/pirates-cove';
import { useTranslations } from 'next-intl';
import { memo, useId } from 'react';
import { explains } from '../shared/explain/explains';
import { LootCardFace, TavernCardFace } from './Cards';
import { cardName, cardText, lootText, type Words } from './describe';
import { useSpeech } from './speech';
import { person } from '../shared/words';
import type { MoveGroups } from './moves';

/** The hand of the seat whose view this is, named as the reader knows it ("Your", "anne’s"). */
export const HandPanel = memo(function HandPanel({
  view,
  words,
  moves,
}: {
  view: PiratesCoveView;
  words: Words;
  moves: MoveGroups;
}) {
  const t = useTranslations('piratesCove');
  const speech = useSpeech();
  // One id per panel: a replay shows every seat's hand at once.
  const titleId = useId();
  const hand = view.hand;
  const playable = new Set<string>();
  for (const action of [...moves.battleCards, ...moves.volleys]) playable.add(action.card);
  for (const action of moves.cardPlays)
    playable.add(action.type === 'playMastercraft' ? `mastercraft-${action.section}` : action.card);
  if (moves.newRoutes.size > 0) playable.add('new-route');
  if (hand === null)
    return (
      <p className="panel muted" data-testid="no-hand">
        {t('hand.hidden')}
      </p>
    );
  const owner = person(view.viewer ?? -1, words, 'owner');
  const groups = new Map<string, number>();
  for (const card of hand) groups.set(card, (groups.get(card) ?? 0) + 1);
  return (
    <section className="panel pc-hand-panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('hand.title', { count: hand.length, ...owner })}</h3>
      <ul className="pc-hand" data-testid="hand" aria-label={t('hand.tavernCards', owner)}>
        {[...groups.entries()].map(([card, count]) => (
          <li key={card} className={playable.has(card) ? 'playable' : undefined}>
            <span
              className="pc-explained"
              {...explains(
                t('seats.explain', { what: cardName(card, speech), value: cardText(card, speech) }),
              )}
            >
              <TavernCardFace card={card} count={count} />
            </span>
          </li>
        ))}
        {hand.length === 0 ? <li className="muted">{t('hand.empty')}</li> : null}
      </ul>
      {view.lootHand ? (
        <>
          <h3 className="pc-subtitle">{t('hand.lootTitle', { count: view.lootHand.length, ...owner })}</h3>
          <ul className="pc-hand loot" data-testid="loot-hand" aria-label={t('hand.lootCards', owner)}>
            {view.lootHand.map((loot, i) => (
              <li key={i}>
                <span
                  className="pc-explained"
                  {...explains(t('loot.label', { loot: lootText(loot, speech) }))}
                >
                  <LootCardFace loot={loot} />
                </span>
              </li>
            ))}
            {view.lootHand.length === 0 ? <li className="muted">{t('hand.noLoot')}</li> : null}
          </ul>
        </>
      ) : null}
    </section>
  );
});
