'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '@/lib/api/ApiProvider';
import type { ChatChannel, ChatMessageFieldsFragment } from '@/lib/api/generated/graphql';
import { subscribeLive } from '@/lib/api/live';
import { useApiQuery } from '@/lib/api/queries';
import { ChatPostedSubscription, MatchChatQuery } from './documents';

/** A message as shown: the live feed's `hidden` notices never become one. */
export type ChatMessage = Omit<ChatMessageFieldsFragment, 'hidden'>;

export interface Chat {
  /**
   * What the viewer may read, oldest first (the server leaves out the players they blocked and
   * the messages moderators hid; one hidden while shown is dropped as the live feed says so).
   */
  readonly messages: readonly ChatMessage[];
  /** Where the viewer writes; null when anonymous, or before the first answer. */
  readonly channel: ChatChannel | null;
  /** Both channels, merged: the match is over. */
  readonly merged: boolean;
  /** Shows a message the viewer just sent, before the live feed brings it. */
  readonly add: (message: ChatMessage) => void;
  /** Drops what is shown of a player just blocked, and reads the chat again. */
  readonly forget: (handle: string) => void;
}

/** Oldest first; the same message (from the page and the live feed) once. */
function merge(...lists: (readonly ChatMessage[])[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of lists.flat()) byId.set(message.id, message);
  return [...byId.values()].sort(
    (a, b) => String(a.at).localeCompare(String(b.at)) || a.id.localeCompare(b.id),
  );
}

/**
 * A table's chat: the latest page over HTTP, then each message live through `chatPosted`. The page
 * is read again after each (re)subscription, which catches what was said meanwhile, and when the
 * match's status changes (at the end, both channels merge).
 */
export function useChat(matchId: string, status: string): Chat {
  const { ws } = useApi();
  const query = useApiQuery(MatchChatQuery, { id: matchId });
  const { refetch } = query;
  const [live, setLive] = useState<readonly ChatMessage[]>([]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());

  const lastStatus = useRef(status);
  useEffect(() => {
    if (lastStatus.current === status) return;
    lastStatus.current = status;
    void refetch();
  }, [status, refetch]);

  useEffect(() => {
    if (!ws) return;
    return subscribeLive(ws, ChatPostedSubscription, () => ({ matchId }), {
      next: (data) => {
        const { hidden: withdrawn, ...message } = data.chatPosted;
        if (withdrawn) setHidden((current) => new Set(current).add(message.id));
        else setLive((current) => [...current, message]);
      },
      afterSubscribe: () => void refetch(),
    });
  }, [ws, matchId, refetch]);

  const match = query.data?.match;
  const page = match?.chat.edges;
  const messages = useMemo(
    () =>
      merge(
        (page ?? []).map((edge) => edge.node),
        live,
      ).filter((message) => !hidden.has(message.id)),
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
  return {
    messages,
    channel: match?.chatChannel ?? null,
    merged: (match?.chatChannels.length ?? 0) > 1,
    add,
    forget,
  };
}
