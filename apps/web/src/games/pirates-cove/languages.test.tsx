import {
  piratesCove,
  piratesCoveData,
  type PiratesCoveAction,
  type PiratesCoveEventBody,
} from '@brethren/engine/pirates-cove';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { markedMessages } from '@/i18n/testLocale';
import { IntlWrapper, messages, testTranslator } from '@/testing/intl';
import { describeAction, describeEvent, type Words } from './describe';
import { PiratesCoveTable } from './PiratesCoveTable';
import { logFor, mostlyBot, positions } from '../shared/testing/played';
import { NAMES } from './testing/positions';

/**
 * The table in Italian and in French: drawn from a real game in the middle of a battle, and a few
 * of its log lines and buttons quoted as each language says them.
 */

const NBSP = '\u00a0';

/** A 3-player game with duels, to the first battle where seat 0 is to fire. */
const game = positions(
  piratesCove,
  {
    players: 3,
    seed: 'words-duels-a',
    options: { shortGame: true, duelWeapons: true, pistols: true, shipSwap: true, preGameShopping: true },
  },
  { choices: 'words-duels-a/choices', choose: mostlyBot('heuristic', 3) as never, everySeat: true },
);
const firing = game.positions.find(
  (position) => position.seat === 0 && position.actions.some((action) => action.type === 'fire'),
)!;

type Found = (typeof game.positions)[number];

function table(
  wrapper: (props: { children: ReactNode }) => ReactNode,
  position: Found = firing,
  live = true,
  viewer: number | null = position.seat,
) {
  const players = piratesCove.view(position.state, null).players;
  return render(
    <PiratesCoveTable
      view={piratesCove.view(position.state, viewer)}
      names={NAMES.slice(0, players)}
      viewerSeat={viewer}
      legalActions={live ? position.actions : []}
      activeSeats={piratesCove.activeSeats(position.state)}
      log={logFor(position.entries, viewer)}
      live={live}
      busy={false}
      onAct={vi.fn()}
    />,
    { wrapper },
  );
}

const inLocale = (locale: Locale) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <IntlWrapper locale={locale}>{children}</IntlWrapper>;
  };

function wordsIn(locale: Locale): Words {
  return {
    view: piratesCove.view(firing.state, 0),
    names: NAMES.slice(0, 3),
    viewer: 0,
    t: testTranslator('piratesCove', locale),
    locale,
  };
}

const { NAVY } = piratesCoveData;

/** The same lines and buttons in each language, as a player reads them at seat 0. */
const QUOTES: Readonly<
  Record<Locale, { events: [PiratesCoveEventBody, string][]; actions: [PiratesCoveAction, string][] }>
> = {
  en: {
    events: [
      [{ type: 'turnStarted', turn: 1, firstPlayer: 0 }, 'Turn 1 begins: you are the first player.'],
      [
        { type: 'shotFired', ship: NAVY, target: 0, section: 'hull', dice: [5, 2], hitOn: 5, hits: 1 },
        'The Royal Navy fired at your hull: 5 and 2 — 1 hit (hits on 5+).',
      ],
      [{ type: 'sectionHit', ship: 1, section: 'sails', level: -1 }, 'bob’s sails are shot away!'],
      [{ type: 'duelChallenged', challenger: 1, challenged: 0 }, 'bob challenged you to a duel!'],
    ],
    actions: [
      [{ type: 'setCourse', island: 3 }, 'Set course for 3 · Sail Island'],
      [{ type: 'fire', target: 1, section: 'crew' }, 'Fire at bob’s crew'],
      [{ type: 'bury', treasures: 2, gold: 3 }, 'Bury 2 treasures and 3 gold (+3 fame)'],
    ],
  },
  it: {
    events: [
      [{ type: 'turnStarted', turn: 1, firstPlayer: 0 }, 'Inizia il turno 1: il primo giocatore sei tu.'],
      [
        { type: 'shotFired', ship: NAVY, target: 0, section: 'hull', dice: [5, 2], hitOn: 5, hits: 1 },
        'La Flotta Reale ha sparato contro il tuo Scafo: 5 e 2 — 1 colpo a segno (a segno con 5+).',
      ],
      [{ type: 'sectionHit', ship: 1, section: 'sails', level: -1 }, 'Le Vele di bob sono distrutte!'],
      [{ type: 'duelChallenged', challenger: 1, challenged: 0 }, 'bob ti ha sfidato a duello!'],
    ],
    actions: [
      [{ type: 'setCourse', island: 3 }, 'Rotta verso l’Isola delle Vele (3)'],
      [{ type: 'fire', target: 1, section: 'crew' }, 'Spara contro l’Equipaggio di bob'],
      [{ type: 'bury', treasures: 2, gold: 3 }, 'Seppellisci 2 Tesori e 3 dobloni (+3 Fama)'],
    ],
  },
  fr: {
    events: [
      [
        { type: 'turnStarted', turn: 1, firstPlayer: 0 },
        `Le tour 1 commence${NBSP}: vous êtes le premier joueur.`,
      ],
      [
        { type: 'shotFired', ship: NAVY, target: 0, section: 'hull', dice: [5, 2], hitOn: 5, hits: 1 },
        `La Marine royale a tiré sur votre coque${NBSP}: 5 et 2 — 1 coup au but (touche sur 5+).`,
      ],
      [
        { type: 'sectionHit', ship: 1, section: 'sails', level: -1 },
        `Les voiles de bob sont détruites${NBSP}!`,
      ],
      [{ type: 'duelChallenged', challenger: 1, challenged: 0 }, `bob vous a défié en duel${NBSP}!`],
    ],
    actions: [
      [{ type: 'setCourse', island: 3 }, 'Mettre le cap sur l’Île des Voiles (3)'],
      [{ type: 'fire', target: 1, section: 'crew' }, 'Tirer sur l’équipage de bob'],
      [{ type: 'bury', treasures: 2, gold: 3 }, 'Enterrer 2 trésors et 3 doublons (+3 gloire)'],
    ],
  },
};

describe.each(['en', 'it', 'fr'] as const)('log lines and buttons in %s', (locale) => {
  it('read as the language says them', () => {
    const words = wordsIn(locale);
    for (const [event, text] of QUOTES[locale].events) expect(describeEvent(event, words)).toBe(text);
    for (const [action, text] of QUOTES[locale].actions) expect(describeAction(action, words)).toBe(text);
  });
});

describe('the table in Italian and French', () => {
  it('speaks Italian', () => {
    const { container } = table(inLocale('it'));
    expect(screen.getByTestId('turn-bar').textContent).toMatch(
      /^Turno \d+ di 8 · Battaglia sull’Isola .+ \(\d\): tocca a te sparare o fuggire\.$/,
    );
    expect(screen.getByRole('heading', { name: 'Tocca a te' })).toBeTruthy();
    const fire = container.querySelectorAll('[data-testid="action-fire"]');
    expect(fire.length).toBeGreaterThan(0);
    for (const button of fire)
      expect(within(button as HTMLElement).getByTestId('action-words').textContent).toMatch(
        /^ Spara contro /,
      );
    expect(screen.getByTestId('action-flee').textContent).toBe(
      'Fuggi al Covo dei Pirati (ammutinamento con 1–2)',
    );
    const log = within(screen.getByTestId('event-log'));
    expect(log.getByText('Inizia il turno 1: il primo giocatore sei tu.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Le tue carte Taverna \(\d+\)$/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Il mare: sei isole intorno al Covo dei Pirati' })).toBeTruthy();
    expect(container.textContent).not.toMatch(/piratesCove\.|Your |Battle at|Turn \d/);
  });

  it('speaks French', () => {
    const { container } = table(inLocale('fr'));
    expect(screen.getByTestId('turn-bar').textContent).toMatch(
      new RegExp(
        `^Tour \\d+ sur 8 · Bataille sur l’Île .+ \\(\\d\\) — en attente${NBSP}: vous \\(tirer ou fuir\\)\\.$`,
      ),
    );
    expect(screen.getByRole('heading', { name: 'À vous' })).toBeTruthy();
    for (const button of container.querySelectorAll('[data-testid="action-fire"]'))
      expect(within(button as HTMLElement).getByTestId('action-words').textContent).toMatch(/^ Tirer sur /);
    expect(screen.getByTestId('action-flee').textContent).toBe(
      'Fuir au Repaire des Pirates (mutinerie sur 1–2)',
    );
    const log = within(screen.getByTestId('event-log'));
    expect(
      log.getByText(`Le tour 1 commence${NBSP}: vous êtes le premier joueur.`, {
        normalizer: (text) => text,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Vos cartes Taverne \(\d+\)$/ })).toBeTruthy();
    expect(
      screen.getByRole('group', { name: `La mer${NBSP}: six îles autour du Repaire des Pirates` }),
    ).toBeTruthy();
    expect(container.textContent).not.toMatch(/piratesCove\.|Your |Battle at|Turn \d/);
  });
});

const rudi = positions(
  piratesCove,
  { players: 2, seed: 'words-rudi-a', options: { variant: 'rudi' } },
  { choices: 'words-rudi-a/choices', choose: mostlyBot('heuristic', 3) as never, everySeat: true },
);
const solo = positions(
  piratesCove,
  { players: 1, seed: 'words-solo-grid', options: { soloMovement: 'grid' } },
  { choices: 'words-solo-grid/choices', choose: mostlyBot('heuristic', 3) as never },
);
const at = (found: typeof game, test: (position: Found) => boolean): Found => found.positions.find(test)!;
const phase = (name: string) => (position: Found) =>
  piratesCove.view(position.state, position.seat).phase === name;
/** The end of a game: its last position, with the final move made. */
const end = (found: typeof game): Found => ({
  ...found.positions.at(-1)!,
  seat: 0,
  state: found.played.state,
  entries: found.played.entries,
});

const prompted = (position: Found) => piratesCove.view(position.state, position.seat).combat?.prompt;

const SHOWN: readonly [string, Found, boolean, (number | null)?][] = [
  ['a battle, seat 0 to fire', firing, true],
  ['a battle, watched by a spectator', firing, true, null],
  ['a boarding or a duel to answer', at(game, (position) => Boolean(prompted(position))), true],
  ['courses set on the wheel', at(game, phase('navigating')), true],
  ['upgrades', at(game, phase('upgrades')), true],
  ['the end of a 3-player game', end(game), false],
  ['I rudi bucanieri: loot placed', at(rudi, phase('placing')), true],
  ['I rudi bucanieri: the end', end(rudi), false],
  ['solo on the grid', at(solo, phase('navigating')), true],
  ['the end of a solo game', end(solo), false],
];

describe('every text the table shows comes from a message (the marked test catalogue)', () => {
  const marked = markedMessages(messages);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale="en" messages={marked} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );

  it.each(SHOWN)('%s', (_, position, live, viewer = position.seat) => {
    const { container } = table(wrapper, position, live, viewer);
    // Open the list of every legal action, so that its buttons are drawn too.
    const toggle = screen.queryByTestId('all-actions-toggle');
    if (toggle) toggle.click();
    const nodes: string[] = [];
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node.textContent ?? '');
    const texts = [
      // Text node by text node: a message may span several (rich text), and the initials on the
      // fame track must not run together.
      nodes.join(' '),
      ...[...container.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label') ?? ''),
      ...[...container.querySelectorAll('[title]')].map((node) => node.getAttribute('title') ?? ''),
    ];
    const unmarked = texts
      .map((text) => {
        let rest = text;
        // Marks nest where a message carries another as an argument: peel the innermost first.
        for (let before = ''; before !== rest;) {
          before = rest;
          rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
        }
        for (const name of NAMES) rest = rest.split(name).join(' ');
        // Lists are joined by the formatter (Intl.ListFormat), in the reader's language.
        return rest.replace(/\band\b/g, ' ').trim();
      })
      .filter((rest) => /\p{L}{2,}/u.test(rest));
    expect(unmarked).toEqual([]);
  });
});
