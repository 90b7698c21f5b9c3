'use client';

import { actionKey } from '@brethren/engine/core';
import type { PiratesCoveView } from '@brethren/engine/pirates-cove';
import { useTranslations } from 'next-intl';
import { memo, useCallback, useId, type KeyboardEvent } from 'react';
import type { Translator } from '@/i18n/translator';
import { LootCardShape } from './Cards';
import { AT_SEA, COVE, FORT_CANNONS, FORT_ISLAND, ISLANDS, ISLAND_SECTION, TREASURE_ISLAND } from './data';
import {
  islandLabel,
  islandName,
  islandShortName,
  legendTitle,
  lootText,
  type Speech,
  type Words,
} from './describe';
import { fitted } from './fitted';
import { useSpeech } from './speech';
import { explains } from '../shared/explain/explains';
import { listOf, person } from '../shared/words';
import { type Action } from './moves';
import { FortShape, IslandEmblem, LegendShape, NavyShape, ShipShape } from './Pieces';
import { pieceMotionKey } from './motions';

/**
 * The sea: the six islands in a ring (1 → 6 clockwise, as Legendary Pirates sail in the base game)
 * around Pirate's Cove, each with its loot, the ships there, the Legendary Pirates, the Royal Navy
 * and (solo) the fort. Islands become buttons when a course is being picked or a loot card placed.
 */
export const MAP_WIDTH = 600;
export const MAP_HEIGHT = 400;

const CENTRES: Readonly<Record<number, { x: number; y: number }>> = {
  1: { x: 108, y: 92 },
  2: { x: 300, y: 66 },
  3: { x: 492, y: 92 },
  4: { x: 492, y: 306 },
  5: { x: 300, y: 332 },
  6: { x: 108, y: 306 },
  0: { x: 300, y: 199 },
};

export interface SeaMapProps {
  readonly view: PiratesCoveView;
  readonly words: Words;
  /** Picking an island (the helm): which may be picked, which is picked. */
  readonly pick?: {
    readonly islands: ReadonlySet<number>;
    readonly selected: number | null;
    readonly onPick: (island: number) => void;
    /** What picking does: steer for the island, or play the New Route card to it. */
    readonly mode: 'steer' | 'newRoute';
  } | null;
  /** Islands that act at once (placing a loot card), by island. */
  readonly targets?: ReadonlyMap<number, Action> | null;
  readonly onTarget?: (action: Action) => void;
  readonly busy?: boolean;
}

interface Piece {
  readonly key: string;
  readonly kind: 'seat' | 'legend' | 'navy';
  readonly colour: string;
  readonly label: string;
  readonly mine: boolean;
}

/** The ships at a place, each with its name for the map's tooltips and the island list. */
function piecesAt(
  view: PiratesCoveView,
  place: number,
  names: readonly string[],
  viewer: number | null,
  speech: Speech,
): Piece[] {
  const t: Translator<'piratesCove'> = speech.t;
  const pieces: Piece[] = view.seats
    .filter((seat) => seat.at === place)
    .map((seat) => ({
      key: `s${seat.seat}`,
      kind: 'seat',
      colour: seat.colour,
      label: t('map.shipPiece', {
        ...person(seat.seat, { names, viewer }, 'owner'),
        colour: seat.colour,
      }),
      mine: seat.seat === viewer,
    }));
  if (place >= 1) {
    for (const legend of view.legends)
      if (!legend.gone && legend.name !== null && legend.at === place)
        pieces.push({
          key: `l${legend.ship}`,
          kind: 'legend',
          colour: 'black',
          label: t('map.legendPiece', { legend: legendTitle(legend.name, speech) }),
          mine: false,
        });
    if (view.navy.at === place)
      pieces.push({ key: 'navy', kind: 'navy', colour: 'navy', label: t('map.navyPiece'), mine: false });
  }
  return pieces;
}

/** The pieces' names as a list ("your ship (red) and Blackbeard (Legendary Pirate)"). */
function piecesText(pieces: readonly Piece[], speech: Speech): string {
  return listOf(
    pieces.map((piece) => piece.label),
    speech.locale,
  );
}

/**
 * Ships and legends at a place. Each explains itself on tap unless `explained` is false: on an
 * island or in the Cove, the place's own explanation names them (a piece inside a piece would nest
 * buttons).
 */
function Fleet({
  pieces,
  x,
  y,
  explained = true,
}: {
  pieces: readonly Piece[];
  x: number;
  y: number;
  explained?: boolean;
}) {
  const perRow = 6;
  const spacing = 27;
  return (
    <g className="pc-fleet">
      {pieces.map((piece, i) => {
        const row = Math.floor(i / perRow);
        const inRow = Math.min(perRow, pieces.length - row * perRow);
        const px = x + ((i % perRow) - (inRow - 1) / 2) * spacing;
        const py = y + row * 25;
        return (
          <g
            key={piece.key}
            data-piece={piece.key}
            data-motion={pieceMotionKey(piece.key)}
            className={piece.mine ? 'pc-mine' : undefined}
            {...(explained ? explains(piece.label) : {})}
          >
            <title>{piece.label}</title>
            {piece.kind === 'seat' ? (
              <ShipShape colour={piece.colour} x={px} y={py} scale={0.82} />
            ) : piece.kind === 'legend' ? (
              <LegendShape x={px} y={py} scale={0.82} />
            ) : (
              <NavyShape x={px} y={py} scale={0.82} />
            )}
            {piece.mine ? <circle cx={px} cy={py + 13} r={2.4} className="pc-mine-dot" /> : null}
          </g>
        );
      })}
    </g>
  );
}

function onKeys(run: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      run();
    }
  };
}

function IslandShape({ x, y, island }: { x: number; y: number; island: number }) {
  const treasure = island === TREASURE_ISLAND;
  return (
    <g className={treasure ? 'pc-island treasure' : 'pc-island'}>
      <path
        d={`M${x - 64} ${y + 4} Q${x - 60} ${y - 30} ${x - 14} ${y - 33} Q${x + 34} ${y - 38} ${x + 58} ${y - 14} Q${x + 72} ${y + 10} ${x + 40} ${y + 30} Q${x - 6} ${y + 42} ${x - 40} ${y + 30} Q${x - 66} ${y + 22} ${x - 64} ${y + 4} Z`}
        className="pc-sand"
      />
      <path
        d={`M${x - 50} ${y + 2} Q${x - 46} ${y - 22} ${x - 12} ${y - 24} Q${x + 26} ${y - 28} ${x + 44} ${y - 10} Q${x + 54} ${y + 8} ${x + 30} ${y + 20} Q${x - 4} ${y + 30} ${x - 32} ${y + 20} Q${x - 52} ${y + 14} ${x - 50} ${y + 2} Z`}
        className="pc-land"
      />
    </g>
  );
}

export const SeaMap = memo(function SeaMap(props: SeaMapProps) {
  const { view, words, pick, targets, onTarget, busy } = props;
  const t = useTranslations('piratesCove');
  const { names, viewer } = words;
  const me = viewer === null ? null : view.seats[viewer];
  const secret = view.phase === 'navigating' || view.phase === 'newRoute';
  const course = secret ? (me?.course ?? null) : null;
  const rudi = view.options.variant === 'rudi';
  const solo = view.options.variant === 'solo';
  const combatAt = view.combat?.island ?? null;
  const cove = CENTRES[COVE]!;
  const atCove = piecesAt(view, COVE, names, viewer, words);
  const atSea = piecesAt(view, AT_SEA, names, viewer, words);
  const coveText =
    atCove.length === 0 ? t('map.coveEmpty') : t('map.cove', { ships: piecesText(atCove, words) });
  const onPick = pick?.onPick;
  const activate = useCallback(
    (island: number, target: Action | null) => {
      if (target) onTarget?.(target);
      else onPick?.(island);
    },
    [onTarget, onPick],
  );

  return (
    <svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      className="pc-map"
      role="group"
      aria-label={t('map.label')}
      data-testid="sea-map"
    >
      <SeaBackground />
      <g className="pc-cove" data-island="0" {...explains(coveText)}>
        <title>{coveText}</title>
        <rect x={cove.x - 78} y={cove.y - 40} width="156" height="80" rx="30" className="pc-cove-bg" />
        <IslandEmblem island={0} x={cove.x - 62} y={cove.y - 18} scale={0.8} />
        <text
          x={cove.x + 8}
          y={cove.y - 14}
          textAnchor="middle"
          className="pc-place-name"
          {...fitted(islandName(COVE, words), 15, 120)}
        >
          {islandName(COVE, words)}
        </text>
        <Fleet pieces={atCove} x={cove.x} y={cove.y + 14} explained={false} />
      </g>
      {atSea.length > 0 ? (
        <g className="pc-at-sea">
          <text x={cove.x} y={cove.y + 62} textAnchor="middle" className="pc-small-label">
            {t('place.atSea')}
          </text>
          <Fleet pieces={atSea} x={cove.x} y={cove.y + 80} />
        </g>
      ) : null}
      {ISLANDS.map((island) => (
        <IslandGroup
          key={island}
          island={island}
          info={view.islands[island - 1] ?? null}
          pieces={piecesAt(view, island, names, viewer, words)}
          rudi={rudi}
          fortCannons={solo && island === FORT_ISLAND ? (view.combat?.fortCannons ?? FORT_CANNONS) : null}
          fighting={combatAt === island}
          course={course === island}
          pickable={pick?.islands.has(island) ?? false}
          picked={pick?.selected === island}
          mode={pick?.mode ?? 'steer'}
          target={targets?.get(island) ?? null}
          busy={busy ?? false}
          onActivate={activate}
        />
      ))}
    </svg>
  );
});

const SeaBackground = memo(function SeaBackground() {
  const cove = CENTRES[COVE]!;
  return (
    <>
      <defs>
        <pattern id="pc-waves" width="22" height="12" patternUnits="userSpaceOnUse">
          <path
            d="M0 8 Q5.5 3 11 8 T22 8"
            fill="none"
            stroke="#ffffff"
            strokeOpacity="0.16"
            strokeWidth="1.3"
          />
        </pattern>
        <radialGradient id="pc-deep" cx="50%" cy="50%" r="70%">
          <stop offset="0%" stopColor="#3f7ca3" />
          <stop offset="100%" stopColor="#1f4d6e" />
        </radialGradient>
      </defs>
      <rect x="0" y="0" width={MAP_WIDTH} height={MAP_HEIGHT} rx="14" fill="url(#pc-deep)" />
      <rect x="0" y="0" width={MAP_WIDTH} height={MAP_HEIGHT} rx="14" fill="url(#pc-waves)" />
      <ellipse cx={cove.x} cy={cove.y} rx="196" ry="128" className="pc-route" />
    </>
  );
});

interface IslandGroupProps {
  readonly island: number;
  readonly info: PiratesCoveView['islands'][number] | null;
  readonly pieces: readonly Piece[];
  readonly rudi: boolean;
  readonly fortCannons: number | null;
  readonly fighting: boolean;
  readonly course: boolean;
  readonly pickable: boolean;
  readonly picked: boolean;
  readonly mode: 'steer' | 'newRoute';
  readonly target: Action | null;
  readonly busy: boolean;
  readonly onActivate: (island: number, target: Action | null) => void;
}

const IslandGroup = memo(function IslandGroup(props: IslandGroupProps) {
  const {
    island,
    info,
    pieces,
    rudi,
    fortCannons,
    fighting,
    course,
    pickable,
    picked,
    mode,
    target,
    busy,
    onActivate,
  } = props;
  const t = useTranslations('piratesCove');
  const speech = useSpeech();
  const id = useId();
  const { x, y } = CENTRES[island]!;
  const interactive = (pickable || target !== null) && !busy;
  // An island to tap is named by its printed name, then by what tapping does; its number badge and
  // what else lies drawn on it (loot, fort, ships) are told by its title, and hidden from its name.
  const drawn = interactive || undefined;
  const activate = () => onActivate(island, target);
  const section = ISLAND_SECTION[island];
  const top = y < 200;
  const nameY = top ? y - 42 : y - 40;
  const shortName = islandShortName(island, speech);
  // Up to the loot card beside the name, where the island shows one.
  const nameRoom = info && (rudi || island !== TREASURE_ISLAND) ? 88 : 180;
  const summary = t('map.island', {
    island: islandLabel(island, speech),
    offers: section ?? (island === 1 ? 'tavern' : 'treasure'),
    revealed: info?.revealed ? 'yes' : 'no',
    loot: info?.revealed ? lootText(info.revealed, speech) : '',
    placed: info?.placed.length ?? 0,
    cards: (info?.placed ?? []).map((loot) => lootText(loot, speech)).join(' / '),
    ships: pieces.length,
    pieces: piecesText(pieces, speech),
  });
  const label = target
    ? t('map.placeHere', { island: islandLabel(island, speech) })
    : pickable
      ? t('map.pick', { mode, island: islandLabel(island, speech) })
      : undefined;
  // The island to tap holds only what names it (its shape, printed name and emblem); what else lies
  // drawn on it is beside it, hidden from its name, and lets taps through to it (pirates-cove.css).
  return (
    <g
      className={`pc-island-group${interactive ? ' target' : ''}${picked ? ' picked' : ''}${fighting ? ' fighting' : ''}`}
      data-island={island}
      {...(interactive ? {} : explains(summary))}
    >
      <title>{summary}</title>
      <g
        className="pc-island-button"
        data-island={island}
        data-testid={target ? 'island-target' : pickable ? 'island-pick' : undefined}
        data-action={target && !busy ? actionKey(target) : undefined}
        data-select={pickable && !busy ? 'course' : undefined}
        {...(interactive
          ? {
              role: 'button',
              tabIndex: 0,
              'aria-labelledby': `${id}-name ${id}-said`,
              'aria-pressed': pickable ? picked : undefined,
              onClick: activate,
              onKeyDown: onKeys(activate),
            }
          : {})}
      >
        {interactive || picked ? <ellipse cx={x} cy={y} rx="86" ry="56" className="pc-target-ring" /> : null}
        {fighting ? <ellipse cx={x} cy={y} rx="80" ry="50" className="pc-combat-ring" /> : null}
        <IslandShape x={x} y={y} island={island} />
        <circle cx={x - 60} cy={nameY} r="14" className="pc-island-number" />
        <text
          id={`${id}-name`}
          x={x - 41}
          y={nameY + 7}
          className="pc-place-name"
          {...fitted(shortName, 19, nameRoom)}
        >
          {shortName}
        </text>
        {label ? (
          <text id={`${id}-said`} display="none">
            {label}
          </text>
        ) : null}
        <IslandEmblem island={island} x={x - 24} y={y - 4} scale={1.3} />
      </g>
      <g className="pc-island-drawn" aria-hidden={drawn}>
        <text x={x - 60} y={nameY + 6} textAnchor="middle" className="pc-island-number-text">
          {island}
        </text>
        {fortCannons !== null ? <FortShape cannons={fortCannons} x={x + 14} y={y - 8} scale={0.95} /> : null}
        {info ? <IslandLoot info={info} x={x} y={y} rudi={rudi} /> : null}
        {course ? (
          <g className="pc-course-flag">
            <ellipse cx={x} cy={y} rx="76" ry="47" />
            <text x={x + 4} y={y + 52} textAnchor="middle" className="pc-small-label strong">
              {t('map.yourCourse')}
            </text>
          </g>
        ) : null}
        <Fleet pieces={pieces} x={x - 8} y={y + (top ? 45 : 48)} explained={false} />
      </g>
    </g>
  );
});

function IslandLoot({
  info,
  x,
  y,
  rudi,
}: {
  info: PiratesCoveView['islands'][number];
  x: number;
  y: number;
  rudi: boolean;
}) {
  const t = useTranslations('piratesCove');
  const cardX = x + 50;
  const cardY = y - 46;
  if (rudi && info.island !== TREASURE_ISLAND) {
    const placed = info.placed;
    if (placed.length === 0) return null;
    const shown = placed.slice(-3);
    const fame = placed.reduce((sum, loot) => sum + loot.fame, 0);
    return (
      <g className="pc-placed">
        {shown.map((loot, i) => (
          <LootCardShape
            key={i}
            loot={loot}
            x={cardX - (shown.length - 1 - i) * 9}
            y={cardY + (shown.length - 1 - i) * 4}
          />
        ))}
        <text x={cardX + 22} y={cardY + 78} textAnchor="middle" className="pc-small-label strong">
          {t('map.placedCards', { count: placed.length, fame })}
        </text>
      </g>
    );
  }
  if (!rudi && info.island === TREASURE_ISLAND) return null;
  return (
    <g>
      {info.revealed ? (
        <LootCardShape loot={info.revealed} x={cardX} y={cardY} />
      ) : (
        <rect x={cardX} y={cardY} width="44" height="62" rx="5" className="pc-loot-empty" />
      )}
      <text x={cardX + 22} y={cardY + 78} textAnchor="middle" className="pc-small-label">
        {info.deckSize > 0 ? t('map.deck', { count: info.deckSize }) : info.revealed ? '' : t('map.noLoot')}
      </text>
    </g>
  );
}

/** The same facts as a list, for narrow screens where the map's small print is hard to read. */
export const IslandList = memo(function IslandList({ view, words }: { view: PiratesCoveView; words: Words }) {
  const t = useTranslations('piratesCove');
  const atCove = piecesAt(view, COVE, words.names, words.viewer, words);
  return (
    <ul className="pc-island-list small" aria-label={t('map.islands')}>
      {ISLANDS.map((island) => {
        const info = view.islands[island - 1];
        const pieces = piecesAt(view, island, words.names, words.viewer, words);
        const loot =
          view.options.variant === 'rudi' && island !== TREASURE_ISLAND
            ? info && info.placed.length > 0
              ? t('map.placed', { cards: info.placed.map((card) => lootText(card, words)).join(' / ') })
              : null
            : info?.revealed
              ? t('map.loot', { loot: lootText(info.revealed, words) })
              : null;
        return (
          <li key={island}>
            <strong>{islandLabel(island, words)}</strong>
            {loot ? ` — ${loot}` : ''}
            {pieces.length > 0 ? ` — ${piecesText(pieces, words)}` : ''}
          </li>
        );
      })}
      {atCove.length > 0 ? (
        <li>
          <strong>{islandName(COVE, words)}</strong> — {piecesText(atCove, words)}
        </li>
      ) : null}
    </ul>
  );
});
