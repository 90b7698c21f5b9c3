import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveHandlers } from '@/lib/api/live';
import type { ChatMessageFieldsFragment } from '@/lib/api/generated/graphql';
import { renderWithApi, type Answer } from '@/testing/api';
import { TournamentChat } from './TournamentChat';

const feed = vi.hoisted(() => ({
  handlers: null as LiveHandlers<{ tournamentChatPosted: ChatMessageFieldsFragment }> | null,
  variables: null as (() => unknown) | null,
}));
vi.mock('@/lib/api/live', () => ({
  subscribeLive: (_client: unknown, _document: unknown, variables: () => unknown, handlers: never) => {
    feed.handlers = handlers;
    feed.variables = variables;
    return () => undefined;
  },
}));

afterEach(() => {
  feed.handlers = null;
  vi.unstubAllGlobals();
});

const said = (id: string, handle: string, text: string, at: string) => ({
  id,
  channel: 'TOURNAMENT' as const,
  text,
  at,
  author: { handle },
});

const chatAnswer = (canChat: boolean): Answer => ({
  data: {
    tournament: {
      id: 't1',
      canChat,
      // Newest first, as the API pages.
      chat: {
        edges: [
          { node: said('m2', 'bart', 'Round two at noon', '2026-12-01T10:05:00.000Z') },
          { node: said('m1', 'anne', 'Fair winds, all', '2026-12-01T10:00:00.000Z') },
        ],
      },
    },
  },
});

async function openChat() {
  fireEvent.click(await screen.findByTestId('chat-launcher'));
  return screen.findByTestId('chat-panel');
}

const lines = () =>
  screen.getAllByTestId('chat-line').map((line) => line.querySelector('.chat-text')?.textContent);

describe("a tournament's chat", () => {
  it('shows what was said oldest first, sends a player’s words, and adds what comes live', async () => {
    const { sent } = renderWithApi(<TournamentChat tournamentId="t1" inviteCode={null} joined />, {
      TournamentChat: chatAnswer(true),
      SendTournamentChatMessage: ({ text }) => ({
        data: {
          sendTournamentChatMessage: {
            ...said('m3', 'anne', String(text), '2026-12-01T10:06:00.000Z'),
            hidden: false,
          },
        },
      }),
    });
    await openChat();
    expect(screen.getByRole('heading', { name: 'Tournament chat' })).toBeTruthy();
    await waitFor(() => expect(lines()).toEqual(['Fair winds, all', 'Round two at noon']));
    expect(feed.variables?.()).toEqual({ tournamentId: 't1', inviteCode: null });

    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '  Good luck, table one  ' } });
    fireEvent.submit(screen.getByTestId('chat-input').closest('form')!);
    await waitFor(() => expect(lines()).toContain('Good luck, table one'));
    expect(sent.find((operation) => operation.name === 'SendTournamentChatMessage')?.variables).toEqual({
      tournamentId: 't1',
      text: 'Good luck, table one',
    });

    act(() =>
      feed.handlers?.next({
        tournamentChatPosted: {
          ...said('m4', 'carl', 'See you at the top', '2026-12-01T10:07:00.000Z'),
          hidden: false,
        },
      }),
    );
    await waitFor(() => expect(lines().at(-1)).toBe('See you at the top'));
    act(() =>
      feed.handlers?.next({
        tournamentChatPosted: { ...said('m2', 'bart', '', '2026-12-01T10:05:00.000Z'), hidden: true },
      }),
    );
    await waitFor(() => expect(lines()).not.toContain('Round two at noon'));
  });

  it('tells a reader outside the tournament that only its players write, and an anonymous one to sign in', async () => {
    const first = renderWithApi(<TournamentChat tournamentId="t1" inviteCode="code" joined={false} />, {
      TournamentChat: chatAnswer(false),
    });
    await openChat();
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(screen.getByText('Only the tournament’s players and its creator write here.')).toBeTruthy();
    expect(screen.queryByTestId('chat-input')).toBeNull();
    expect(first.sent[0]).toEqual({ name: 'TournamentChat', variables: { id: 't1', inviteCode: 'code' } });
    first.unmount();

    renderWithApi(
      <TournamentChat tournamentId="t1" inviteCode={null} joined={false} />,
      { TournamentChat: chatAnswer(false) },
      null,
    );
    await openChat();
    expect(await screen.findByText('Sign in to chat.')).toBeTruthy();
  });

  it('reads the chat again as the reader joins: the composer comes', async () => {
    let joined = false;
    function Joining() {
      const [inIt, setInIt] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setInIt(true)}>
            join
          </button>
          <TournamentChat tournamentId="t1" inviteCode={null} joined={inIt} />
        </>
      );
    }
    const { sent } = renderWithApi(<Joining />, { TournamentChat: () => chatAnswer(joined) });
    await openChat();
    expect(await screen.findByText('Only the tournament’s players and its creator write here.')).toBeTruthy();
    joined = true;
    fireEvent.click(screen.getByRole('button', { name: 'join' }));
    await waitFor(() => expect(sent.map((o) => o.name)).toEqual(['TournamentChat', 'TournamentChat']));
    expect(await screen.findByTestId('chat-input')).toBeTruthy();
  });

  it('speaks Italian', async () => {
    renderWithApi(
      <TournamentChat tournamentId="t1" inviteCode={null} joined={false} />,
      { TournamentChat: chatAnswer(false) },
      'anne',
      'it',
    );
    await openChat();
    expect(screen.getByRole('heading', { name: 'Chat del torneo' })).toBeTruthy();
    expect(screen.getByText('Qui scrivono solo i giocatori del torneo e chi l’ha creato.')).toBeTruthy();
  });
});
