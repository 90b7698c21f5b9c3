'use client';

import { actionKey } from '@brethren/engine/core';
import type { PiratesCoveSeatView } from '@brethren/engine/pirates-cove';
import { useTranslations } from 'next-intl';
import { explains } from '../shared/explain/explains';
import { memo, useId, type KeyboardEvent } from 'react';
import { MAX_INDEX, PARROT_SECTION, SECTIONS, START_INDEX, TRACKS, seatFill, type Section } from './data';
import { cardName } from './describe';
import { fitted } from './fitted';
import { useSpeech } from './speech';
import { type Of } from './moves';
import { CoinShape, MastercraftShape, ParrotShape, SectionMark, ShipShape } from './Pieces';

/**
 * A ship mat: four tracks (sails, crew, cannons, hull), each space with its value and the printed
 * cost to reach it; the marker where the ship stands, the level a Cove repair restores, and the
 * Mastercraft and parrot guarding a section. Spaces an upgrade can reach now are buttons.
 */
const LABEL = 128;
const SPACE = 58;
const ROW = 56;
const TOP = 8;
export const MAT_WIDTH = LABEL + SPACE * (MAX_INDEX + 1) + 6;
export const MAT_HEIGHT = TOP + ROW * 4 + 2;

export interface ShipMatProps {
  readonly seat: PiratesCoveSeatView;
  /** Whose mat it is: the name, and whether the reader sits there (`person(seat, words, 'owner')`). */
  readonly owner: { readonly owner: string; readonly ownerYou: 'yes' | 'no' };
  /** Upgrade actions by `${section}:${index}` (the viewer's own mat). */
  readonly targets?: ReadonlyMap<string, Of<'upgrade'>>;
  /** What each target costs now, by the same key. */
  readonly prices?: ReadonlyMap<string, number>;
  readonly onTarget?: (action: Of<'upgrade'>) => void;
  readonly busy?: boolean;
}

function onKeys(run: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      run();
    }
  };
}

export function ShipMat(props: ShipMatProps) {
  const { seat, owner, targets, prices, onTarget, busy } = props;
  const t = useTranslations('piratesCove');
  const parrotSection = seat.parrot ? PARROT_SECTION[seat.parrot.card] : undefined;
  return (
    <figure className="pc-mat-figure">
      <svg
        viewBox={`0 0 ${MAT_WIDTH} ${MAT_HEIGHT}`}
        className="pc-mat"
        role="group"
        aria-label={t('mat.label', owner)}
        data-testid="ship-mat"
        data-seat={seat.seat}
      >
        {SECTIONS.map((section, row) => {
          const spaces: [number, Of<'upgrade'>, number][] = [];
          for (let i = 0; i <= MAX_INDEX; i++) {
            const target = targets?.get(`${section}:${i}`);
            if (target) spaces.push([i, target, prices?.get(`${section}:${i}`) ?? 0]);
          }
          return (
            <TrackRow
              key={section}
              section={section}
              row={row}
              index={seat.sections[section].index}
              repairTo={seat.sections[section].repairTo}
              value={seat.sections[section].value}
              colour={seat.colour}
              mastercraft={seat.mastercraft?.section === section ? seat.mastercraft : null}
              parrot={seat.parrot && parrotSection === section ? seat.parrot : null}
              targets={spaces}
              onTarget={onTarget}
              busy={busy ?? false}
            />
          );
        })}
      </svg>
      <figcaption className="pc-mat-stats">
        <span>{t('mat.speed', { value: seat.speed })}</span>
        <span>{t('mat.dice', { value: seat.dice })}</span>
        <span>{t('mat.hold', { treasures: seat.treasures, capacity: seat.capacity ?? '∞' })}</span>
        <span>{t('mat.gold', { value: seat.gold })}</span>
        <span>{t('mat.fame', { value: seat.fame })}</span>
      </figcaption>
    </figure>
  );
}

interface TrackRowProps {
  readonly section: Section;
  readonly row: number;
  readonly index: number;
  readonly repairTo: number;
  readonly value: number;
  readonly colour: string;
  readonly mastercraft: PiratesCoveSeatView['mastercraft'];
  readonly parrot: PiratesCoveSeatView['parrot'];
  /** [track index, upgrade action, price] for each space an upgrade reaches now. */
  readonly targets: readonly (readonly [number, Of<'upgrade'>, number])[];
  readonly onTarget: ((action: Of<'upgrade'>) => void) | undefined;
  readonly busy: boolean;
}

const TrackRow = memo(function TrackRow(props: TrackRowProps) {
  const { section, row, index, repairTo, value, colour, mastercraft, parrot, targets, onTarget, busy } =
    props;
  const t = useTranslations('piratesCove');
  const speech = useSpeech();
  const rowId = useId();
  const y = TOP + row * ROW;
  const shotAway = index < 0;
  // The row's name and value, up to the mastercraft or parrot drawn at the label's right end.
  const name = t(`sections.${section}`);
  const room = (mastercraft ? LABEL - 52 : parrot ? LABEL - 30 : LABEL - 12) - 36;
  return (
    <g className="pc-track" data-section={section}>
      <rect x="2" y={y} width={LABEL - 8} height={ROW - 6} rx="8" className="pc-track-label" />
      <SectionMark section={section} x={20} y={y + 25} scale={0.85} />
      <text x="36" y={y + 21} className="pc-track-name" {...fitted(name, 15, room)}>
        {name}
      </text>
      <text
        x="36"
        y={y + 40}
        className={shotAway ? 'pc-track-value lost' : 'pc-track-value'}
        {...(shotAway ? fitted(t('mat.shotAway'), 17, room) : {})}
      >
        {shotAway ? t('mat.shotAway') : `${value}`}
      </text>
      {mastercraft ? (
        <g {...explains(t('mat.mastercraft', { section, damaged: mastercraft.damaged ? 'yes' : 'no' }))}>
          <title>{t('mat.mastercraft', { section, damaged: mastercraft.damaged ? 'yes' : 'no' })}</title>
          <MastercraftShape x={LABEL - 38} y={y + 25} scale={0.9} damaged={mastercraft.damaged} />
        </g>
      ) : null}
      {parrot ? (
        <g
          {...explains(t('mat.parrot', { card: cardName(parrot.card, speech), section, hits: parrot.hits }))}
        >
          <title>
            {t('mat.parrot', { card: cardName(parrot.card, speech), section, hits: parrot.hits })}
          </title>
          <ParrotShape x={LABEL - 18} y={y + 24} scale={1.05} />
          {parrot.hits > 0 ? (
            <text x={LABEL - 14} y={y + 44} className="pc-small-label strong">
              {parrot.hits}/2
            </text>
          ) : null}
        </g>
      ) : null}
      {TRACKS[section].values.map((spaceValue, i) => {
        const x = LABEL + i * SPACE;
        const here = i === index;
        const found = targets.find(([space]) => space === i);
        const target = found?.[1];
        const cost = TRACKS[section].cost[i] ?? 0;
        const price = found?.[2] ?? cost;
        const activate = () => target && onTarget?.(target);
        const interactive = target !== undefined && !busy;
        // A space to raise to is named by its visible label ("raise", a price), then in full; the
        // printed value and cost are the mat's picture, hidden so the name starts with the label.
        const [shownId, saidId] = [`${rowId}-${i}-shown`, `${rowId}-${i}-said`];
        return (
          <g
            key={i}
            className={`pc-space${here ? ' here' : ''}${i < index ? ' below' : ''}${target ? ' target' : ''}`}
            data-index={i}
            data-action={interactive ? actionKey(target) : undefined}
            {...(interactive
              ? {
                  role: 'button',
                  tabIndex: 0,
                  'aria-labelledby': `${shownId} ${saidId}`,
                  onClick: activate,
                  onKeyDown: onKeys(activate),
                }
              : {})}
          >
            <rect
              x={x + 2}
              y={y}
              width={SPACE - 4}
              height={ROW - 6}
              rx="7"
              className="pc-space-bg"
              style={here ? { stroke: seatFill(colour) } : undefined}
            />
            {i === START_INDEX ? <ShipShape colour="#d8c9a3" x={x + 14} y={y + 37} scale={0.36} /> : null}
            <text
              x={x + SPACE / 2}
              y={y + 31}
              textAnchor="middle"
              className="pc-space-value"
              aria-hidden={interactive || undefined}
            >
              {spaceValue}
            </text>
            {i > 0 ? (
              <g className="pc-space-cost" aria-hidden={interactive || undefined}>
                <CoinShape x={x + SPACE - 19} y={y + 11} scale={0.62} />
                <text x={x + SPACE - 8} y={y + 15} textAnchor="middle">
                  {cost}
                </text>
              </g>
            ) : null}
            {target ? (
              <text id={shownId} x={x + SPACE / 2} y={y + 45} textAnchor="middle" className="pc-space-price">
                {price === cost ? t('mat.raiseHere') : t('amounts.gold', { count: price })}
              </text>
            ) : null}
            {interactive ? (
              <text id={saidId} display="none">
                {t('mat.raise', { section, value: spaceValue, price })}
              </text>
            ) : null}
            {here ? (
              <circle cx={x + SPACE - 12} cy={y + 38} r="6.5" fill={seatFill(colour)} className="pc-marker" />
            ) : null}
            {i === repairTo && repairTo > index ? (
              // Inside a space to raise to, a tap raises: the marker is told by its title alone there.
              <rect
                x={x + 5}
                y={y + 3}
                width={SPACE - 10}
                height={ROW - 12}
                rx="6"
                className="pc-repair-ghost"
                data-testid="repair-marker"
                {...(interactive ? {} : explains(t('mat.repairTo', { section, value: spaceValue })))}
              >
                <title>{t('mat.repairTo', { section, value: spaceValue })}</title>
              </rect>
            ) : null}
          </g>
        );
      })}
    </g>
  );
});
