import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Recover } from '@/mail/Recover';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.recover');
  // The link carries a token: never indexed, never sent on as a referrer.
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return <Recover token={typeof token === 'string' && token !== '' ? token : null} />;
}
