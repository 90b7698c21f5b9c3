'use client';

import { ChatDock } from './ChatDock';
import { useTournamentChat } from './useTournamentChat';

/** A tournament's chat, docked at the corner of its page; `joined`: the reader is in the tournament. */
export function TournamentChat({
  tournamentId,
  inviteCode,
  joined,
}: {
  tournamentId: string;
  inviteCode: string | null;
  joined: boolean;
}) {
  return <ChatDock chat={useTournamentChat(tournamentId, inviteCode, joined)} />;
}
