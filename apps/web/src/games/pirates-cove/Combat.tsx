'use client';

import type { PiratesCoveView } from '@brethren/engine/pirates-cove';
import { useTranslations } from 'next-intl';
import { memo, useEffect, useRef, useState } from 'react';
import type { Translator } from '@/i18n/translator';
import { LEGEND_SHIP, RULE } from './data';
import { cardName, islandArgs, shipObject, shipSubject, type Words } from './describe';
import { listOf, person } from '../shared/words';
import { DiceRow, PieceIcon, SectionValues } from './Pieces';
import type { Report, ReportStep } from './report';
import { hitsToSink, npcShip, playerValues } from './ships';

/**
 * The combat view: the ships in the fight in speed order with their strength and the battle cards
 * in force, who acts now, any boarding or duel under way, and the battle report (the turn's dice,
 * step by step, from the log).
 */

type Prompt = NonNullable<NonNullable<PiratesCoveView['combat']>['prompt']>;

/** What a combat prompt waits for, in words, for whoever reads it. */
export function promptText(prompt: Prompt, words: Words): string {
  const t: Translator<'piratesCove'> = words.t;
  switch (prompt.kind) {
    case 'boardChoice':
      return t('prompts.boardChoice', {
        ...person(prompt.attacker, words, 'attacker'),
        ...person(prompt.defender, words, 'defender'),
      });
    case 'challenge':
      return t('prompts.challenge', {
        ...person(prompt.attacker, words, 'attacker'),
        ...person(prompt.defender, words, 'defender'),
      });
    case 'duelAnswer':
      return t('prompts.duelAnswer', {
        ...person(prompt.attacker, words, 'attacker'),
        ...person(prompt.defender, words, 'defender'),
        fame: RULE.duelRefuseFame,
      });
    case 'weapons':
    case 'pistols': {
      const [challenger, challenged] = prompt.chosen;
      const args = {
        ...person(prompt.defender, words, 'challenger'),
        ...person(prompt.attacker, words, 'challenged'),
        challengerDone: challenger ? 'yes' : 'no',
        challengedDone: challenged ? 'yes' : 'no',
        mine: prompt.mine ?? 'none',
      };
      return prompt.kind === 'weapons'
        ? t('prompts.weapons', args)
        : t('prompts.pistols', { ...args, hitOn: prompt.hitOn });
    }
    case 'swap':
      return t('prompts.swap', {
        ...person(prompt.winner, words, 'winner'),
        loser: shipObject(prompt.loser, words),
      });
    case 'buryUnderFire':
      return t('prompts.buryUnderFire', {
        ...person(prompt.seat, words, 'seat'),
        gold: RULE.buryGoldPerFame,
      });
  }
}

function ShipRow({
  view,
  ship,
  words,
  current,
}: {
  view: PiratesCoveView;
  ship: number;
  words: Words;
  current: boolean;
}) {
  const t = useTranslations('piratesCove');
  const combat = view.combat;
  if (ship < LEGEND_SHIP) {
    const seat = view.seats[ship];
    if (!seat) return null;
    const effects: string[] = [];
    if (combat?.grappled.includes(ship)) effects.push(t('combat.grappled'));
    if ((combat?.speedBonus[ship] ?? 0) > 0)
      effects.push(t('combat.speedBonus', { count: combat?.speedBonus[ship] ?? 0 }));
    if ((combat?.diceBonus[ship] ?? 0) > 0)
      effects.push(t('combat.diceBonus', { count: combat?.diceBonus[ship] ?? 0 }));
    if (combat?.boardingCard.includes(ship)) effects.push(t('combat.mayBoard'));
    if (combat?.hit.includes(ship)) effects.push(t('combat.hit'));
    if (seat.mastercraft)
      effects.push(
        t('combat.mastercraft', {
          section: seat.mastercraft.section,
          damaged: seat.mastercraft.damaged ? 'yes' : 'no',
        }),
      );
    if (seat.parrot)
      effects.push(t('combat.parrot', { card: cardName(seat.parrot.card, words), hits: seat.parrot.hits }));
    return (
      <li className={current ? 'pc-combatant current' : 'pc-combatant'} data-ship={ship}>
        <PieceIcon kind="ship" colour={seat.colour} size={26} />
        <span className="pc-combatant-name">
          {shipSubject(ship, words)}
          {current ? <span className="pc-acting"> {t('combat.toAct')}</span> : null}
        </span>
        <span className="pc-combatant-stats">
          {t('combat.stats', { speed: seat.speed, dice: seat.dice })}
        </span>
        <SectionValues values={playerValues(seat)} />
        {effects.length > 0 ? <span className="pc-effects">{effects.join(' · ')}</span> : null}
      </li>
    );
  }
  const npc = npcShip(view, ship);
  if (!npc) return null;
  return (
    <li className={current ? 'pc-combatant npc current' : 'pc-combatant npc'} data-ship={ship}>
      <PieceIcon kind={npc.kind} size={26} />
      <span className="pc-combatant-name">
        {shipSubject(ship, words)}
        {npc.fame !== null ? (
          <span className="muted"> {t('combat.fameToShare', { fame: npc.fame * 2 })}</span>
        ) : null}
      </span>
      <span className="pc-combatant-stats">
        {npc.speed !== null
          ? t('combat.stats', { speed: npc.speed, dice: npc.dice })
          : t('combat.firesLast', { dice: npc.dice })}
      </span>
      <SectionValues values={hitsToSink(npc)} label={t('combat.hitsToSink')} />
      {view.combat?.grappled.includes(ship) ? (
        <span className="pc-effects">{t('combat.grappled')}</span>
      ) : null}
    </li>
  );
}

export function CombatPanel({
  view,
  words,
  report,
}: {
  view: PiratesCoveView;
  words: Words;
  report: Report;
}) {
  const t = useTranslations('piratesCove');
  const combat = view.combat;
  return (
    <section className="panel pc-combat" aria-labelledby="pc-combat-title" data-testid="combat">
      <h3 id="pc-combat-title">
        {combat
          ? t('combat.title', {
              ...islandArgs(combat.island, words),
              stage: combat.stage,
              round: combat.round,
            })
          : t('combat.noTitle')}
      </h3>
      {combat ? (
        <CombatShips combat={combat} view={view} words={words} />
      ) : (
        <p className="muted small">{t('combat.none')}</p>
      )}
      <BattleReport report={report} />
    </section>
  );
}

function CombatShips({
  combat,
  view,
  words,
}: {
  combat: NonNullable<PiratesCoveView['combat']>;
  view: PiratesCoveView;
  words: Words;
}) {
  const t = useTranslations('piratesCove');
  const ordered = [
    ...combat.order.filter((ship) => combat.ships.includes(ship)),
    ...combat.ships.filter((ship) => !combat.order.includes(ship)),
  ];
  return (
    <>
      <ol className="pc-combatants" aria-label={t('combat.ships')}>
        {ordered.map((ship) => (
          <ShipRow
            key={ship}
            view={view}
            ship={ship}
            words={words}
            current={combat.prompt === null && combat.current === ship}
          />
        ))}
      </ol>
      {combat.volleys.length > 0 ? (
        <p className="small">
          {t('combat.volleys', {
            cards: listOf(
              combat.volleys.map((card) => cardName(card, words)),
              words.locale,
            ),
          })}
        </p>
      ) : null}
      {combat.prompt ? (
        <p className="pc-prompt-note" data-testid="prompt-note">
          {promptText(combat.prompt, words)}
        </p>
      ) : null}
    </>
  );
}

const Step = memo(function Step({ step, focused }: { step: ReportStep; focused: boolean }) {
  return (
    <li
      className={`pc-step ${step.kind}${focused ? ' focused' : ''}`}
      data-seq={step.seq}
      data-kind={step.kind}
    >
      <span className="pc-step-title">{step.title}</span>
      {step.rolls.length > 0 ? (
        <span className="pc-step-rolls">
          {step.rolls.map((roll, i) => (
            <span key={i} className="pc-roll">
              {roll.label ? <span className="pc-roll-label">{roll.label}</span> : null}
              <DiceRow dice={roll.dice} hitOn={roll.hitOn} />
            </span>
          ))}
          {step.outcome ? <span className="pc-step-outcome">{step.outcome}</span> : null}
        </span>
      ) : null}
      {step.notes.length > 0 ? (
        <ul className="pc-step-notes">
          {step.notes.map((note, i) => (
            <li key={i}>{note}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
});

/** The turn's dice, one step at a time: the newest is focused unless the reader steps back. */
const BattleReport = memo(function BattleReport({ report }: { report: Report }) {
  const t = useTranslations('piratesCove');
  const [focus, setFocus] = useState<number | null>(null);
  const count = report.steps.length;
  const focused = focus === null || focus >= count ? count - 1 : focus;
  const box = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = box.current;
    const item = element?.querySelector<HTMLElement>('.pc-step.focused');
    if (element && item)
      element.scrollTop = Math.max(0, item.offsetTop - element.offsetTop - element.clientHeight / 2);
  }, [focused, count]);
  return (
    <div className="pc-report" data-testid="battle-report">
      <div className="pc-report-bar">
        <span className="small muted">
          {count === 0
            ? t('report.empty')
            : t('report.position', {
                known: report.turn === null ? 'no' : 'yes',
                turn: report.turn ?? 0,
                step: focused + 1,
                count,
              })}
        </span>
        <span className="pc-report-buttons">
          <button
            type="button"
            className="button secondary small"
            disabled={focused <= 0}
            onClick={() => setFocus(Math.max(0, focused - 1))}
            aria-label={t('report.previous')}
          >
            ◀
          </button>
          <button
            type="button"
            className="button secondary small"
            disabled={focused >= count - 1}
            onClick={() => setFocus(focused + 1 >= count - 1 ? null : focused + 1)}
            aria-label={t('report.next')}
          >
            ▶
          </button>
          <button
            type="button"
            className="button secondary small"
            disabled={focus === null}
            onClick={() => setFocus(null)}
          >
            {t('report.latest')}
          </button>
        </span>
      </div>
      <ol className="pc-steps" ref={box} tabIndex={0} aria-label={t('report.label')} aria-live="off">
        {report.steps.map((step, i) => (
          <Step key={step.key} step={step} focused={i === focused} />
        ))}
      </ol>
    </div>
  );
});
