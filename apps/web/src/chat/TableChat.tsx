'use client';

import { ChatDock } from './ChatDock';
import { useChat } from './useChat';

/** A match's chat, docked at the corner of its table. */
export function TableChat({ matchId, status }: { matchId: string; status: string }) {
  return <ChatDock chat={useChat(matchId, status)} />;
}
