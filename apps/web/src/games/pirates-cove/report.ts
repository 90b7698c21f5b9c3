import type { PiratesCoveEventBody } from '@brethren/engine/pirates-cove';
import type { Translator } from '@/i18n/translator';
import type { LogEntry } from '@/lib/api/types';
import { RULE } from './data';
import {
  describeEvent,
  duelResult,
  fleeOutcome,
  islandArgs,
  legendMovedText,
  newLogContext,
  pistolTexts,
  sectionOf,
  shipSubject,
  testOutcome,
  type LogContext,
  type Words,
} from './describe';
import { person } from '../shared/words';

/**
 * The battle report: a turn's dice told step by step from the log's events. Every roll (a shot, a
 * flight, a boarding exchange, a duel round, a pistol exchange, a solo test, a Legendary Pirate's
 * course) starts a step; what follows from it (absorbed hits, sections lost, ships defeated, fame)
 * is listed under it.
 */
export interface DiceRoll {
  readonly label: string | null;
  readonly dice: readonly number[];
  /** Dice at or above count as hits (drawn red); null: no hits to count. */
  readonly hitOn: number | null;
}

export interface ReportStep {
  readonly key: string;
  readonly seq: number;
  readonly kind: 'shot' | 'flee' | 'boarding' | 'duel' | 'pistols' | 'test' | 'course' | 'note';
  readonly title: string;
  readonly rolls: readonly DiceRoll[];
  readonly outcome: string | null;
  readonly notes: readonly string[];
}

export interface Report {
  readonly turn: number | null;
  readonly steps: readonly ReportStep[];
}

const ROLLS: ReadonlySet<string> = new Set([
  'shotFired',
  'shipFled',
  'boardingRoll',
  'duelRound',
  'pistolExchange',
  'soloTest',
  'legendMoved',
]);

/** Events that belong in the report at all. */
const REPORTED: ReadonlySet<string> = new Set([
  ...ROLLS,
  'combatStarted',
  'combatEnded',
  'navyArrived',
  'battleCardPlayed',
  'roundStarted',
  'volleyPlayed',
  'hitAbsorbed',
  'sectionHit',
  'shipDefeated',
  'legendDefeated',
  'fortTaken',
  'boardingDeclared',
  'boardingWon',
  'boardingDeclined',
  'duelChallenged',
  'duelRefused',
  'duelAccepted',
  'weaponsRevealed',
  'duelEnded',
  'shipsSwapped',
  'buriedUnderFire',
]);

/** Consequences hang under the roll before them. */
const CONSEQUENCES: ReadonlySet<string> = new Set([
  'hitAbsorbed',
  'sectionHit',
  'shipDefeated',
  'legendDefeated',
  'fortTaken',
  'boardingWon',
  'duelEnded',
]);

/** The report of the latest turn that had any dice or battle in it. */
export function battleReport(log: readonly LogEntry<PiratesCoveEventBody>[], words: Words): Report {
  const context = newLogContext();
  // The setup starts the first turn, and its events are not in the log: what comes before the
  // log's first `turnStarted` is turn 1's, if the log starts at the first action.
  let current: { turn: number | null; steps: ReportStep[] } = {
    turn: log[0]?.seq === 1 ? 1 : null,
    steps: [],
  };
  let shown = current;
  /** The notes of the latest roll, while its consequences may follow. */
  let notes: string[] | null = null;
  for (const entry of log) {
    for (const [index, event] of entry.events.entries()) {
      const text = describeEvent(event, words, context);
      if (event.type === 'turnStarted') {
        current = { turn: event.turn, steps: [] };
        notes = null;
        continue;
      }
      if (!REPORTED.has(event.type) || text === null) continue;
      if (current.steps.length === 0) shown = current;
      const key = `${entry.seq}-${index}`;
      if (ROLLS.has(event.type)) {
        const step = rollStep(event, words, context, key, entry.seq, text);
        if (!step) continue;
        const own: string[] = [];
        current.steps.push({ ...step, notes: own });
        notes = own;
      } else if (CONSEQUENCES.has(event.type) && notes) {
        notes.push(text);
      } else {
        notes = null;
        current.steps.push({
          key,
          seq: entry.seq,
          kind: 'note',
          title: text,
          rolls: [],
          outcome: null,
          notes: [],
        });
      }
    }
  }
  return { turn: shown.turn, steps: shown.steps };
}

function rollStep(
  event: PiratesCoveEventBody,
  words: Words,
  context: LogContext,
  key: string,
  seq: number,
  text: string,
): Omit<ReportStep, 'notes'> | null {
  const t: Translator<'piratesCove'> = words.t;
  switch (event.type) {
    case 'shotFired':
      return {
        key,
        seq,
        kind: 'shot',
        title: t('report.shot', {
          ship: shipSubject(event.ship, words, context),
          target: sectionOf(event.target, event.section, words, context),
        }),
        rolls: [{ label: null, dice: event.dice, hitOn: event.hitOn }],
        outcome: t('report.hits', { hits: event.hits, hitOn: event.hitOn }),
      };
    case 'shipFled':
      return {
        key,
        seq,
        kind: 'flee',
        title: t('report.flee', person(event.seat, words, 'seat')),
        rolls: [{ label: null, dice: [event.die], hitOn: null }],
        outcome: fleeOutcome(event.mutiny, words),
      };
    case 'boardingRoll':
      return {
        key,
        seq,
        kind: 'boarding',
        title: t('report.boarding', person(event.seat, words, 'seat')),
        rolls: [{ label: null, dice: event.dice, hitOn: RULE.hitOn }],
        outcome: t('report.boardingHits', { hits: event.hits }),
      };
    case 'duelRound': {
      const duel = context.duel;
      const names = duel
        ? [duel.challenger, duel.challenged].map((seat) => shipSubject(seat, words, context))
        : [t('report.challenger'), t('report.challenged')];
      return {
        key,
        seq,
        kind: 'duel',
        title: t('report.duelRound'),
        rolls: [
          ...event.dice.map((roll, i) => ({ label: names[i] ?? null, dice: roll, hitOn: null })),
          ...(event.tieBreak.length > 0
            ? [{ label: t('report.tieBreak'), dice: event.tieBreak, hitOn: null }]
            : []),
        ],
        outcome: duelResult(event.winner, words),
      };
    }
    case 'pistolExchange':
      return {
        key,
        seq,
        kind: 'pistols',
        title: t('report.pistols', { hitOn: event.hitOn }),
        rolls: event.rolls.map((roll) => ({
          label: shipSubject(roll.seat, words, context),
          dice: roll.dice,
          hitOn: event.hitOn,
        })),
        outcome: t('report.pistolsOutcome', pistolTexts(event, words, context)),
      };
    case 'soloTest':
      return {
        key,
        seq,
        kind: 'test',
        title: t('report.test', islandArgs(event.island, words)),
        rolls:
          event.dice.length > 0
            ? [{ label: null, dice: event.dice, hitOn: event.island === 2 ? null : 6 }]
            : [],
        outcome: testOutcome(event, words),
      };
    case 'legendMoved':
      if (event.dice.length === 0) return { key, seq, kind: 'course', title: text, rolls: [], outcome: null };
      return {
        key,
        seq,
        kind: 'course',
        title: legendMovedText(event, words, context, false),
        rolls: [{ label: null, dice: event.dice, hitOn: null }],
        outcome: null,
      };
    default:
      return null;
  }
}
