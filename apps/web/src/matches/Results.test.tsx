import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/locales';
import type { MatchDetail } from '@/lib/api/types';
import { rankedMatch, seat } from '@/testing/fixtures';
import { IntlWrapper, testTranslator } from '@/testing/intl';
import { seatNames } from './names';
import { OpenTable } from './OpenTable';
import { Results } from './Results';

const inLocale = (locale: Locale) => ({
  wrapper: ({ children }: { children: ReactNode }) => <IntlWrapper locale={locale}>{children}</IntlWrapper>,
});

/** A finished three-seat match: anne and a bot share the win, bob forfeited. */
const finished = (viewerSeat: number | null): MatchDetail =>
  rankedMatch({
    status: 'FINISHED',
    ranked: false,
    playerCount: 3,
    viewerSeat,
    seed: 'f'.repeat(64),
    seats: [
      seat(0, 'anne', { placement: 1, score: 12 }),
      seat(1, 'bob', { placement: 3, score: 1234, forfeited: true }),
      seat(2, null, { placement: 1, score: 12 }),
    ],
    // The API's summary is English: the page words the result itself.
    result: { placements: [1, 3, 1], scores: [12, 1234, 12], summary: '{0} and {2} share the win.' },
  });

function showResults(match: MatchDetail, locale: Locale) {
  const names = seatNames(match.seats, testTranslator('common', locale));
  return render(<Results match={match} names={names} />, inLocale(locale));
}

describe('the result of a match', () => {
  it.each([
    [
      'en',
      'You shared the win with Bot (heuristic).',
      'bob forfeited, and was placed last.',
      ['1stanne (you) · score 12', '1stBot (heuristic) · score 12', '3rdbob · score 1,234forfeited'],
    ],
    [
      'it',
      'Hai vinto a pari merito con Bot (euristico).',
      'bob ha abbandonato ed è all’ultimo posto.',
      [
        '1ºanne (tu) · punteggio 12',
        '1ºBot (euristico) · punteggio 12',
        '3ºbob · punteggio 1234ha abbandonato',
      ],
    ],
    [
      'fr',
      'Vous partagez la victoire avec Bot (heuristique).',
      'bob a abandonné et finit dernier.',
      ['1eranne (vous) · score 12', '1erBot (heuristique) · score 12', '3ebob · score 1\u202f234abandon'],
    ],
  ] as const)(
    'is told in %s: the winners, the forfeits, the placements',
    (locale, winners, forfeits, placements) => {
      showResults(finished(0), locale);
      expect(screen.getByTestId('winners').textContent).toBe(winners);
      expect(screen.getByText(forfeits)).toBeTruthy();
      expect(screen.getAllByTestId('placement').map((item) => item.textContent)).toEqual(placements);
      expect(screen.queryByText(/share the win/)).toBeNull();
    },
  );

  it('says what the game’s score counts, only when there are scores', () => {
    const { unmount } = showResults(finished(0), 'en');
    expect(screen.getByTestId('score-note').textContent).toMatch(
      /^Score: how far each player's pirates came/,
    );
    unmount();
    showResults(
      { ...finished(0), seats: finished(0).seats.map((entry) => ({ ...entry, score: null })) },
      'en',
    );
    expect(screen.queryByTestId('score-note')).toBeNull();
  });

  it('names the winners to a spectator', () => {
    showResults(finished(null), 'fr');
    expect(screen.getByTestId('winners').textContent).toBe(
      'anne et Bot (heuristique) partagent la victoire.',
    );
  });

  it('names a lone winner, or tells the winner so', () => {
    const alone = rankedMatch({
      status: 'FINISHED',
      viewerSeat: 1,
      seats: [seat(0, 'anne', { placement: 1 }), seat(1, 'bob', { placement: 2 })],
    });
    const { unmount } = showResults(alone, 'it');
    expect(screen.getByTestId('winners').textContent).toBe('Ha vinto anne.');
    unmount();
    showResults({ ...alone, viewerSeat: 0 }, 'en');
    expect(screen.getByTestId('winners').textContent).toBe('You won!');
  });

  it('tells the one who ran out of time so, and the others who did', () => {
    const lostOnTime = rankedMatch({
      status: 'FINISHED',
      viewerSeat: 0,
      seats: [seat(0, 'anne', { placement: 2, forfeited: true }), seat(1, 'bob', { placement: 1 })],
      result: {
        placements: [2, 1],
        scores: [null, null],
        summary: '{0} ran out of time: {1} won.',
        ending: { reason: 'timeout', seats: [0] },
      },
    });
    const { unmount } = showResults(lostOnTime, 'en');
    expect(screen.getByTestId('ending').textContent).toBe('You ran out of time: the match ended there.');
    unmount();
    showResults({ ...lostOnTime, viewerSeat: 1 }, 'fr');
    expect(screen.getByTestId('winners').textContent).toBe('Vous avez gagné\u202f!');
    expect(screen.getByTestId('ending').textContent).toMatch(/^anne a dépassé son temps\s?: la partie/);
  });
});

describe('an open table', () => {
  const open = rankedMatch({
    status: 'OPEN',
    ranked: false,
    playerCount: 3,
    viewerSeat: 0,
    createdBy: { handle: 'anne' },
    host: { handle: 'anne' },
    options: { tiles: 4, filibuster: true },
    seats: [seat(0, 'anne'), { ...seat(1, null), bot: null, open: true }, seat(2, null)],
  });
  const noop = () => undefined;

  it.each([
    ['it', 'Manca ancora 1 giocatore.', 'Posto libero', 'Bot (euristico)', 'Inizia la partita'],
    ['fr', 'Il manque encore 1 joueur.', 'Place libre', 'Bot (heuristique)', 'Commencer la partie'],
  ] as const)('is told in %s', (locale, waiting, openSeat, bot, start) => {
    render(
      <OpenTable
        match={open}
        viewerHandle="anne"
        busy={false}
        onJoin={noop}
        onLeave={noop}
        onStart={noop}
        onAccept={noop}
      />,
      inLocale(locale),
    );
    expect(screen.getByText((text) => text.startsWith(waiting))).toBeTruthy();
    expect(screen.getByText(openSeat)).toBeTruthy();
    expect(screen.getByText(bot)).toBeTruthy();
    expect(screen.getByTestId('start').textContent).toBe(start);
  });

  it('gives the start button to whoever the table passed to when its creator left', () => {
    const passed: MatchDetail = {
      ...open,
      host: { handle: 'bob' },
      seats: [{ ...seat(0, null), bot: null, open: true }, seat(1, 'bob'), seat(2, 'cleo')],
      viewerSeat: 1,
    };
    const { unmount } = render(
      <OpenTable
        match={passed}
        viewerHandle="bob"
        busy={false}
        onJoin={noop}
        onLeave={noop}
        onStart={noop}
        onAccept={noop}
      />,
      inLocale('en'),
    );
    expect(screen.getByTestId('start').textContent).toBe('Start the match');
    const seats = screen.getAllByTestId('seat').map((item) => item.textContent);
    expect(seats[1]).toBe('2bob (you) · host');
    expect(seats[2]).toBe('3cleo');
    unmount();
    render(
      <OpenTable
        match={{ ...passed, viewerSeat: 2 }}
        viewerHandle="cleo"
        busy={false}
        onJoin={noop}
        onLeave={noop}
        onStart={noop}
        onAccept={noop}
      />,
      inLocale('it'),
    );
    expect(screen.queryByTestId('start')).toBeNull();
    expect(screen.getByTestId('leave')).toBeTruthy();
  });

  it('asks a player of the first match to accept a rematch, and holds the start until all have', () => {
    const accepted = vi.fn();
    const rematch: MatchDetail = {
      ...open,
      rematchOf: 'm0',
      host: { handle: 'anne' },
      seats: [seat(0, 'anne'), { ...seat(1, 'bob'), ready: false }, seat(2, null)],
      viewerSeat: 1,
    };
    const { unmount } = render(
      <OpenTable
        match={rematch}
        viewerHandle="bob"
        busy={false}
        onJoin={noop}
        onLeave={noop}
        onStart={noop}
        onAccept={accepted}
      />,
      inLocale('en'),
    );
    expect(screen.getAllByTestId('seat')[1]!.textContent).toBe('2bob (you) · has not accepted yet');
    screen.getByTestId('accept-rematch').click();
    expect(accepted).toHaveBeenCalled();
    expect(screen.getByTestId('leave').textContent).toBe('Decline');
    unmount();
    render(
      <OpenTable
        match={{ ...rematch, viewerSeat: 0 }}
        viewerHandle="anne"
        busy={false}
        onJoin={noop}
        onLeave={noop}
        onStart={noop}
        onAccept={noop}
      />,
      inLocale('en'),
    );
    expect(screen.getByTestId<HTMLButtonElement>('start').disabled).toBe(true);
    expect(screen.getByText('Waiting for 1 player to accept the rematch.')).toBeTruthy();
  });
});
