'use client';

import { ChatDock } from './ChatDock';
import { useTournamentChat } from './useTournamentChat';

/** A tournament's chat, docked at the corner of its page. */
export function TournamentChat({
  tournamentId,
  inviteCode,
}: {
  tournamentId: string;
  inviteCode: string | null;
}) {
  return <ChatDock chat={useTournamentChat(tournamentId, inviteCode)} />;
}
