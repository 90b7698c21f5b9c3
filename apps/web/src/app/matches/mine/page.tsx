import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyGamesPage } from '@/turn-based/MyGamesPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('turns.page');
  return { title: t('title') };
}

export default function Page() {
  return <MyGamesPage />;
}
