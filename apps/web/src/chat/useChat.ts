'use client';

import type { Client } from 'graphql-ws';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '@/lib/api/ApiProvider';
import type {
  ChatChannel,
  ChatLineFieldsFragment,
  ChatMessageFieldsFragment,
} from '@/lib/api/generated/graphql';
import { subscribeLive } from '@/lib/api/live';
import { useApiQuery } from '@/lib/api/queries';
import { ChatPostedSubscription, MatchChatQuery } from './documents';

/** A message as shown: the live feed's `hidden` notices never become one. */
export type ChatMessage = ChatLineFieldsFragment;

/** Where a chat is: a match's table, or a tournament (with a private one's invite code). */
export type ChatRoom =
  { readonly matchId: string } | { readonly tournamentId: string; readonly inviteCode: string | null };

export interface Chat {
  readonly room: ChatRoom;
  /**
   * What the viewer may read, oldest first (the server leaves out the players they blocked and
   * the messages moderators hid; one hidden while shown is dropped as the live feed says so).
   */
  readonly messages: readonly ChatMessage[];
  /** Where the viewer writes; null when they may not (anonymous, or not in the tournament), or before the first answer. */
  readonly channel: ChatChannel | null;
  /** Both channels, merged: the match is over. */
  readonly merged: boolean;
  /** Shows a message the viewer just sent, before the live feed brings it. */
  readonly add: (message: ChatMessage) => void;
  /** Drops what is shown of a player just blocked, and reads the chat again. */
  readonly forget: (handle: string) => void;
}

/** Follows a chat's live feed on the socket: each message or hidden notice, and each (re)subscription. */
export type FollowChat = (
  ws: Client,
  handlers: { next: (posted: ChatMessageFieldsFragment) => void; afterSubscribe: () => void },
) => () => void;

/** Oldest first; the same message (from the page and the live feed) once. */
function merge(...lists: (readonly ChatMessage[])[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of lists.flat()) byId.set(message.id, message);
  return [...byId.values()].sort(
    (a, b) => String(a.at).localeCompare(String(b.at)) || a.id.localeCompare(b.id),
  );
}

/**
 * A chat's messages: the latest page over HTTP, then each message live (`follow`, which must keep
 * its identity while the chat is the same). The page is read again after each (re)subscription,
 * which catches what was said meanwhile.
 */
export function useChatMessages(
  page: readonly ChatMessage[] | undefined,
  refetch: () => unknown,
  follow: FollowChat,
): Pick<Chat, 'messages' | 'add' | 'forget'> {
  const { ws } = useApi();
  const [live, setLive] = useState<readonly ChatMessage[]>([]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!ws) return;
    return follow(ws, {
      next: ({ hidden: withdrawn, ...message }) => {
        if (withdrawn) setHidden((current) => new Set(current).add(message.id));
        else setLive((current) => [...current, message]);
      },
      afterSubscribe: () => void refetch(),
    });
  }, [ws, follow, refetch]);
  const messages = useMemo(
    () => merge(page ?? [], live).filter((message) => !hidden.has(message.id)),
    [page, live, hidden],
  );
  const add = useCallback((message: ChatMessage) => setLive((current) => [...current, message]), []);
  const forget = useCallback(
    (handle: string) => {
      setLive((current) => current.filter((message) => message.author.handle !== handle));
      void refetch();
    },
    [refetch],
  );
  return { messages, add, forget };
}

/** Reads the chat again when `value` changes: what the reader may read or write changed with it. */
export function useRefetchOnChange(value: unknown, refetch: () => unknown): void {
  const last = useRef(value);
  useEffect(() => {
    if (last.current === value) return;
    last.current = value;
    void refetch();
  }, [value, refetch]);
}

/**
 * A table's chat, live through `chatPosted`. The page is also read again when the match's status
 * changes (at the end, both channels merge).
 */
export function useChat(matchId: string, status: string): Chat {
  const query = useApiQuery(MatchChatQuery, { id: matchId });
  const { refetch } = query;
  useRefetchOnChange(status, refetch);

  const follow = useCallback<FollowChat>(
    (ws, { next, afterSubscribe }) =>
      subscribeLive(ws, ChatPostedSubscription, () => ({ matchId }), {
        next: (data) => next(data.chatPosted),
        afterSubscribe,
      }),
    [matchId],
  );
  const match = query.data?.match;
  const page = useMemo(() => match?.chat.edges.map((edge) => edge.node), [match]);
  const room = useMemo(() => ({ matchId }), [matchId]);
  return {
    room,
    ...useChatMessages(page, refetch, follow),
    channel: match?.chatChannel ?? null,
    merged: (match?.chatChannels.length ?? 0) > 1,
  };
}
