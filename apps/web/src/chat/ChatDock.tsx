'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { Loading } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { useChatSlot } from './chatSlot';
import { useMutes } from './mutes';
import type { Chat } from './useChat';
import './chat.css';

// The open panel's code loads when it is first opened: a table page stays within its budget.
const ChatPanel = lazy(() => import('./ChatPanel').then((module) => ({ default: module.ChatPanel })));

/**
 * The chat of a table or a tournament: a button at the corner of the screen (in the table's header
 * on a phone, clear of the hand), which opens the chat over whatever the page shows and counts what
 * was said while it was closed. While a dialog is open over the table (Tortuga's secret vote, when
 * people talk most), the button moves into it (`ChatSlot`).
 */
export function ChatDock({ chat }: { chat: Chat }) {
  const t = useTranslations('chat');
  const { handle } = useApi();
  const { mutes, muteAll, mutePlayer } = useMutes(
    'matchId' in chat.room ? chat.room.matchId : `tournament.${chat.room.tournamentId}`,
  );
  const [open, setOpen] = useState(false);
  const shown = useMemo(
    () => chat.messages.filter((message) => !mutes.handles.includes(message.author.handle)),
    [chat.messages, mutes.handles],
  );
  // Read: everything shown while the panel was open.
  const [seen, setSeen] = useState(0);
  useEffect(() => {
    if (open) setSeen(shown.length);
  }, [open, shown.length]);
  const unread = mutes.all
    ? 0
    : shown.slice(seen).filter((message) => message.author.handle !== handle).length;
  const slot = useChatSlot();
  const launcher = (
    <button
      type="button"
      className="chat-launcher"
      aria-expanded={open}
      aria-controls="table-chat"
      onClick={() => setOpen(!open)}
      data-testid="chat-launcher"
      data-unread={unread}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H10l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z"
          fill="currentColor"
        />
      </svg>
      <span className="chat-launcher-words">{t('launcher', { unread })}</span>
    </button>
  );

  return (
    <div className="chat-dock" data-testid="chat-dock">
      {open ? (
        // The panel's frame at once, however long its code takes to come on a slow network.
        <Suspense
          fallback={
            <aside id="table-chat" className="chat-panel" aria-busy="true">
              <Loading />
            </aside>
          }
        >
          <ChatPanel
            id="table-chat"
            chat={chat}
            messages={shown}
            mutes={mutes}
            onMuteAll={muteAll}
            onMutePlayer={mutePlayer}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
      {slot ? createPortal(launcher, slot) : launcher}
    </div>
  );
}
