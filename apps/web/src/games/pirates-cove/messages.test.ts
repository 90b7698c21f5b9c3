import {
  piratesCove,
  piratesCoveData,
  type PiratesCoveAction,
  type PiratesCoveState,
  type PiratesCoveView,
} from '@brethren/engine/pirates-cove';
import { createTranslator, type Messages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/i18n/locales';
import type { Translator } from '@/i18n/translator';
import { loadMessagesSync } from '@/testing/messages';
import { promptText } from './Combat';
import { describeAction, describeEvent, legendTitle, newLogContext, type Words } from './describe';
import { battleReport } from './report';
import { turnText } from './turnText';
import {
  logFor,
  mostlyBot,
  newTypesFirst,
  positions,
  type Choose,
  type Setup,
} from '../shared/testing/played';
import { NAMES } from './testing/positions';

/**
 * Every event the engine can emit and every action it can offer has its own words in every
 * language: described from real games (seeded playouts of every variant and option), no message
 * missing or failing to format, no key or argument shown raw.
 */

type Choice = Choose<PiratesCoveState, PiratesCoveAction, PiratesCoveView>;
const bot: Choice = mostlyBot('heuristic', 3);
const fresh = newTypesFirst as Choice;

/** A player who goes for these actions whenever they are legal, in this order; else `otherwise`. */
function keenOn(wanted: readonly ((action: PiratesCoveAction) => boolean)[], otherwise: Choice): Choice {
  return (input) => {
    for (const test of wanted) {
      const found = input.legal.filter(test);
      if (found.length > 0) return input.random.pick(found);
    }
    return otherwise(input);
  };
}
const is =
  (type: PiratesCoveAction['type']) =>
  (action: PiratesCoveAction): boolean =>
    action.type === type;
/** Boards, challenges and fights duels with pistols. */
const duellist = keenOn(
  [
    is('boardShip'),
    is('challengeDuel'),
    (action) => action.type === 'acceptDuel' && action.weapon === 'pistols',
    is('pistolMove'),
  ],
  bot,
);
/** Spends nothing until a New Route card is for sale. */
const saver = keenOn([is('buyNewRoute'), is('endShopping'), is('finishUpgrades')], bot);
/** Buys every Tavern card it can and takes cards at the Cove, so that the deck runs out. */
const collector = keenOn(
  [is('buyTavernCard'), (action) => action.type === 'coveReward' && action.reward === 'twoCards', is('flee')],
  bot,
);

/** Seeded games of every variant, with every option somewhere. */
const GAMES: readonly { setup: Setup; choose: Choice; choices?: string }[] = [
  ...['a', 'b', 'c'].map((seed) => ({
    setup: {
      players: 3,
      seed: `words-duels-${seed}`,
      options: { shortGame: true, duelWeapons: true, pistols: true, shipSwap: true, preGameShopping: true },
    },
    choose: bot,
  })),
  ...['a', 'b'].map((seed) => ({
    setup: {
      players: 2,
      seed: `words-duel-${seed}`,
      options: { duelWeapons: true, pistols: true, shipSwap: true, preGameShopping: true },
    },
    choose: fresh,
  })),
  ...['a', 'b'].map((seed) => ({
    setup: { players: 2, seed: `words-rudi-${seed}`, options: { variant: 'rudi' } },
    choose: seed === 'a' ? bot : fresh,
  })),
  {
    setup: {
      players: 4,
      seed: 'words-base',
      options: { legendMovement: 'clockwise', baseFlee: true, baseCove: true, preGameShopping: true },
    },
    choose: fresh,
  },
  { setup: { players: 5, seed: 'words-five', options: {} }, choose: bot },
  // Players who go for what chance rarely brings: pistols, a refused duel, a New Route bought, the
  // Tavern deck run out.
  {
    setup: {
      players: 2,
      seed: 'x-pistolsbot-0',
      options: { duelWeapons: true, pistols: true, preGameShopping: true },
    },
    choose: duellist,
    choices: 'c-pistolsbot-0',
  },
  {
    setup: { players: 3, seed: 'x-saver-3', options: { preGameShopping: true } },
    choose: saver,
    choices: 'c-saver-3',
  },
  {
    setup: { players: 5, seed: 'x-collector-1', options: { preGameShopping: true } },
    choose: keenOn([is('buyTavernCard')], bot),
    choices: 'c-collector-1',
  },
  {
    setup: { players: 5, seed: 'x-collector2-0', options: { preGameShopping: true } },
    choose: collector,
    choices: 'c-collector2-0',
  },
  ...(['grid', 'twoTurns'] as const).map((soloMovement) => ({
    setup: { players: 1, seed: `words-solo-${soloMovement}`, options: { soloMovement } },
    choose: bot,
  })),
  { setup: { players: 1, seed: 'words-solo-wander', options: { soloMovement: 'grid' } }, choose: fresh },
];

function strictTranslator(locale: Locale) {
  const problems: string[] = [];
  const t = createTranslator({
    locale,
    messages: loadMessagesSync(locale) as Messages,
    namespace: 'piratesCove',
    onError: (error) => problems.push(error.message),
    getMessageFallback: ({ key }) => `⟦${key}⟧`,
  }) as unknown as Translator<'piratesCove'>;
  return { t, problems };
}

/** Text that shows a message went wrong: a fallback, a key, an argument left raw, a value unset. */
const BROKEN = /⟦|piratesCove\.|\{|\}|undefined|NaN|\[object|null/;

const played = GAMES.map(({ setup, choose, choices = `${setup.seed}/choices` }) =>
  positions(piratesCove, setup, { choices, choose, everySeat: true }),
);

describe.each(LOCALES)('Pirate’s Cove in %s', (locale) => {
  const { t, problems } = strictTranslator(locale);
  const words = (view: PiratesCoveView, viewer: number | null): Words => ({
    view,
    names: NAMES.slice(0, view.players),
    viewer,
    t,
    locale,
  });

  it('words every event of real games, for a player and for a spectator', () => {
    const seen = new Set<string>();
    const bad: string[] = [];
    played.forEach(({ played: game }) => {
      for (const viewer of [0, null]) {
        const view = piratesCove.view(game.state, viewer);
        const context = newLogContext();
        for (const entry of logFor(game.entries, viewer))
          for (const event of entry.events) {
            seen.add(event.type);
            const text = describeEvent(event, words(view, viewer), context);
            if (text === null || BROKEN.test(text)) bad.push(`${event.type}: ${String(text)}`);
          }
        for (const step of battleReport(logFor(game.entries, viewer), words(view, viewer)).steps)
          for (const text of [
            step.title,
            step.outcome ?? '',
            ...step.notes,
            ...step.rolls.map((r) => r.label ?? ''),
          ])
            if (BROKEN.test(text)) bad.push(`report ${step.kind}: ${text}`);
      }
    });
    expect(bad).toEqual([]);
    expect(problems).toEqual([]);
    expect(piratesCove.eventTypes.filter((type) => !seen.has(type))).toEqual([]);
  });

  it('words every legal action, every turn bar and every prompt met in real games', () => {
    const seen = new Set<string>();
    const bad: string[] = [];
    for (const { positions: found } of played)
      for (const position of found) {
        const view = piratesCove.view(position.state, position.seat);
        const w = words(view, position.seat);
        const texts = [turnText(view, w, true, piratesCove.activeSeats(position.state))];
        if (view.combat?.prompt) texts.push(promptText(view.combat.prompt, w));
        for (const action of position.actions) {
          seen.add(action.type);
          texts.push(describeAction(action, w));
        }
        for (const text of texts) if (BROKEN.test(text)) bad.push(text);
      }
    expect(bad).toEqual([]);
    expect(problems).toEqual([]);
    expect(piratesCove.actionTypes.filter((type) => !seen.has(type))).toEqual([]);
  });

  it('names every Legendary Pirate and the Royal Navy', () => {
    for (const card of [...piratesCoveData.LEGENDARY_PIRATES, piratesCoveData.ROYAL_NAVY])
      expect(legendTitle(card.name, { t, locale })).not.toMatch(BROKEN);
    expect(problems).toEqual([]);
  });
});
