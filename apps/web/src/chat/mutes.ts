'use client';

import { useCallback, useEffect, useState } from 'react';

/** What a reader silenced at one table: the whole chat, or some players' messages. */
export interface Mutes {
  readonly all: boolean;
  readonly handles: readonly string[];
}

const NONE: Mutes = { all: false, handles: [] };

const keyOf = (matchId: string) => `brethren.chat.mutes.${matchId}`;

/** The mutes kept for this table in this browser (nothing on the server: they are the reader's). */
export function readMutes(storage: Pick<Storage, 'getItem'>, matchId: string): Mutes {
  try {
    const saved = JSON.parse(storage.getItem(keyOf(matchId)) ?? 'null') as Partial<Mutes> | null;
    return {
      all: saved?.all === true,
      handles: Array.isArray(saved?.handles) ? saved.handles.filter((h) => typeof h === 'string') : [],
    };
  } catch {
    return NONE;
  }
}

/** This table's mutes, remembered in localStorage. */
export function useMutes(matchId: string) {
  const [mutes, setMutes] = useState<Mutes>(NONE);
  useEffect(() => {
    setMutes(readMutes(window.localStorage, matchId));
  }, [matchId]);
  const change = useCallback(
    (next: Mutes) => {
      setMutes(next);
      try {
        window.localStorage.setItem(keyOf(matchId), JSON.stringify(next));
      } catch {
        // A browser that refuses storage still mutes for as long as the page is open.
      }
    },
    [matchId],
  );
  const muteAll = useCallback((all: boolean) => change({ ...mutes, all }), [change, mutes]);
  const mutePlayer = useCallback(
    (handle: string, muted: boolean) =>
      change({
        ...mutes,
        handles: muted
          ? [...new Set([...mutes.handles, handle])]
          : mutes.handles.filter((other) => other !== handle),
      }),
    [change, mutes],
  );
  return { mutes, muteAll, mutePlayer };
}
