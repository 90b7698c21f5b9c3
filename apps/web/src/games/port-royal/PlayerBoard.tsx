'use client';

import { actionKey } from '@brethren/engine/core';
import {
  PORT_ROYAL_COLOURS,
  type PortRoyalAction,
  type PortRoyalGood,
  type PortRoyalSeatView,
  type PortRoyalShipView,
  type PortRoyalView,
} from '@brethren/engine/port-royal';
import { useLocale, useTranslations } from 'next-intl';
import { memo, useId, useState } from 'react';
import { explains } from '../shared/explain/explains';
import { usePlatformSeats } from '../shared/platformSeats';
import { AwayBadge } from '../shared/SeatList';
import { listOf } from '../shared/words';
import { colourName, lootName, shipName } from './describe';
import { activateOnKey } from './Harbour';
import {
  Cube,
  Flag,
  GOOD_FILL,
  GOOD_LIGHT,
  GoodIcon,
  LootChip,
  PrisonerCard,
  TrumpMarker,
  WhiteStone,
} from './Pieces';
import { motionKey } from './motions';

/** One player's board: four ships with their loads, the debt track, the trump flags and white stones. */
export interface PlayerBoardProps {
  readonly trump: PortRoyalView['trump'];
  readonly seat: PortRoyalSeatView;
  /** The seat's name as shown on the board. */
  readonly name: string;
  /** The board of the seat whose view this is: drawn first and unfolded, its prisoners known. */
  readonly isViewer: boolean;
  /** The reader's own board: "(you)", "your ships"; a replay following another seat names it. */
  readonly isYou: boolean;
  readonly active: boolean;
  /** The seat's last move in words, until it acts again (see `lastMoves`). */
  readonly lastMove?: string | undefined;
  /** Ships the loot won may be loaded onto now (the viewer's own board only). */
  readonly shipTargets?: ReadonlyMap<PortRoyalGood, PortRoyalAction>;
  readonly onAct?: (action: PortRoyalAction) => void;
  readonly busy?: boolean;
}

export const BOARD_WIDTH = 360;
export const BOARD_HEIGHT = 306;
const SHIP_W = 174;
const SHIP_H = 116;
const CHIP_W = 22;
const CHIP_H = 29;
const PER_ROW = 7;
const ROWS = 2;
const TRACK_Y = 248;
const FLAGS_Y = 300;
const CELLS = 20;

function Ship({
  ship,
  x,
  y,
  target,
  onAct,
  owner,
  mine,
}: {
  ship: PortRoyalShipView;
  x: number;
  y: number;
  target: PortRoyalAction | undefined;
  onAct: ((action: PortRoyalAction) => void) | undefined;
  owner: string;
  mine: boolean;
}) {
  const t = useTranslations('portRoyal');
  const locale = useLocale();
  const over = ship.overLimit;
  const chips: { key: string; node: (cx: number, cy: number) => React.JSX.Element }[] = [
    ...ship.loot.map((card) => ({
      key: card.id,
      node: (cx: number, cy: number) => <LootChip card={card} x={cx} y={cy} />,
    })),
    ...Array.from({ length: ship.prisonerCount }, (_, i) => ({
      key: `prisoner-${i}`,
      node: (cx: number, cy: number) => <PrisonerCard x={cx} y={cy} value={ship.prisoners?.[i] ?? null} />,
    })),
  ];
  const room = PER_ROW * ROWS;
  const overflow = chips.length > room ? chips.length - (room - 1) : 0;
  const shown = overflow > 0 ? chips.slice(0, room - 1) : chips;
  const fill = Math.max(0, Math.min(1, ship.tons / Math.max(1, ship.limit)));
  const barW = SHIP_W - 12;
  const contents = [
    ...ship.loot.map((card) => lootName(card.id, t)),
    ...(ship.prisoners
      ? ship.prisoners.map((value) => t('cards.prisoner', { value }))
      : ship.prisonerCount > 0
        ? [t('board.prisonersFaceDown', { count: ship.prisonerCount })]
        : []),
  ];
  const label = t('board.ship', {
    owner,
    ownerYou: mine ? 'yes' : 'no',
    ship: shipName(ship.ship, t),
    tons: ship.tons,
    limit: ship.limit,
    over: over ? 'yes' : 'no',
    known: ship.value !== null ? 'yes' : 'no',
    value: ship.value ?? 0,
    lootValue: ship.lootValue,
    contents: contents.length > 0 ? listOf(contents, locale) : t('board.empty'),
  });
  const hull = over
    ? t('board.overLimit')
    : ship.value !== null
      ? t('board.worth', { value: ship.value })
      : t('board.lootWorth', { value: ship.lootValue, prisoners: ship.prisonerCount });
  const act = () => target && onAct?.(target);
  return (
    <g
      className={`pr-ship${over ? ' over' : ''}${target ? ' pr-target' : ''}`}
      data-testid="ship"
      data-ship={ship.ship}
      data-over={over ? 'true' : 'false'}
      {...(target
        ? {
            role: 'button',
            tabIndex: 0,
            'aria-label': t('board.loadHere', {
              ship: shipName(ship.ship, t),
              tons: ship.tons,
              limit: ship.limit,
            }),
            'data-action': actionKey(target),
            onClick: act,
            onKeyDown: activateOnKey(act),
          }
        : { 'aria-label': label, ...explains(label, 'img') })}
    >
      <title>{label}</title>
      {target ? (
        <rect x={x - 3} y={y - 3} width={SHIP_W + 6} height={SHIP_H + 6} rx={10} className="pr-target-ring" />
      ) : null}
      <rect
        x={x}
        y={y}
        width={SHIP_W}
        height={SHIP_H}
        rx={8}
        fill={GOOD_LIGHT[ship.ship]}
        stroke={over ? '#b3261e' : GOOD_FILL[ship.ship]}
        strokeWidth={over ? 3 : 1.5}
        strokeDasharray={over ? '6 3' : undefined}
      />
      <GoodIcon good={ship.ship} x={x + 13} y={y + 13} scale={0.62} />
      <text x={x + 25} y={y + 17} className="pr-ship-name">
        {t(`goodsShort.${ship.ship}`)}
      </text>
      <text
        x={x + SHIP_W - 6}
        y={y + 17}
        textAnchor="end"
        className={`pr-tons${over ? ' over' : ''}`}
        data-testid="tons"
      >
        {t('board.tons', { tons: ship.tons, limit: ship.limit })}
      </text>
      <rect
        x={x + 6}
        y={y + 22}
        width={barW}
        height={4}
        rx={2}
        fill="#fff"
        stroke="#b9a98a"
        strokeWidth="0.5"
      />
      <rect
        x={x + 6}
        y={y + 22}
        width={barW * fill}
        height={4}
        rx={2}
        fill={over ? '#b3261e' : GOOD_FILL[ship.ship]}
      />
      {shown.map((chip, i) => (
        <g key={chip.key}>
          {chip.node(x + 6 + (i % PER_ROW) * (CHIP_W + 1.5), y + 31 + Math.floor(i / PER_ROW) * (CHIP_H + 2))}
        </g>
      ))}
      {overflow > 0 ? (
        <text
          x={x + 6 + ((room - 1) % PER_ROW) * (CHIP_W + 1.5) + CHIP_W / 2}
          y={y + 31 + (ROWS - 1) * (CHIP_H + 2) + 19}
          textAnchor="middle"
          className="pr-small-text"
        >
          +{overflow}
        </text>
      ) : null}
      <path
        d={`M${x + 3} ${y + 94} H${x + SHIP_W - 3} L${x + SHIP_W - 18} ${y + SHIP_H - 3} H${x + 18} Z`}
        fill={GOOD_FILL[ship.ship]}
        stroke="#2a2118"
        strokeOpacity="0.5"
      />
      <text
        x={x + SHIP_W / 2}
        y={y + 108.5}
        textAnchor="middle"
        className="pr-hull-text"
        data-testid="ship-value"
        // The hull narrows to about 140 wide: a long text (Italian, French) in a smaller size.
        style={hull.length > 22 ? { fontSize: 9 } : undefined}
      >
        {hull}
      </text>
    </g>
  );
}

const MemoShip = memo(Ship);

const DebtTrack = memo(function DebtTrack({ debt, black }: { debt: number; black: number | null }) {
  const t = useTranslations('portRoyal');
  const left = 44;
  const cell = (BOARD_WIDTH - left - 4) / CELLS;
  const centre = (value: number) => left + (Math.max(0, Math.min(CELLS - 1, value)) + 0.5) * cell;
  const same = black !== null && black === debt;
  const explanation = t('board.debtTrack', {
    debt,
    bid: black !== null ? 'yes' : 'no',
    black: black ?? 0,
    owed: black !== null ? black - debt : 0,
  });
  const dividers = Array.from(
    { length: CELLS - 1 },
    (_, i) => `M${left + (i + 1) * cell} ${TRACK_Y}v16`,
  ).join('');
  return (
    <g
      className="pr-debt"
      data-testid="debt-track"
      data-debt={debt}
      data-black={black ?? ''}
      {...explains(explanation)}
    >
      <title>{explanation}</title>
      <text x={4} y={TRACK_Y + 12} className="pr-small-text">
        {t('board.debtLabel')}
      </text>
      <rect x={left} y={TRACK_Y} width={cell * CELLS} height={16} rx={2} className="pr-track-cell" />
      <rect
        x={left + (CELLS - 1) * cell}
        y={TRACK_Y}
        width={cell}
        height={16}
        rx={2}
        className="pr-track-cell cap"
      />
      <path d={dividers} className="pr-track-lines" />
      {[0, 5, 10, 15, CELLS - 1].map((i) => (
        <text
          key={i}
          x={left + i * cell + cell / 2}
          y={TRACK_Y + 26}
          textAnchor="middle"
          className="pr-tiny-text"
        >
          {i}
        </text>
      ))}
      <Cube kind="yellow" x={centre(debt) - (same ? 3 : 0)} y={TRACK_Y + 8} />
      {black !== null ? <Cube kind="black" x={centre(black) + (same ? 3 : 0)} y={TRACK_Y + 8} /> : null}
    </g>
  );
});

const Flags = memo(function Flags({
  trump,
  absent,
}: {
  trump: PortRoyalView['trump'];
  absent: PortRoyalSeatView['absent'];
}) {
  const t = useTranslations('portRoyal');
  return (
    <g className="pr-flags" data-testid="flags">
      <text x={4} y={FLAGS_Y - 6} className="pr-small-text">
        {t('board.flags')}
      </text>
      {PORT_ROYAL_COLOURS.map((colour, i) => {
        // Room on the left for the label in every language ("Drapeaux", "Bandiere").
        const x = 66 + i * 72;
        const lacks = absent.includes(colour);
        const isTrump = trump === colour;
        const flag = t('board.flag', {
          colour: colourName(colour, t),
          trump: isTrump ? 'yes' : 'no',
          lacks: lacks ? 'yes' : 'no',
        });
        return (
          <g key={colour} data-colour={colour} data-absent={lacks ? 'true' : 'false'} {...explains(flag)}>
            <title>{flag}</title>
            <Flag colour={colour} x={x} y={FLAGS_Y} scale={0.95} />
            {isTrump ? <TrumpMarker x={x + 27} y={FLAGS_Y - 10} r={4.2} /> : null}
            {lacks ? (
              <g data-testid="white-stone">
                <WhiteStone x={x + (isTrump ? 39 : 27)} y={FLAGS_Y - 10} r={4.6} />
              </g>
            ) : null}
          </g>
        );
      })}
    </g>
  );
});

export const PlayerBoard = memo(function PlayerBoard(props: PlayerBoardProps) {
  const { trump, seat, name, isViewer, isYou, active, lastMove } = props;
  const t = useTranslations('portRoyal');
  const ts = useTranslations('table.seats');
  const { away } = usePlatformSeats();
  const locale = useLocale();
  const owner = { owner: name, ownerYou: isYou ? 'yes' : 'no' };
  const badges = [
    seat.dealer ? t('board.dealer') : null,
    seat.privileged ? t('board.privileges') : null,
    seat.keepsRemove ? t('board.keepsRemove') : null,
  ].filter((badge): badge is string => badge !== null);
  const targets = props.busy ? undefined : props.shipTargets;
  // On a phone another player's ships fold under the row above (port-royal.css): the row says
  // what matters between turns, the button opens the board.
  const [unfolded, setUnfolded] = useState(false);
  const svgId = useId();
  const lacking = listOf(
    seat.absent.map((colour) => colourName(colour, t)),
    locale,
  );
  return (
    <section
      className={`pr-board${active ? ' active' : ''}${isViewer ? ' mine' : unfolded ? '' : ' folded'}`}
      data-testid="player-board"
      data-seat={seat.seat}
      data-motion={motionKey.board(seat.seat)}
      aria-label={t('board.label', owner)}
    >
      <header className="pr-board-head">
        <span className="pr-board-name">
          {name}
          {isYou ? <span className="muted"> {t('board.you')}</span> : null}
          {away.has(seat.seat) ? <AwayBadge /> : null}
        </span>
        {active ? <span className="pr-badge turn">{t('board.toPlay')}</span> : null}
        {badges.map((badge) => (
          <span key={badge} className="pr-badge">
            {badge}
          </span>
        ))}
        <span className="pr-board-stats">
          <span
            title={t('board.handTitle')}
            data-testid="hand-size"
            {...explains(t('board.handExplain', { count: seat.handSize }))}
          >
            {t('board.hand', { count: seat.handSize })}
          </span>
          <span title={t('board.debtTitle')} {...explains(t('board.debtExplain', { debt: seat.debt }))}>
            {t('board.debt', { debt: seat.debt })}
          </span>
          {seat.black !== null ? (
            <span title={t('board.blackTitle')} {...explains(t('board.blackExplain', { black: seat.black }))}>
              {t('board.black', { black: seat.black })}
            </span>
          ) : null}
          {seat.absent.length > 0 ? (
            <span title={t('board.lacksTitle')} {...explains(t('board.lacksExplain', { colours: lacking }))}>
              {t('board.lacks', {
                colours: listOf(
                  seat.absent.map((colour) => colourName(colour, t)),
                  locale,
                ),
              })}
            </span>
          ) : null}
          {seat.discardedPrisonerCount > 0 ? (
            <span>{t('board.discarded', { count: seat.discardedPrisonerCount })}</span>
          ) : null}
          {seat.score !== null ? (
            <strong data-testid="score">{t('board.score', { score: seat.score })}</strong>
          ) : null}
        </span>
        {isViewer ? null : (
          <button
            type="button"
            className="button small secondary pr-board-toggle"
            aria-expanded={unfolded}
            aria-controls={svgId}
            onClick={() => setUnfolded(!unfolded)}
            data-testid="board-toggle"
          >
            {t('board.unfold', { open: unfolded ? 'yes' : 'no' })}
          </button>
        )}
      </header>
      {lastMove ? (
        // Keyed by the move: a new one is drawn afresh, and shows itself (table.css).
        <p key={lastMove} className="last-move-line pr-last-move" data-testid="last-move">
          {ts('lastMove', { move: lastMove })}
        </p>
      ) : null}
      <svg
        id={svgId}
        viewBox={`0 0 ${BOARD_WIDTH} ${BOARD_HEIGHT}`}
        className="pr-board-svg"
        role="group"
        aria-label={t('board.svgLabel', owner)}
      >
        {seat.ships.map((ship, i) => (
          <MemoShip
            key={ship.ship}
            ship={ship}
            x={4 + (i % 2) * (SHIP_W + 4)}
            y={4 + Math.floor(i / 2) * (SHIP_H + 4)}
            target={targets?.get(ship.ship)}
            onAct={props.onAct}
            owner={name}
            mine={isYou}
          />
        ))}
        <DebtTrack debt={seat.debt} black={seat.black} />
        <Flags trump={trump} absent={seat.absent} />
      </svg>
    </section>
  );
});
