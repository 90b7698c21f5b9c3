'use client';

import {
  upgradeActionCost,
  type PiratesCoveEventBody,
  type PiratesCoveView,
} from '@brethren/engine/pirates-cove';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useRef, useState } from 'react';
import { EventLog } from '../shared/EventLog';
import { lastMoves } from '../shared/logLines';
import { TurnBar } from '../shared/TurnBar';
import { person, readerOf } from '../shared/words';
import type { TableProps } from '../shared/TableProps';
import { CombatPanel } from './Combat';
import { PLACEHOLDER_CARDS } from './data';
import { logInWords, type Words } from './describe';
import { HandPanel } from './HandPanel';
import { groupMoves, upgradeTargets, type Action, type Of } from './moves';
import { Moves, Waiting } from './Moves';
import { battleReport } from './report';
import { SeaInfo } from './SeaInfo';
import { useSpeech } from './speech';
import { IslandList, SeaMap } from './SeaMap';
import { Seats } from './Seats';
import { ShipMat } from './ShipMat';
import { FameTrack, fameMarkers, TimeTrack } from './Tracks';
import { turnText } from './turnText';
import '../shared/table.css';
import './pirates-cove.css';
import { useBoardMotion } from '@/motion/useBoardMotion';
import { piratesCoveMotions } from './motions';

export type PiratesCoveTableProps = TableProps<PiratesCoveView, PiratesCoveEventBody>;

/**
 * Pirate's Cove at the table: the sea with its islands, ships and loot, the fame (and solo time)
 * track, the combat view with its battle report, the viewer's ship mat and Tavern hand, and one
 * panel with every decision the viewer has now. Every legal action has a control of its own.
 */
export function PiratesCoveTable(props: PiratesCoveTableProps) {
  const { view, names, viewerSeat, legalActions, activeSeats, log, live, onAct, busy } = props;
  const t = useTranslations('piratesCove');
  const speech = useSpeech();
  const reader = readerOf(props);
  const words: Words = useMemo(
    () => ({ view, names, viewer: viewerSeat, you: reader, ...speech }),
    [view, names, viewerSeat, reader, speech],
  );
  const prompted = view.combat?.prompt !== null && view.combat?.prompt !== undefined;
  const moves = useMemo(() => groupMoves(live ? legalActions : [], prompted), [legalActions, live, prompted]);
  // Only the reader's own turn: a replay following another seat shows no move to make.
  const myTurn = reader !== null && live && activeSeats.includes(reader);
  const me = viewerSeat === null ? null : (view.seats[viewerSeat] ?? null);

  const [coursePick, setCoursePick] = useState<number | null>(null);
  const [lootPick, setLootPick] = useState<string | null>(null);
  const [matSeat, setMatSeat] = useState<number | null>(null);

  // A selection no legal action backs any more (the position moved on) is dropped.
  const helmActions: ReadonlyMap<number, Action> =
    view.phase === 'newRoute' ? moves.newRoutes : moves.courses;
  const pickedCourse = coursePick !== null && helmActions.has(coursePick) ? coursePick : null;
  const pickedLoot = lootPick !== null && moves.placements.has(lootPick) ? lootPick : null;
  const shownSeat = view.seats[matSeat ?? viewerSeat ?? 0] ?? view.seats[0];

  const act = useCallback(
    (action: Action) => {
      setCoursePick(null);
      setLootPick(null);
      onAct(action);
    },
    [onAct],
  );
  const toggleCourse = useCallback(
    (island: number) => setCoursePick((current) => (current === island ? null : island)),
    [],
  );
  const toggleLoot = useCallback(
    (key: string) => setLootPick((current) => (current === key ? null : key)),
    [],
  );
  const lines = useMemo(() => logInWords(log, words), [log, words]);
  const table = useRef<HTMLDivElement>(null);
  useBoardMotion(table, log, piratesCoveMotions);
  const report = useMemo(() => battleReport(log, words), [log, words]);
  const helmIslands = useMemo(() => new Set(helmActions.keys()), [helmActions]);
  const mapPick = useMemo(
    () =>
      myTurn && helmIslands.size > 0
        ? {
            islands: helmIslands,
            selected: pickedCourse,
            onPick: toggleCourse,
            mode: view.phase === 'newRoute' ? ('newRoute' as const) : ('steer' as const),
          }
        : null,
    [myTurn, helmIslands, pickedCourse, toggleCourse, view.phase],
  );
  const placeTargets = pickedLoot === null ? null : (moves.placements.get(pickedLoot)?.islands ?? null);
  const upgradeSpaces = useMemo(
    () =>
      me
        ? upgradeTargets(moves.upgrades, (section) => me.sections[section].index)
        : new Map<string, Of<'upgrade'>>(),
    [moves.upgrades, me],
  );
  const upgradePrices = useMemo(
    () =>
      new Map(
        [...upgradeSpaces.entries()].map(([key, action]) => [
          key,
          viewerSeat === null ? 0 : upgradeActionCost(view, viewerSeat, action),
        ]),
      ),
    [upgradeSpaces, viewerSeat, view],
  );

  return (
    <div
      className="pirates-cove"
      ref={table}
      data-my-turn={myTurn ? 'true' : 'false'}
      data-phase={view.phase}
    >
      <div className="pc-column pc-left">
        <section className="pc-board" aria-label={t('table.board')}>
          <SeaMap
            view={view}
            words={words}
            busy={busy}
            pick={mapPick}
            targets={myTurn ? placeTargets : null}
            onTarget={act}
          />
          <IslandList view={view} words={words} />
          <FameTrack markers={fameMarkers(view, words)} goal={view.goal} final={view.finalScores !== null} />
          {PLACEHOLDER_CARDS ? (
            <p className="small muted" data-testid="placeholder-cards">
              {t('table.placeholderCards')}
            </p>
          ) : null}
          {view.time !== null ? (
            <div className="pc-time">
              <p className="small">
                {t.rich('table.time', {
                  time: view.time,
                  goal: view.goal ?? 30,
                  strong: (chunks) => <strong>{chunks}</strong>,
                })}
              </p>
              <TimeTrack time={view.time} total={60} />
            </div>
          ) : null}
          <SeaInfo view={view} />
        </section>
        <CombatPanel view={view} words={words} report={report} />
      </div>

      <div className="pc-column side-panel">
        <TurnBar text={turnText(view, words, live, activeSeats)} mine={myTurn} className="pc-turn-bar" />
        <div className={live ? 'table-tray' : 'table-stack'}>
          {reader !== null && live ? (
            <section className="panel pc-moves" aria-labelledby="pc-moves-title" data-testid="moves">
              <h3 id="pc-moves-title">{myTurn ? t('table.yourMove') : t('table.waiting')}</h3>
              {myTurn ? (
                <Moves
                  view={view}
                  words={words}
                  moves={moves}
                  busy={busy}
                  act={act}
                  pickedCourse={pickedCourse}
                  onPickCourse={toggleCourse}
                  helmIslands={helmIslands}
                  helmActions={helmActions}
                  pickedLoot={pickedLoot}
                  onPickLoot={toggleLoot}
                />
              ) : (
                <Waiting view={view} words={words} activeSeats={activeSeats} />
              )}
            </section>
          ) : viewerSeat === null ? (
            <p className="panel muted" data-testid="spectating">
              {t('table.spectating')}
            </p>
          ) : null}
          <HandPanel view={view} words={words} moves={moves} />
        </div>
        <Seats
          view={view}
          words={words}
          activeSeats={activeSeats}
          live={live}
          shownSeat={shownSeat?.seat ?? 0}
          onShow={setMatSeat}
          lastMoves={lastMoves(lines)}
        />
        {shownSeat ? (
          <section className="panel pc-mat-panel" aria-labelledby="pc-mat-title">
            <h3 id="pc-mat-title">{t('table.ship', person(shownSeat.seat, words, 'owner'))}</h3>
            <ShipMat
              seat={shownSeat}
              owner={person(shownSeat.seat, words, 'owner')}
              targets={shownSeat.seat === viewerSeat && myTurn ? upgradeSpaces : undefined}
              prices={shownSeat.seat === viewerSeat && myTurn ? upgradePrices : undefined}
              onTarget={act}
              busy={busy}
            />
          </section>
        ) : null}
        <EventLog lines={lines} id="pc-log-title" names={names} viewer={reader} />
      </div>
    </div>
  );
}
