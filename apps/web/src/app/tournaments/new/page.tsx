import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewTournamentPage } from '@/tournaments/NewTournamentPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tournaments.create');
  return { title: t('title') };
}

export default function Page() {
  return <NewTournamentPage />;
}
