import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, type Answer } from '@/testing/api';
import { Unsubscribe } from './Unsubscribe';
import { VerifyEmail } from './VerifyEmail';

const invalidLink = (reason: string): Answer => ({
  errors: [
    { message: 'this link is not valid', extensions: { code: 'INVALID_LINK', reason } as { code: string } },
  ],
});

describe('the verification link’s page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms at a click, never on opening, and signed out', async () => {
    const { sent } = renderWithApi(
      <VerifyEmail token="v.token" />,
      { VerifyEmail: { data: { verifyEmail: { handle: 'anne' } } } },
      null,
    );
    expect(screen.getByRole('heading', { name: 'Confirm your email address' })).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByTestId('verify-confirm'));
    expect((await screen.findByTestId('verify-done')).textContent).toBe(
      'Your address is confirmed for the account anne.',
    );
    expect(sent).toEqual([{ name: 'VerifyEmail', variables: { token: 'v.token' } }]);
  });

  it('says an expired link from a refused one, and a cut-short one at once', async () => {
    renderWithApi(<VerifyEmail token="v.old" />, { VerifyEmail: invalidLink('EXPIRED') }, null);
    fireEvent.click(screen.getByTestId('verify-confirm'));
    expect((await screen.findByTestId('link-refused')).textContent).toBe(
      'This link has expired. Ask for a new one on your account page.',
    );
  });

  it('says a link cut short is incomplete, asking nothing', () => {
    const { sent } = renderWithApi(<VerifyEmail token={null} />, {}, null);
    expect(screen.getByTestId('link-refused').textContent).toBe(
      'This link is incomplete: open it from the mail again.',
    );
    expect(sent).toEqual([]);
  });
});

describe('the unsubscribe link’s page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what it stops, and stops it at a click, signed out', async () => {
    const link = { handle: 'anne', kinds: ['YOUR_TURN'] };
    const { sent } = renderWithApi(
      <Unsubscribe token="u.token" />,
      {
        MailUnsubscribeLink: { data: { mailUnsubscribeLink: link } },
        UnsubscribeMail: { data: { unsubscribeMail: link } },
      },
      null,
    );
    expect((await screen.findByTestId('unsubscribe-ask')).textContent).toBe(
      'Stop mail for “Your turn” to the account anne?',
    );
    expect(sent.map((op) => op.name)).toEqual(['MailUnsubscribeLink']);
    fireEvent.click(screen.getByTestId('unsubscribe-confirm'));
    expect((await screen.findByTestId('unsubscribe-done')).textContent).toBe(
      'Done: no more mail for “Your turn” to anne.',
    );
    expect(sent.at(-1)).toEqual({ name: 'UnsubscribeMail', variables: { token: 'u.token' } });
  });

  it('names all mail for a digest’s link, in the reader’s language', async () => {
    renderWithApi(
      <Unsubscribe token="u.all" />,
      {
        MailUnsubscribeLink: {
          data: { mailUnsubscribeLink: { handle: 'anne', kinds: ['YOUR_TURN', 'CHALLENGED'] } },
        },
      },
      null,
      'fr',
    );
    expect((await screen.findByTestId('unsubscribe-ask')).textContent).toBe(
      'Ne plus envoyer aucun e-mail de Brethren au compte anne ?',
    );
  });

  it('refuses a forged link before anything is asked of the person', async () => {
    const { sent } = renderWithApi(
      <Unsubscribe token="u.forged" />,
      { MailUnsubscribeLink: invalidLink('INVALID') },
      null,
    );
    expect((await screen.findByTestId('link-refused')).textContent).toBe(
      'This link is not valid: it may be incomplete, or from an older mail.',
    );
    expect(screen.queryByTestId('unsubscribe-confirm')).toBeNull();
    expect(sent.map((op) => op.name)).toEqual(['MailUnsubscribeLink']);
  });
});
