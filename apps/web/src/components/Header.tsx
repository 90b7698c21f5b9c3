'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useApi } from '@/lib/api/ApiProvider';
import { ChallengeAlert } from '@/people/ChallengeAlert';
import { LocaleSwitch } from './LocaleSwitch';
import { Logo } from './Logo';
import { SignOutButton } from './SignOutButton';

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
  const t = useTranslations('common.header');
  return (
    <header className="site-header">
      <Link href="/" className="brand" aria-label={t('brandLabel')}>
        <Logo size={34} />
        <span>Brethren</span>
      </Link>
      <nav aria-label={t('mainNav')}>
        {/* First, so a phone's sliding row shows it without scrolling. */}
        {handle ? <ChallengeAlert /> : null}
        <NavLink href="/">{t('lobby')}</NavLink>
        <NavLink href="/ladder/cartagena" section="/ladder">
          {t('ladders')}
        </NavLink>
        <NavLink href="/stats/cartagena" section="/stats">
          {t('stats')}
        </NavLink>
        <NavLink href="/api-docs">{t('api')}</NavLink>
        {handle ? (
          <>
            <NavLink href={`/players/${encodeURIComponent(handle)}`}>{t('profile')}</NavLink>
            <NavLink href="/account">{t('account')}</NavLink>
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
