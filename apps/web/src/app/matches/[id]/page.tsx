import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MatchPage } from '@/matches/MatchPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('match');
  return { title: t('pageTitle') };
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <MatchPage id={id} />;
}
