import { games } from '@brethren/engine';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameInfo } from '@/lib/api/types';
import { renderWithApi } from '@/testing/api';
import { router } from '@/testing/navigation';
import { CreateTable } from './CreateTable';

/** A game as the API describes it: the engine's own option descriptors, as `games` sends them. */
function described(id: 'tortuga' | 'port-royal', name: string): GameInfo {
  return {
    id,
    name,
    minPlayers: games[id].minPlayers,
    maxPlayers: games[id].maxPlayers,
    botLevels: [{ level: 'heuristic', description: 'Plays sensibly.', rating: 1246 }],
    options: games[id].options.map((option) => ({
      name: option.name,
      description: option.description,
      kind: option.kind,
      default: option.default,
      choices: option.choices ? [...option.choices] : null,
      min: option.min ?? null,
      max: option.max ?? null,
      seat: option.seat === true,
      group: option.group,
      appliesWhen: option.appliesWhen
        ? {
            players: option.appliesWhen.players ? [...option.appliesWhen.players] : null,
            options: Object.entries(option.appliesWhen.options ?? {}).map(([name, values]) => ({
              name,
              values: [...values],
            })),
          }
        : null,
    })),
  };
}

const TORTUGA = described('tortuga', 'Tortuga 1667');

/** Whether a field is on the form: a checkbox's label carries its help too, so by the label's start. */
const shown = (label: string) => screen.queryAllByLabelText((text) => text.startsWith(label)).length > 0;

describe('the form that opens a table', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows only the options that apply to the seats and options chosen, and sends only those', async () => {
    const { sent } = renderWithApi(<CreateTable games={[TORTUGA]} initialGame="tortuga" />, {
      CreateMatch: { data: { createMatch: { id: 'm1' } } },
    });
    // Two players: the small game's star cards apply, Dutch sauce (4, 6 or 8 players) does not.
    expect(shown('Façade and Cabin Fever')).toBe(true);
    expect(shown('Dutch sauce')).toBe(false);

    fireEvent.change(screen.getByTestId('player-count'), { target: { value: '4' } });
    expect(shown('Façade and Cabin Fever')).toBe(false);
    fireEvent.click(screen.getAllByLabelText((text) => text.startsWith('Dutch sauce'))[0]!);

    // No peeking puts every star card in: how many to draw no longer applies.
    expect(shown('Star cards')).toBe(true);
    fireEvent.click(screen.getAllByLabelText((text) => text.startsWith('No peeking'))[0]!);
    expect(shown('Star cards')).toBe(false);

    // The Italian edition has no Dutch: the box ticked before is hidden, and not sent.
    fireEvent.click(screen.getByRole('radio', { name: 'Italian first edition (4–9 players)' }));
    expect(shown('Dutch sauce')).toBe(false);
    fireEvent.click(screen.getByTestId('create-table'));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/matches/m1'));
    const created = sent.find((operation) => operation.name === 'CreateMatch')?.variables;
    expect(created?.['input']).toMatchObject({ game: 'tortuga', seats: [{}, {}, {}, {}] });
    expect((created?.['input'] as { options: unknown }).options).toEqual({
      ruleset: 'IT-1e',
      noPeeking: true,
    });
  });

  it('offers a first dealer among the seats the table has (0-based), and forgets one it lost', () => {
    renderWithApi(
      <CreateTable games={[described('port-royal', 'Port Royal')]} initialGame="port-royal" />,
      {},
    );
    const dealer = () => screen.getByLabelText<HTMLInputElement>('First dealer');
    fireEvent.change(screen.getByTestId('player-count'), { target: { value: '4' } });
    expect(dealer().max).toBe('3');
    fireEvent.change(dealer(), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('player-count'), { target: { value: '3' } });
    expect(dealer().max).toBe('2');
    expect(dealer().value).toBe('');
  });

  it('offers the turn-based paces, each said in words, and opens the table with the one chosen', async () => {
    const { sent } = renderWithApi(<CreateTable games={[TORTUGA]} initialGame="tortuga" />, {
      CreateMatch: { data: { createMatch: { id: 'm1' } } },
    });
    const group = screen.getByRole('group', { name: 'Turn-based: nobody needs to be online together' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      '12 hours a move A bank of 24 hours: for players who look in morning and evening.',
      '1 day a move A bank of 2 days: a move a day, the usual pace.',
      '3 days a move A bank of 6 days: for busy weeks; a match may last a month or more.',
    ]);
    expect(group.textContent).toContain('You are told when it is your turn');
    expect(screen.getByTestId<HTMLInputElement>('clock-none').checked).toBe(true);
    fireEvent.click(screen.getByTestId('clock-days_3'));
    fireEvent.click(screen.getByTestId('create-table'));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/matches/m1'));
    expect(sent.find((operation) => operation.name === 'CreateMatch')?.variables['input']).toMatchObject({
      clock: 'DAYS_3',
    });
  });

  it('fills every other seat with a bot, so a Port Royal table for three can start at once', async () => {
    const { sent } = renderWithApi(<CreateTable games={[TORTUGA, described('port-royal', 'Port Royal')]} />, {
      CreateMatch: { data: { createMatch: { id: 'm1' } } },
    });
    fireEvent.click(screen.getByRole('radio', { name: /Port Royal/ }));
    expect(screen.getByTestId('player-count')).toHaveProperty('value', '3');
    expect(screen.getByTestId<HTMLSelectElement>('seat-1').value).toBe('heuristic');
    expect(screen.getByTestId<HTMLSelectElement>('seat-2').value).toBe('heuristic');
    fireEvent.change(screen.getByTestId('player-count'), { target: { value: '4' } });
    expect(screen.getByTestId<HTMLSelectElement>('seat-3').value).toBe('heuristic');
    fireEvent.change(screen.getByTestId('player-count'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('create-table'));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/matches/m1'));
    const input = sent.find((operation) => operation.name === 'CreateMatch')?.variables['input'];
    expect((input as { seats: unknown }).seats).toEqual([{}, { bot: 'heuristic' }, { bot: 'heuristic' }]);
  });

  it('leaves every other seat open at a table opened for friends', () => {
    renderWithApi(
      <CreateTable games={[described('port-royal', 'Port Royal')]} initialGame="port-royal" />,
      {},
    );
    expect(screen.getByTestId<HTMLSelectElement>('seat-1').value).toBe('');
    expect(screen.getByTestId<HTMLSelectElement>('seat-2').value).toBe('');
  });

  it('starts from the pace a link chose (the Your games page’s turn-based table)', () => {
    renderWithApi(<CreateTable games={[TORTUGA]} initialClock="DAYS_1" />, {});
    expect(screen.getByTestId<HTMLInputElement>('clock-days_1').checked).toBe(true);
  });
});
