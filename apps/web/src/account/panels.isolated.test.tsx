import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/testing/api';
import { DeletePanel } from './DeletePanel';
import { PasswordPanel } from './PasswordPanel';
import { SessionsPanel } from './SessionsPanel';

const leave = vi.hoisted(() => ({ leaveTo: vi.fn(async () => undefined) }));
vi.mock('./leave', () => leave);

const session = (id: string, device: string | null, current = false) => ({
  id,
  device,
  current,
  createdAt: '2026-02-01T10:00:00.000Z',
  lastUsedAt: '2026-02-03T09:30:00.000Z',
  expiresAt: '2026-03-05T09:30:00.000Z',
});

const SESSIONS = {
  data: {
    sessions: {
      edges: [{ node: session('s2', 'Firefox · Linux') }, { node: session('s1', null, true) }],
      pageInfo: { hasNextPage: false, endCursor: 's1' },
    },
  },
};

describe('the sessions panel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    leave.leaveTo.mockClear();
  });

  it('lists each session with its device, marks this one, and ends another after asking', async () => {
    const { sent } = renderWithApi(<SessionsPanel />, {
      Sessions: SESSIONS,
      EndSession: { data: { endSession: true } },
    });
    const rows = await screen.findAllByTestId('session-row');
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual([
      'Firefox · Linux',
      'Unknown deviceThis browser',
    ]);
    expect(within(rows[1]!).queryByTestId('end-session')).toBeNull();
    fireEvent.click(within(rows[0]!).getByTestId('end-session'));
    expect(sent.some((op) => op.name === 'EndSession')).toBe(false);
    fireEvent.click(within(rows[0]!).getByTestId('end-session-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(sent.find((op) => op.name === 'EndSession')?.variables).toEqual({ id: 's2' });
  });

  it('a session ended while the list is read again stays gone when that older read lands', async () => {
    let reads = 0;
    let landOldRead: () => void = () => {};
    const { queryClient } = renderWithApi(<SessionsPanel />, {
      Sessions: () => {
        reads++;
        // The second read began before the session ended, and answers after it: the list of before.
        if (reads === 2) return new Promise((resolve) => (landOldRead = () => resolve(SESSIONS)));
        return reads === 1
          ? SESSIONS
          : { data: { sessions: { ...SESSIONS.data.sessions, edges: [SESSIONS.data.sessions.edges[1]] } } };
      },
      EndSession: { data: { endSession: true } },
    });
    const rows = await screen.findAllByTestId('session-row');
    void queryClient.invalidateQueries();
    await waitFor(() => expect(reads).toBe(2));
    fireEvent.click(within(rows[0]!).getByTestId('end-session'));
    fireEvent.click(within(rows[0]!).getByTestId('end-session-confirm'));
    await waitFor(() => expect(reads).toBe(3));
    landOldRead();
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByTestId('session-row').map((row) => row.firstElementChild?.textContent)).toEqual([
      'Unknown deviceThis browser',
    ]);
  });

  it('signs out everywhere after asking, then leaves for the sign-in page', async () => {
    const { sent } = renderWithApi(<SessionsPanel />, {
      Sessions: SESSIONS,
      SignOutEverywhere: { data: { signOutEverywhere: 2 } },
    });
    fireEvent.click(await screen.findByTestId('sign-out-everywhere'));
    expect(screen.getByText(/this one included/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('sign-out-everywhere-confirm'));
    await waitFor(() => expect(leave.leaveTo).toHaveBeenCalledWith('/signin'));
    expect(sent.filter((op) => op.name === 'SignOutEverywhere')).toHaveLength(1);
  });
});

describe('the password panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  const fill = (current: string, next: string, repeat: string) => {
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: repeat } });
  };

  it('will not send two different new passwords', () => {
    const { sent } = renderWithApi(<PasswordPanel />, {});
    fill('old one', 'a new secret', 'a new secreT');
    expect(screen.getByRole('alert').textContent).toBe('The two new passwords are not the same.');
    expect(screen.getByTestId<HTMLButtonElement>('change-password').disabled).toBe(true);
    expect(sent).toEqual([]);
  });

  it('says how many other sessions the change ended', async () => {
    const { sent } = renderWithApi(<PasswordPanel />, { ChangePassword: { data: { changePassword: 2 } } });
    fill('old one', 'a new secret', 'a new secret');
    fireEvent.click(screen.getByTestId('change-password'));
    expect((await screen.findByTestId('password-changed')).textContent).toBe(
      'Password changed; 2 other sessions were signed out.',
    );
    expect(sent.find((op) => op.name === 'ChangePassword')?.variables).toEqual({
      currentPassword: 'old one',
      newPassword: 'a new secret',
    });
  });

  it('words a refused password by its reason', async () => {
    renderWithApi(<PasswordPanel />, {
      ChangePassword: {
        errors: [
          {
            message: 'password: this password is too common',
            extensions: { code: 'BAD_USER_INPUT', field: 'password', reason: 'TOO_COMMON' } as {
              code: string;
            },
          },
        ],
      },
    });
    fill('old one', 'password', 'password');
    fireEvent.click(screen.getByTestId('change-password'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'That password is too common or too easy to guess: try a few unrelated words.',
    );
  });
});

describe('the delete panel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    leave.leaveTo.mockClear();
  });

  it('deletes only once the handle is typed out, then leaves', async () => {
    const { sent } = renderWithApi(<DeletePanel handle="Anne_Bonny" guest={false} />, {
      DeleteAccount: { data: { deleteAccount: true } },
    });
    const submit = screen.getByTestId<HTMLButtonElement>('delete-account-submit');
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'my password' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Type your handle, Anne_Bonny, to confirm'), {
      target: { value: 'anne_bonny' },
    });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(leave.leaveTo).toHaveBeenCalledWith('/signin?deleted=1'));
    expect(sent.find((op) => op.name === 'DeleteAccount')?.variables).toEqual({ password: 'my password' });
  });

  it('deletes a guest account with no password asked', async () => {
    const { sent } = renderWithApi(<DeletePanel handle="guest-k3m9qa" guest />, {
      DeleteAccount: { data: { deleteAccount: true } },
    });
    expect(screen.queryByLabelText('Your password')).toBeNull();
    expect(screen.getByText(/deletes the guest account at once/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Type your handle, guest-k3m9qa, to confirm'), {
      target: { value: 'guest-k3m9qa' },
    });
    fireEvent.click(screen.getByTestId('delete-account-submit'));
    await waitFor(() => expect(leave.leaveTo).toHaveBeenCalledWith('/signin?deleted=1'));
    expect(sent.find((op) => op.name === 'DeleteAccount')?.variables).toEqual({});
  });
});
