import type { LogEntry } from '@/lib/api/types';
import {
  describeEvent,
  islandLabel,
  newLogContext,
  sectionName,
  shipPossessive,
  shipSubject,
  type LogContext,
  type Words,
} from './describe';

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

type Event = LogEntry['events'][number];

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

function plural(count: number, one: string): string {
  return `${count} ${one}${count === 1 ? '' : 's'}`;
}

/** The report of the latest turn that had any dice or battle in it. */
export function battleReport(log: readonly LogEntry[], words: Words): Report {
  const context = newLogContext();
  let current: { turn: number | null; steps: ReportStep[] } = { turn: null, steps: [] };
  let shown = current;
  /** The notes of the latest roll, while its consequences may follow. */
  let notes: string[] | null = null;
  for (const entry of log) {
    for (let index = 0; index < entry.events.length; index++) {
      const event = entry.events[index] as Event;
      const text = describeEvent(event, words, context);
      if (event.type === 'turnStarted') {
        current = { turn: Number(event['turn'] ?? 0), steps: [] };
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
  event: Event,
  words: Words,
  context: LogContext,
  key: string,
  seq: number,
  text: string,
): Omit<ReportStep, 'notes'> | null {
  const num = (name: string) => Number(event[name] ?? 0);
  const dice = (name: string) => (event[name] as number[] | undefined) ?? [];
  switch (event.type) {
    case 'shotFired': {
      const hits = num('hits');
      return {
        key,
        seq,
        kind: 'shot',
        title: `${shipSubject(num('ship'), words, context)} → ${shipPossessive(num('target'), words, context)} ${sectionName(String(event['section']))}`,
        rolls: [{ label: null, dice: dice('dice'), hitOn: num('hitOn') }],
        outcome: `${hits === 0 ? 'no hits' : plural(hits, 'hit')} (${num('hitOn')}+)`,
      };
    }
    case 'shipFled':
      return {
        key,
        seq,
        kind: 'flee',
        title: `${shipSubject(num('seat'), words, context)} flee${num('seat') === words.viewer ? '' : 's'} to Pirate’s Cove`,
        rolls: [{ label: null, dice: [num('die')], hitOn: null }],
        outcome: text.replace(/^.*?: die \d+ — /, '').replace(/\.$/, ''),
      };
    case 'boardingRoll':
      return {
        key,
        seq,
        kind: 'boarding',
        title: `Boarding: ${shipSubject(num('seat'), words, context)} attack${num('seat') === words.viewer ? '' : 's'}`,
        rolls: [{ label: null, dice: dice('dice'), hitOn: 5 }],
        outcome: num('hits') === 0 ? 'no hits' : plural(num('hits'), 'hit'),
      };
    case 'duelRound': {
      const rounds = (event['dice'] as number[][] | undefined) ?? [];
      const duel = context.duel;
      const names = duel
        ? [duel.challenger, duel.challenged].map((seat) => shipSubject(seat, words, context))
        : ['Challenger', 'Challenged'];
      const tieBreak = dice('tieBreak');
      const winner = event['winner'];
      return {
        key,
        seq,
        kind: 'duel',
        title: 'Duel round',
        rolls: [
          ...rounds.map((roll, i) => ({ label: names[i] ?? null, dice: roll, hitOn: null })),
          ...(tieBreak.length > 0 ? [{ label: 'tie-break', dice: tieBreak, hitOn: null }] : []),
        ],
        outcome:
          typeof winner === 'number'
            ? `${shipSubject(winner, words, context)} win${winner === words.viewer ? '' : 's'} the round`
            : 'a tie',
      };
    }
    case 'pistolExchange': {
      const rolls = (event['rolls'] as { seat: number; dice: number[]; hit: boolean }[] | undefined) ?? [];
      const hitOn = num('hitOn');
      return {
        key,
        seq,
        kind: 'pistols',
        title: `Pistols (hit on ${hitOn}+)`,
        rolls: rolls.map((roll) => ({
          label: shipSubject(roll.seat, words, context),
          dice: roll.dice,
          hitOn,
        })),
        outcome: text.replace(/^Pistols \(hit on \d\+\): /, '').replace(/\.$/, ''),
      };
    }
    case 'soloTest':
      return {
        key,
        seq,
        kind: 'test',
        title: `${islandLabel(num('island'))} test`,
        rolls:
          dice('dice').length > 0
            ? [{ label: null, dice: dice('dice'), hitOn: num('island') === 2 ? null : 6 }]
            : [],
        outcome: text.replace(/^.*? — /, '').replace(/\.$/, ''),
      };
    case 'legendMoved':
      if (dice('dice').length === 0)
        return { key, seq, kind: 'course', title: text, rolls: [], outcome: null };
      return {
        key,
        seq,
        kind: 'course',
        title: text.replace(/ \(dice? [\d, ]+\)\.$/, '.'),
        rolls: [{ label: null, dice: dice('dice'), hitOn: null }],
        outcome: null,
      };
    default:
      return null;
  }
}
