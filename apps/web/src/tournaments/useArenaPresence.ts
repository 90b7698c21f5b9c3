'use client';

import { useEffect, useRef } from 'react';
import { useApi } from '@/lib/api/ApiProvider';
import { useApiMutation } from '@/lib/api/queries';
import { graphqlRequest } from '@/lib/api/request';
import { PauseTournamentMutation, ResumeTournamentMutation, type TournamentDetail } from './documents';
import { yourSeat } from './yourTable';

/** Pauses asked for as a page went away, by tournament: a page shown again at once cancels its own. */
const pendingPauses = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * An arena seats only the players on its page, as Lichess's does: opening the page puts a paused
 * player back into the pool, and leaving it (another page of the site, or the tab closed) pauses
 * their pairing — unless they leave to play the match they were just seated at, which the arena
 * expects. A match under way plays on either way.
 */
export function useArenaPresence(
  tournament: TournamentDetail,
  handle: string | null,
  answered: (next: TournamentDetail) => void,
): void {
  const { config, token } = useApi();
  const { id } = tournament;
  const inPool = tournament.format === 'ARENA' && tournament.status === 'RUNNING' && tournament.joined;
  const resume = useApiMutation(ResumeTournamentMutation, { onSuccess: (r) => answered(r.resumeTournament) });
  // What the leaving handler needs, as of the last render shown: it runs after it.
  const seat = yourSeat(tournament, handle);
  const playing = seat?.kind === 'TABLE' && seat.matchId !== null;
  const latest = useRef({ inPool, playing });
  useEffect(() => {
    latest.current = { inPool, playing };
  }, [inPool, playing]);

  // Back on the page: back into the pool, as the page first shows it (a pause asked for here stays).
  const arrived = useRef(false);
  const { mutate } = resume;
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    if (inPool && tournament.paused) mutate({ id });
  }, [inPool, tournament.paused, id, mutate]);

  useEffect(() => {
    const pending = pendingPauses.get(id);
    if (pending) clearTimeout(pending);
    pendingPauses.delete(id);
    // Asked even when the page shows the pairing paused: the feed's picture may be a moment behind,
    // and pausing twice changes nothing.
    const pause = () => {
      const now = latest.current;
      if (!token || !now.inPool || now.playing) return;
      // keepalive: sent even as the page goes away (the tab closed, another address typed), as far
      // as the browser lets it: in the browser tests a typed address did not always pause.
      graphqlRequest(config.apiUrl, PauseTournamentMutation, { id }, { token, keepalive: true }).catch(
        () => undefined,
      );
    };
    // Asked at `beforeunload` too, the earlier of the two as a tab closes or another address is
    // typed: on a busy machine the request sent at `pagehide` alone was sometimes lost with the page.
    window.addEventListener('beforeunload', pause);
    window.addEventListener('pagehide', pause);
    return () => {
      window.removeEventListener('beforeunload', pause);
      window.removeEventListener('pagehide', pause);
      // After this tick: the same page mounted again at once (React's strict mode) stays in.
      pendingPauses.set(
        id,
        setTimeout(() => {
          pendingPauses.delete(id);
          pause();
        }, 0),
      );
    };
  }, [config.apiUrl, token, id]);
}
