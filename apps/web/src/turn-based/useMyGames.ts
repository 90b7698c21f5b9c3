'use client';

import { keepPreviousData, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '@/lib/api/ApiProvider';
import { apiQueryKey } from '@/lib/api/queries';
import { graphqlRequest, type ApiError } from '@/lib/api/request';
import { MyGamesQuery } from './documents';
import { measureSkew, withTableState, type MyGamesData, type TableState } from './myGames';

const NO_VARIABLES = {};

/** The cache key of the viewer's games: the header, the Your games page and the tables share it. */
export function myGamesKey(viewer: string | null) {
  return apiQueryKey(MyGamesQuery, NO_VARIABLES, viewer);
}

/**
 * The signed-in viewer's games that are not over, with the skew of the server's clock measured as
 * the answer arrives. The header's feed (`useTurnFeed`) keeps them current; a page that shows whose
 * turn it is elsewhere (which no notification tells) may read them again every `refetchInterval`.
 */
export function useMyGames(refetchInterval?: number): UseQueryResult<MyGamesData, ApiError> {
  const { config, token, handle, sessionEnded } = useApi();
  return useQuery<MyGamesData, ApiError>({
    queryKey: myGamesKey(handle),
    queryFn: async ({ signal }) => {
      const answer = await graphqlRequest(
        config.apiUrl,
        MyGamesQuery,
        {},
        {
          token,
          signal,
          onTokenRejected: sessionEnded,
        },
      );
      return { myGames: answer.myGames, skewMs: measureSkew(answer.myGames, Date.now()) };
    },
    enabled: handle !== null,
    placeholderData: keepPreviousData,
    ...(refetchInterval ? { refetchInterval } : {}),
  });
}

/**
 * Keeps the viewer's entry for the match at this table current as the table moves, without asking
 * the API: the header's count drops the moment the viewer's move is in, and rises when a turn comes
 * at a live table (which sends no notification). A match not yet listed is read again.
 */
export function useTableInMyGames(table: TableState | null): void {
  const client = useQueryClient();
  const { handle } = useApi();
  useEffect(() => {
    if (!table || !handle) return;
    const key = myGamesKey(handle);
    const data = client.getQueryData<MyGamesData>(key);
    if (!data) return;
    const games = withTableState(data.myGames, table);
    if (games === null) void client.invalidateQueries({ queryKey: key });
    else if (games !== data.myGames) client.setQueryData<MyGamesData>(key, { ...data, myGames: games });
  }, [client, handle, table]);
}
