'use client';

import { Link } from '@/components/Link';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useApi } from '@/lib/api/ApiProvider';
import { useModerator } from '@/moderation/useModerator';
import { ChallengeAlert } from '@/people/ChallengeAlert';
import { LocaleSwitch } from './LocaleSwitch';
import { Logo } from './Logo';
import { SignOutButton } from './SignOutButton';

// The link to one's games (with the count of those waiting) and the bell, for a signed-in person
// only: a visitor's pages (a table watched, say) carry none of it.
const HeaderTurns = lazy(() =>
  import('@/turn-based/HeaderTurns').then((module) => ({ default: module.HeaderTurns })),
);

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
  const { handle, guest } = useApi();
  const moderator = useModerator();
  const t = useTranslations('common.header');
  const pathname = usePathname();
  // On a phone the links fold behind a Menu button (globals.css), so a table's header takes one
  // short row; the menu folds again on every new page.
  const [menu, setMenu] = useState({ open: false, pathname });
  const open = menu.open && menu.pathname === pathname;
  return (
    <header className="site-header">
      <Link href="/" className="brand" aria-label={t('brandLabel')}>
        <Logo size={34} />
        <span>Brethren</span>
      </Link>
      <button
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls="site-nav"
        onClick={() => setMenu({ open: !open, pathname })}
        data-testid="menu-button"
      >
        {t('menu')}
      </button>
      <nav id="site-nav" aria-label={t('mainNav')} className={open ? 'open' : undefined}>
        {/* First, so a phone shows them with the menu folded. */}
        {handle ? <ChallengeAlert /> : null}
        {handle ? (
          <Suspense fallback={null}>
            <HeaderTurns />
          </Suspense>
        ) : null}
        <NavLink href="/">{t('lobby')}</NavLink>
        <NavLink href="/tournaments">{t('tournaments')}</NavLink>
        <NavLink href="/ladder/cartagena" section="/ladder">
          {t('ladders')}
        </NavLink>
        <NavLink href="/stats/cartagena" section="/stats">
          {t('stats')}
        </NavLink>
        <NavLink href="/data">{t('data')}</NavLink>
        <NavLink href="/api-docs">{t('api')}</NavLink>
        {handle ? (
          <>
            <NavLink href={`/players/${encodeURIComponent(handle)}`}>{t('profile')}</NavLink>
            <NavLink href="/account">{t('account')}</NavLink>
            {moderator ? <NavLink href="/moderation">{t('moderation')}</NavLink> : null}
            <SignOutButton handle={handle} guest={guest} />
          </>
        ) : (
          <>
            <NavLink href="/signin">{t('signIn')}</NavLink>
            <Link href="/signup" className="button small">
              {t('signUp')}
            </Link>
          </>
        )}
        <LocaleSwitch />
      </nav>
    </header>
  );
}
