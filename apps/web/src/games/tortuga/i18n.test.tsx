import { eventsVisibleTo } from '@brethren/engine/core';
import {
  tortuga,
  type TortugaAction,
  type TortugaEventBody,
  type TortugaView,
} from '@brethren/engine/tortuga';
import { render, screen, within } from '@testing-library/react';
import { createTranslator, type Messages } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/locales';
import type { Translator } from '@/i18n/translator';
import { IntlWrapper, testTranslator } from '@/testing/intl';
import { loadMessagesSync } from '@/testing/messages';
import { describeAction, describeEvent, standing, type Words } from './describe';
import { turnText } from './turnText';
import { optionText, type OptionMessages } from '../shared/optionText';
import {
  NAMES,
  OPTION_SETS,
  positions,
  tableProps,
  wholeGame,
  wordsFor,
  type Position,
} from './testing/positions';
import { TortugaTable } from './TortugaTable';

const LOCALES: readonly Locale[] = ['en', 'it', 'fr'];

/** French puts a (narrow) no-break space before : ; ! ? — compared here as a plain space. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** A translator that throws on a missing message or a formatting error, instead of a fallback. */
function strict(locale: Locale): Translator<'tortuga'> {
  return createTranslator({
    locale,
    messages: loadMessagesSync(locale) as Messages,
    namespace: 'tortuga',
    onError: (error) => {
      throw error;
    },
  });
}
const translators = new Map(LOCALES.map((locale) => [locale, strict(locale)]));

function strictWords(view: TortugaView, viewer: number | null, players: number, locale: Locale): Words {
  return { view, names: NAMES.slice(0, players), viewer, t: translators.get(locale)!, locale };
}

/** Text as a person reads it: no key, no ICU left over, nothing undefined. */
function expectReadable(text: string, where: string): void {
  expect(text, where).not.toMatch(/tortuga\.|[{}]|undefined|NaN|\[object|\bnull\b/);
  expect(text.trim().length, where).toBeGreaterThan(0);
}

/**
 * Events no seeded playout here reaches, made by hand: an IT-1e vote called off because the Atlantis
 * jumper's two Albatross cards emptied the ship, sudden death and its new row, and both clocks
 * running out (each told for sure, whatever the playouts chose).
 */
const RARE_EVENTS: readonly TortugaEventBody[] = [
  { type: 'voteCalledOff', seat: 1, reason: 'shipEmptied' },
  { type: 'suddenDeath', british: 3, french: 3 },
  { type: 'newEventRow', deckSize: 12, reason: 'suddenDeath' },
  { type: 'outOfTime', seat: 1, clock: 'timer' },
  { type: 'outOfTime', seat: 1, clock: 'platform' },
];

const view4 = tortuga.view(tortuga.setup({ players: 4, seed: 'words' }), 0);
const cannon = { top: 'cannon', flag: 'british', bottom: 'skull', double: false } as const;
const special = { top: 'torch', flag: 'french', bottom: 'helm', double: true } as const;

describe('Tortuga in Italian and French', () => {
  it.each([
    [
      'it',
      [
        'Sei stato abbandonato su Tortuga dal Jolly Roger a causa dell’ammutinamento.',
        'bob ha scoperto la carta in posizione 3: Pistola (costretto da te).',
        'L’attacco è riuscito: 1 cannone, 2 fiaccole, 0 acque (2 carte).',
        'Tocca a bob.',
        'cleo ha spostato la sua pedina da Tortuga sulla Scialuppa del Flying Dutchman.',
        'Vince la squadra francese: è arrivata la Spanish Armada sul 3–5 (britannici–francesi). Fedeltà: tu (Britannici), bob (Francesi), cleo (Britannici) e dirk (Francesi).',
      ],
      [
        'Guarda le carte in posizione 2 e 4',
        'Costringi cleo a scoprire la carta in posizione 1 o 3',
        'Sali sulla Scialuppa del Flying Dutchman',
        'Trafuga un tesoro dalla stiva francese a quella britannica',
        'Vota con due carte: cannone · bandiera britannica · teschio e 2 fiaccole · 2 bandiere francesi · 2 timoni',
        'Punta la Pistola su te stesso',
      ],
    ],
    [
      'fr',
      [
        'Vous avez été abandonné sur Tortuga par la mutinerie (départ du Pavillon noir).',
        'bob a révélé la carte de l’emplacement 3 : Pistolet (forcé par vous).',
        'L’attaque a réussi : 1 canon, 2 torches, 0 seau d’eau (2 cartes).',
        'Au tour de bob.',
        'cleo a déplacé son pion de Tortuga vers la barque du Hollandais volant.',
        'La France l’emporte : l’Invincible Armada est arrivée sur le score de 3–5 (Angleterre–France). Loyautés : vous (Angleterre), bob (France), cleo (Angleterre) et dirk (France).',
      ],
      [
        'Regarder les cartes des emplacements 2 et 4',
        'Forcer cleo à révéler la carte de l’emplacement 1 ou 3',
        'Monter dans la barque du Hollandais volant',
        'Déplacer un jeton Trésor de la cale de la France vers celle de l’Angleterre',
        'Voter avec deux cartes : canon · drapeau de l’Angleterre · crâne et 2 torches · 2 drapeaux de la France · 2 gouvernails',
        'Pointer le Pistolet sur vous-même',
      ],
    ],
  ] as const)('tells log lines and actions in %s', (locale, lines, actions) => {
    const words = wordsFor(view4, 0, { players: 4, locale });
    const events: TortugaEventBody[] = [
      { type: 'marooned', seat: 0, from: 'jollyRoger', cause: 'mutiny' },
      { type: 'eventRevealed', seat: 1, slot: 3, card: 'pistol', forcedBy: 0 },
      { type: 'voteRevealed', vote: 'attack', cards: [cannon, special], success: true, brawl: null },
      { type: 'turnStarted', seat: 1, number: 2, actions: 1 },
      { type: 'pirateMoved', seat: 2, from: 'tortuga', to: 'flyingDutchmanRowboat', reason: 'move', by: 2 },
      {
        type: 'gameEnded',
        winner: 'french',
        british: 3,
        french: 5,
        reason: 'armada',
        loyalties: ['british', 'french', 'british', 'french'],
      },
    ];
    expect(events.map((event) => plain(describeEvent(event, words)))).toEqual(lines);
    const played: TortugaAction[] = [
      { type: 'peek', slots: [2, 4] },
      { type: 'force', slots: [1, 3], target: 2 },
      { type: 'move', to: 'flyingDutchmanRowboat' },
      { type: 'shiftTreasure', from: 'french' },
      { type: 'vote', cards: [cannon, special] },
      { type: 'shootPirate', target: 0 },
    ];
    expect(played.map((action) => plain(describeAction(action, words)))).toEqual(actions);
    if (locale === 'fr') expect(describeEvent(events[1]!, words)).toContain('3\u00a0: Pistolet');
  });

  it('words the lobby’s options in the rulebooks’ terms', () => {
    const options = (locale: Locale) =>
      testTranslator('tortuga.options', locale) as unknown as OptionMessages;
    expect(plain(optionText(options('fr'), 'openLoyalty').choice('partial'))).toBe(
      'Une carte de l’Angleterre et une de la France face visible',
    );
    expect(optionText(options('it'), 'ruleset').choice('IT-1e')).toBe(
      'Prima edizione italiana (4–9 giocatori)',
    );
  });

  it('has a message for every event type the engine emits, for every reader, in every language', () => {
    const seen = new Set<string>();
    const told = new Set<string>();
    const tell = (event: TortugaEventBody, view: TortugaView, viewer: number | null, players: number) => {
      seen.add(event.type);
      const texts = LOCALES.map((locale) => describeEvent(event, strictWords(view, viewer, players, locale)));
      const [english, ...others] = texts;
      if (english === null || english === undefined) {
        expect(texts, event.type).toEqual([null, null, null]);
        return;
      }
      told.add(event.type);
      texts.forEach((text, i) => expectReadable(text ?? '', `${LOCALES[i]} ${event.type}`));
      for (const text of others) expect(text, event.type).not.toBe(english);
    };
    for (const seed of ['i18n-1', 'i18n-2']) {
      for (const { players, options } of OPTION_SETS) {
        const game = wholeGame(players, seed, options);
        const view = tortuga.view(game.state, null);
        for (const viewer of [null, ...NAMES.slice(0, players).map((_, seat) => seat)])
          for (const entry of game.entries)
            for (const event of eventsVisibleTo(entry.events, viewer)) tell(event, view, viewer, players);
      }
    }
    for (const event of RARE_EVENTS) tell(event, view4, 0, 4);
    expect([...seen].sort()).toEqual([...tortuga.eventTypes].sort());
    expect([...told].sort()).toEqual([...tortuga.eventTypes].sort());
  });

  it('has a message for every action type, every pending choice and every place, in every language', () => {
    const types = new Set<string>();
    for (const { players, options } of OPTION_SETS) {
      for (const { state, seat, actions } of positions(players, 'i18n', options)) {
        const view = tortuga.view(state, seat);
        for (const locale of LOCALES) {
          const words = strictWords(view, seat, players, locale);
          expectReadable(turnText(view, words, true), `${locale} ${view.pending?.kind ?? 'turn'}`);
          for (const s of view.seats) expectReadable(standing(s, words.t), `${locale} standing`);
          for (const action of actions) {
            types.add(action.type);
            expectReadable(describeAction(action, words), `${locale} ${action.type}`);
          }
        }
      }
    }
    expect([...types].sort()).toEqual([...tortuga.actionTypes].sort());
  });
});

describe('the Tortuga table in Italian and French', () => {
  const turn = (p: Position) =>
    p.state.players >= 4 &&
    p.state.pending === null &&
    p.state.turn.number > 2 &&
    p.seat === p.state.turn.seat &&
    p.actions.some((a) => a.type === 'peek');
  const position = positions(4, 'i18n-table', OPTION_SETS[1]!.options).find(turn)!;
  const vote = positions(4, 'i18n-table', OPTION_SETS[1]!.options).find(
    (p) => p.state.pending?.kind === 'vote' && p.actions.length > 0,
  )!;

  function show(p: Position, locale: Locale, viewer: number | null = p.seat) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <IntlWrapper locale={locale}>{children}</IntlWrapper>
    );
    return render(<TortugaTable {...tableProps(p, viewer)} onAct={vi.fn()} />, { wrapper });
  }

  it.each([
    [
      'it',
      {
        headings: ['Carte evento', 'La tua mossa', 'Tu', 'Pirati', 'Cronaca'],
        turn: /^Tocca a te: scegli un’azione$/,
        slot: /^Posizione 1\b.*coperta/,
        galleon: /^Il galeone spagnolo ha \d+ tesor[oi]$/,
        ship: /^Flying Dutchman: \d su 5 a bordo/,
        log: /Tocca a (te|bob|cleo|dirk)\./,
        english: /Event cards|Your move|Pirates|Your turn|treasure|hold|aboard/,
      },
    ],
    [
      'fr',
      {
        headings: ['Cartes Événement', 'Votre action', 'Vous', 'Pirates', 'Journal'],
        turn: /^À vous : choisissez une action$/,
        slot: /^Emplacement 1\b.*face cachée/,
        galleon: /^Le galion espagnol contient \d+ trésors?$/,
        ship: /^Hollandais volant : \d sur 5 à bord/,
        log: /(À vous de jouer|Au tour de (bob|cleo|dirk))\./,
        english: /Event cards|Your move|Your turn|treasure|hold|aboard|Flying Dutchman|Jolly Roger/,
      },
    ],
  ] as const)('draws a real position in %s', (locale, expected) => {
    const { container } = show(position, locale);
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    for (const heading of expected.headings) expect(headings).toContain(heading);
    expect(plain(screen.getByTestId('turn-bar').textContent)).toMatch(expected.turn);
    expect(plain(screen.getAllByTestId('slot')[0]!.getAttribute('aria-label'))).toMatch(expected.slot);
    expect(plain(screen.getByTestId('galleon').getAttribute('aria-label'))).toMatch(expected.galleon);
    expect(plain(screen.getByTestId('ship-flyingDutchman').getAttribute('aria-label'))).toMatch(
      expected.ship,
    );
    expect(plain(screen.getByTestId('event-log').textContent)).toMatch(expected.log);
    // Every word on the table, the labels and titles too, is in the reader's language.
    const labels = [...container.querySelectorAll('[aria-label], [title]')].map(
      (element) => `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('title') ?? ''}`,
    );
    const titles = [...container.querySelectorAll('title')].map((title) => title.textContent ?? '');
    const everything = [container.textContent ?? '', ...labels, ...titles].join('\n');
    expect(everything).not.toMatch(expected.english);
    expect(everything).not.toMatch(/tortuga\.|table\.|[{}]/);
  });

  it.each([
    ['it', /^Votazione segreta: (Attacco|Ammutinamento|Duello) (a bordo del|su)/, /Gioca questa carta/],
    ['fr', /^Vote secret : (Attaque|Mutinerie|Rixe) (à bord du|sur)/, /Jouer cette carte/],
  ] as const)('casts a secret vote in %s', (locale, title, play) => {
    show(vote, locale);
    const dialog = screen.getByRole('dialog');
    expect(plain(within(dialog).getByRole('heading').textContent)).toMatch(title);
    expect(within(dialog).getByTestId('vote-confirm').textContent).toMatch(play);
  });

  it('tells a spectator, in Italian, what stays hidden', () => {
    show(vote, 'it', null);
    expect(screen.getByTestId('spectating').textContent).toBe(
      'Stai guardando: le fedeltà e le carte Voto restano nascoste.',
    );
    expect(screen.getByTestId('turn-bar').textContent).toMatch(/ — ancora da votare: /);
  });
});
