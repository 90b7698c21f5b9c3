'use client';

import { debtPayment, loadedShip } from '@brethren/engine/port-royal';
import { useTranslations } from 'next-intl';
import { ActionButton, ShipButton } from './ActionButton';
import { lootName, shipName, shipOfCard } from './describe';
import type { DecisionProps } from './decision';
import { LootCardIcon } from './Pieces';

/** The loot won: load it on a ship, pay debt, or use its Remove 1 card / Move 1 card special. */
export function Settle({ view, words, moves, busy, onAct }: DecisionProps) {
  const t = useTranslations('portRoyal');
  const won = view.won;
  const loot = won?.loot ?? null;
  const me = words.viewer === null ? null : view.seats[words.viewer];
  const ships = me?.ships ?? [];
  const common = { words, busy, onAct };
  const special = loot?.special ?? null;
  const payment = debtPayment(view);
  return (
    <div className="pr-settle" data-testid="settle">
      <h3>{t('settle.title')}</h3>
      {loot ? (
        <p className="pr-won-line">
          <LootCardIcon card={loot} width={30} />
          <span>{t('settle.won', { loot: lootName(loot.id, t), prisoners: won?.prisonerCount ?? 0 })}</span>
        </p>
      ) : null}
      {moves.load.size > 0 ? (
        <>
          <p className="hint">
            {loot?.good ? t('settle.loadGood', { ship: shipName(loot.good, t) }) : t('settle.loadAny')}
          </p>
          <ul className="button-list">
            {ships.map((ship) => {
              const action = moves.load.get(ship.ship);
              const after = loadedShip(view, ship.ship);
              if (!action || !after) return null;
              return (
                <li key={ship.ship}>
                  <ShipButton
                    good={ship.ship}
                    action={action}
                    {...common}
                    note={t('settle.after', {
                      tons: after.tons,
                      limit: after.limit,
                      over: after.overLimit ? 'yes' : 'no',
                    })}
                  />
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {moves.payDebt || moves.useRemove ? (
        <ul className="button-list">
          {moves.payDebt && payment ? (
            <li>
              <ActionButton
                action={moves.payDebt}
                {...common}
                label={t('settle.payDebtLabel', { ...payment })}
              >
                {t('settle.payDebt', { ...payment })}
              </ActionButton>
            </li>
          ) : null}
          {moves.useRemove ? (
            <li>
              <ActionButton action={moves.useRemove} {...common} />
            </li>
          ) : null}
        </ul>
      ) : null}
      {special === 'remove' ? (
        <>
          <p className="hint">{t('settle.removeHint')}</p>
          {ships.map((ship) => {
            const here = moves.remove.filter(
              (action) => shipOfCard(action.card, words.viewer, words) === ship.ship,
            );
            if (here.length === 0) return null;
            return (
              <div key={ship.ship} className="pr-choice-row">
                <span className="pr-row-label">{t('settle.from', { ship: shipName(ship.ship, t) })}</span>
                <ul className="button-list">
                  {here.map((action) => (
                    <li key={action.card}>
                      <ActionButton action={action} {...common}>
                        {lootName(action.card, t)}
                      </ActionButton>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
          {moves.remove.some((action) => shipOfCard(action.card, words.viewer, words) === null) ? (
            <ul className="button-list">
              {moves.remove
                .filter((action) => shipOfCard(action.card, words.viewer, words) === null)
                .map((action) => (
                  <li key={action.card}>
                    <ActionButton action={action} {...common} />
                  </li>
                ))}
            </ul>
          ) : null}
          {moves.keepRemove ? (
            <div className="turn-actions">
              <ActionButton action={moves.keepRemove} {...common} className="button" />
            </div>
          ) : null}
        </>
      ) : null}
      {special === 'move' ? (
        <>
          <p className="hint">{t('settle.moveHint')}</p>
          {[...moves.move.entries()].map(([card, actions]) => {
            const from = shipOfCard(card, words.viewer, words);
            return (
              <div key={card} className="pr-choice-row">
                <span className="pr-row-label">
                  {t('settle.moveRow', {
                    card: lootName(card, t),
                    where: from ? 'ship' : 'none',
                    from: from ? shipName(from, t) : '',
                  })}
                </span>
                <ul className="button-list">
                  {actions.map((action) => (
                    <li key={action.to}>
                      <ShipButton good={action.to} action={action} {...common} />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
          {moves.discardMove ? (
            <div className="turn-actions">
              <ActionButton action={moves.discardMove} {...common} className="button" />
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
