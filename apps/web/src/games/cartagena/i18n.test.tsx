import {
  cartagena,
  type CartagenaAction,
  type CartagenaEventBody,
  type CartagenaState,
} from '@brethren/engine/cartagena';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider, type Messages } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/i18n/locales';
import { markedMessages, MARK_CLOSE, MARK_OPEN, type Messages as Catalogue } from '@/i18n/testLocale';
import type { Translator } from '@/i18n/translator';
import { IntlWrapper, messages as english, testTranslator } from '@/testing/intl';
import { loadMessagesSync } from '@/testing/messages';
import {
  logFor,
  mostlyBot,
  newTypesFirst,
  positions,
  type Played,
  type Position,
} from '../shared/testing/played';
import { CartagenaTable } from './CartagenaTable';
import { describeAction, describeEvent, type Words } from './describe';
import { turnText } from './turnText';

const names = ['anne', 'bob', 'Bot (heuristic)', 'dora', 'ed'];

/** A translator that records what it could not do (a missing key, a missing argument). */
function recording(locale: Locale, problems: string[]): Translator<'cartagena'> {
  return createTranslator({
    locale,
    messages: loadMessagesSync(locale) as Messages,
    namespace: 'cartagena',
    onError: (error) => problems.push(`${locale}: ${error.message}`),
  });
}

function wordsFor(
  state: CartagenaState,
  viewer: number | null,
  t: Translator<'cartagena'>,
  locale: string,
): Words {
  return { view: cartagena.view(state, viewer), names, viewer, t, locale };
}

/** What a line must never show: a key, an ICU brace, a value gone wrong. */
function broken(text: string): boolean {
  return /cartagena\.|[{}]|undefined|NaN|\[object|#\d/.test(text) || text.trim() === '';
}

/** Seeded games that between them meet every kind of action and event the engine has. */
const GAMES: readonly { options: Record<string, unknown>; players: number }[] = [
  {
    options: { story: 'full', blackMagicWoman: true, filibuster: true, drawRule: 'both' },
    players: 2,
  },
  { options: { blackMagicWoman: true, filibuster: true, drawRule: 'morgan', tiles: 8 }, players: 3 },
  {
    options: { story: 'jungle', blackMagicWoman: true, drawRule: 'split', tiles: 4, pirates: 4 },
    players: 4,
  },
  { options: { story: 'full', drawRule: 'split', blackMagicWoman: true }, players: 5 },
];

function playouts(): {
  played: Played<CartagenaState, CartagenaAction, CartagenaEventBody>;
  positions: Position<CartagenaState, CartagenaAction, CartagenaEventBody>[];
}[] {
  return GAMES.flatMap(({ options, players }, index) =>
    (['new', 'bot'] as const).map((chooser) =>
      positions(
        cartagena,
        { players, seed: `i18n-${index}`, options },
        {
          choices: `i18n-${index}-${chooser}`,
          choose: chooser === 'new' ? newTypesFirst : mostlyBot('heuristic', 3),
          limit: 3_000,
        },
      ),
    ),
  );
}

const games = playouts();

describe('the Cartagena table has words for everything the engine does', () => {
  it('the seeded games end, and meet every action type but the rare stuck pass', () => {
    const played = new Set<string>(
      games.flatMap(({ played }) => played.entries.map((entry) => entry.action.type)),
    );
    expect(games.every(({ played }) => cartagena.activeSeats(played.state).length === 0)).toBe(true);
    expect(cartagena.actionTypes.filter((type) => !played.has(type))).toEqual(['pass']);
  });

  it.each(LOCALES)('every event type logged reads as a whole sentence (%s)', (locale) => {
    const problems: string[] = [];
    const t = recording(locale, problems);
    const worded = new Set<string>();
    const bad: string[] = [];
    for (const { played } of games) {
      // Every seat's log (private cards included) and a spectator's, each from its reader's side.
      for (const viewer of [null, ...cartagena.view(played.state, null).seats.map((seat) => seat.seat)]) {
        const words = wordsFor(played.state, viewer, t, locale);
        for (const entry of logFor(played.entries, viewer)) {
          for (const event of entry.events) {
            const line = describeEvent(event, words);
            if (line === null) continue;
            worded.add(event.type);
            if (broken(line)) bad.push(`${event.type}: ${line}`);
          }
        }
      }
    }
    // Events a playout does not bring: a hand-made one of each.
    const words = wordsFor(games[0]!.played.state, 0, t, locale);
    const extra = [
      describeEvent(
        { type: 'cardsSeen', seat: 0, cards: [{ symbol: 'hook', dark: true }], reason: 'taken', from: 1 },
        words,
      ),
      describeEvent({ type: 'boatMoved', seat: 1, to: 'tortuga', free: true }, words),
      describeEvent({ type: 'cardsSeen', seat: 0, cards: [], reason: 'hand', from: 1 }, words),
    ];
    for (const line of extra) if (line === null || broken(line)) bad.push(String(line));
    expect(problems).toEqual([]);
    expect(bad).toEqual([]);
    expect(cartagena.eventTypes.filter((type) => !worded.has(type))).toEqual([]);
  });

  it.each(LOCALES)('every action type offered reads as a whole, distinct description (%s)', (locale) => {
    const problems: string[] = [];
    const t = recording(locale, problems);
    const described = new Set<string>();
    const bad: string[] = [];
    for (const { positions: found } of games) {
      found.forEach(({ state, seat, actions }, index) => {
        if (index % 4 !== 0 && actions.every((action) => described.has(action.type))) return;
        const words = wordsFor(state, seat, t, locale);
        const texts = actions.map((action) => describeAction(action, words));
        if (new Set(texts).size !== texts.length) bad.push(`not distinct: ${texts.join(' | ')}`);
        texts.forEach((text, i) => {
          described.add(actions[i]!.type);
          if (broken(text)) bad.push(`${actions[i]!.type}: ${text}`);
        });
        const turn = turnText(cartagena.view(state, seat), words, true);
        if (broken(turn)) bad.push(`turn: ${turn}`);
      });
    }
    // The pass of a stuck full-story position, which seeded play does not reach.
    const pass = describeAction({ type: 'pass' }, wordsFor(games[0]!.played.state, 0, t, locale));
    described.add('pass');
    if (broken(pass)) bad.push(pass);
    expect(problems).toEqual([]);
    expect(bad).toEqual([]);
    expect(cartagena.actionTypes.filter((type) => !described.has(type))).toEqual([]);
  });
});

describe('the Cartagena table in words, in each language', () => {
  const view = cartagena.view(cartagena.setup({ players: 3, seed: 'words' }), 0);
  const square4 = view.squares[3]!.symbol;
  const words = (locale: Locale, viewer: number | null = 0): Words => ({
    view,
    names,
    viewer,
    t: testTranslator('cartagena', locale),
    locale,
  });
  const symbol = (locale: Locale) =>
    (loadMessagesSync(locale)['cartagena'] as Catalogue)['symbols'] as Catalogue;
  const moved: CartagenaEventBody = {
    type: 'pirateMoved',
    seat: 1,
    by: 1,
    from: 'start',
    to: 4,
    count: 1,
    reason: 'advance',
  };
  const drewTwo: CartagenaEventBody = {
    type: 'cardsSeen',
    seat: 0,
    cards: [
      { symbol: 'rum', dark: false },
      { symbol: 'pistol', dark: true },
    ],
    reason: 'drawn',
    from: null,
  };

  it('Italian: the rulebook’s words, the informal tu', () => {
    const it = words('it');
    expect(describeAction({ type: 'playCard', card: { symbol: 'rum', dark: true }, from: 'start' }, it)).toBe(
      'Gioca la carta rum scuro: muovi il tuo pirata dalla prigione',
    );
    expect(
      describeAction(
        {
          type: 'playHook',
          hook: { symbol: 'hook', dark: false },
          card: { symbol: 'lantern', dark: false },
          from: 3,
        },
        it,
      ),
    ).toBe(
      `Gioca la carta uncino con la carta lanterna: muovi due pirati dalla casella 3 (${String(symbol('it')[view.squares[2]!.symbol])})`,
    );
    expect(describeAction({ type: 'pushPirate', seat: 1, from: 'start' }, it)).toBe(
      'Spingi avanti il pirata giallo di bob dalla prigione (peschi 1–2 carte)',
    );
    expect(describeAction({ type: 'moveBoat' }, it)).toBe('Porta la scialuppa all’altra sponda');
    expect(describeAction({ type: 'endTurn' }, it)).toBe('Termina il turno');
    expect(describeEvent(moved, it)).toBe(
      `bob ha mosso un pirata giallo dalla prigione alla casella 4 (${String(symbol('it')[square4])}).`,
    );
    expect(describeEvent(drewTwo, it)).toBe('Hai pescato: rum e pistola scura.');
    expect(describeEvent({ type: 'turnStarted', seat: 0, captain: true }, it)).toBe(
      'Tocca a te — sei il Capitano e puoi muovere la scialuppa gratis.',
    );
    expect(describeEvent({ type: 'cardTaken', seat: 2, from: 0 }, it)).toBe(
      'Bot (heuristic) ti ha preso una carta.',
    );
    expect(describeEvent({ type: 'discardsRequired', owed: [2, 0, 1] }, it)).toBe(
      'Filibusta! Devono scartare: tu (2) e Bot (heuristic) (1).',
    );
    expect(describeEvent({ type: 'gameWon', seat: 1 }, it)).toBe('bob ha vinto!');
  });

  it('French: plain words a player understands, the polite vous', () => {
    const fr = words('fr');
    expect(
      describeAction({ type: 'playCard', card: { symbol: 'parrot', dark: false }, from: 'start' }, fr),
    ).toBe('Jouez la carte perroquet\u00a0: avancez votre pirate depuis la prison');
    expect(describeAction({ type: 'giveCard', card: { symbol: 'lantern', dark: true }, to: 2 }, fr)).toBe(
      'Donnez la carte lanterne sombre à Bot (heuristic)',
    );
    expect(describeAction({ type: 'skipTurn' }, fr)).toBe('Passez tout votre tour et piochez une carte');
    expect(describeEvent(moved, fr)).toBe(
      `bob a déplacé un pirate jaune depuis la prison jusqu’à la case 4 (${String(symbol('fr')[square4])}).`,
    );
    expect(describeEvent(drewTwo, fr)).toBe('Vous avez pioché\u00a0: rhum et pistolet sombre.');
    expect(describeEvent({ type: 'cardGiven', seat: 1, to: 0 }, fr)).toBe('bob vous a donné une carte.');
    expect(describeEvent({ type: 'chestOpened', seat: 0, square: 12, treasure: 0, snake: true }, fr)).toBe(
      'Vous avez ouvert le coffre de la case 12\u00a0: un serpent\u202f!',
    );
    expect(describeEvent({ type: 'gameWon', seat: 0 }, fr)).toBe('Vous avez gagné\u202f!');
  });

  it('English reads as it did', () => {
    const en = words('en');
    expect(describeAction({ type: 'useLantern', card: { symbol: 'lantern', dark: false } }, en)).toBe(
      'Use the lantern: draw four, keep one, put the rest back on top',
    );
    expect(describeEvent({ type: 'turnStarted', seat: 1, captain: true }, en)).toBe(
      'bob’s turn (the Captain, who may sail the boat free).',
    );
    expect(describeEvent(drewTwo, en)).toBe('You drew rum and dark pistol.');
  });
});

/** The table for one position, with the log so far, as `viewer` sees it. */
function table(
  position: Position<CartagenaState, CartagenaAction, CartagenaEventBody>,
  viewer: number | null,
) {
  return (
    <CartagenaTable
      view={cartagena.view(position.state, viewer)}
      names={names}
      viewerSeat={viewer}
      legalActions={viewer === position.seat ? position.actions : []}
      activeSeats={[position.seat]}
      log={logFor(position.entries, viewer)}
      live
      busy={false}
      onAct={() => undefined}
    />
  );
}

function inLocale(locale: Locale) {
  return ({ children }: { children: ReactNode }) => <IntlWrapper locale={locale}>{children}</IntlWrapper>;
}

/** A position of the full story with Black Magic Woman, well into the game, with a card to play. */
function richPosition(): Position<CartagenaState, CartagenaAction, CartagenaEventBody> {
  const found = games[0]!.positions;
  return found.find((p, i) => i > 40 && p.actions.some((a) => a.type === 'playCard'))!;
}

describe('the Cartagena table drawn in each language', () => {
  it('Italian: headings, buttons, hints, the log and the board', () => {
    const position = richPosition();
    const { container } = render(table(position, position.seat), { wrapper: inLocale('it') });
    expect(screen.getByRole('heading', { name: /^La tua mano \(\d+\)$/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'La tua mossa' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cronaca' })).toBeTruthy();
    expect(screen.getByTestId('board').getAttribute('aria-label')).toMatch(
      /^Tabellone di Cartagena: \d+ caselle dalla prigione al covo$/,
    );
    expect(within(screen.getByTestId('board')).getByText('Covo dei pirati')).toBeTruthy();
    expect(screen.getByTestId('turn-bar').textContent).toMatch(/^(Tocca a te|Turno di \S+) · /);
    expect(container.textContent).toContain('Scegli una carta, poi un pirata evidenziato.');
    const lines = [...screen.getByTestId('event-log').querySelectorAll('li')].map(
      (li) => li.textContent ?? '',
    );
    expect(lines.some((line) => /^(Tocca a te|Turno di )/.test(line))).toBe(true);
    expect(lines.some((line) => / ha (mosso|pescato) /.test(line) || /^Hai (mosso|pescato)/.test(line))).toBe(
      true,
    );
    // A card, then the pirates it can move.
    const card = screen.getAllByTestId('card').find((button) => !(button as HTMLButtonElement).disabled)!;
    fireEvent.click(card);
    expect(container.textContent).toMatch(/Quale pirata muovi con la carta /);
  });

  it('French: headings, buttons, the spectator’s note and the seat list', () => {
    const position = richPosition();
    render(table(position, null), { wrapper: inLocale('fr') });
    expect(screen.getByTestId('spectating').textContent).toBe(
      'Vous regardez la partie\u00a0: les mains restent cachées.',
    );
    expect(screen.getByRole('heading', { name: 'Journal' })).toBeTruthy();
    expect(screen.getAllByTitle('cartes en main')).toHaveLength(2);
    expect(screen.getAllByTitle('en prison').length).toBeGreaterThan(0);
    expect(screen.getAllByTitle('au repaire').length).toBeGreaterThan(0);
    expect(screen.getByTestId('turn-bar').textContent).toMatch(/^À \S+ de jouer · \d actions? restantes?/);
    expect(screen.getByText(/^Pioche : \d+$/)).toBeTruthy();
  });

  it('French: the moves of one’s own turn', () => {
    const position = richPosition();
    render(table(position, position.seat), { wrapper: inLocale('fr') });
    expect(screen.getByRole('heading', { name: 'Votre coup' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('all-actions-toggle'));
    const listed = screen.getAllByTestId('legal-action').map((button) => button.textContent ?? '');
    expect(listed.length).toBe(position.actions.length);
    expect(
      listed.some((text) => /^Jouez la carte \S+.*\u00a0: avancez votre pirate depuis /.test(text)),
    ).toBe(true);
  });
});

describe('nothing on the Cartagena table is left outside the catalogue', () => {
  /** The text left once every marked message is taken out: names, numbers and signs only. */
  function unmarked(text: string): string {
    let depth = 0;
    let left = '';
    for (const char of text) {
      if (char === MARK_OPEN) depth++;
      else if (char === MARK_CLOSE) depth--;
      else if (depth === 0) left += char;
    }
    return left;
  }
  const allowed = (text: string) =>
    names.reduce((rest, name) => rest.split(name).join(''), text).replace(/[\s\d·×→():,.–—]/g, '');

  const marked = markedMessages(english) as unknown as Messages;
  function Marked({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="en" messages={marked} timeZone="UTC">
        {children}
      </NextIntlClientProvider>
    );
  }

  it.each(GAMES.map((game, index) => [JSON.stringify(game.options), index] as const))(
    'text, labels and titles all come from messages (%s)',
    (_name, index) => {
      const found = games[index * 2]!.positions;
      const picks = [found[5]!, found[Math.floor(found.length / 2)]!, found[found.length - 1]!];
      const left: string[] = [];
      for (const position of picks) {
        for (const viewer of [position.seat, null]) {
          const { container, unmount } = render(table(position, viewer), { wrapper: Marked });
          const toggle = container.querySelector<HTMLElement>('[data-testid="all-actions-toggle"]');
          if (toggle) fireEvent.click(toggle);
          const card = container.querySelector<HTMLButtonElement>('[data-select="card"]:not(:disabled)');
          if (card) fireEvent.click(card);
          const texts = [
            container.textContent ?? '',
            ...[...container.querySelectorAll('[aria-label], [title]')].flatMap((element) => [
              element.getAttribute('aria-label') ?? '',
              element.getAttribute('title') ?? '',
            ]),
          ];
          for (const text of texts) {
            const rest = allowed(unmarked(text));
            if (rest !== '') left.push(`${rest} ← ${text.slice(0, 120)}`);
          }
          unmount();
        }
      }
      expect(left).toEqual([]);
    },
  );
});
