import { portRoyal, type PortRoyalAction } from '@brethren/engine/port-royal';
import { render, screen, within } from '@testing-library/react';
import { createTranslator, type Messages } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Locale } from '@/i18n/locales';
import type { Translator } from '@/i18n/translator';
import { IntlWrapper, testTranslator } from '@/testing/intl';
import { loadMessagesSync } from '@/testing/messages';
import { byType, positions as played } from '../shared/testing/played';
import { describeAction, describeEvent, type Words } from './describe';
import { PortRoyalTable } from './PortRoyalTable';
import { game, logFor, positions, type Position } from './testing/positions';

const names = ['anne', 'bob', 'cleo', 'Bot (heuristic)'];
const LOCALES: readonly Locale[] = ['en', 'it', 'fr'];

/** A translator that throws on a missing key or a message it cannot format: no fallback passes. */
function strict(locale: Locale): Translator<'portRoyal'> {
  return createTranslator({
    locale,
    messages: loadMessagesSync(locale) as Messages,
    namespace: 'portRoyal',
    onError: (error) => {
      throw error;
    },
  });
}

/** Text that a message left half made: a raw key, an unfilled argument, a value gone wrong. */
const HALF_MADE = /portRoyal\.|[{}]|undefined|NaN|\[object/;

/** Seeded playouts that between them make every kind of event and action (found by trying seeds). */
const PLAYOUTS = [
  ...['a', 'b', 'c', 'd'].map((seed) => ({ players: 3, seed, options: {} })),
  {
    players: 4,
    seed: 'a',
    options: { prisonersOfDiscardedLoot: 'lost', removeTargets: 'standard' },
  },
  { players: 4, seed: 'c', options: { passIsFinal: false, ghostLead: 'nextCard' } },
];
const runs = PLAYOUTS.map((setup) =>
  played(portRoyal, setup, { choices: `${setup.seed}-c`, choose: byType }),
);

describe('every event and every action of Port Royal has its words in each language', () => {
  it.each(LOCALES)('every event met in real games reads in full (%s)', (locale) => {
    const t = strict(locale);
    const seen = new Set<string>();
    for (const { played: game } of runs) {
      for (const entry of game.entries)
        for (const event of entry.events) {
          const seat = 'seat' in event ? event.seat : 0;
          // Told to the seat it concerns, to another seat and to a spectator.
          for (const viewer of [seat, (seat + 1) % 3, null]) {
            const words: Words = { view: portRoyal.view(game.state, viewer), names, viewer, t, locale };
            const text = describeEvent(event, words);
            expect(text, `${event.type} in ${locale}`).not.toBeNull();
            expect(text).not.toMatch(HALF_MADE);
          }
          seen.add(event.type);
        }
    }
    expect([...seen].sort()).toEqual([...portRoyal.eventTypes].sort());
  });

  it.each(LOCALES)('every legal action met in real games reads in full (%s)', (locale) => {
    const t = strict(locale);
    const seen = new Set<string>();
    for (const { positions: met } of runs)
      for (const { state, seat, actions } of met) {
        const words: Words = { view: portRoyal.view(state, seat), names, viewer: seat, t, locale };
        const texts = actions.map((action) => describeAction(action, words));
        for (const text of texts) expect(text).not.toMatch(HALF_MADE);
        expect(new Set(texts).size).toBe(texts.length);
        for (const action of actions) seen.add(action.type);
      }
    expect([...seen].sort()).toEqual([...portRoyal.actionTypes].sort());
  });

  it.each(LOCALES)('the rare turns read in full too (%s)', (locale) => {
    const t = strict(locale);
    const view = game.view(game.setup({ players: 4, seed: 'words' }), 0);
    const words: Words = { view, names, viewer: 0, t, locale };
    const rare = [
      { type: 'cardRemoved', seat: 1, ship: 'rum', loot: null },
      { type: 'cardRemoved', seat: 0, ship: 'rum', loot: 'minus5' },
      { type: 'cardMoved', seat: 0, from: 'rum', to: 'gunpowder', loot: 'double' },
      { type: 'prisonersSeen', seat: 0, prisoners: [4], reason: 'removed', ship: 'rum' },
      { type: 'prisonersSeen', seat: 0, prisoners: [1, 5], reason: 'moved', ship: 'tobacco' },
      { type: 'moveDiscarded', seat: 0, reason: 'nothingToMove' },
      { type: 'leaderChosen', seat: 1, leader: 0 },
      {
        type: 'roundEnded',
        round: 6,
        privileged: 0,
        debt: [4, 0, 0, 0],
        leftover: 'rum-2',
        prisonerCount: 1,
      },
      {
        type: 'gameScored',
        scores: [10, 12, 3, 12],
        ships: [[{ ship: 'rum', prisoners: [], tons: 30, limit: 18, sunk: true, value: 0 }], []],
      },
    ];
    for (const event of rare) expect(describeEvent(event, words)).not.toMatch(HALF_MADE);
    const actions: PortRoyalAction[] = [
      { type: 'removeCard', card: 'prisoner-4' },
      { type: 'moveCard', card: 'maxPlus5', to: 'biscuits' },
      { type: 'placePrisoner', prisoner: 3, ship: 'tobacco' },
    ];
    for (const action of actions) expect(describeAction(action, words)).not.toMatch(HALF_MADE);
  });
});

describe('Port Royal in words, quoted', () => {
  const view = game.view(game.setup({ players: 4, seed: 'words' }), 0);
  const wordsIn = (locale: Locale): Words => ({
    view,
    names,
    viewer: 0,
    t: testTranslator('portRoyal', locale),
    locale,
  });
  const events = [
    { type: 'bidPlaced', seat: 1, amount: 3 },
    { type: 'bidPassed', seat: 0 },
    { type: 'trickWon', seat: 0, trick: 3, loot: 'rum-9', prisonerCount: 2, cards: [] },
    { type: 'cardPlayed', seat: 3, card: 'blue-2', absent: 'red' },
    { type: 'lootLoaded', seat: 1, loot: 'double', ship: 'rum' },
    { type: 'leaderChosen', seat: 1, leader: 0 },
    { type: 'roundEnded', round: 2, privileged: 1, debt: [0, 7, 0, 0], leftover: 'plus6', prisonerCount: 2 },
    { type: 'gameScored', scores: [30, -4, 12, 0], ships: [] },
  ];
  const actions: PortRoyalAction[] = [
    { type: 'bid', amount: 1 },
    { type: 'chooseLeader', seat: 3 },
    { type: 'playCard', card: 'black-8' },
    { type: 'loadLoot', ship: 'gunpowder' },
    { type: 'moveCard', card: 'prisoner-2', to: 'rum' },
    { type: 'keepRemove' },
  ];

  it('in Italian, with the rulebook’s words', () => {
    const words = wordsIn('it');
    expect(events.map((event) => describeEvent(event, words))).toEqual([
      'bob ha offerto 3 tonnellate.',
      'Hai passato.',
      'Hai vinto la presa 3 e la carta rum 9 con 2 carte prigioniero.',
      'Bot (heuristic) ha giocato il blu 2 — briscola, senza rosso in mano (pietra bianca).',
      'bob ha caricato la carta ×2 sulla sua nave del rum.',
      'bob ha scelto te per aprire la prima presa.',
      'Il round 2 è finito. Il debito di bob ora è 7. La carta +6 resta in mostra con 2 carte prigioniero sotto.',
      'Le navi vengono pesate. Punteggi finali: tu 30, bob -4, cleo 12 e Bot (heuristic) 0.',
    ]);
    expect(actions.map((action) => describeAction(action, words))).toEqual([
      'Offri 1 tonnellata',
      'Fai aprire la prima presa a Bot (heuristic)',
      'Gioca il nero 8',
      'Caricala sulla tua nave della polvere da sparo',
      'Sposta la carta prigioniero 2 sulla tua nave del rum',
      'Tieni «Rimuovi 1 carta» per dopo',
    ]);
  });

  it('in French, with the same cards', () => {
    const words = wordsIn('fr');
    expect(events.map((event) => describeEvent(event, words))).toEqual([
      'bob a enchéri de 3 tonnes.',
      'Vous avez passé.',
      'Vous avez remporté le pli 3 et la carte rhum 9 avec 2 cartes prisonnier.',
      'Bot (heuristic) a joué le 2 bleu — un atout, sans rouge en main (pierre blanche).',
      'bob a chargé la carte ×2 sur son navire de rhum.',
      'bob vous a choisi pour entamer le premier pli.',
      'La manche 2 est terminée. La dette de bob est maintenant de 7. La carte +6 reste exposée avec 2 cartes prisonnier dessous.',
      'On pèse les navires. Scores finaux\u00a0: vous 30, bob -4, cleo 12 et Bot (heuristic) 0.',
    ]);
    expect(actions.map((action) => describeAction(action, words))).toEqual([
      'Enchérir de 1 tonne',
      'Laisser Bot (heuristic) entamer le premier pli',
      'Jouer le 8 noir',
      'La charger sur votre navire de poudre',
      'Déplacer la carte prisonnier 2 vers votre navire de rhum',
      'Garder «\u00a0Retirer 1 carte\u00a0» pour plus tard',
    ]);
  });
});

describe('the Port Royal table in Italian and in French', () => {
  const four = positions({}, 4, 'table-tests');
  let errors: MockInstance;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    // next-intl reports a missing or broken message on the console: there must be none.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  function find(test: (position: Position) => boolean): { position: Position; index: number } {
    const index = four.positions.findIndex(test);
    if (index < 0) throw new Error('no such position in the test game');
    return { position: four.positions[index]!, index };
  }

  function renderIn(locale: Locale, position: Position, index: number, viewer: number | null) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <IntlWrapper locale={locale}>{children}</IntlWrapper>
    );
    return render(
      <PortRoyalTable
        view={game.view(position.state, viewer)}
        names={names}
        viewerSeat={viewer}
        legalActions={viewer === position.seat ? position.actions : []}
        activeSeats={[position.seat]}
        log={logFor(four.record.slice(0, index), viewer)}
        live
        busy={false}
        onAct={vi.fn()}
      />,
      { wrapper },
    );
  }

  /** Every text of the table: what it shows and what it tells screen readers and tooltips. */
  function everything(container: HTMLElement): string {
    const attributes = [...container.querySelectorAll('[aria-label], [title]')].flatMap((element) => [
      element.getAttribute('aria-label') ?? '',
      element.getAttribute('title') ?? '',
    ]);
    return [container.textContent ?? '', ...attributes].join('\n');
  }

  /** English words that would give away a text left untranslated. */
  const ENGLISH =
    /\b(Your|turn|Trick|Round \d+ of|prisoner|ship|tons?|Loot|display|debt|trump|Waiting|Pass)\b/;

  it('speaks Italian: the turn, the trick, the boards, the log', () => {
    const { position, index } = find((p) => p.state.round === 2 && p.state.step === 'playCard');
    const { container } = renderIn('it', position, index, position.seat);
    expect(screen.getByTestId('turn-bar').textContent).toMatch(
      /^Round 2 di 6 · Tocca a te: giocare una carta nella presa \d$/,
    );
    expect(screen.getByTestId('trick-status').textContent).toMatch(/^Presa \d di 8 · in palio: /);
    expect(screen.getByRole('heading', { name: /^La tua mano \(\d+\)/ })).toBeTruthy();
    const log = screen.getByTestId('event-log').textContent ?? '';
    expect(log).toMatch(/Hai ricevuto (rosso|blu|verde|nero|fantasma) \d/);
    expect(log).toMatch(/ha scelto la briscola: (rosso|blu|verde|nero)\./);
    expect(log).toMatch(/il pirata sulla carta /);
    expect(log).toMatch(/Il round 1 è finito\./);
    const mine = screen.getAllByTestId('player-board')[0]!;
    expect(mine.getAttribute('aria-label')).toBe('La tua tabella');
    expect(within(mine).getAllByTestId('ship')[3]!.getAttribute('aria-label')).toMatch(
      /^La tua nave della polvere da sparo: \d+ di \d+ tonnellate/,
    );
    const text = everything(container);
    expect(text).not.toMatch(HALF_MADE);
    expect(text).not.toMatch(ENGLISH);
  });

  it('speaks French: the auction, its buttons and the hints', () => {
    const { position, index } = find((p) => p.state.step === 'bid' && p.actions.length > 3);
    const { container } = renderIn('fr', position, index, position.seat);
    expect(screen.getByTestId('turn-bar').textContent).toMatch(
      /^Manche 1 sur 6 · À vous\u00a0: enchérir pour les privilèges ou passer/,
    );
    const auction = screen.getByTestId('auction');
    expect(within(auction).getByRole('heading').textContent).toBe('Enchères pour les privilèges');
    expect(within(auction).getByRole('button', { name: 'Passer' })).toBeTruthy();
    expect(
      within(auction).getAllByRole('button', {
        name: /^Enchérir de \d+ tonnes? \(la dette passerait à \d+\)$/,
      }),
    ).toHaveLength(position.actions.filter((action) => action.type === 'bid').length);
    const text = everything(container);
    expect(text).not.toMatch(HALF_MADE);
    expect(text).not.toMatch(ENGLISH);
  });

  it.each(['it', 'fr'] as const)('shows a spectator the whole table in words of its own (%s)', (locale) => {
    const { position, index } = find((p) => p.state.step === 'settleLoot' && p.state.round >= 3);
    const { container } = renderIn(locale, position, index, null);
    expect(screen.getByTestId('spectating').textContent).toMatch(
      locale === 'it' ? /Stai guardando/ : /Vous regardez la partie/,
    );
    const text = everything(container);
    expect(text).not.toMatch(HALF_MADE);
    expect(text).not.toMatch(ENGLISH);
  });

  it('names the winners and the scores at the end, in each language', () => {
    const end = four.final;
    const view = game.view(end, 0);
    const expected = {
      en: /won with -?\d+ points?[.!]$/,
      it: /(ha vinto|hai vinto|hanno vinto|avete vinto) con -?\d+ punt[oi][.!]$/i,
      fr: /(a gagné|avez gagné|ont gagné) avec -?\d+ points?(\.|\u00a0!)$/i,
    };
    for (const locale of LOCALES) {
      const wrapper = ({ children }: { children: ReactNode }) => (
        <IntlWrapper locale={locale}>{children}</IntlWrapper>
      );
      const { container, unmount } = render(
        <PortRoyalTable
          view={view}
          names={names}
          viewerSeat={0}
          legalActions={[]}
          activeSeats={[]}
          log={logFor(four.record, 0)}
          live={false}
          busy={false}
          onAct={vi.fn()}
        />,
        { wrapper },
      );
      expect(screen.getByTestId('turn-bar').textContent).toMatch(expected[locale]);
      expect(screen.getByTestId('final-scores').querySelectorAll('li')).toHaveLength(4);
      expect(everything(container)).not.toMatch(HALF_MADE);
      unmount();
    }
  });
});
