'use client';

import { useCallback, useMemo } from 'react';
import { useApi } from '@/lib/api/ApiProvider';
import { useApiConnection } from '@/lib/api/connections';
import { apiQueryKey, useApiCache, useApiMutation } from '@/lib/api/queries';
import { MarkNotificationsReadMutation, NotificationsQuery, type NotificationsAnswer } from './documents';
import { markRead, readTurnsOf } from './notificationsCache';

export const NO_VARIABLES = {};

const connectionOf = (page: NotificationsAnswer) => page.notifications;

type Edit = (pages: readonly NotificationsAnswer[]) => readonly NotificationsAnswer[];

/** Edits the notifications read so far (see ./notificationsCache). */
export function useNotificationsEdit(): (edit: Edit) => void {
  const { updatePages } = useApiCache();
  return useCallback(
    (edit: Edit) =>
      void updatePages(NotificationsQuery, NO_VARIABLES, (pages) => edit(pages) as NotificationsAnswer[]),
    [updatePages],
  );
}

/** The cache key of the viewer's notifications. */
export function notificationsKey(viewer: string | null) {
  return apiQueryKey(NotificationsQuery, NO_VARIABLES, viewer);
}

/**
 * The viewer's notifications, newest first, page by page, with the unread count, and marking them
 * read (one or several, or all). The header's feed adds each new one as it comes.
 */
export function useNotifications() {
  const { handle } = useApi();
  const list = useApiConnection(NotificationsQuery, NO_VARIABLES, connectionOf, { enabled: handle !== null });
  const edit = useNotificationsEdit();
  const marking = useApiMutation(MarkNotificationsReadMutation, {
    onSuccess: ({ markNotificationsRead }, variables) =>
      edit((pages) =>
        markRead(
          pages,
          variables.all ? 'all' : [variables.ids ?? []].flat().map(String),
          markNotificationsRead.unreadCount,
          new Date().toISOString(),
        ),
      ),
  });
  const { mutate } = marking;
  const markAll = useCallback(() => mutate({ all: true }), [mutate]);
  const markOne = useCallback((id: string) => mutate({ ids: [id] }), [mutate]);
  const unreadCount = list.data?.pages[0]?.notifications.unreadCount ?? 0;
  return useMemo(
    () => ({ ...list, unreadCount, markAll, markOne, marking }),
    [list, unreadCount, markAll, markOne, marking],
  );
}

/** Marks read, in the list, the "your turn" of a match the viewer acted at (the API did). */
export function useReadTurnsOf(): (matchId: string) => void {
  const edit = useNotificationsEdit();
  return useCallback(
    (matchId: string) => edit((pages) => readTurnsOf(pages, matchId, new Date().toISOString())),
    [edit],
  );
}
