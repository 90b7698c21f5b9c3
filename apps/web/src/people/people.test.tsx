import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/testing/api';
import { router } from '@/testing/navigation';
import { ChallengesPanel } from './ChallengesPanel';
import { ProfilePeople } from './ProfilePeople';

afterEach(() => {
  vi.unstubAllGlobals();
});

const cartagena = { id: 'cartagena', name: 'Cartagena' };

function challenge(id: string, received: boolean, other: string) {
  return {
    received,
    createdAt: '2026-11-28T00:00:00.000Z',
    challenger: { handle: received ? other : 'anne' },
    challenged: { handle: received ? 'anne' : other },
    match: { id, status: 'OPEN', playerCount: 2, game: cartagena },
  };
}

function bob(overrides: object = {}) {
  return {
    data: {
      player: {
        player: {
          handle: 'bob',
          online: true,
          playingNow: [{ id: 'm-live', game: cartagena }],
          followedByMe: false,
          followers: 2,
          ...overrides,
        },
      },
    },
  };
}

describe('challenges in the lobby', () => {
  it('lists those received and those sent; accepting opens the table, withdrawing answers the challenge', async () => {
    const { sent } = renderWithApi(<ChallengesPanel />, {
      Challenges: { data: { challenges: [challenge('m-1', true, 'bob'), challenge('m-2', false, 'cleo')] } },
      AcceptChallenge: { data: { acceptChallenge: { id: 'm-1' } } },
      DeclineChallenge: { data: { declineChallenge: { id: 'm-2', status: 'ABORTED' } } },
    });
    expect((await screen.findByTestId('challenge-received')).textContent).toContain(
      'bob challenges you to Cartagena',
    );
    expect(screen.getByTestId('challenge-sent').textContent).toContain('You challenged cleo to Cartagena');
    fireEvent.click(screen.getByTestId('cancel-challenge'));
    await waitFor(() =>
      expect(sent.find((op) => op.name === 'DeclineChallenge')?.variables).toEqual({ matchId: 'm-2' }),
    );
    fireEvent.click(screen.getByTestId('accept-challenge'));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/matches/m-1'));
  });

  it('shows nothing while there is none', async () => {
    const { sent, container } = renderWithApi(<ChallengesPanel />, {
      Challenges: { data: { challenges: [] } },
    });
    await waitFor(() => expect(sent.some((op) => op.name === 'Challenges')).toBe(true));
    expect(container.textContent).toBe('');
  });
});

describe("a player's page", () => {
  it('says whether they are online and what they play, and follows them', async () => {
    const { sent } = renderWithApi(<ProfilePeople handle="bob" own={false} />, {
      PlayerPeople: bob(),
      FollowPlayer: { data: { followPlayer: { handle: 'bob', followedByMe: true, followers: 3 } } },
    });
    expect((await screen.findByTestId('online')).textContent).toBe('Online');
    expect(screen.getByTestId('playing-now').getAttribute('href')).toBe('/matches/m-live');
    expect(screen.getByTestId('followers').textContent).toBe('2 followers');
    fireEvent.click(screen.getByTestId('follow'));
    await waitFor(() =>
      expect(sent.find((op) => op.name === 'FollowPlayer')?.variables).toEqual({ handle: 'bob' }),
    );
  });

  it('names each game played once, linking its newest table', async () => {
    renderWithApi(<ProfilePeople handle="bob" own={false} />, {
      PlayerPeople: bob({
        playingNow: [
          { id: 'm-3', game: cartagena },
          { id: 'm-2', game: { id: 'port-royal', name: 'Port Royal' } },
          { id: 'm-1', game: cartagena },
        ],
      }),
    });
    await screen.findByTestId('online');
    const links = screen.getAllByTestId('playing-now');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Playing Cartagena', '/matches/m-3'],
      ['Playing Port Royal', '/matches/m-2'],
    ]);
  });

  it('words a refusal by its reason', async () => {
    // The API's extensions say why, beyond the code.
    const blocked = {
      errors: [{ message: 'bob blocked you', extensions: { code: 'FORBIDDEN', reason: 'BLOCKED' } }],
    };
    renderWithApi(<ProfilePeople handle="bob" own={false} />, { PlayerPeople: bob(), FollowPlayer: blocked });
    fireEvent.click(await screen.findByTestId('follow'));
    expect(await screen.findByText('One of you has blocked the other.')).toBeTruthy();
  });

  it('says nothing of presence the API withholds, and offers no buttons on your own page', async () => {
    renderWithApi(<ProfilePeople handle="anne" own />, {
      PlayerPeople: bob({ handle: 'anne', online: null, playingNow: [] }),
    });
    expect((await screen.findByTestId('followers')).textContent).toBe('2 followers');
    expect(screen.queryByTestId('online')).toBeNull();
    expect(screen.queryByTestId('follow')).toBeNull();
    expect(screen.queryByTestId('challenge')).toBeNull();
  });
});
