'use client';

import type { PiratesCoveView } from '@brethren/engine';
import type { ReactNode } from 'react';
import { AllActions } from '../shared/AllActions';
import { ActionButton } from './ActionButton';
import { LootCardFace, TavernCardFace } from './Cards';
import { promptText } from './Combat';
import { crossingText, describeAction, islandLabel, lootText, whom, type Words } from './describe';
import { FireControl } from './FireControl';
import { Helm } from './Helm';
import { actionKey, type Action, type StepProps } from './moves';
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
          <p className="hint">
            Raise any section at printed cost before the first turn, then say you are done.
          </p>
          <UpgradeRows view={view} words={words} upgrades={moves.upgrades} busy={busy} act={act} />
        </>
      ) : null}
      {moves.endShopping ? <div className="turn-actions">{button(moves.endShopping, true)}</div> : null}

      {moves.placements.size > 0 ? <Placing {...props} /> : null}

      {props.helmActions.size > 0 || moves.keepCourse ? <Navigation {...props} /> : null}

      {moves.battleCards.length > 0 || moves.passBattle ? (
        <div className="pc-battle-window">
          <p className="hint">Battle cards last the whole combat. Play one, or pass.</p>
          <ul className="button-list">
            {moves.battleCards.map((action) => (
              <li key={actionKey(action)}>
                {button(
                  action,
                  false,
                  <>
                    <TavernCardFace card={action.card} size="small" />
                    <span>{describeAction(action, words).replace(/^Play /, '')}</span>
                  </>,
                )}
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
          <p className="hint">Also possible:</p>
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
        keyOf={actionKey}
        busy={busy}
        onAct={act}
      />
    </div>
  );
}

function Placing({ words, moves, busy, act, pickedLoot, onPickLoot }: MovesProps) {
  const placement = pickedLoot === null ? null : moves.placements.get(pickedLoot);
  return (
    <div className="pc-placing">
      <p className="hint">
        Place one loot card face up on an island (1–5): the Legendary Pirates sail for the most fame, and the
        ship left alone there takes every card.
      </p>
      <ul className="button-list" aria-label="Your loot cards">
        {[...moves.placements.values()].map((choice) => (
          <li key={choice.key}>
            <button
              type="button"
              className={`pc-loot-button${choice.key === pickedLoot ? ' selected' : ''}`}
              aria-pressed={choice.key === pickedLoot}
              aria-label={`Loot card: ${lootText(choice.loot)}`}
              disabled={busy}
              data-select="loot"
              data-testid="loot-pick"
              onClick={() => onPickLoot(choice.key)}
            >
              <LootCardFace loot={choice.loot} />
            </button>
          </li>
        ))}
      </ul>
      {placement ? (
        <ul className="button-list" aria-label="Islands">
          {[...placement.islands.values()].map((action) => (
            <li key={actionKey(action)}>
              <ActionButton action={action} words={words} busy={busy} onAct={act}>
                {islandLabel(action.island)}
              </ActionButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">Pick a loot card, then an island (here or on the map).</p>
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
  const newRoute = view.phase === 'newRoute';
  const me = words.viewer === null ? null : view.seats[words.viewer];
  const chosen = pickedCourse === null ? null : (helmActions.get(pickedCourse) ?? null);
  const crossing = !newRoute && me && pickedCourse !== null ? crossingText(view, me, pickedCourse) : null;
  return (
    <div className="pc-navigation">
      <p className="hint">
        {newRoute
          ? `The Legendary Pirates have sailed. ${helmActions.size > 0 ? 'Play your New Route card to change course (once per game), or keep your course.' : 'Keep your course.'} Nobody learns who decided what until all have.`
          : 'Turn the wheel to an island, then set your course. The others see only that you have chosen until every course is revealed.'}
      </p>
      {helmActions.size > 0 ? (
        <div className="pc-helm-wrap">
          <Helm
            islands={helmIslands}
            selected={pickedCourse}
            onPick={onPickCourse}
            course={newRoute ? (me?.course ?? null) : null}
            busy={busy}
            label={newRoute ? 'New Route: pick an island' : 'Your wheel: pick an island'}
          />
          <div className="pc-helm-side">
            <p className="pc-helm-choice" aria-live="polite">
              {pickedCourse === null ? 'No island picked yet.' : `Picked: ${islandLabel(pickedCourse)}`}
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
              {chosen ? describeAction(chosen, words) : newRoute ? 'Play New Route' : 'Set course'}
            </button>
            {newRoute && me?.course !== null && me?.course !== undefined ? (
              <p className="small muted">Your course now: {islandLabel(me.course)}</p>
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
  const me = words.viewer === null ? null : view.seats[words.viewer];
  const others = activeSeats.map((seat) => whom(seat, words));
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
            label={`Your course: ${islandLabel(me.course)}`}
          />
          <p className="pc-helm-side">
            Your course is set for <strong>{islandLabel(me.course)}</strong>. Only you see it until every
            course is revealed.
          </p>
        </div>
      ) : null}
      {view.combat?.prompt ? <p className="hint">{promptText(view.combat.prompt, words)}</p> : null}
      <p className="muted">
        {others.length > 0 ? `Waiting for ${others.join(', ')}.` : 'Nothing to wait for.'}
      </p>
    </div>
  );
}
