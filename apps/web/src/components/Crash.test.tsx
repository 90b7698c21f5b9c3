import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IntlWrapper } from '@/testing/intl';
import { Crash } from './Crash';

describe('Crash', () => {
  it('says the page failed and that no match was lost, and draws it again on request', () => {
    const retry = vi.fn();
    render(<Crash error={new Error('boom')} retry={retry} />);
    const said = screen.getByRole('alert').textContent;
    expect(said).toMatch(/went wrong while this page was being drawn/);
    expect(said).toMatch(/every move is kept on the server/);
    // The thrown message is for the console and the server's log, not for the reader.
    expect(said).not.toContain('boom');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe('/');
  });

  it('gives the server error’s reference, which its log shows beside the error', () => {
    const error = Object.assign(new Error('An error occurred in the Server Components render.'), {
      digest: '2353478421',
    });
    render(<Crash error={error} retry={() => {}} />);
    expect(screen.getByText('Reference for a bug report: 2353478421')).toBeTruthy();
  });

  it('speaks the reader’s language, whatever was thrown', () => {
    render(<Crash error="not an Error" retry={() => {}} />, {
      wrapper: ({ children }) => <IntlWrapper locale="fr">{children}</IntlWrapper>,
    });
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour au salon' })).toBeTruthy();
    expect(screen.queryByText(/Référence/)).toBeNull();
  });
});
