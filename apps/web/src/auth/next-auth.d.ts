import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth' {
  interface User {
    id: string;
    handle: string;
    apiToken: string;
  }
  interface Session {
    /** The API bearer token of this session. */
    apiToken: string;
    user: { id: string; handle: string; name: string };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    apiToken?: string;
    handle?: string;
  }
}
