import { act, fireEvent, screen } from '@testing-library/react';
import type * as AuthClient from '@/auth/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/testing/api';
import { encodeAuthFailure } from '@/auth/failure';
import { ApiError } from '@/lib/api/request';
import { showPath } from '@/testing/navigation';
import { AuthForm } from './AuthForm';

beforeEach(() => showPath('/signup'));

const auth = vi.hoisted(() => ({ signIn: vi.fn(), getSession: vi.fn() }));
vi.mock('@/auth/client', async (original) => ({
  ...(await original<typeof AuthClient>()),
  signIn: auth.signIn,
  getSession: auth.getSession,
}));

describe('the sign-in and sign-up form', () => {
  afterEach(() => {
    auth.signIn.mockReset();
    vi.unstubAllGlobals();
  });

  it('counts a throttled sign-in’s wait down, and keeps the button off until it is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    auth.signIn.mockResolvedValue({
      ok: false,
      error: encodeAuthFailure(
        new ApiError('RATE_LIMITED', 'too many failed sign-ins', {
          retryAfterSeconds: 3,
          scope: 'ACCOUNT',
          reason: 'FAILED_SIGN_INS',
        }),
      ),
    });
    renderWithApi(<AuthForm mode="signin" />, {}, null);
    fireEvent.submit(screen.getByTestId('auth-submit').closest('form')!);
    const error = await screen.findByTestId('auth-error');
    expect(error.textContent).toBe(
      'Too many wrong passwords for this account: wait 3 seconds before trying again.',
    );
    expect(screen.getByTestId<HTMLButtonElement>('auth-submit').disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByTestId('auth-error').textContent).toContain('wait 1 second before');
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.queryByTestId('auth-error')).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>('auth-submit').disabled).toBe(false);
    vi.useRealTimers();
  });

  it('says why the sign-in page opened', () => {
    renderWithApi(<AuthForm mode="signin" notice="ended" />, {}, null);
    expect(screen.getByTestId('auth-notice').textContent).toMatch(/^Your session has ended/);
  });

  it.each([
    ['en', 'Join the Brethren', 'That handle is taken: choose another.'],
    ['it', 'Unisciti alla Fratellanza', 'Questo nome è già preso: scegline un altro.'],
    ['fr', 'Rejoindre la Confrérie', 'Ce pseudo est déjà pris\u00a0: choisissez-en un autre.'],
  ] as const)('words a taken handle in %s, never showing its code', async (locale, title, taken) => {
    auth.signIn.mockResolvedValue({ ok: false, error: 'HANDLE_TAKEN: the handle "anne" is taken' });
    renderWithApi(<AuthForm mode="signup" />, {}, null, locale);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    fireEvent.submit(screen.getByTestId('auth-submit').closest('form')!);
    const error = await screen.findByTestId('auth-error');
    expect(error.textContent).toBe(taken);
    expect(error.getAttribute('data-error-code')).toBe('HANDLE_TAKEN');
  });
});
