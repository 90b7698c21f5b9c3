'use client';

import { actionKey } from '@brethren/engine/core';
import { upgradeActionCost, type PiratesCoveView } from '@brethren/engine/pirates-cove';
import { useTranslations } from 'next-intl';
import { useMemo, useState, type ReactNode } from 'react';
import { ActionButton } from './ActionButton';
import { TavernCardFace } from './Cards';
import {
  COVE,
  ISLAND_SECTION,
  RULE,
  SECTIONS,
  TAVERN_ISLAND,
  TREASURE_ISLAND,
  trackValue,
  type Section,
} from './data';
import { describeAction, islandArgs, type Words } from './describe';
import { buryChoices, type Action, type Of, type StepProps } from './moves';

export function UpgradeRows({
  view,
  words,
  upgrades,
  busy,
  act,
}: {
  view: PiratesCoveView;
  words: Words;
  upgrades: readonly Of<'upgrade'>[];
  busy: boolean;
  act: (action: Action) => void;
}) {
  const t = useTranslations('piratesCove');
  const me = words.viewer === null ? null : view.seats[words.viewer];
  if (!me || upgrades.length === 0) return null;
  const bySection = new Map<Section, Of<'upgrade'>[]>();
  for (const action of upgrades)
    bySection.set(action.section, [...(bySection.get(action.section) ?? []), action]);
  return (
    <div className="pc-upgrade-rows">
      {SECTIONS.filter((section) => bySection.has(section)).map((section) => (
        <div key={section} className="pc-upgrade-row">
          <span className="pc-upgrade-label">
            {t(`sections.${section}`)} <strong>{me.sections[section].value}</strong>
          </span>
          <span className="pc-upgrade-buttons">
            {(bySection.get(section) ?? []).map((action) => (
              <ActionButton key={actionKey(action)} action={action} words={words} busy={busy} onAct={act}>
                → {trackValue(section, me.sections[section].index + action.levels)}
                <span className="pc-price">
                  {t('amounts.gold', { count: upgradeActionCost(words.view, me.seat, action) })}
                </span>
              </ActionButton>
            ))}
          </span>
        </div>
      ))}
    </div>
  );
}

export function UpgradeStep({ view, words, moves, busy, act }: StepProps) {
  const t = useTranslations('piratesCove');
  const me = words.viewer === null ? null : view.seats[words.viewer];
  if (!me) return null;
  const at = me.retreated ? COVE : me.at;
  const section = ISLAND_SECTION[at];
  const where =
    at === COVE
      ? t('upgrades.cove', { cost: RULE.coveRepairCost })
      : at === TAVERN_ISLAND
        ? t('upgrades.tavern', { max: RULE.tavernMaxBuys, cost: RULE.tavernCardCost })
        : at === TREASURE_ISLAND
          ? t('upgrades.treasure', { gold: RULE.buryGoldPerFame })
          : section
            ? t('upgrades.section', { ...islandArgs(at, words), section })
            : t('upgrades.other');
  const button = (action: Action | null, children?: ReactNode) =>
    action ? (
      <ActionButton key={actionKey(action)} action={action} words={words} busy={busy} onAct={act}>
        {children}
      </ActionButton>
    ) : null;
  return (
    <div className="pc-upgrade-step">
      <p className="hint">{where}</p>
      {moves.coveRewards.length > 0 ? (
        <div className="turn-actions" data-testid="cove-reward">
          {moves.coveRewards.map((action) => button(action))}
        </div>
      ) : null}
      {moves.buyTavernCard || moves.buyNewRoute ? (
        <div className="turn-actions">
          {button(moves.buyTavernCard)}
          {button(moves.buyNewRoute)}
        </div>
      ) : null}
      <UpgradeRows view={view} words={words} upgrades={moves.upgrades} busy={busy} act={act} />
      {moves.bury.length > 0 ? (
        <BuryForm key={`${me.gold}/${me.treasures}`} bury={moves.bury} words={words} busy={busy} act={act} />
      ) : null}
      {moves.cardPlays.length > 0 ? (
        <ul className="button-list">
          {moves.cardPlays.map((action) => {
            const card = action.type === 'playMastercraft' ? `mastercraft-${action.section}` : action.card;
            return (
              <li key={actionKey(action)}>
                <ActionButton action={action} words={words} busy={busy} onAct={act} textInside>
                  <TavernCardFace card={card} size="small" />
                  <span>{describeAction(action, words)}</span>
                </ActionButton>
              </li>
            );
          })}
        </ul>
      ) : null}
      {moves.repairMastercraft || moves.exchangeTreasure ? (
        <div className="turn-actions">
          {button(moves.repairMastercraft)}
          {button(moves.exchangeTreasure)}
        </div>
      ) : null}
    </div>
  );
}

function BuryForm({
  bury,
  words,
  busy,
  act,
}: {
  bury: readonly Of<'bury'>[];
  words: Words;
  busy: boolean;
  act: (action: Action) => void;
}) {
  const t = useTranslations('piratesCove');
  const choices = useMemo(() => buryChoices(bury), [bury]);
  const [treasures, setTreasures] = useState(choices.best?.treasures ?? 0);
  const [gold, setGold] = useState(choices.best?.gold ?? 0);
  const action = choices.find(treasures, gold);
  return (
    <fieldset className="pc-bury" data-testid="bury-form">
      <legend>{t('upgrades.buryTitle')}</legend>
      <label className="field inline">
        {t('upgrades.buryTreasures')}
        <select
          value={treasures}
          onChange={(event) => setTreasures(Number(event.target.value))}
          data-testid="bury-treasures"
        >
          {choices.treasures.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </label>
      <label className="field inline">
        {t('upgrades.buryGold')}
        <select
          value={gold}
          onChange={(event) => setGold(Number(event.target.value))}
          data-testid="bury-gold"
        >
          {choices.gold.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button"
        disabled={busy || !action}
        data-action={action && !busy ? actionKey(action) : undefined}
        data-testid="bury-button"
        onClick={() => action && act(action)}
      >
        {action ? describeAction(action, words) : t('upgrades.buryChoose')}
      </button>
    </fieldset>
  );
}
