'use client';

import { actionKey } from '@brethren/engine/core';
import type { CartagenaSymbol, CartagenaView, Place } from '@brethren/engine/cartagena';
import { useLocale, useTranslations } from 'next-intl';
import type { KeyboardEvent } from 'react';
import { explains } from '../shared/explain/explains';
import { listOf, name } from '../shared/words';
import { placeTitle, symbolName, type Words } from './describe';
import { boardLayout, type Box, type SquarePlace } from './layout';
import { placeKey, type PirateTarget } from './moves';
import { pawnsMotionKey, placeMotionKey } from './motions';
import { PirateShape, SymbolShape } from './Symbols';

export interface BoardProps {
  readonly view: CartagenaView;
  /** Display names by seat. */
  readonly names: readonly string[];
  /** Pirates that can be clicked now, by `placeKey(seat, place)`. */
  readonly targets?: ReadonlyMap<string, PirateTarget>;
  readonly onTarget?: (target: PirateTarget) => void;
  /** Hover or focus on a target: where it would go, when known. */
  readonly onPreview?: (target: PirateTarget | null) => void;
  /** A place to outline as the destination of the move being considered. */
  readonly destination?: Place | null;
  /** What the board shows, for screen readers ("Cartagena board: 36 squares…"). */
  readonly label: string;
}

interface Group {
  readonly seat: number;
  readonly count: number;
}

function groupsOf(counts: readonly number[]): Group[] {
  return counts.flatMap((count, seat) => (count > 0 ? [{ seat, count }] : []));
}

function Pawns({
  groups,
  place,
  x,
  y,
  columns,
  spacing,
  rowSpacing,
  area,
  props,
  told = false,
}: {
  groups: readonly Group[];
  place: Place;
  /** The place's whole area: a target's pirates are tapped anywhere in it (a thumb-sized target). */
  area: Box;
  x: number;
  y: number;
  columns: number;
  spacing: number;
  rowSpacing: number;
  props: BoardProps;
  /**
   * The place itself tells who stands on it (a start or finish box, whose pirates are too small
   * to tap one by one on a phone): the pirates are then no targets of their own, except to move.
   */
  told?: boolean;
}) {
  const t = useTranslations('cartagena');
  const { view, names, targets, onTarget, onPreview } = props;
  const perRow = Math.min(columns, Math.max(1, groups.length));
  // The group you may move is drawn last: its area lies over the other pirates of the place, so a
  // tap anywhere in the place moves yours (the others are not buttons).
  const drawn = groups.map((group, index) => ({ group, index }));
  drawn.sort(
    (a, b) =>
      Number(targets?.has(placeKey(a.group.seat, place))) -
      Number(targets?.has(placeKey(b.group.seat, place))),
  );
  return (
    <>
      {drawn.map(({ group, index }) => {
        const row = Math.floor(index / columns);
        const column = index % columns;
        const inRow = row < Math.floor(groups.length / columns) ? perRow : groups.length - row * columns;
        const px = x + (column - (Math.min(inRow, columns) - 1) / 2) * spacing;
        const py = y + row * rowSpacing;
        const colour = view.seats[group.seat]?.colour ?? 'red';
        const target = targets?.get(placeKey(group.seat, place));
        const what = t('board.pawns', { count: group.count, colour, owner: name(group.seat, { names }) });
        const activate = () => target && onTarget?.(target);
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            activate();
          }
        };
        return (
          <g
            key={group.seat}
            className={target ? 'pawns target' : told ? 'pawns told' : 'pawns'}
            data-testid={target ? 'pirate-target' : undefined}
            data-seat={group.seat}
            data-place={String(place)}
            data-motion={pawnsMotionKey(group.seat, place)}
            {...(target
              ? {
                  role: 'button',
                  tabIndex: 0,
                  'aria-label': t('board.move', { pawns: what }),
                  'data-action': actionKey(target.action),
                  onClick: activate,
                  onKeyDown,
                  onMouseEnter: () => onPreview?.(target),
                  onMouseLeave: () => onPreview?.(null),
                  onFocus: () => onPreview?.(target),
                  onBlur: () => onPreview?.(null),
                }
              : told
                ? {}
                : explains(what))}
          >
            <title>{what}</title>
            {/* Only the viewer's own pirates are ever targets, so one group per place at most. */}
            {target ? <rect {...boxAttrs(area)} rx={10} className="target-area" /> : null}
            {target ? <circle cx={px} cy={py} r={13} className="target-ring" /> : null}
            <PirateShape colour={colour} x={px} y={py} scale={1.15} />
            {group.count > 1 ? (
              <g className="count-badge">
                <circle cx={px + 8} cy={py - 9} r={6.5} />
                <text x={px + 8} y={py - 6.3} textAnchor="middle">
                  {group.count}
                </text>
              </g>
            ) : null}
          </g>
        );
      })}
    </>
  );
}

/**
 * A start or finish title's font size in board units: 12, or less where the name is long for its
 * box (Italian's "Scialuppa affondata"), reckoning a bold serif letter at 0.6 of the size.
 */
function titleSize(title: string, width: number): number {
  return Math.min(12, Math.floor(((width - 10) / (title.length * 0.6)) * 10) / 10);
}

function SideBox({
  box,
  title,
  kind,
  counts,
  place,
  props,
  outlined,
}: {
  box: Box;
  title: string;
  kind: string;
  counts: readonly number[];
  place: Place;
  props: BoardProps;
  outlined: boolean;
}) {
  const t = useTranslations('cartagena');
  const locale = useLocale();
  const groups = groupsOf(counts);
  const { view, names } = props;
  const here = groups.map((group) =>
    t('board.pawns', {
      count: group.count,
      colour: view.seats[group.seat]?.colour ?? 'red',
      owner: name(group.seat, { names }),
    }),
  );
  const pirates = { title, pirates: listOf(here, locale), count: here.length };
  const explanation =
    place === 'start' ? t('board.startExplain', pirates) : t('board.finishExplain', pirates);
  return (
    <g className={`side-box ${kind}`} data-place={String(place)}>
      <g {...explains(explanation)}>
        <title>{explanation}</title>
        <rect
          x={box.x}
          y={box.y}
          width={box.width}
          height={box.height}
          rx={10}
          className="side-bg"
          data-motion={placeMotionKey(place)}
        />
        {kind === 'prison' ? (
          <g className="bars">
            {[0.2, 0.4, 0.6, 0.8].map((f) => (
              <line
                key={f}
                x1={box.x + box.width * f}
                x2={box.x + box.width * f}
                y1={box.y + 4}
                y2={box.y + box.height - 4}
              />
            ))}
          </g>
        ) : null}
        <text
          x={box.x + box.width / 2}
          y={box.y + 14}
          textAnchor="middle"
          className="side-title"
          style={{ fontSize: titleSize(title, box.width) }}
        >
          {title}
        </text>
      </g>
      <Pawns
        groups={groups}
        place={place}
        area={box}
        x={box.x + box.width / 2}
        y={box.y + (groups.length > 3 ? 34 : 44)}
        columns={3}
        spacing={30}
        rowSpacing={26}
        props={props}
        told
      />
      {outlined ? (
        <rect
          x={box.x - 3}
          y={box.y - 3}
          width={box.width + 6}
          height={box.height + 6}
          rx={12}
          className="destination"
        />
      ) : null}
    </g>
  );
}

export function Board(props: BoardProps) {
  const t = useTranslations('cartagena');
  const { view, destination } = props;
  const words = { view, t };
  const layout = boardLayout(view);
  const story = view.options.story;
  const startKind = story === 'jungle' ? 'wreck' : 'prison';
  const finishKind = story === 'escape' ? 'ship' : 'den';
  const points = layout.path.map((p) => `${p.x},${p.y}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      className="board"
      role="group"
      aria-label={props.label}
      data-testid="board"
    >
      <defs>
        <pattern id="sea-waves" width="16" height="8" patternUnits="userSpaceOnUse">
          <path d="M0 6 Q4 2 8 6 T16 6" fill="none" stroke="#ffffff" strokeOpacity="0.25" strokeWidth="1.2" />
        </pattern>
      </defs>
      <polyline points={points} className="rope" />
      {layout.sea ? (
        <g className="sea" data-boat={view.boat ?? ''}>
          <rect {...boxAttrs(layout.sea.box)} rx={12} className="sea-bg" />
          <rect {...boxAttrs(layout.sea.box)} rx={12} fill="url(#sea-waves)" />
          <text
            x={layout.sea.cartagena.x + layout.sea.cartagena.width / 2}
            y={layout.sea.cartagena.y + 12}
            textAnchor="middle"
            className="shore"
          >
            {t('places.shore', { shore: 'cartagena' })}
          </text>
          <text
            x={layout.sea.tortuga.x + layout.sea.tortuga.width / 2}
            y={layout.sea.tortuga.y + layout.sea.tortuga.height - 4}
            textAnchor="middle"
            className="shore"
          >
            {t('places.shore', { shore: 'tortuga' })}
          </text>
          <Boat
            box={view.boat === 'tortuga' ? layout.sea.tortuga : layout.sea.cartagena}
            counts={view.seats.map((seat) => seat.aboard)}
            props={props}
            outlined={destination === 'boat'}
          />
        </g>
      ) : null}
      <SideBox
        box={layout.start}
        title={placeTitle('start', words)}
        kind={startKind}
        counts={view.seats.map((seat) => seat.atStart)}
        place="start"
        props={props}
        outlined={destination === 'start'}
      />
      <SideBox
        box={layout.finish}
        title={placeTitle('finish', words)}
        kind={finishKind}
        counts={view.seats.map((seat) => seat.atFinish)}
        place="finish"
        props={props}
        outlined={destination === 'finish'}
      />
      {layout.squares.map((place) => {
        const square = view.squares[place.square - 1];
        if (!square) return null;
        const groups = groupsOf(square.pirates);
        return (
          <g key={place.square} className={`square ${square.section}`} data-square={place.square}>
            <SquareFace place={place} symbol={square.symbol} chest={square.chest} words={words} />
            <Pawns
              groups={groups}
              place={place.square}
              area={place}
              x={place.x + place.width / 2}
              y={place.y + 53}
              columns={3}
              spacing={22}
              rowSpacing={0}
              props={props}
            />
            {destination === place.square ? (
              <rect
                x={place.x - 3}
                y={place.y - 3}
                width={place.width + 6}
                height={place.height + 6}
                rx={11}
                className="destination"
              />
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/** A square's face: its number, symbol and chest tile, which explain themselves when tapped. */
function SquareFace({
  place,
  symbol,
  chest,
  words,
}: {
  place: SquarePlace;
  symbol: CartagenaSymbol;
  chest: boolean;
  words: Pick<Words, 't'>;
}) {
  const what = words.t('board.square', {
    square: place.square,
    symbol: symbolName(symbol, words),
    chest: chest ? 'yes' : 'no',
  });
  return (
    <g {...explains(what)}>
      <title>{what}</title>
      <rect
        x={place.x}
        y={place.y}
        width={place.width}
        height={place.height}
        rx={9}
        className="square-bg"
        data-motion={placeMotionKey(place.square)}
      />
      <text x={place.x + 6} y={place.y + 13} className="square-number">
        {place.square}
      </text>
      <SymbolShape symbol={symbol} x={place.x + place.width / 2} y={place.y + 23} scale={1.3} />
      {chest ? (
        <g className="chest-tile">
          <rect x={place.x + place.width - 20} y={place.y + 4} width={16} height={13} rx={3} />
          <SymbolShape
            symbol="chest"
            x={place.x + place.width - 12}
            y={place.y + 10.5}
            scale={0.45}
            color="#3b2410"
          />
        </g>
      ) : null}
    </g>
  );
}

function boxAttrs(box: Box) {
  return { x: box.x, y: box.y, width: box.width, height: box.height };
}

function Boat({
  box,
  counts,
  props,
  outlined,
}: {
  box: Box;
  counts: readonly number[];
  props: BoardProps;
  outlined: boolean;
}) {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2 + 6;
  const t = useTranslations('cartagena');
  const where = t('table.pile.boat', { shore: props.view.boat ?? 'cartagena' });
  const groups = groupsOf(counts);
  return (
    <g className="boat" data-place="boat" data-motion={placeMotionKey('boat')}>
      <g {...explains(where)}>
        <title>{where}</title>
        <path
          d={`M${cx - 46} ${cy + 4} L${cx + 46} ${cy + 4} L${cx + 36} ${cy + 20} L${cx - 36} ${cy + 20} Z`}
          className="hull"
        />
        <line x1={cx} y1={cy + 4} x2={cx} y2={cy - 30} className="mast" />
        <path d={`M${cx + 2} ${cy - 28} L${cx + 28} ${cy - 6} L${cx + 2} ${cy - 4} Z`} className="sail" />
      </g>
      <Pawns
        groups={groups}
        place="boat"
        area={box}
        x={cx - 8}
        y={cy - 6}
        columns={3}
        spacing={22}
        rowSpacing={20}
        props={props}
      />
      {outlined ? <rect {...boxAttrs(box)} rx={12} className="destination" /> : null}
    </g>
  );
}
