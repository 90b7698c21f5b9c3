import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/testing/api';
import { ReportedMessage, type Reported } from './ReportedMessage';

afterEach(() => vi.unstubAllGlobals());

const reported = (
  place: { matchId: string | null; tournamentId: string | null },
  channel: Reported['message']['channel'],
): Reported => ({
  message: {
    id: 'm1',
    ...place,
    channel,
    text: 'your ships will sink',
    at: '2026-12-01T10:00:00.000Z',
    author: { handle: 'bart' },
  },
  reporterCount: 1,
  reasons: [{ category: 'ABUSE', text: 'a threat', at: '2026-12-01T10:01:00.000Z' }],
  firstReportedAt: '2026-12-01T10:01:00.000Z',
});

describe('a reported message, as moderators see it', () => {
  it('links to the match it was written at', () => {
    renderWithApi(
      <ReportedMessage
        reported={reported({ matchId: 'x1', tournamentId: null }, 'PLAYERS')}
        busy={false}
        onResolve={() => undefined}
      />,
      {},
    );
    const link = screen.getByRole('link', { name: 'this match’s chat' });
    expect(link.getAttribute('href')).toBe('/matches/x1');
    expect(screen.getByTestId('reported-message').textContent).toContain('(players)');
  });

  it('links to the tournament whose chat it was written in', () => {
    renderWithApi(
      <ReportedMessage
        reported={reported({ matchId: null, tournamentId: 't1' }, 'TOURNAMENT')}
        busy={false}
        onResolve={() => undefined}
      />,
      {},
    );
    const link = screen.getByRole('link', { name: 'this tournament’s chat' });
    expect(link.getAttribute('href')).toBe('/tournaments/t1');
    expect(screen.getByTestId('reported-message').textContent).toContain('(tournament)');
  });
});
