import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TournamentsPage } from '@/tournaments/TournamentsPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tournaments.list');
  return { title: t('title') };
}

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ game?: string | string[] }>;
}) {
  const { game } = await searchParams;
  return <TournamentsPage game={typeof game === 'string' && game ? game : null} />;
}
