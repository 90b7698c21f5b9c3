import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, type Answer } from '@/testing/api';
import { EmailPanel } from './EmailPanel';

const KINDS = ['YOUR_TURN', 'CHALLENGED', 'INVITED', 'MATCH_FINISHED', 'TOURNAMENT_ROUND'] as const;
const DEFAULTS = {
  YOUR_TURN: 'EVERY',
  CHALLENGED: 'EVERY',
  INVITED: 'EVERY',
  MATCH_FINISHED: 'DIGEST',
  TOURNAMENT_ROUND: 'EVERY',
};

const settings = (
  address: string | null,
  verified: boolean,
  deliveries: Record<string, string> = DEFAULTS,
) => ({
  address,
  verified,
  verificationRequestedAt: address && !verified ? '2026-11-30T10:00:00.000Z' : null,
  verificationExpiresAt: address && !verified ? '2026-12-02T10:00:00.000Z' : null,
  preferences: KINDS.map((kind) => ({ kind, delivery: deliveries[kind] })),
});

const refusedAddress: Answer = {
  errors: [
    {
      message: 'that is not an email address (name@example.org)',
      extensions: { code: 'BAD_USER_INPUT', field: 'address', reason: 'NOT_AN_ADDRESS' } as { code: string },
    },
  ],
};

describe('the account page’s email section', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets an address (unconfirmed, a link on its way), mails a new link, and removes it', async () => {
    const { sent } = renderWithApi(<EmailPanel />, {
      MailSettings: { data: { mailSettings: settings(null, false) } },
      SetEmail: (variables) =>
        variables['address'] === 'anne@localhost'
          ? refusedAddress
          : { data: { setEmail: settings(String(variables['address']), false) } },
      ResendEmailVerification: { data: { resendEmailVerification: settings('anne@example.org', false) } },
      RemoveEmail: { data: { removeEmail: settings(null, false) } },
    });
    expect(await screen.findByText('No address yet: nothing is mailed to you.')).toBeTruthy();
    const input = screen.getByTestId('email-input');

    // The browser takes it as an address; the API does not (a domain of one label).
    fireEvent.change(input, { target: { value: 'anne@localhost' } });
    fireEvent.click(screen.getByTestId('email-save'));
    expect((await screen.findByTestId('email-error')).textContent).toContain(
      'That is not an email address: it looks like name@example.org.',
    );

    fireEvent.change(input, { target: { value: 'anne@example.org' } });
    fireEvent.click(screen.getByTestId('email-save'));
    await waitFor(() => expect(screen.getByTestId('email-state').textContent).toBe('Not confirmed'));
    expect(screen.getByTestId('email-address').textContent).toContain('anne@example.org');
    expect(screen.getByText(/We mailed a link to confirm it on 30 Nov 2026/)).toBeTruthy();
    expect(screen.getByTestId('email-save').textContent).toBe('Change address');

    fireEvent.click(screen.getByTestId('resend-verification'));
    expect(await screen.findByText('A new link is on its way.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('email-remove'));
    expect(await screen.findByText('No address yet: nothing is mailed to you.')).toBeTruthy();
    expect(sent.map((op) => op.name)).toEqual([
      'MailSettings',
      'SetEmail',
      'SetEmail',
      'ResendEmailVerification',
      'RemoveEmail',
    ]);
  });

  it('shows a confirmed address, and saves each kind’s choice as it changes', async () => {
    const { sent } = renderWithApi(<EmailPanel />, {
      MailSettings: { data: { mailSettings: settings('anne@example.org', true) } },
      SetMailPreferences: (variables) => {
        const [changed] = variables['preferences'] as { kind: string; delivery: string }[];
        return {
          data: {
            setMailPreferences: settings('anne@example.org', true, {
              ...DEFAULTS,
              [changed!.kind]: changed!.delivery,
            }),
          },
        };
      },
    });
    expect((await screen.findByTestId('email-state')).textContent).toBe('Confirmed');
    // The confirmed address as it is: nothing to save.
    expect(screen.getByTestId<HTMLButtonElement>('email-save').disabled).toBe(true);
    const turn = screen.getByTestId('mail-preference-YOUR_TURN');
    const select = within(turn).getByLabelText<HTMLSelectElement>(/Your turn/);
    expect(select.value).toBe('EVERY');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Each time',
      'Daily digest',
      'Never',
    ]);
    fireEvent.change(select, { target: { value: 'DIGEST' } });
    await waitFor(() => expect(within(turn).getByText('Saved.')).toBeTruthy());
    expect(select.value).toBe('DIGEST');
    expect(sent.find((op) => op.name === 'SetMailPreferences')?.variables).toEqual({
      preferences: [{ kind: 'YOUR_TURN', delivery: 'DIGEST' }],
    });
  });

  it('speaks Italian', async () => {
    renderWithApi(
      <EmailPanel />,
      { MailSettings: { data: { mailSettings: settings(null, false) } } },
      'anne',
      'it',
    );
    expect(await screen.findByRole('heading', { name: 'Email' })).toBeTruthy();
    expect(await screen.findByText('Cosa ricevi per email')).toBeTruthy();
    expect(screen.getByLabelText(/Proposte di rivincita/)).toBeTruthy();
  });
});
