import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReplayPage } from '@/replay/ReplayPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('replay');
  return { title: t('pageTitle') };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ seat?: string | string[] }>;
}) {
  const { id } = await params;
  // `?seat=N`: follow that seat from the start (a seat the match lacks is ignored by the page).
  const { seat } = await searchParams;
  const followed = typeof seat === 'string' && /^\d{1,2}$/.test(seat) ? Number(seat) : null;
  return <ReplayPage id={id} seat={followed} />;
}
