'use client';

import type { GameId } from '@brethren/engine/core';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { getSession, signIn } from '@/auth/client';
import { authFailure } from '@/auth/failure';
import { GAME_DATA } from '@/games/registry';
import { useApi } from '@/lib/api/ApiProvider';
import { graphqlRequest, type ApiError } from '@/lib/api/request';
import { CreateMatchMutation, StartMatchMutation } from '@/matches/documents';
import { BOT_LEVEL } from './content';

/** Signs this browser in as a new guest (see the API's `startGuest`); returns the session's token. */
async function guestToken(): Promise<string> {
  const result = await signIn({}, 'guest');
  if (!result.ok || result.error) throw authFailure(result.error ?? 'guest sign-in failed');
  const session = await getSession();
  if (!session?.apiToken) throw authFailure('guest sign-in failed');
  return session.apiToken;
}

/** What to open: the game, and whether others may watch the match from the lobby. */
export interface BotTableChoice {
  readonly game: GameId;
  readonly watchable: boolean;
}

/**
 * "Play a bot now": a table against heuristic bots, started at once, and the way to it. A visitor
 * who is not signed in becomes a guest first, in the same click. The table is public unless the
 * player says otherwise, so the lobby's "Watch live" has matches to show on a quiet site.
 */
export function useBotTable() {
  const { config, token, sessionEnded } = useApi();
  const router = useRouter();
  const play = useMutation<{ matchId: string; signedIn: boolean }, ApiError, BotTableChoice>({
    mutationFn: async ({ game, watchable }) => {
      const bearer = token ?? (await guestToken());
      // A page signed in meanwhile loads afresh, so that it knows its session (see auth/client).
      const signedIn = token === null;
      const init = { token: bearer, onTokenRejected: sessionEnded };
      const seats = Array.from({ length: GAME_DATA[game].botTable }, (_, seat) =>
        seat === 0 ? {} : { bot: BOT_LEVEL },
      );
      const { createMatch } = await graphqlRequest(
        config.apiUrl,
        CreateMatchMutation,
        { input: { game, seats, visibility: watchable ? 'PUBLIC' : 'PRIVATE' } },
        init,
      );
      await graphqlRequest(config.apiUrl, StartMatchMutation, { matchId: createMatch.id }, init);
      return { matchId: createMatch.id, signedIn };
    },
    onSuccess: ({ matchId, signedIn }) => {
      if (signedIn) window.location.assign(`/matches/${matchId}`);
      else router.push(`/matches/${matchId}`);
    },
  });
  return {
    play: (choice: BotTableChoice) => play.mutate(choice),
    /** The game whose table is being made, until the page moves to it. */
    starting: play.isPending || play.isSuccess ? (play.variables?.game ?? null) : null,
    failure: play.isPending ? null : play.error,
  };
}
