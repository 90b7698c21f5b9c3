'use client';

import type { PortRoyalAction, PortRoyalView } from '@brethren/engine/port-royal';
import { useTranslations } from 'next-intl';
import { AllActions } from '../shared/AllActions';
import { person } from '../shared/words';
import { ActionButton } from './ActionButton';
import { Auction } from './Auction';
import { colourName, describeAction, lootName, type Words } from './describe';
import { FinalScores } from './FinalScores';
import type { MoveGroups } from './moves';
import { LootCardIcon } from './Pieces';
import { Prisoners } from './Prisoners';
import { Settle } from './Settle';
import { ChooseTrump } from './Trump';
import { taskOf } from './turnText';

/** The decision of the moment: the viewer's choices now, what others are deciding, or the scores. */
export function DecisionPanel({
  view,
  words,
  moves,
  myTurn,
  live,
  busy,
  onAct,
}: {
  view: PortRoyalView;
  words: Words;
  moves: MoveGroups;
  myTurn: boolean;
  live: boolean;
  busy: boolean;
  onAct: (action: PortRoyalAction) => void;
}) {
  const t = useTranslations('portRoyal');
  const common = { view, words, moves, busy, onAct };
  const buttons = { words, busy, onAct };
  let body: React.ReactNode;
  if (view.step === 'over' || !live) body = <FinalScores view={view} words={words} />;
  else if (view.step === 'bid') body = <Auction {...common} myTurn={myTurn} />;
  else if (!myTurn) body = <Waiting view={view} words={words} />;
  else
    switch (view.step) {
      case 'setAside':
        body = (
          <>
            <h3>{t('decision.setAsideTitle')}</h3>
            <p className="hint">{t('decision.setAsideHint', { done: view.setAsideCount })}</p>
          </>
        );
        break;
      case 'chooseTrump':
        body = <ChooseTrump {...common} />;
        break;
      case 'chooseLeader':
        body = (
          <>
            <h3>{t('decision.leaderTitle')}</h3>
            <p className="hint">{t('decision.leaderHint')}</p>
            <ul className="button-list">
              {moves.leaders.map((action) => (
                <li key={action.seat}>
                  <ActionButton action={action} {...buttons} />
                </li>
              ))}
            </ul>
          </>
        );
        break;
      case 'chooseLoot':
        body = (
          <>
            <h3>{t('decision.lootTitle', { trick: view.trick?.number ?? 1 })}</h3>
            <p className="hint">{t('decision.lootHint')}</p>
            <ul className="button-list pr-loot-choices">
              {view.display.map((entry) => {
                const action = moves.loot.get(entry.loot.id);
                if (!action) return null;
                return (
                  <li key={entry.loot.id}>
                    <ActionButton
                      action={action}
                      {...buttons}
                      className="button secondary pr-loot-button"
                      label={t('harbour.putPirate', {
                        loot: lootName(entry.loot.id, t),
                        prisoners: entry.prisonerCount,
                      })}
                    >
                      <LootCardIcon card={entry.loot} width={26} />
                      <span>
                        {t('decision.lootChoice', {
                          loot: lootName(entry.loot.id, t),
                          prisoners: entry.prisonerCount,
                        })}
                      </span>
                    </ActionButton>
                  </li>
                );
              })}
            </ul>
          </>
        );
        break;
      case 'playCard':
        body = <PlayHint view={view} />;
        break;
      case 'settleLoot':
        body = <Settle {...common} />;
        break;
      case 'placePrisoner':
        body = <Prisoners {...common} />;
        break;
    }
  return (
    <section
      className={`panel pr-decision${myTurn ? ' mine' : ''}`}
      aria-labelledby="pr-decision-title"
      data-testid="decision"
    >
      <h2 id="pr-decision-title" className="sr-only">
        {myTurn ? t('decision.mine') : t('decision.others')}
      </h2>
      {body}
      {myTurn && moves.all.length > 0 ? (
        <AllActions
          actions={moves.all}
          describe={(action) => describeAction(action, words)}
          busy={busy}
          onAct={onAct}
        />
      ) : null}
    </section>
  );
}

function Waiting({ view, words }: { view: PortRoyalView; words: Words }) {
  const t = useTranslations('portRoyal');
  const seat = view.turn;
  return (
    <>
      <h3>{t('decision.waitingTitle')}</h3>
      <p className="hint" data-testid="waiting">
        {seat === null
          ? t('decision.nobody')
          : t('decision.waiting', { ...person(seat, words, 'player'), task: taskOf(view, t) })}
      </p>
      {view.step === 'settleLoot' && view.won?.loot ? (
        <p className="pr-won-line">
          <LootCardIcon card={view.won.loot} width={26} />{' '}
          {t('decision.wonLoot', {
            ...person(view.won.seat, words, 'winner'),
            loot: lootName(view.won.loot.id, t),
            prisoners: view.won.prisonerCount,
          })}
        </p>
      ) : null}
    </>
  );
}

function PlayHint({ view }: { view: PortRoyalView }) {
  const t = useTranslations('portRoyal');
  const trick = view.trick;
  const led = trick?.ledColour ?? null;
  return (
    <>
      <h3>{t('play.title', { trick: trick?.number ?? 1 })}</h3>
      <p className="hint">
        {trick === null || trick.cards.length === 0
          ? t('play.lead')
          : led
            ? t('play.led', {
                led: colourName(led, t),
                trump: view.trump ? colourName(view.trump, t) : '—',
              })
            : t('play.ghostLed')}{' '}
        {t('play.highlighted')}
      </p>
    </>
  );
}
