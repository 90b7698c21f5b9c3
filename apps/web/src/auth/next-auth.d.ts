import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth' {
  interface User {
    id: string;
    handle: string;
    apiToken: string;
    /** The account's language (`en`, `it`, `fr`), or null until one is chosen. */
    locale: string | null;
    /** A guest account (no password yet; see the API's `startGuest`). */
    guest: boolean;
  }
  interface Session {
    /** The API bearer token of this session. */
    apiToken: string;
    /** The account's language as it was at sign-in (the sign-in form applies it to the browser). */
    locale: string | null;
    user: { id: string; handle: string; name: string; guest: boolean };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    apiToken?: string;
    handle?: string;
    locale?: string | null;
    guest?: boolean;
  }
}
