'use client';

import { actionKey } from '@brethren/engine/core';
import type { PiratesCoveView } from '@brethren/engine/pirates-cove';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AllActions } from '../shared/AllActions';
import { person } from '../shared/words';
import { ActionButton } from './ActionButton';
import { LootCardFace, TavernCardFace } from './Cards';
import { promptText } from './Combat';
import {
  cardName,
  crossingText,
  describeAction,
  islandLabel,
  lootText,
  shipObject,
  waitingFor,
  type Words,
} from './describe';
import { FireControl } from './FireControl';
import { Helm } from './Helm';
import { type Action, type StepProps } from './moves';
import { UpgradeRows, UpgradeStep } from './Upgrades';

export interface MovesProps extends StepProps {
  pickedCourse: number | null;
  onPickCourse: (island: number) => void;
  helmIslands: ReadonlySet<number>;
  helmActions: ReadonlyMap<number, Action>;
  pickedLoot: string | null;
  onPickLoot: (key: string) => void;
}

export function Moves(props: MovesProps) {
  const { view, words, moves, busy, act } = props;
  const t = useTranslations('piratesCove');
  const button = (action: Action | null, primary = false, children?: ReactNode) =>
    action ? (
      <ActionButton
        key={actionKey(action)}
        action={action}
        words={words}
        busy={busy}
        onAct={act}
        primary={primary}
      >
        {children}
      </ActionButton>
    ) : null;
  const prompt = view.combat?.prompt ?? null;

  return (
    <div className="pc-moves-body">
      {prompt && moves.answers.length > 0 ? (
        <div className="pc-prompt" data-testid="prompt" data-prompt={prompt.kind}>
          <p className="hint">{promptText(prompt, words)}</p>
          <div className="turn-actions">{moves.answers.map((action, i) => button(action, i === 0))}</div>
        </div>
      ) : null}

      {view.phase === 'shopping' ? (
        <>
          <p className="hint">{t('moves.shopping')}</p>
          <UpgradeRows view={view} words={words} upgrades={moves.upgrades} busy={busy} act={act} />
        </>
      ) : null}
      {moves.endShopping ? <div className="turn-actions">{button(moves.endShopping, true)}</div> : null}

      {moves.placements.size > 0 ? <Placing {...props} /> : null}

      {props.helmActions.size > 0 || moves.keepCourse ? <Navigation {...props} /> : null}

      {moves.battleCards.length > 0 || moves.passBattle ? (
        <div className="pc-battle-window">
          <p className="hint">{t('moves.battleCards')}</p>
          <ul className="button-list">
            {moves.battleCards.map((action) => (
              <li key={actionKey(action)}>
                {/* The card's name beside its picture names the button: its visible text is its name. */}
                <ActionButton action={action} words={words} busy={busy} onAct={act} textInside>
                  <TavernCardFace card={action.card} size="small" />
                  <span>
                    {action.target !== undefined
                      ? t('moves.battleCardOn', {
                          card: cardName(action.card, words),
                          target: shipObject(action.target, words),
                        })
                      : cardName(action.card, words)}
                  </span>
                </ActionButton>
              </li>
            ))}
          </ul>
          <div className="turn-actions">{button(moves.passBattle)}</div>
        </div>
      ) : null}

      {moves.fire.size > 0 || moves.flee || moves.volleys.length > 0 ? (
        <FireControl view={view} words={words} moves={moves} busy={busy} act={act} />
      ) : null}

      {view.phase === 'upgrades' ? (
        <UpgradeStep view={view} words={words} moves={moves} busy={busy} act={act} />
      ) : null}
      {moves.finishUpgrades ? <div className="turn-actions">{button(moves.finishUpgrades, true)}</div> : null}

      {moves.other.length > 0 ? (
        <div>
          <p className="hint">{t('moves.other')}</p>
          <ul className="button-list">
            {moves.other.map((action) => (
              <li key={actionKey(action)}>{button(action)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <AllActions
        actions={moves.all}
        describe={(action) => describeAction(action, words)}
        busy={busy}
        onAct={act}
      />
    </div>
  );
}

function Placing({ words, moves, busy, act, pickedLoot, onPickLoot }: MovesProps) {
  const t = useTranslations('piratesCove');
  const placement = pickedLoot === null ? null : moves.placements.get(pickedLoot);
  return (
    <div className="pc-placing">
      <p className="hint">{t('moves.placing')}</p>
      <ul
        className="button-list"
        aria-label={t('hand.lootCards', person(words.viewer ?? -1, words, 'owner'))}
      >
        {[...moves.placements.values()].map((choice) => (
          <li key={choice.key}>
            <button
              type="button"
              className={`pc-loot-button${choice.key === pickedLoot ? ' selected' : ''}`}
              aria-pressed={choice.key === pickedLoot}
              aria-label={t('moves.lootCard', { loot: lootText(choice.loot, words) })}
              disabled={busy}
              data-select="loot"
              data-loot={choice.key}
              data-testid="loot-pick"
              onClick={() => onPickLoot(choice.key)}
            >
              {/* The card's picture, its icons and numbers: the button's label is its text. */}
              <span aria-hidden="true">
                <LootCardFace loot={choice.loot} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {placement ? (
        <ul className="button-list" aria-label={t('map.islands')}>
          {[...placement.islands.values()].map((action) => (
            <li key={actionKey(action)}>
              <ActionButton action={action} words={words} busy={busy} onAct={act}>
                {islandLabel(action.island, words)}
              </ActionButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{t('moves.pickLoot')}</p>
      )}
    </div>
  );
}

function Navigation({
  view,
  words,
  moves,
  busy,
  act,
  pickedCourse,
  onPickCourse,
  helmIslands,
  helmActions,
}: MovesProps) {
  const t = useTranslations('piratesCove');
  const newRoute = view.phase === 'newRoute';
  const me = words.viewer === null ? null : view.seats[words.viewer];
  const chosen = pickedCourse === null ? null : (helmActions.get(pickedCourse) ?? null);
  const crossing =
    !newRoute && me && pickedCourse !== null ? crossingText(view, me.seat, pickedCourse, words) : null;
  return (
    <div className="pc-navigation">
      <p className="hint">
        {newRoute
          ? t('moves.newRoute', { canPlay: helmActions.size > 0 ? 'yes' : 'no' })
          : t('moves.navigate')}
      </p>
      {helmActions.size > 0 ? (
        <div className="pc-helm-wrap">
          <Helm
            islands={helmIslands}
            selected={pickedCourse}
            onPick={onPickCourse}
            course={newRoute ? (me?.course ?? null) : null}
            busy={busy}
            label={newRoute ? t('moves.newRouteWheel') : t('moves.wheel')}
          />
          <div className="pc-helm-side">
            <p className="pc-helm-choice" aria-live="polite">
              {pickedCourse === null
                ? t('moves.noIslandPicked')
                : t('moves.islandPicked', { island: islandLabel(pickedCourse, words) })}
            </p>
            {crossing ? (
              <p className="small" data-testid="crossing">
                {crossing}
              </p>
            ) : null}
            <button
              type="button"
              className="button"
              disabled={busy || chosen === null}
              data-action={chosen && !busy ? actionKey(chosen) : undefined}
              data-testid="confirm-course"
              onClick={() => chosen && act(chosen)}
            >
              {chosen
                ? describeAction(chosen, words)
                : newRoute
                  ? t('moves.playNewRoute')
                  : t('moves.setCourse')}
            </button>
            {newRoute && me?.course !== null && me?.course !== undefined ? (
              <p className="small muted">{t('moves.courseNow', { island: islandLabel(me.course, words) })}</p>
            ) : null}
          </div>
        </div>
      ) : null}
      {moves.keepCourse ? (
        <div className="turn-actions">
          <ActionButton
            action={moves.keepCourse}
            words={words}
            busy={busy}
            onAct={act}
            primary={helmActions.size === 0}
          />
        </div>
      ) : null}
    </div>
  );
}

export function Waiting({
  view,
  words,
  activeSeats,
}: {
  view: PiratesCoveView;
  words: Words;
  activeSeats: readonly number[];
}) {
  const t = useTranslations('piratesCove');
  const me = words.viewer === null ? null : view.seats[words.viewer];
  return (
    <div className="pc-waiting">
      {view.phase === 'navigating' && me?.course !== null && me?.course !== undefined ? (
        <div className="pc-helm-wrap">
          <Helm
            islands={new Set()}
            selected={null}
            onPick={() => undefined}
            course={me.course}
            busy
            label={t('moves.yourCourse', { island: islandLabel(me.course, words) })}
          />
          <p className="pc-helm-side">
            {t.rich('moves.courseSecret', {
              island: islandLabel(me.course, words),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
        </div>
      ) : null}
      {view.combat?.prompt ? <p className="hint">{promptText(view.combat.prompt, words)}</p> : null}
      <p className="muted">
        {activeSeats.length > 0
          ? t('moves.waitingFor', { waiting: waitingFor(activeSeats, words) })
          : t('moves.nothingToWaitFor')}
      </p>
    </div>
  );
}
