'use client';

import { useCallback, useMemo } from 'react';
import { subscribeLive } from '@/lib/api/live';
import { useApiQuery } from '@/lib/api/queries';
import { TournamentChatPostedSubscription, TournamentChatQuery } from './documents';
import { useChatMessages, useRefetchOnChange, type Chat, type FollowChat } from './useChat';

/**
 * A tournament's chat, live through `tournamentChatPosted`: everyone who may see the tournament
 * reads it, its players and its creator write (`canChat`), read again as the reader joins or
 * leaves (`joined`).
 */
export function useTournamentChat(tournamentId: string, inviteCode: string | null, joined: boolean): Chat {
  const query = useApiQuery(TournamentChatQuery, { id: tournamentId, inviteCode });
  const { refetch } = query;
  useRefetchOnChange(joined, refetch);
  const follow = useCallback<FollowChat>(
    (ws, { next, afterSubscribe }) =>
      subscribeLive(ws, TournamentChatPostedSubscription, () => ({ tournamentId, inviteCode }), {
        next: (data) => next(data.tournamentChatPosted),
        afterSubscribe,
      }),
    [tournamentId, inviteCode],
  );
  const tournament = query.data?.tournament;
  const page = useMemo(() => tournament?.chat.edges.map((edge) => edge.node), [tournament]);
  const room = useMemo(() => ({ tournamentId, inviteCode }), [tournamentId, inviteCode]);
  return {
    room,
    ...useChatMessages(page, refetch, follow),
    channel: tournament?.canChat ? 'TOURNAMENT' : null,
    merged: false,
  };
}
