import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth' {
  interface User {
    id: string;
    handle: string;
    apiToken: string;
    /** The account's language (`en`, `it`, `fr`), or null until one is chosen. */
    locale: string | null;
  }
  interface Session {
    /** The API bearer token of this session. */
    apiToken: string;
    /** The account's language as it was at sign-in (the sign-in form applies it to the browser). */
    locale: string | null;
    user: { id: string; handle: string; name: string };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    apiToken?: string;
    handle?: string;
    locale?: string | null;
  }
}
