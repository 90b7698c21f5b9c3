'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { signOut } from 'next-auth/react';
import { useApi } from '@/lib/api/ApiProvider';
import { Logo } from './Logo';

/** A main navigation link, marked current anywhere under `section` (default: its own address). */
function NavLink({ href, section = href, children }: { href: string; section?: string; children: string }) {
  const pathname = usePathname();
  const current =
    section === '/' ? pathname === '/' : pathname === section || pathname.startsWith(`${section}/`);
  return (
    <Link href={href} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

export function Header() {
  const { handle, sessionLoading } = useApi();
  return (
    <header className="site-header">
      <Link href="/" className="brand" aria-label="Brethren — lobby">
        <Logo size={34} />
        <span>Brethren</span>
      </Link>
      <nav aria-label="Main">
        <NavLink href="/">Lobby</NavLink>
        <NavLink href="/ladder/cartagena" section="/ladder">
          Ladders
        </NavLink>
        <NavLink href="/stats/cartagena" section="/stats">
          Stats
        </NavLink>
        <NavLink href="/api-docs">API</NavLink>
        {handle ? (
          <>
            <NavLink href={`/players/${encodeURIComponent(handle)}`}>Profile</NavLink>
            <NavLink href="/account">Account</NavLink>
            <button
              type="button"
              className="link-button"
              onClick={() => void signOut({ callbackUrl: '/' })}
              title={`Signed in as ${handle}`}
            >
              Sign out <span className="handle">({handle})</span>
            </button>
          </>
        ) : sessionLoading ? null : (
          <>
            <NavLink href="/signin">Sign in</NavLink>
            <Link href="/signup" className="button small">
              Sign up
            </Link>
          </>
        )}
      </nav>
    </header>
  );
}
