import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/locales';
import type { PlayerProfile } from '@/lib/api/types';
import { renderWithApi } from '@/testing/api';
import { HistoryView } from './HistoryPage';

afterEach(() => vi.unstubAllGlobals());

const noMatches = { data: { matches: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } } };

function profile(extra: Partial<Pick<PlayerProfile, 'turnBasedCompletion'>> & { vacationUntil?: string }) {
  return {
    player: { id: 'u2', handle: 'bob', vacationUntil: extra.vacationUntil ?? null },
    turnBasedCompletion: extra.turnBasedCompletion ?? { matches: 0, withoutTimeout: 0, share: null },
    ratings: [],
  } satisfies PlayerProfile;
}

function show(player: PlayerProfile, locale: Locale = 'en') {
  renderWithApi(
    <HistoryView handle="bob" />,
    { PlayerProfile: { data: { player } }, History: noMatches },
    'anne',
    locale,
  );
}

describe('a profile’s turn-based record', () => {
  const record = { matches: 50, withoutTimeout: 47, share: 0.94 };

  it('says how many turn-based matches the player finished without a timeout', async () => {
    show(profile({ turnBasedCompletion: record }));
    expect((await screen.findByTestId('completion')).textContent).toBe(
      'Finished 47 of 50 turn-based matches without a timeout (94%).',
    );
    expect(screen.queryByTestId('profile-vacation')).toBeNull();
  });

  it('says nothing before the first turn-based match ended', async () => {
    show(profile({}));
    await screen.findByText('No matches yet.');
    expect(screen.queryByTestId('turn-based-record')).toBeNull();
  });

  it('says when a player on vacation comes back, even with no turn-based match ended', async () => {
    show(profile({ vacationUntil: '2026-03-04T10:00:00.000Z' }));
    expect((await screen.findByTestId('profile-vacation')).textContent).toMatch(
      /^On vacation until 4 Mar 2026/,
    );
    expect(screen.queryByTestId('completion')).toBeNull();
  });

  it('speaks Italian, of one match', async () => {
    show(profile({ turnBasedCompletion: { matches: 1, withoutTimeout: 1, share: 1 } }), 'it');
    expect((await screen.findByTestId('completion')).textContent).toBe(
      'Ha finito 1 partita a turni su 1 senza tempo scaduto (100%).',
    );
  });

  it('speaks French', async () => {
    show(profile({ turnBasedCompletion: record }), 'fr');
    expect((await screen.findByTestId('completion')).textContent).toBe(
      'A terminé 47 parties au tour par tour sur 50 sans dépassement de temps (94\u00a0%).',
    );
  });
});
