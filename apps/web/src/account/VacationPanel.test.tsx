import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refused, renderWithApi, type Answer } from '@/testing/api';
import { showPath } from '@/testing/navigation';
import { AccountPage } from './AccountPage';
import { VacationPanel } from './VacationPanel';

beforeEach(() => showPath('/account'));

afterEach(() => vi.unstubAllGlobals());

const vacation = (daysLeft: number, until: string | null = null) => ({
  since: until ? '2026-03-01T10:00:00.000Z' : null,
  until,
  daysLeft,
  daysPerYear: 30,
});
const mine = (value: ReturnType<typeof vacation>): Answer => ({
  data: { me: { id: 'u1', vacation: value } },
});

describe('the account page’s vacation', () => {
  it('shows the days left and starts a vacation of the days chosen, then says until when', async () => {
    const { sent } = renderWithApi(<VacationPanel />, {
      MyVacation: mine(vacation(23)),
      StartVacation: { data: { startVacation: vacation(13, '2026-03-11T10:00:00.000Z') } },
    });
    expect((await screen.findByTestId('vacation-left')).textContent).toBe(
      '23 days of vacation left this year.',
    );
    fireEvent.change(screen.getByTestId('vacation-days'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start 10 days of vacation' }));
    expect((await screen.findByTestId('vacation-until')).textContent).toBe(
      'On vacation until 11 Mar 2026, 10:00',
    );
    expect(sent.find((op) => op.name === 'StartVacation')?.variables).toEqual({ days: 10 });
    expect(screen.getByText(/costs the days begun/)).toBeTruthy();
  });

  it.each(['0', '24', '2.5', '', '-3'])('explains and never sends %j days', async (value) => {
    const { sent } = renderWithApi(<VacationPanel />, { MyVacation: mine(vacation(23)) });
    const input = await screen.findByTestId('vacation-days');
    fireEvent.change(input, { target: { value } });
    expect(screen.getByRole('alert').textContent).toBe('A whole number of days, from 1 to 23.');
    const start = screen.getByTestId<HTMLButtonElement>('start-vacation');
    expect(start.disabled).toBe(true);
    fireEvent.submit(start.closest('form')!);
    expect(sent.some((op) => op.name === 'StartVacation')).toBe(false);
  });

  it('words the server’s refusal, and reads the vacation again', async () => {
    let reads = 0;
    renderWithApi(<VacationPanel />, {
      MyVacation: () => mine(reads++ === 0 ? vacation(5) : vacation(2)),
      StartVacation: refused('VACATION_ALLOWANCE_EXCEEDED', '5 days left'),
    });
    fireEvent.change(await screen.findByTestId('vacation-days'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('start-vacation'));
    await waitFor(() =>
      expect(screen.getByTestId('vacation-left').textContent).toBe('2 days of vacation left this year.'),
    );
    // The refusal in words, and the 5 days chosen now past what is left.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'A whole number of days, from 1 to 2.',
      expect.stringMatching(
        /The vacation did not start:.*That is more vacation than you have left this year\./,
      ),
    ]);
  });

  it('ends a vacation now, and shows the days given back', async () => {
    const away = mine(vacation(20, '2026-03-11T10:00:00.000Z'));
    const { sent } = renderWithApi(<VacationPanel />, {
      MyVacation: away,
      EndVacation: { data: { endVacation: vacation(28) } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'End vacation now' }));
    expect((await screen.findByTestId('vacation-left')).textContent).toBe(
      '28 days of vacation left this year.',
    );
    expect(sent.filter((op) => op.name === 'EndVacation')).toHaveLength(1);
  });

  it('words NOT_ON_VACATION in Italian', async () => {
    renderWithApi(
      <VacationPanel />,
      {
        MyVacation: mine(vacation(20, '2026-03-11T10:00:00.000Z')),
        EndVacation: refused('NOT_ON_VACATION', 'not on vacation'),
      },
      'anne',
      'it',
    );
    expect((await screen.findByTestId('vacation-until')).textContent).toBe(
      'In vacanza fino al 11 mar 2026, 10:00',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Finisci la vacanza ora' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /La vacanza non è finita:.*Non sei in vacanza\./,
    );
  });

  it('says so when no day is left, in French', async () => {
    renderWithApi(<VacationPanel />, { MyVacation: mine(vacation(0)) }, 'anne', 'fr');
    expect((await screen.findByTestId('vacation-left')).textContent).toBe(
      'Plus aucun jour de vacances cette année.',
    );
    expect(screen.queryByTestId('start-vacation')).toBeNull();
  });

  it('is not offered to a guest', async () => {
    const account = {
      data: { me: { id: 'u1', handle: 'guest-1', createdAt: '2026-01-01T10:00:00.000Z', locale: null } },
    };
    const { sent } = renderWithApi(<AccountPage />, { Account: account }, 'guest-1', 'en', true);
    await screen.findByText(/guest-1/);
    expect(screen.queryByTestId('vacation')).toBeNull();
    expect(sent.some((op) => op.name === 'MyVacation')).toBe(false);
  });
});
