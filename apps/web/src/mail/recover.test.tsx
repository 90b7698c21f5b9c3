import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, type Answer } from '@/testing/api';
import { Recover } from './Recover';

const invalidLink = (reason: string): Answer => ({
  errors: [
    { message: 'this link is not valid', extensions: { code: 'INVALID_LINK', reason } as { code: string } },
  ],
});

describe('the password-reset page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a link with a handle or an address, and says only that it may come', async () => {
    const { sent } = renderWithApi(
      <Recover token={null} />,
      { RequestPasswordReset: { data: { requestPasswordReset: true } } },
      null,
    );
    fireEvent.change(screen.getByLabelText('Handle or email address'), { target: { value: 'anne' } });
    fireEvent.click(screen.getByTestId('recover-submit'));
    expect((await screen.findByTestId('recover-sent')).textContent).toContain(
      'If an account with a confirmed email address matches',
    );
    expect(sent).toEqual([{ name: 'RequestPasswordReset', variables: { login: 'anne' } }]);
  });

  it.each([
    ['EXPIRED', 'This link has expired (it works for 30 minutes): ask for a new one.'],
    [
      'USED',
      'This link no longer works: it was used already, or the password or email address changed since.',
    ],
    ['INVALID', 'This link is not valid: it is incomplete, or not one of ours.'],
  ])('says why a %s link is refused, and offers a new one', async (reason, words) => {
    renderWithApi(<Recover token="r.old" />, { ResetPassword: invalidLink(reason) }, null);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'mizzen topsail lantern' } });
    fireEvent.click(screen.getByTestId('recover-submit'));
    expect((await screen.findByTestId('link-refused')).textContent).toContain(words);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/recover');
  });
});
