'use client';

import type { PiratesCoveView } from '@brethren/engine';
import { memo, useEffect, useRef, useState } from 'react';
import { LEGEND_SHIP } from './data';
import { cardName, islandLabel, possessive, who, whom, type Words } from './describe';
import { DiceRow, PieceIcon, SectionValues } from './Pieces';
import type { Report, ReportStep } from './report';
import { sameProps } from '../shared/sameProps';
import { hitsToSink, npcShip, playerValues } from './ships';

/**
 * The combat view: the ships in the fight in speed order with their strength and the battle cards
 * in force, who acts now, any boarding or duel under way, and the battle report (the turn's dice,
 * step by step, from the log).
 */

type Prompt = NonNullable<NonNullable<PiratesCoveView['combat']>['prompt']>;

/** What a combat prompt waits for, in words, for whoever reads it. */
export function promptText(prompt: Prompt, words: Words): string {
  switch (prompt.kind) {
    case 'boardChoice':
      return `${who(prompt.attacker, words)} shot away ${possessive(prompt.defender, words)} sails: board her (crew against crew, the loser hands over all gold and treasure), or let her limp to Pirate’s Cove?`;
    case 'challenge':
      return `${who(prompt.attacker, words)} ${prompt.attacker === words.viewer ? 'are' : 'is'} boarding ${possessive(prompt.defender, words)} ship: ${whom(prompt.defender, words)} may challenge the captain to a duel, or fight the boarding crew against crew.`;
    case 'duelAnswer':
      return `${who(prompt.defender, words)} challenge${prompt.defender === words.viewer ? '' : 's'} ${whom(prompt.attacker, words)} to a duel: ${whom(prompt.attacker, words)} may accept, or refuse at −2 fame and board anyway.`;
    case 'weapons': {
      const [challenger, challenged] = prompt.chosen;
      const mine = prompt.mine ? ` You chose the ${prompt.mine}.` : '';
      return `Duel: both captains choose a weapon in secret (${whom(prompt.defender, words)} ${challenger ? 'has chosen' : 'is choosing'}, ${whom(prompt.attacker, words)} ${challenged ? 'has chosen' : 'is choosing'}).${mine}`;
    }
    case 'pistols': {
      const [challenger, challenged] = prompt.chosen;
      const mine = prompt.mine ? ` You chose to ${prompt.mine}.` : '';
      return `Pistols, hits on ${prompt.hitOn}+: both captains choose in secret to shoot or wait (${whom(prompt.defender, words)} ${challenger ? 'has chosen' : 'is choosing'}, ${whom(prompt.attacker, words)} ${challenged ? 'has chosen' : 'is choosing'}).${mine}`;
    }
    case 'swap':
      return `${who(prompt.winner, words)} won: swap ships with ${whom(prompt.loser, words)} (sails, cannons and hull change hands; crew, cards and cargo stay), or keep ${prompt.winner === words.viewer ? 'yours' : 'theirs'}?`;
    case 'buryUnderFire':
      return `${who(prompt.seat, words)} ${prompt.seat === words.viewer ? 'were' : 'was'} fired at on Treasure Island: bury a treasure or 3 gold for 1 fame?`;
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
  const combat = view.combat;
  if (ship < LEGEND_SHIP) {
    const seat = view.seats[ship];
    if (!seat) return null;
    const effects: string[] = [];
    if (combat?.grappled.includes(ship)) effects.push('grappled');
    if ((combat?.speedBonus[ship] ?? 0) > 0) effects.push(`+${combat?.speedBonus[ship]} speed`);
    if ((combat?.diceBonus[ship] ?? 0) > 0) effects.push(`+${combat?.diceBonus[ship]} die`);
    if (combat?.boardingCard.includes(ship)) effects.push('may board');
    if (combat?.hit.includes(ship)) effects.push('hit');
    if (seat.mastercraft)
      effects.push(`Mastercraft ${seat.mastercraft.section}${seat.mastercraft.damaged ? ' (tilted)' : ''}`);
    if (seat.parrot)
      effects.push(
        `${cardName(seat.parrot.card)}’s parrot${seat.parrot.hits ? ` ${seat.parrot.hits}/2` : ''}`,
      );
    return (
      <li className={current ? 'pc-combatant current' : 'pc-combatant'} data-ship={ship}>
        <PieceIcon kind="ship" colour={seat.colour} size={26} />
        <span className="pc-combatant-name">
          {who(ship, words)}
          {current ? <span className="pc-acting"> — to act</span> : null}
        </span>
        <span className="pc-combatant-stats">
          speed {seat.speed} · dice {seat.dice}
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
        {npc.name}
        {npc.fame !== null ? <span className="muted"> ({npc.fame * 2} fame to share)</span> : null}
      </span>
      <span className="pc-combatant-stats">
        {npc.speed !== null ? `speed ${npc.speed} · ` : 'fires last · '}dice {npc.dice}
      </span>
      <SectionValues values={hitsToSink(npc)} label="hits to sink" />
      {view.combat?.grappled.includes(ship) ? <span className="pc-effects">grappled</span> : null}
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
  const combat = view.combat;
  return (
    <section className="panel pc-combat" aria-labelledby="pc-combat-title" data-testid="combat">
      <h3 id="pc-combat-title">
        {combat
          ? `Battle at ${islandLabel(combat.island)} — ${combat.stage === 'battle' ? 'battle cards' : `round ${combat.round}`}`
          : 'Battles'}
      </h3>
      {combat ? (
        <CombatShips combat={combat} view={view} words={words} />
      ) : (
        <p className="muted small">No battle under way.</p>
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
  const ordered = [
    ...combat.order.filter((ship) => combat.ships.includes(ship)),
    ...combat.ships.filter((ship) => !combat.order.includes(ship)),
  ];
  return (
    <>
      <ol className="pc-combatants" aria-label="Ships in the fight, fastest first">
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
        <p className="small">Volleys for this shot: {combat.volleys.map(cardName).join(', ')}.</p>
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
}, sameProps);

/** The turn's dice, one step at a time: the newest is focused unless the reader steps back. */
const BattleReport = memo(function BattleReport({ report }: { report: Report }) {
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
            ? 'No dice rolled yet.'
            : `Turn ${report.turn ?? '–'}: step ${focused + 1} of ${count}`}
        </span>
        <span className="pc-report-buttons">
          <button
            type="button"
            className="button secondary small"
            disabled={focused <= 0}
            onClick={() => setFocus(Math.max(0, focused - 1))}
            aria-label="Previous step"
          >
            ◀
          </button>
          <button
            type="button"
            className="button secondary small"
            disabled={focused >= count - 1}
            onClick={() => setFocus(focused + 1 >= count - 1 ? null : focused + 1)}
            aria-label="Next step"
          >
            ▶
          </button>
          <button
            type="button"
            className="button secondary small"
            disabled={focus === null}
            onClick={() => setFocus(null)}
          >
            Latest
          </button>
        </span>
      </div>
      <ol className="pc-steps" ref={box} tabIndex={0} aria-label="Battle report" aria-live="off">
        {report.steps.map((step, i) => (
          <Step key={step.key} step={step} focused={i === focused} />
        ))}
      </ol>
    </div>
  );
}, sameProps);
