'use client';

import type { PiratesCoveView } from '@brethren/engine/pirates-cove';
import { useTranslations } from 'next-intl';
import { memo, type ReactNode } from 'react';
import { TREASURE_ISLAND, type Section } from './data';
import { islandLabel, legendTitle } from './describe';
import { useSpeech } from './speech';
import { PieceIcon, SectionValues } from './Pieces';
import { hitsToSink, npcShip } from './ships';

export function SeaInfo({ view }: { view: PiratesCoveView }) {
  return (
    <SeaInfoBody
      legends={view.legends.filter((legend) => !legend.gone && legend.name !== null)}
      npcs={view.legends.map((legend) => hitsToSink(npcShip(view, legend.ship)))}
      navy={view.navy}
      decks={[
        view.tavernDeckSize,
        view.tavernDiscard.length,
        view.newRouteDisplay,
        view.legendDeckSize,
        view.options.variant === 'rudi' ? (view.islands[TREASURE_ISLAND - 1]?.deckSize ?? 0) : -1,
      ]}
    />
  );
}

const SeaInfoBody = memo(function SeaInfoBody({
  legends,
  npcs,
  navy,
  decks,
}: {
  legends: PiratesCoveView['legends'];
  npcs: readonly Partial<Record<Section, number>>[];
  navy: PiratesCoveView['navy'];
  decks: readonly number[];
}) {
  const t = useTranslations('piratesCove');
  const speech = useSpeech();
  const [tavern = 0, discards = 0, display = 0, legendDeck = 0, treasureIsland = -1] = decks;
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  return (
    <div className="pc-sea-info small">
      <ul className="pc-legends" aria-label={t('sea.legends')}>
        {legends.map((legend) => (
          <li key={legend.ship} data-ship={legend.ship}>
            <PieceIcon kind="legend" size={20} />
            <span>
              {t.rich('sea.legend', {
                legend: legendTitle(legend.name ?? '', speech),
                place: islandLabel(legend.at, speech),
                fame: (legend.fame ?? 0) * 2,
                strong,
              })}{' '}
              <SectionValues values={npcs[legend.ship - 10] ?? {}} label={t('combat.hitsToSink')} />
            </span>
          </li>
        ))}
        <li data-ship="navy">
          <PieceIcon kind="navy" size={20} />
          <span>
            {t.rich('sea.navy', {
              where: navy.at !== null ? 'island' : navy.dispatched ? 'dispatched' : 'port',
              place: navy.at !== null ? islandLabel(navy.at, speech) : '',
              fame: navy.fame * 2,
              strong,
            })}
          </span>
        </li>
      </ul>
      <p className="muted">
        {t('sea.decks', {
          tavern,
          discards,
          display,
          legends: legendDeck,
          rudi: treasureIsland >= 0 ? 'yes' : 'no',
          treasure: Math.max(0, treasureIsland),
        })}
      </p>
    </div>
  );
});
