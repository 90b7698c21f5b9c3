import { signOut } from '@/auth/client';

/**
 * Leaves the web app's session after the API session is gone (signed out everywhere, account
 * deleted), then loads `url` afresh so nothing of the old session stays on screen.
 */
export async function leaveTo(url: string): Promise<void> {
  await signOut({ redirect: false }).catch(() => undefined);
  window.location.assign(url);
}
