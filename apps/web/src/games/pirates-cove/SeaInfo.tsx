'use client';

import type { PiratesCoveView } from '@brethren/engine';
import { memo } from 'react';
import { TREASURE_ISLAND, type Section } from './data';
import { islandLabel } from './describe';
import { PieceIcon, SectionValues } from './Pieces';
import { sameProps } from '../shared/sameProps';
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
  const [tavern, discards, display, legendDeck, treasureIsland] = decks;
  return (
    <div className="pc-sea-info small">
      <ul className="pc-legends" aria-label="Legendary Pirates and the Royal Navy">
        {legends.map((legend) => (
          <li key={legend.ship} data-ship={legend.ship}>
            <PieceIcon kind="legend" size={20} />
            <span>
              <strong>{legend.name}</strong> at {islandLabel(legend.at)} · {(legend.fame ?? 0) * 2} fame ·{' '}
              <SectionValues values={npcs[legend.ship - 10] ?? {}} label="hits to sink" />
            </span>
          </li>
        ))}
        <li data-ship="navy">
          <PieceIcon kind="navy" size={20} />
          <span>
            <strong>Royal Navy</strong>{' '}
            {navy.at !== null
              ? `at ${islandLabel(navy.at)}`
              : navy.dispatched
                ? 'dispatched: joins the next combats'
                : 'in port'}{' '}
            · {navy.fame * 2} fame
          </span>
        </li>
      </ul>
      <p className="muted">
        Tavern deck {tavern} · discards {discards} · New Route cards on display {display} · Legendary Pirates
        left {legendDeck}
        {treasureIsland !== undefined && treasureIsland >= 0
          ? ` · Treasure Island cards ${treasureIsland}`
          : ''}
      </p>
    </div>
  );
}, sameProps);
