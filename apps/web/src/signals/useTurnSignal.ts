'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { showBrowserNotification, turnTag } from './browserNotifications';
import { chime } from './preferences';

/** Whether the page is out of sight (another tab, a minimised window), kept current. */
function useHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return hidden;
}

/**
 * Tells a reader who looks elsewhere that a match waits for them: while it is their turn and the
 * page is hidden, the tab's title starts with "● Your turn" and its icon has a red dot; when the
 * turn comes, a chime (if they turned sound on) and a browser notification (if they turned those on).
 * Everything is put back as soon as they look, or the turn passes.
 */
export function useTurnSignal({
  yourTurn,
  matchId,
  gameTitle,
  sound,
}: {
  yourTurn: boolean;
  matchId: string;
  gameTitle: string;
  sound: boolean;
}): void {
  const t = useTranslations('match.turn');
  const hidden = useHidden();
  const signalling = yourTurn && hidden;

  useEffect(() => {
    if (!signalling) return;
    let unmark: (() => void) | undefined;
    let over = false;
    // Loaded when first needed: only a page out of sight is marked, and every table page's script
    // is within a budget (bundle.e2e), which the mark's icon and watcher would take it past.
    // Unloadable (offline, or a new deployment since the page loaded), the tab goes unmarked.
    import('./tabMark')
      .then(({ markTab, TURN_ICON }) => {
        if (!over) unmark = markTab(document, { icon: TURN_ICON, title: (page) => t('title', { page }) });
      })
      .catch(() => undefined);
    return () => {
      over = true;
      unmark?.();
    };
  }, [signalling, t]);

  // Sound and notification once, when the turn comes while the page is hidden.
  const wasYourTurn = useRef(yourTurn);
  useEffect(() => {
    const began = yourTurn && !wasYourTurn.current;
    wasYourTurn.current = yourTurn;
    if (!began || document.visibilityState !== 'hidden') return;
    if (sound) chime();
    showBrowserNotification({ title: t('notification', { game: gameTitle }), tag: turnTag(matchId) });
  }, [yourTurn, sound, matchId, gameTitle, t]);
}
