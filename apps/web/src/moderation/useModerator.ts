'use client';

import { useApi } from '@/lib/api/ApiProvider';
import { useApiQuery } from '@/lib/api/queries';
import { ModeratorQuery } from './documents';

const NO_VARIABLES = {};

/**
 * Whether the signed-in account moderates: null while unknown (signed out, or not answered yet).
 * Asked of the API rather than kept in the session, so a role granted or revoked shows without
 * signing in again. Guests are never moderators, so they do not ask.
 */
export function useModerator(): boolean | null {
  const { token, guest } = useApi();
  const query = useApiQuery(ModeratorQuery, NO_VARIABLES, { enabled: token !== null && !guest });
  if (token !== null && guest) return false;
  return query.data?.me?.moderator ?? null;
}
