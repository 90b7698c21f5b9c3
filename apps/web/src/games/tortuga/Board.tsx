'use client';

import { actionKey } from '@brethren/engine/core';
import type {
  TortugaAction,
  TortugaHold,
  TortugaSeatView,
  TortugaShipView,
  TortugaView,
} from '@brethren/engine/tortuga';
import { useTranslations } from 'next-intl';
import { explains } from '../shared/explain/explains';
import { Fragment, memo, type KeyboardEvent, type ReactNode } from 'react';
import {
  describeAction,
  holdName,
  roleName,
  shipName,
  shortRoleName,
  type Role,
  type Words,
} from './describe';
import { isYou, listOf, name } from '../shared/words';
import { boardKey, type BoardKey } from './moves';
import { Scores } from './Panels';
import { Coin, EventIconShape, Flag, PawnShape, Treasure, treasureLabel } from './Pieces';
import { holdMotionKey, pawnMotionKey } from './motions';

/**
 * The board as separate SVG panels (the galleon, each ship with its holds and rowboat, Tortuga), so
 * they sit two by two on a wide screen and one under the other on a phone, each drawn at a readable
 * size. Things that can be clicked now (a pawn to target, a place to move to, a hold) are buttons.
 */
export interface BoardProps {
  readonly view: TortugaView;
  readonly words: Words;
  /** Whose turn it is (glows), or null. */
  readonly turnSeat: number | null;
  readonly targets: ReadonlyMap<BoardKey, TortugaAction>;
  readonly onTarget: (action: TortugaAction) => void;
}

const SPOT_X = [72, 136, 200, 264, 328];

/** A name for under a pawn: a bot without its level ("Bot 3"), anything else longer cut short. */
function short(text: string, most = 8): string {
  const bare = text.replace(/ \(.*\)$/, '');
  if (bare.length <= most) return bare;
  return `${bare.slice(0, most - 1)}…`;
}

/** A clickable part of the board: a button for mouse, touch and keyboard. */
function Target({
  action,
  props,
  className,
  testId,
  name,
  explain,
  children,
}: {
  action: TortugaAction | undefined;
  props: BoardProps;
  className: string;
  testId?: string;
  /** What the target shows, in words: its accessible name begins with it (label in name). */
  name?: string;
  /** What the piece is, in words, told on tap when it is not a target (a target's tap plays). */
  explain?: string;
  children: ReactNode;
}) {
  if (!action)
    return (
      <g className={className} {...(explain ? explains(explain) : {})}>
        {children}
      </g>
    );
  const activate = () => props.onTarget(action);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate();
    }
  };
  return (
    <g
      className={`${className} target`}
      role="button"
      tabIndex={0}
      aria-label={
        name ? `${name}. ${describeAction(action, props.words)}` : describeAction(action, props.words)
      }
      data-testid={testId ?? 'board-target'}
      data-action={actionKey(action)}
      onClick={activate}
      onKeyDown={onKeyDown}
    >
      <title>{describeAction(action, props.words)}</title>
      {children}
    </g>
  );
}

function Pawn({
  seat,
  x,
  y,
  props,
  roles,
  labelBelow = true,
  ghost = false,
}: {
  seat: number;
  x: number;
  y: number;
  props: BoardProps;
  roles: readonly Role[];
  labelBelow?: boolean;
  ghost?: boolean;
}) {
  const t = useTranslations('tortuga');
  const { view, words, turnSeat, targets } = props;
  const info: TortugaSeatView | undefined = view.seats[seat];
  const you = isYou(seat, words);
  const action = targets.get(boardKey.seat(seat));
  const label = t('table.board.pawn', {
    pirate: name(seat, words),
    you: you ? 'yes' : 'no',
    hasRoles: roles.length > 0 ? 'yes' : 'no',
    roles: listOf(
      roles.map((role) => roleName(role, t)),
      words.locale,
    ),
  });
  return (
    <Target
      action={action}
      props={props}
      className="pawn"
      testId="pawn-target"
      explain={label}
      {...(labelBelow
        ? {
            // What the pawn shows, in its order: its number, albatrosses, the name, the roles.
            name: [
              String(seat + 1),
              ...(info && info.albatross > 1 ? [String(info.albatross)] : []),
              short(name(seat, words)),
              ...roles.map((role) => shortRoleName(role, t)),
            ].join(' '),
          }
        : {})}
    >
      <g data-seat={seat} data-motion={ghost ? undefined : pawnMotionKey(seat)}>
        {action ? null : <title>{label}</title>}
        {action ? <circle cx={x} cy={y - 2} r={23} className="target-ring" /> : null}
        {seat === turnSeat ? <ellipse cx={x} cy={y + 18} rx={20} ry={6} className="turn-glow" /> : null}
        {you ? <ellipse cx={x} cy={y + 18} rx={15} ry={4} className="you-mark" /> : null}
        <PawnShape seat={seat} x={x} y={y} ghost={ghost} />
        {info?.loyalty && !you && (info.loyaltyFaceUp || view.phase === 'over') ? (
          <Flag nation={info.loyalty} x={x - 24} y={y - 20} width={13} />
        ) : null}
        {info && info.albatross > 0 ? (
          <g className="albatross-mark">
            <circle cx={x + 13} cy={y - 17} r={7.5} />
            <EventIconShape card="albatross" x={x + 13} y={y - 17} scale={0.5} />
            {info.albatross > 1 ? ' ' : null}
            {info.albatross > 1 ? (
              <text x={x + 21} y={y - 21} className="mark-count">
                {info.albatross}
              </text>
            ) : null}
          </g>
        ) : null}
        {labelBelow ? (
          <>
            {' '}
            <text x={x} y={y + 32} textAnchor="middle" className={`pawn-name${you ? ' you' : ''}`}>
              {short(name(seat, words))}
            </text>
            {/* Spaces between the lines, so they read as words, not "Bot 41st mate". */}
            {roles.map((role, i) => (
              <Fragment key={role}>
                {' '}
                <text x={x} y={y + 44 + i * 11} textAnchor="middle" className="pawn-role">
                  {shortRoleName(role, t)}
                </text>
              </Fragment>
            ))}
          </>
        ) : null}
      </g>
    </Target>
  );
}

/** Brain-burner start: a free space the drawn pawn may take, as a button. */
function StartSpace({
  place,
  position,
  x,
  y,
  props,
}: {
  place: string;
  position: number;
  x: number;
  y: number;
  props: BoardProps;
}) {
  const action = props.targets.get(boardKey.start(place, position));
  if (!action) return null;
  return (
    <Target action={action} props={props} className="start-space" testId="start-target">
      <circle cx={x} cy={y} r={20} className="target-outline" />
      <text x={x} y={y + 5} textAnchor="middle" className="start-number">
        {position}
      </text>
    </Target>
  );
}

function HoldBox({
  ship,
  hold,
  count,
  x,
  y,
  props,
}: {
  ship: TortugaShipView;
  hold: TortugaHold;
  count: number;
  x: number;
  y: number;
  props: BoardProps;
}) {
  const t = useTranslations('tortuga');
  const action = props.targets.get(boardKey.hold(ship.name, hold));
  const name = t('table.board.hold', { ship: shipName(ship.name, t), hold: holdName(hold, t), count });
  // The name a target is called by begins with what it shows (the hold's label and its count).
  const shown = `${holdName(hold, t)} ${treasureLabel(count)}`;
  return (
    <Target
      action={action}
      props={props}
      className={`hold ${hold}`}
      testId="hold-target"
      name={`${shown} — ${name}`}
      explain={name}
    >
      <g data-hold={hold} data-motion={holdMotionKey(ship.name, hold)}>
        {action ? null : <title>{name}</title>}
        <rect x={x} y={y} width={150} height={42} rx={6} className="hold-bg" />
        <Flag nation={hold} x={x + 7} y={y + 6} width={21} />
        <text x={x + 34} y={y + 17} className="hold-label">
          {holdName(hold, t)}
        </text>
        {/* Read as "British hold ×2", not "British hold×2": the texts' words stay apart. */}{' '}
        <Treasure count={count} x={x + 14} y={y + 30} max={6} spacing={14} />
      </g>
    </Target>
  );
}

function Waves({ y, width }: { y: number; width: number }) {
  const paths: string[] = [];
  for (let row = 0; row < 3; row++) {
    let d = `M${(row % 2) * 12} ${y + row * 14}`;
    for (let x = (row % 2) * 12; x < width; x += 24) d += ` q6 -4 12 0 t12 0`;
    paths.push(d);
  }
  return (
    <g className="waves">
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </g>
  );
}

export function ShipPanel({ ship, props }: { ship: TortugaShipView; props: BoardProps }) {
  const t = useTranslations('tortuga');
  const { view, words, targets } = props;
  const jolly = ship.name === 'jollyRoger';
  const boatPlace = jolly ? 'jollyRogerRowboat' : 'flyingDutchmanRowboat';
  const boatAction = targets.get(boardKey.place(boatPlace));
  const deckAction = targets.get(boardKey.place(ship.name));
  const ghosts =
    view.pending?.kind === 'chooseStart'
      ? view.pending.chosen.filter((choice) => choice.place === ship.name)
      : [];
  const occupant = ship.rowboat.occupant;
  const title = shipName(ship.name, t);
  const rowboat = {
    rowboat: ship.rowboat.destroyed ? 'destroyed' : occupant === null ? 'empty' : 'taken',
    occupant: occupant === null ? '' : name(occupant, words),
  };
  const summary = t('table.board.shipLabel', {
    ship: title,
    count: ship.crew.length,
    crew: listOf(
      ship.crew.map((s) => name(s, words)),
      words.locale,
    ),
    british: ship.holds.british,
    french: ship.holds.french,
    ...rowboat,
  });
  return (
    <svg
      viewBox="0 0 400 262"
      className={`board-panel ship-panel ${ship.name}`}
      role="group"
      aria-label={summary}
      data-testid={`ship-${ship.name}`}
    >
      {/* The panel as a whole explains itself: a tap on the sky, the sea or the hull (which, like
          an idle deck, lets taps through: tortuga.css) tells the whole ship in words. */}
      <g className="panel-back" data-testid="ship-panel" {...explains(summary)}>
        <rect x="0" y="0" width="400" height="262" rx="12" className="sky" />
        <rect x="0" y="150" width="400" height="112" className="sea-bg" />
        <Waves y={170} width={400} />
        <text x="14" y="24" className="panel-title">
          {title}
        </text>{' '}
        <text x="386" y="24" textAnchor="end" className="panel-sub">
          {t('table.board.aboard', { count: ship.crew.length })}
        </text>
      </g>
      {/* Masts and sails, bow to the left. */}
      <g className={`rigging ${jolly ? 'black-sails' : 'ghost-sails'}`}>
        {[120, 210, 300].map((mx, i) => (
          <g key={mx}>
            <line x1={mx} y1={i === 1 ? 34 : 44} x2={mx} y2={112} className="mast" />
            <path
              d={`M${mx - 34} ${i === 1 ? 44 : 52} Q${mx} ${i === 1 ? 36 : 46} ${mx + 34} ${i === 1 ? 44 : 52} L${mx + 30} ${86} Q${mx} ${80} ${mx - 30} ${86} Z`}
              className="sail"
            />
          </g>
        ))}
        {jolly ? (
          <g transform="translate(210 64) scale(0.6)" className="sail-skull">
            <circle r="9" />
            <path d="M-14 12 L14 -2 M-14 -2 L14 12" strokeWidth="4" />
          </g>
        ) : null}
        <path d="M210 34 L232 39 L210 44 Z" className="pennant" />
      </g>
      {/* The deck: five spaces, front (captain) to back. */}
      <Target action={deckAction} props={props} className="deck" testId="place-target">
        <rect x="34" y="60" width="332" height="56" rx="8" className="deck-area" />
        {deckAction ? <rect x="34" y="60" width="332" height="56" rx="8" className="target-outline" /> : null}
      </Target>
      {SPOT_X.map((sx, i) => (
        <g key={sx} className="spot">
          <rect x={sx - 16} y={109} width={32} height={6} rx={3} />
          <text x={sx} y={124} textAnchor="middle" className="spot-number">
            {ship.crew[i] === undefined ? i + 1 : ''}
          </text>
        </g>
      ))}
      {SPOT_X.map((sx, i) => (
        <StartSpace key={sx} place={ship.name} position={i + 1} x={sx} y={92} props={props} />
      ))}
      <path
        d="M8 96 L40 112 L384 112 L384 96 L392 96 L388 150 Q380 214 330 216 L80 216 Q44 214 34 160 Z"
        className="hull"
      />
      <path d="M40 112 L384 112" className="rail" />
      {ship.crew.map((seat, i) => (
        <Pawn
          key={seat}
          seat={seat}
          x={SPOT_X[i] ?? 0}
          y={92}
          props={props}
          roles={view.seats[seat]?.roles.filter((role) => role !== 'governor') ?? []}
        />
      ))}
      {ghosts.map((choice) => (
        <Pawn
          key={choice.seat}
          seat={choice.seat}
          x={SPOT_X[choice.position - 1] ?? 0}
          y={92}
          props={props}
          roles={[]}
          ghost
        />
      ))}
      <HoldBox ship={ship} hold="british" count={ship.holds.british} x={46} y={160} props={props} />
      <HoldBox ship={ship} hold="french" count={ship.holds.french} x={204} y={160} props={props} />
      {/* The rowboat, between the ship and Tortuga. */}
      <Target
        action={boatAction}
        props={props}
        className="rowboat"
        testId="place-target"
        explain={t('table.board.rowboatTitle', { ship: title, ...rowboat })}
      >
        <g data-place={boatPlace}>
          {boatAction ? null : <title>{t('table.board.rowboatTitle', { ship: title, ...rowboat })}</title>}
          <rect x="120" y="220" width="160" height="40" rx="8" className="rowboat-area" />
          {boatAction ? (
            <rect x="120" y="220" width="160" height="40" rx="8" className="target-outline" />
          ) : null}
          {ship.rowboat.destroyed ? (
            <g className="wreck">
              <path d="M150 248 L180 252 L176 256 L148 253 Z M188 246 L214 250 L210 255 L186 252 Z" />
              <path
                d="M232 236 L236 228 L240 236 L248 234 L242 240 L248 246 L240 244 L236 252 L232 244 L224 246 L230 240 L224 234 Z"
                className="blast"
              />
              <text x="200" y="238" textAnchor="middle" className="boat-label">
                {t('table.board.blownUp')}
              </text>
            </g>
          ) : (
            <>
              <path d="M142 240 L258 240 L246 256 L154 256 Z" className="boat" />
              <text x="128" y="236" className="boat-label">
                {t('table.board.rowboat')}
              </text>
            </>
          )}
        </g>
      </Target>
      {occupant !== null ? (
        <>
          <Pawn seat={occupant} x={200} y={225} props={props} roles={[]} labelBelow={false} />
          <text x="226" y="236" className="pawn-name">
            {short(name(occupant, words), 8)}
          </text>
        </>
      ) : null}
    </svg>
  );
}

export function IslandPanel({ props }: { props: BoardProps }) {
  const t = useTranslations('tortuga');
  const { view, words, targets } = props;
  const line = view.tortuga.line;
  const ghosts =
    view.pending?.kind === 'chooseStart'
      ? view.pending.chosen.filter((choice) => choice.place === 'tortuga')
      : [];
  const choosing = view.pending?.kind === 'chooseStart' ? view.players : 0;
  const used = Math.max(6, line.length, choosing, ...ghosts.map((choice) => choice.position));
  const spaces = Math.min(10, used);
  const spot = (index: number) => ({ x: 56 + (index % 5) * 72, y: index < 5 ? 80 : 156 });
  const landAction = targets.get(boardKey.place('tortuga'));
  const showLoose = view.ruleset === 'IT-1e' || view.tortuga.loose > 0;
  const governor = line[0];
  const summary = t('table.board.islandLabel', {
    count: line.length,
    line: listOf(
      line.map((s) => name(s, words)),
      words.locale,
    ),
    governor: governor === undefined ? '' : name(governor, words),
    british: view.tortuga.areas.british,
    french: view.tortuga.areas.french,
    showLoose: showLoose ? 'yes' : 'no',
    loose: view.tortuga.loose,
  });
  return (
    <svg
      viewBox="0 0 400 262"
      className="board-panel island-panel"
      role="group"
      aria-label={summary}
      data-testid="tortuga"
    >
      {/* The island as a whole explains itself: a tap on the sea, or on the idle sand, the palm,
          the title or a free space (which let taps through: tortuga.css), tells it in words. */}
      <g
        className="panel-back"
        data-testid="island-panel"
        aria-label={t('places.name', { place: 'tortuga' })}
        {...explains(summary)}
      >
        <rect x="0" y="0" width="400" height="262" rx="12" className="sea-bg" />
        <Waves y={14} width={400} />
      </g>
      <Target action={landAction} props={props} className="island" testId="place-target">
        <path
          d="M18 52 Q10 30 60 34 Q200 22 340 32 Q394 34 386 70 Q396 150 382 200 Q388 252 330 254 L70 254 Q12 252 16 200 Q6 120 18 52 Z"
          className="sand"
        />
        {landAction ? (
          <path
            d="M18 52 Q10 30 60 34 Q200 22 340 32 Q394 34 386 70 Q396 150 382 200 Q388 252 330 254 L70 254 Q12 252 16 200 Q6 120 18 52 Z"
            className="target-outline"
          />
        ) : null}
      </Target>
      <g className="palm" transform="translate(372 60)">
        <path d="M0 40 Q-4 18 2 0" className="trunk" />
        <path
          d="M2 0 Q-14 -8 -22 4 M2 0 Q16 -10 20 6 M2 0 Q-4 -16 -14 -14 M2 0 Q10 -16 18 -10"
          className="leaf"
        />
      </g>
      <text x="26" y="52" className="panel-title">
        {t('places.name', { place: 'tortuga' })}
      </text>
      {Array.from({ length: spaces }, (_, index) => {
        const { x, y } = spot(index);
        return (
          <g key={index} className={index < 6 ? 'space' : 'space extra'}>
            <ellipse cx={x} cy={y + 17} rx={19} ry={6} />
            {line[index] === undefined ? (
              <text x={x} y={y + 4} textAnchor="middle" className="spot-number">
                {index + 1}
              </text>
            ) : null}
          </g>
        );
      })}
      {Array.from({ length: spaces }, (_, index) => {
        const { x, y } = spot(index);
        return <StartSpace key={index} place="tortuga" position={index + 1} x={x} y={y} props={props} />;
      })}
      {line.map((seat, index) => {
        const { x, y } = spot(index);
        return (
          <Pawn key={seat} seat={seat} x={x} y={y} props={props} roles={index === 0 ? ['governor'] : []} />
        );
      })}
      {ghosts.map((choice) => {
        const { x, y } = spot(choice.position - 1);
        return <Pawn key={choice.seat} seat={choice.seat} x={x} y={y} props={props} roles={[]} ghost />;
      })}
      <g
        className="area british"
        data-area="british"
        {...explains(
          t('table.board.areaTreasure', {
            area: t('table.board.area', { area: 'british' }),
            count: view.tortuga.areas.british,
          }),
        )}
      >
        <rect x="24" y="212" width={showLoose ? 120 : 170} height="36" rx="6" className="area-bg" />
        <Flag nation="british" x={30} y={218} width={18} />
        <text x="54" y="229" className="hold-label">
          {t('table.board.area', { area: 'british' })}
        </text>
        <Treasure count={view.tortuga.areas.british} x={36} y={240} max={showLoose ? 5 : 8} spacing={11} />
      </g>
      {showLoose ? (
        <g
          className="area loose"
          data-area="loose"
          {...explains(
            t('table.board.areaTreasure', {
              area: t('table.board.area', { area: 'loose' }),
              count: view.tortuga.loose,
            }),
          )}
        >
          <rect x="150" y="212" width="100" height="36" rx="6" className="area-bg" />
          <text x="158" y="229" className="hold-label">
            {t('table.board.area', { area: 'loose' })}
          </text>
          <Treasure count={view.tortuga.loose} x={164} y={240} max={4} spacing={11} />
        </g>
      ) : null}
      <g
        className="area french"
        data-area="french"
        {...explains(
          t('table.board.areaTreasure', {
            area: t('table.board.area', { area: 'french' }),
            count: view.tortuga.areas.french,
          }),
        )}
      >
        <rect
          x={showLoose ? 256 : 206}
          y="212"
          width={showLoose ? 120 : 170}
          height="36"
          rx="6"
          className="area-bg"
        />
        <Flag nation="french" x={showLoose ? 262 : 212} y={218} width={18} />
        <text x={showLoose ? 286 : 236} y="229" className="hold-label">
          {t('table.board.area', { area: 'french' })}
        </text>
        <Treasure
          count={view.tortuga.areas.french}
          x={showLoose ? 268 : 218}
          y={240}
          max={showLoose ? 5 : 8}
          spacing={11}
        />
      </g>
    </svg>
  );
}

export function GalleonPanel({ view }: { view: TortugaView }) {
  const t = useTranslations('tortuga');
  const coins = Math.min(view.galleon, 8);
  return (
    <svg
      viewBox="0 0 400 170"
      className="board-panel galleon-panel"
      aria-label={t('table.board.galleonLabel', { count: view.galleon })}
      {...explains(t('table.board.galleonLabel', { count: view.galleon }), 'img')}
      data-testid="galleon"
    >
      <rect x="0" y="0" width="400" height="170" rx="12" className="sky" />
      <rect x="0" y="118" width="400" height="52" className="sea-bg" />
      <Waves y={136} width={400} />
      <text x="14" y="24" className="panel-title">
        {t('table.board.galleon')}
      </text>
      <g className="galleon">
        {[80, 140, 200].map((mx, i) => (
          <g key={mx}>
            <line x1={mx} y1={i === 1 ? 30 : 40} x2={mx} y2={104} className="mast" />
            <path
              d={`M${mx - 26} ${i === 1 ? 40 : 48} Q${mx} ${i === 1 ? 34 : 42} ${mx + 26} ${i === 1 ? 40 : 48} L${mx + 24} 88 Q${mx} 82 ${mx - 24} 88 Z`}
              className="sail spanish"
            />
            <path
              d={`M${mx - 12} ${i === 1 ? 48 : 55} L${mx + 12} 80 M${mx + 12} ${i === 1 ? 48 : 55} L${mx - 12} 80`}
              className="burgundy"
            />
          </g>
        ))}
        <path
          d="M16 96 L44 104 L236 104 L236 84 L252 84 L248 118 Q240 140 210 142 L60 142 Q34 138 30 116 Z"
          className="hull spanish"
        />
        <path d="M40 118 H236" className="gunline" />
        {[60, 90, 120, 150, 180, 210].map((gx) => (
          <rect key={gx} x={gx} y={114} width={8} height={6} className="gunport" />
        ))}
      </g>
      <g className="galleon-treasure" data-count={view.galleon}>
        <text x="268" y="56" className="hold-label">
          {t('table.board.galleonTreasure')}
        </text>
        {Array.from({ length: coins }, (_, i) => (
          <Coin key={i} x={282 + (i % 4) * 17} y={76 + Math.floor(i / 4) * 17} />
        ))}
        <text x="360" y="104" textAnchor="end" className="big-count">
          {view.galleon}
        </text>
      </g>
    </svg>
  );
}

/** The board: both ships, Tortuga and the galleon with the score. */
export const Board = memo(function Board(props: BoardProps) {
  const flyingDutchman = props.view.ships.find((ship) => ship.name === 'flyingDutchman');
  const jollyRoger = props.view.ships.find((ship) => ship.name === 'jollyRoger');
  return (
    <div className="tortuga-board">
      {flyingDutchman ? <ShipPanel ship={flyingDutchman} props={props} /> : null}
      {jollyRoger ? <ShipPanel ship={jollyRoger} props={props} /> : null}
      <IslandPanel props={props} />
      <div className="galleon-cell">
        <GalleonPanel view={props.view} />
        <Scores view={props.view} />
      </div>
    </div>
  );
});
